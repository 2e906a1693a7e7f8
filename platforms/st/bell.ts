/**
 * The ST's two system sounds as register recipes (figures from shared/notes/platforms.md):
 * the Ctrl-G bell and the key click, both on channel A with the hardware envelope.
 */
import type { Ym2149 } from './ym2149';

/** Bell: period 0x034 (~2404 Hz), envelope shape 9 (single decay), envelope period 4096. */
export function stBell(ym: Ym2149): void {
  ym.setPeriod(0, 0x034);
  ym.setMixer(0, true, false);
  ym.setVolume(0, 'env');
  ym.setEnvelope(9, 4096);
}

/** Key click: period 0x03B (~2119 Hz), envelope shape 3, envelope period 384. */
export function stKeyClick(ym: Ym2149): void {
  ym.setPeriod(0, 0x03b);
  ym.setMixer(0, true, false);
  ym.setVolume(0, 'env');
  ym.setEnvelope(3, 384);
}

/** Decay time of a single-decay envelope: 32 steps of 8 * period clocks = 256 * period / 2 MHz. */
export function envelopeDecaySeconds(period: number): number {
  return (256 * period) / 2_000_000;
}

/** Rendered lengths: the decay plus a little silence. */
export const ST_BELL_SECONDS = envelopeDecaySeconds(4096) + 0.03;
export const ST_CLICK_SECONDS = envelopeDecaySeconds(384) + 0.01;
