/** Shown in About boxes: package.json's version, the one place it is set. */
export { version as VERSION } from '../package.json';
