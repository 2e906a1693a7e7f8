/** The Amiga's video standard (NTSC 60 Hz / PAL 50 Hz); the ST's screens ignore it. A leaf for the
 *  platform, the sound chips and the display to share. */
export type Video = 'ntsc' | 'pal';
