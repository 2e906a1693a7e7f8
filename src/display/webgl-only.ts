/**
 * What pixi's WebGL renderer gets in place of parts only other renderers, scenes or textures use
 * (vite.config.ts sends pixi's own imports of them here; src/display/renderer.ts's renderer is
 * WebGL only and draws one buffer texture with its own GLSL shaders).
 */
const never = (what: string): never => {
  throw new Error(`${what}: not in this collection's WebGL renderer (src/display/webgl-only.ts)`);
};

/**
 * WebGPU's program (a WGSL parser and layout builder), which only the WebGPU renderer reads. pixi
 * makes one where a shader has a `gpu` source: none of ours, and pixi's passthrough filter (used by
 * the filter system for a disabled filter), which then has its GLSL program alone, as WebGL uses.
 */
export class GpuProgram {
  static from(): undefined {
    return undefined;
  }
}

/** The passthrough filter's WGSL source: never compiled, so not shipped. */
export default '';

/** Texture uploaders for kinds of texture the display never makes (it has one buffer texture). */
const uploader = (id: string) => ({ id, upload: (): never => never(`${id} texture upload`) });
export const glUploadCompressedTextureResource = uploader('compressed');
export const glUploadVideoResource = uploader('video');
export const createGlUploadCubeTextureResource = () => uploader('cube');

/**
 * The batcher's limit on textures a batch (GlLimitsSystem compiles a test shader at start to find
 * it); there is no batcher here (src/display/renderer.ts), so the limit is the GPU's own.
 */
export function checkMaxIfStatementsInShader(maxIfs: number): number {
  return maxIfs;
}
