import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Shader } from 'pixi-lib/rendering/renderers/shared/shader/Shader';
import { Filter } from 'pixi-lib/filters/Filter';
import { PassthroughFilter } from 'pixi-lib/filters/defaults/passthrough/PassthroughFilter';
import { GlProgram } from 'pixi-lib/rendering/renderers/gl/shader/GlProgram';
import { checkMaxIfStatementsInShader } from '../../../src/display/webgl-only';

beforeAll(() => {
  // pixi's texture system asks whether it runs in Safari when loaded.
  vi.stubGlobal('navigator', { userAgent: 'node' });
});

// A GLSL program asks a WebGL context for its precision when made: none under Node.
const glProgram = (options: { fragment: string }) => ({ fragment: options.fragment }) as unknown as GlProgram;

const gl = { vertex: 'void main(){}', fragment: 'void main(){}', name: 'test' };
const gpu = { vertex: { source: '@vertex fn main() {}', entryPoint: 'main' }, fragment: { source: '@fragment fn main() {}', entryPoint: 'main' } };

// Vitest resolves with vite.config.ts's plugins, so pixi's files here are the ones the build ships.
describe("pixi's WebGL renderer without WebGPU's parts (src/display/webgl-only.ts)", () => {
  it('a shader or filter with a WGSL source too gets its GLSL program only, as the WebGL renderer uses', () => {
    vi.spyOn(GlProgram, 'from').mockImplementation(glProgram);
    const shader = Shader.from({ gl, gpu });
    expect(shader.glProgram).toBeDefined();
    expect(shader.gpuProgram).toBeUndefined();
    const filter = Filter.from({ gl, gpu });
    expect(filter.glProgram).toBeDefined();
    expect(filter.gpuProgram).toBeUndefined();
  });

  it("pixi's passthrough filter keeps its GLSL program", () => {
    vi.spyOn(GlProgram, 'from').mockImplementation(glProgram);
    const f = new PassthroughFilter();
    expect(f.glProgram.fragment).toContain('finalColor = texture(uTexture, vTextureCoord)');
    expect(f.gpuProgram).toBeUndefined();
  });

  it('the texture system has the buffer and image uploaders, and refuses compressed, video and cube textures loudly', async () => {
    const { GlTextureSystem } = await import('pixi-lib/rendering/renderers/gl/texture/GlTextureSystem');
    const uploads = (new GlTextureSystem({ gc: { addResourceHash() {} } } as never) as unknown as { _uploads: Record<string, { upload: () => void }> })._uploads;
    expect(Object.keys(uploads).sort()).toEqual(['buffer', 'compressed', 'cube', 'image', 'video']);
    for (const id of ['compressed', 'video', 'cube']) expect(() => uploads[id]!.upload(), id).toThrow(/not in this collection's WebGL renderer/);
  });

  it("the batcher's texture limit is the GPU's", () => {
    expect(checkMaxIfStatementsInShader(16)).toBe(16);
  });
});
