/** What the sharp and CRT filters share: the vertex stage, the fragment's head, and how a filter is built. */
import type { FilterWithShader, TextureSource, UniformGroup } from 'pixi.js';
import { GlProgram } from './pixi';

/**
 * The vertex stage shared by the display's filters: pixi's filter quad, passing on the position in
 * output (canvas) pixels instead of a coordinate in pixi's pooled input texture. The filters read
 * the machine's screen texture themselves and compute every device pixel from where it is on the
 * canvas, so any part of the picture can be redrawn alone and match the rest exactly.
 */
export const FILTER_VERTEX = `in vec2 aPosition;
out vec2 vDevice;

uniform vec4 uOutputFrame;
uniform vec4 uOutputTexture;

void main(void)
{
    vec2 position = aPosition * uOutputFrame.zw + uOutputFrame.xy;
    vDevice = position;
    position.x = position.x * (2.0 / uOutputTexture.x) - 1.0;
    position.y = position.y * (2.0 * uOutputTexture.z / uOutputTexture.y) - uOutputTexture.z;
    gl_Position = vec4(position, 0.0, 1.0);
}
`;

/** What every screen filter's fragment begins with: the device position in, the screen texture, the picture's box, the screen's size. */
export const FRAGMENT_HEAD = `#version 300 es
precision highp float;
in vec2 vDevice;
out vec4 finalColor;

uniform sampler2D uSource;
uniform vec4 uBox;
uniform vec2 uSrcSize;
`;

/**
 * A screen filter's options: its fragment over the shared vertex stage, its uniforms and the
 * machine's screen texture as resources, drawn at the canvas's own resolution with no smoothing.
 */
export function screenFilterOptions(name: string, fragment: string, uniforms: UniformGroup, source: TextureSource): FilterWithShader {
  return {
    glProgram: GlProgram.from({ vertex: FILTER_VERTEX, fragment, name }),
    resources: { screenUniforms: uniforms, uSource: source },
    resolution: 1,
    antialias: 'off',
  };
}
