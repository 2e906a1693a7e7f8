/** Shown in About boxes. */
export const VERSION = '1.0';
