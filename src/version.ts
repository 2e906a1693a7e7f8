/** Shown in About boxes: package.json's version, the one place it is set. */
import pkg from '../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
