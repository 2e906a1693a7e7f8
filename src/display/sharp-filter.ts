/**
 * Sharp-bilinear scaling as a pixi v8 Filter: a device pixel whose centre lies well inside a source
 * pixel shows that pixel's colour; only a one-device-pixel band at each source pixel's edge blends
 * the two neighbours, weighted by where the edge falls. So at a fractional scale no column or line
 * is dropped or doubled, and edges are as sharp as the device grid allows. One bilinear texture
 * read per device pixel: the coordinate is bent so the hardware's blend does the work (the screen
 * texture samples linearly while this filter shows it).
 */
import type { TextureSource } from 'pixi.js';
import { Filter, UniformGroup } from './pixi';
import { FRAGMENT_HEAD, screenFilterOptions } from './screen-filter';
import type { Box } from './layout';

const FRAGMENT = `${FRAGMENT_HEAD}
void main(void)
{
    vec2 s = (vDevice - uBox.xy) / uBox.zw * uSrcSize;
    vec2 scale = max(uBox.zw / uSrcSize, 1.0);
    vec2 cell = floor(s);
    vec2 d = s - cell - 0.5;
    vec2 inner = 0.5 - 0.5 / scale;
    vec2 t = cell + 0.5 + (d - clamp(d, -inner, inner)) * scale;
    finalColor = vec4(texture(uSource, t / uSrcSize).rgb, 1.0);
}
`;

const uniforms = () =>
  new UniformGroup({
    uBox: { value: new Float32Array(4), type: 'vec4<f32>' },
    uSrcSize: { value: new Float32Array([1, 1]), type: 'vec2<f32>' },
  });

export class SharpFilter extends Filter {
  private u: ReturnType<typeof uniforms>;

  constructor(source: TextureSource, u = uniforms()) {
    super(screenFilterOptions('sharp-bilinear', FRAGMENT, u, source));
    this.u = u;
  }

  /** The screen's texture and size, and the picture's box on the canvas in device pixels. */
  set(source: TextureSource, srcW: number, srcH: number, box: Box) {
    this.resources.uSource = source;
    const u = this.u.uniforms;
    u.uBox.set([box.x, box.y, box.w, box.h]);
    u.uSrcSize.set([srcW, srcH]);
  }
}
