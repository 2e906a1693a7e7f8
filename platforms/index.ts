import type { Platform, PlatformName } from './types';
import { st } from './st';
import { amiga } from './amiga';

export const PLATFORMS: Record<PlatformName, Platform> = { st, amiga };
export type { Platform, PlatformName, Video, ScreenMode, PointerKind } from './types';
