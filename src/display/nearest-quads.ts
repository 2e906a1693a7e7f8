/**
 * The integer-scale picture: plain nearest-neighbour quads, one per changed rectangle, drawn by a
 * pixi Mesh with its own two-line shader (one texel read a device pixel, no filter). Not a Sprite:
 * drawn through pixi's batcher, even a 16 x 16 sprite took hundreds of ms a frame under SwiftShader
 * (headless Chromium, load ~17), where this mesh takes about 1 ms.
 */
import type { TextureSource } from 'pixi.js';
import { Mesh, MeshGeometry, Shader, UniformGroup } from './pixi';
import type { Box } from './layout';

export const MAX_QUADS = 4;

const VERTEX = `in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;
uniform vec2 uCanvas;

void main(void)
{
    vUV = aUV;
    gl_Position = vec4(aPosition.x / uCanvas.x * 2.0 - 1.0, 1.0 - aPosition.y / uCanvas.y * 2.0, 0.0, 1.0);
}
`;

const FRAGMENT = `#version 300 es
precision highp float;
in vec2 vUV;
out vec4 finalColor;
uniform sampler2D uSource;

void main(void)
{
    finalColor = vec4(texture(uSource, vUV).rgb, 1.0);
}
`;

export class NearestQuads {
  readonly mesh: Mesh<MeshGeometry, Shader>;
  private geometry: MeshGeometry;
  private shader: Shader;
  private u = new UniformGroup({ uCanvas: { value: new Float32Array([1, 1]), type: 'vec2<f32>' } });

  constructor(source: TextureSource) {
    const indices = new Uint32Array(MAX_QUADS * 6);
    for (let q = 0; q < MAX_QUADS; q++) indices.set([0, 1, 2, 0, 2, 3].map((i) => q * 4 + i), q * 6);
    this.geometry = new MeshGeometry({ positions: new Float32Array(MAX_QUADS * 8), uvs: new Float32Array(MAX_QUADS * 8), indices });
    this.shader = Shader.from({
      gl: { vertex: VERTEX, fragment: FRAGMENT, name: 'nearest-quads' },
      resources: {
        quadUniforms: this.u,
        uSource: source,
      },
    });
    this.mesh = new Mesh({ geometry: this.geometry, shader: this.shader });
  }

  /**
   * The source rectangles to draw (at most MAX_QUADS), each at (box.x + x * sx, box.y + y * sy)
   * on a canvas of W x H device pixels.
   */
  set(source: TextureSource, rects: Box[], box: Box, sx: number, sy: number, W: number, H: number) {
    this.shader.resources.uSource = source;
    this.u.uniforms.uCanvas.set([W, H]);
    const pos = this.geometry.positions;
    const uv = this.geometry.uvs;
    pos.fill(0);
    uv.fill(0);
    const sw = source.width;
    const sh = source.height;
    rects.slice(0, MAX_QUADS).forEach((r, q) => {
      const x0 = box.x + r.x * sx;
      const y0 = box.y + r.y * sy;
      const x1 = x0 + r.w * sx;
      const y1 = y0 + r.h * sy;
      pos.set([x0, y0, x1, y0, x1, y1, x0, y1], q * 8);
      uv.set([r.x / sw, r.y / sh, (r.x + r.w) / sw, r.y / sh, (r.x + r.w) / sw, (r.y + r.h) / sh, r.x / sw, (r.y + r.h) / sh], q * 8);
    });
    this.geometry.getBuffer('aPosition').update();
    this.geometry.getBuffer('aUV').update();
  }
}
