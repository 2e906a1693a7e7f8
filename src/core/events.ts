import type { SoundChip } from '../sound/types';

/** What the player perceived, as the automation API's `events()` reports it. */
export interface RetroEvent {
  type: 'beep' | 'flash' | 'sound' | 'message';
  name?: string;
  text?: string;
}

/** The sound seam: src/sound/player.ts implements it; tests and Node use the silent one. */
export interface SoundPort {
  play(name: string): void;
  /** The machine's sound chip (`Platform.soundChip`). */
  setChip(chip: SoundChip): void;
  setVideo(v: 'pal' | 'ntsc'): void;
  setEnabled(on: boolean): void;
  setVolume(v: number): void;
  /** The Amiga's switchable 3.1 kHz "LED" low-pass. */
  setLedFilter?(on: boolean): void;
  unlock(): void;
  onPlay: ((name: string) => void) | null;
  readonly contextState: string;
}

export class SilentSound implements SoundPort {
  onPlay: ((name: string) => void) | null = null;
  private on = true;
  contextState = 'none';
  play(name: string) {
    if (this.on) this.onPlay?.(name);
  }
  setChip() {}
  setVideo() {}
  setEnabled(on: boolean) {
    this.on = on;
  }
  setVolume() {}
  unlock() {}
}
