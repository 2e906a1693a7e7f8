/**
 * pixi's WebGL renderer with only the systems and pipes this display runs. pixi's own
 * WebGLRenderer registers, when imported, everything any scene may need: the sprite and graphics
 * pipes, the batcher with its shader generator, alpha / stencil masks, extract and
 * generate-texture, and the texture and renderable collectors kept for their old options
 * (deprecated since pixi 8.15: GCSystem does their work). The screen is one buffer texture drawn
 * by a Mesh with its own shader (integer scale) or by a Filter (sharp-bilinear, CRT): none of
 * those ever runs. Leaving them out takes about 10 KB gzipped off the main chunk. The GL systems
 * are pixi's own list, unchanged; the mesh adaptor is our own (OwnShaderMeshAdaptor).
 */
import { extensions, ExtensionType } from 'pixi-lib/extensions/Extensions';
import { AbstractRenderer } from 'pixi-lib/rendering/renderers/shared/system/AbstractRenderer';
import { RendererType } from 'pixi-lib/rendering/renderers/types';
import { BackgroundSystem } from 'pixi-lib/rendering/renderers/shared/background/BackgroundSystem';
import { BlendModePipe } from 'pixi-lib/rendering/renderers/shared/blendModes/BlendModePipe';
import { GCSystem } from 'pixi-lib/rendering/renderers/shared/GCSystem';
import { GlobalUniformSystem } from 'pixi-lib/rendering/renderers/shared/renderTarget/GlobalUniformSystem';
import { SchedulerSystem } from 'pixi-lib/rendering/renderers/shared/SchedulerSystem';
import { ViewSystem } from 'pixi-lib/rendering/renderers/shared/view/ViewSystem';
import { ColorMaskPipe } from 'pixi-lib/rendering/mask/color/ColorMaskPipe';
import { CustomRenderPipe } from 'pixi-lib/scene/container/CustomRenderPipe';
import { RenderGroupPipe } from 'pixi-lib/scene/container/RenderGroupPipe';
import { RenderGroupSystem } from 'pixi-lib/scene/container/RenderGroupSystem';
import { RendererInitHook } from 'pixi-lib/utils/global/globalHooks';
import { GlBufferSystem } from 'pixi-lib/rendering/renderers/gl/buffer/GlBufferSystem';
import { GlContextSystem } from 'pixi-lib/rendering/renderers/gl/context/GlContextSystem';
import { GlGeometrySystem } from 'pixi-lib/rendering/renderers/gl/geometry/GlGeometrySystem';
import { GlBackBufferSystem } from 'pixi-lib/rendering/renderers/gl/GlBackBufferSystem';
import { GlColorMaskSystem } from 'pixi-lib/rendering/renderers/gl/GlColorMaskSystem';
import { GlEncoderSystem } from 'pixi-lib/rendering/renderers/gl/GlEncoderSystem';
import { GlLimitsSystem } from 'pixi-lib/rendering/renderers/gl/GlLimitsSystem';
import { GlStencilSystem } from 'pixi-lib/rendering/renderers/gl/GlStencilSystem';
import { GlUboSystem } from 'pixi-lib/rendering/renderers/gl/GlUboSystem';
import { GlRenderTargetSystem } from 'pixi-lib/rendering/renderers/gl/renderTarget/GlRenderTargetSystem';
import { GlShaderSystem } from 'pixi-lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUniformGroupSystem } from 'pixi-lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { GlStateSystem } from 'pixi-lib/rendering/renderers/gl/state/GlStateSystem';
import { GlTextureSystem } from 'pixi-lib/rendering/renderers/gl/texture/GlTextureSystem';
import type { WebGLRenderer } from 'pixi-lib/rendering/renderers/gl/WebGLRenderer';
import type { MeshPipe } from 'pixi-lib/scene/mesh/shared/MeshPipe';
import type { Mesh } from 'pixi-lib/scene/mesh/shared/Mesh';

/**
 * The render groups, filters and masks call the 'batch' pipe around everything they hold, to end
 * a batch of sprites; nothing here is ever batched (the Mesh has its own shader, the filters draw
 * their own quad), so every call has nothing to end.
 */
class NoBatchPipe {
  static extension = { type: [ExtensionType.WebGLPipes], name: 'batch' };
  constructor(public renderer: unknown) {}
  buildStart(): void {}
  buildEnd(): void {}
  break(): void {}
  upload(): void {}
  execute(): void {}
  destroyInstructionSet(): void {}
  destroy(): void {}
  addToBatch(): void {
    throw new Error('The display batches nothing (src/display/renderer.ts)');
  }
}

/**
 * pixi's GlMeshAdaptor draws a mesh with the mesh's own shader, or else with a default textured one
 * it compiles at start from pixi's shader generator (its "high-shader" templates: about 1.5 KB
 * gzipped). The display's one mesh (src/display/nearest-quads.ts) has its own shader, so this
 * adaptor does the first half, as pixi's does it, and has no default.
 */
class OwnShaderMeshAdaptor {
  static extension = { type: [ExtensionType.WebGLPipesAdaptor], name: 'mesh' };
  init(): void {}
  execute(meshPipe: MeshPipe, mesh: Mesh): void {
    const shader = mesh.shader;
    if (!shader) throw new Error('A mesh here draws with its own shader (src/display/renderer.ts)');
    // As pixi's adaptor: a shader without a GLSL program draws nothing in WebGL.
    if (!shader.glProgram) return;
    const renderer = meshPipe.renderer as WebGLRenderer;
    shader.groups[100] = renderer.globalUniforms.bindGroup;
    shader.groups[101] = meshPipe.localUniformsBindGroup;
    renderer.encoder.draw({ geometry: mesh.geometry, shader, state: mesh.state });
  }
  destroy(): void {}
}

type Named = { name: string; value: unknown };
const systems: Named[] = [];
const renderPipes: Named[] = [];
const renderPipeAdaptors: Named[] = [];
extensions.handleByNamedList(ExtensionType.WebGLSystem, systems);
extensions.handleByNamedList(ExtensionType.WebGLPipes, renderPipes);
extensions.handleByNamedList(ExtensionType.WebGLPipesAdaptor, renderPipeAdaptors);
extensions.add(
  BackgroundSystem,
  GlobalUniformSystem,
  ViewSystem,
  RenderGroupSystem,
  GCSystem,
  RendererInitHook,
  SchedulerSystem,
  GlUboSystem,
  GlBackBufferSystem,
  GlContextSystem,
  GlLimitsSystem,
  GlBufferSystem,
  GlTextureSystem,
  GlRenderTargetSystem,
  GlGeometrySystem,
  GlUniformGroupSystem,
  GlShaderSystem,
  GlEncoderSystem,
  GlStateSystem,
  GlStencilSystem,
  GlColorMaskSystem,
  BlendModePipe,
  NoBatchPipe,
  RenderGroupPipe,
  ColorMaskPipe,
  CustomRenderPipe,
  // MeshPipe is registered by the Mesh class itself (pixi's scene/mesh/init).
  OwnShaderMeshAdaptor,
);

class LeanRenderer extends AbstractRenderer<never, never, never> {
  constructor() {
    super({ name: 'webgl', type: RendererType.WEBGL, systems, renderPipes, renderPipeAdaptors } as never);
  }
}

/** A WebGL renderer (pixi's WebGLRenderer's interface) with the display's systems and pipes only. */
export function createRenderer(): WebGLRenderer {
  return new LeanRenderer() as unknown as WebGLRenderer;
}
