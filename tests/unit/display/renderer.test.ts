import { beforeAll, describe, expect, it, vi } from 'vitest';

let createRenderer: () => unknown;
beforeAll(async () => {
  // pixi's texture system asks whether it runs in Safari when loaded.
  vi.stubGlobal('navigator', { userAgent: 'node' });
  const pixi = await import('../../../src/display/pixi');
  // As src/core/display.ts does before it makes its renderer.
  pixi.extensions.add(pixi.FilterSystem, pixi.FilterPipe);
  ({ createRenderer } = await import('../../../src/display/renderer'));
});

type Config = { config: { systems: { name: string }[]; renderPipes: { name: string; value: { name: string } }[]; renderPipeAdaptors: { name: string; value: { name: string } }[] } };

describe("the display's WebGL renderer (src/display/renderer.ts)", () => {
  it('has the pipes the display draws with, and none of the sprite, graphics, batch or mask machinery', () => {
    const { config } = createRenderer() as Config;
    expect(config.renderPipes.map((p) => p.name).sort()).toEqual(['batch', 'blendMode', 'colorMask', 'customRender', 'filter', 'mesh', 'renderGroup']);
    // The batch pipe is the stand-in: nothing is ever batched.
    expect(config.renderPipes.find((p) => p.name === 'batch')!.value.name).toBe('NoBatchPipe');
    expect(config.renderPipeAdaptors.map((p) => p.name)).toEqual(['mesh']);
    // Meshes draw with their own shaders: no default mesh shader, nor pixi's shader generator for it.
    expect(config.renderPipeAdaptors[0]!.value.name).toBe('OwnShaderMeshAdaptor');
  });

  it('has the systems the filters and the mesh use, and not extract, generate-texture, hello or the deprecated collectors', () => {
    const names = (createRenderer() as Config).config.systems.map((s) => s.name);
    for (const s of ['background', 'globalUniforms', 'view', 'renderGroup', 'context', 'texture', 'renderTarget', 'geometry', 'shader', 'state', 'encoder', 'filter', 'limits', 'stencil', 'colorMask', 'gc', 'scheduler']) {
      expect(names, s).toContain(s);
    }
    for (const s of ['extract', 'textureGenerator', 'hello', 'textureGC', 'renderableGC']) expect(names, s).not.toContain(s);
  });
});
