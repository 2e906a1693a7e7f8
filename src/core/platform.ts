/** The platform's face as games see it (types only): games ask it for things and never import platforms/. */
export type { Platform, PlatformName, PointerKind, DialogInk, Video, ScreenMode } from '../../platforms/types';
