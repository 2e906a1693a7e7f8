/**
 * The parts of pixi.js the display uses, imported one by one. pixi's own index registers every
 * extension it has when loaded (sprite sheets, asset loaders, video sources...): through it they
 * were on the first visit's path (about 7 KB gzipped); now only @pixi/sound, loaded with the first
 * sound, still imports the index. `pixi-lib/` is pixi.js's lib folder (vite.config.ts,
 * tsconfig.json): the package's exports name only its index and a few extras.
 */
export { extensions } from 'pixi-lib/extensions/Extensions';
export { BufferImageSource } from 'pixi-lib/rendering/renderers/shared/texture/sources/BufferImageSource';
export { Container } from 'pixi-lib/scene/container/Container';
export { Rectangle } from 'pixi-lib/maths/shapes/Rectangle';
export { FilterPipe } from 'pixi-lib/filters/FilterPipe';
export { FilterSystem } from 'pixi-lib/filters/FilterSystem';
export { Filter } from 'pixi-lib/filters/Filter';
export { GlProgram } from 'pixi-lib/rendering/renderers/gl/shader/GlProgram';
export { Mesh } from 'pixi-lib/scene/mesh/shared/Mesh';
export { MeshGeometry } from 'pixi-lib/scene/mesh/shared/MeshGeometry';
export { Shader } from 'pixi-lib/rendering/renderers/shared/shader/Shader';
export { UniformGroup } from 'pixi-lib/rendering/renderers/shared/shader/UniformGroup';
