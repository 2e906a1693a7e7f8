/**
 * Modal boxes: the GEM alert (icon, up to 5 lines, up to 3 buttons, default button answers
 * Return) and the Amiga requester (text with gadgets along the bottom). An optional text field
 * turns either into a name prompt. Layout here, look in platforms/<name>/chrome.ts.
 */
import type { KeyInput, Point } from './ui';

/** What a requester's layout reads of the Platform (which extends this): its port. */
export interface RequesterLook {
  readonly barHeight: number;
  readonly requester: { readonly icons: boolean; readonly buttonPad: number; readonly buttonH: number; readonly spread: boolean };
}
import { inRect, type Rect } from './menus';

export type AlertIcon = 'note' | 'question' | 'stop';

export interface RequesterSpec {
  lines: string[];
  buttons: string[];
  /** Index of the button Return answers (GEM's thick-bordered default). */
  defaultButton?: number;
  icon?: AlertIcon;
  /** A text field: what it starts with, how long it may be, which characters it takes. */
  /** `selected`: the initial text starts selected, so the first key typed replaces it. */
  /** `kind`: the keyboard a phone offers for it (default 'text'). */
  /** `typed`: hears the text after every change, so a game can keep it (a name carried to another window). */
  input?: { initial: string; maxLength: number; allowed: RegExp; selected?: boolean; kind?: 'text' | 'numeric' | 'password'; typed?: (text: string) => void };
  /** The answer Escape gives (default: the last button). */
  escapeButton?: number;
  /** A report about the machine or its records, not the app: it stays open when another app starts. */
  system?: boolean;
}

export interface RequesterLayout {
  box: Rect;
  icon: Rect | null;
  textX: number;
  textY: number;
  lineH: number;
  field: Rect | null;
  buttons: Rect[];
}

export interface RequesterResult {
  button: number;
  text: string;
}

export class Requester {
  text: string;
  /** The field's text is selected (typing replaces it, Backspace clears it). */
  selected: boolean;
  pressed = -1;
  /** Set when a character was refused (the machine beeps). */
  refused = false;
  constructor(
    readonly spec: RequesterSpec,
    readonly resolve: (r: RequesterResult) => void,
  ) {
    this.text = spec.input?.initial ?? '';
    this.selected = !!spec.input?.selected && this.text.length > 0;
  }

  layout(p: RequesterLook, w: number, h: number): RequesterLayout {
    const cw = 8;
    const lineH = 9;
    const longest = Math.max(
      ...this.spec.lines.map((l) => l.length),
      this.spec.input ? this.spec.input.maxLength + 1 : 0,
      1,
    );
    // GEM alerts carry an icon; Intuition's requesters have none.
    const hasIcon = !!this.spec.icon && p.requester.icons;
    const iconW = hasIcon ? 32 + 8 : 0;
    const btnW = Math.max(...this.spec.buttons.map((b) => b.length), 4) * cw + p.requester.buttonPad;
    const btnH = p.requester.buttonH;
    const nb = this.spec.buttons.length;
    const btnRow = nb * btnW + (nb - 1) * 10;
    const textW = longest * cw;
    const boxW = Math.min(w - 4, Math.max(textW + iconW + 24, btnRow + 24));
    const textH = this.spec.lines.length * lineH;
    const fieldH = this.spec.input ? 14 : 0;
    const boxH = Math.max(textH, hasIcon ? 32 : 0) + fieldH + btnH + 30;
    const x = (w - boxW) >> 1;
    const y = Math.max(p.barHeight + 2, (h - boxH) >> 1);
    const icon = hasIcon ? { x: x + 10, y: y + 10, w: 32, h: 32 } : null;
    const textX = x + 12 + iconW;
    const textY = y + 11;
    const field = this.spec.input
      ? { x: textX - 2, y: textY + textH + 3, w: (this.spec.input.maxLength + 1) * cw + 4, h: 11 }
      : null;
    const by = y + boxH - btnH - 8;
    const buttons: Rect[] = [];
    if (!p.requester.spread) {
      // GEM centres its buttons under the text.
      let bx = x + ((boxW - btnRow) >> 1);
      for (let i = 0; i < nb; i++, bx += btnW + 10) buttons.push({ x: bx, y: by, w: btnW, h: btnH });
    } else {
      // Intuition puts the first gadget at the left edge, the last at the right, others between.
      for (let i = 0; i < nb; i++) {
        const bx = nb === 1 ? x + ((boxW - btnW) >> 1) : x + 8 + Math.round((i * (boxW - 16 - btnW)) / (nb - 1));
        buttons.push({ x: bx, y: by, w: btnW, h: btnH });
      }
    }
    return { box: { x, y, w: boxW, h: boxH }, icon, textX, textY, lineH, field, buttons };
  }

  buttonAt(l: RequesterLayout, pt: Point): number {
    return l.buttons.findIndex((b) => inRect(pt, b));
  }

  answer(button: number) {
    this.resolve({ button, text: this.text });
  }

  /** A key. Returns the button chosen, or -1 when the requester stays. */
  key(k: KeyInput): number {
    const before = this.text;
    const r = this.press(k);
    if (this.text !== before) this.spec.input?.typed?.(this.text);
    return r;
  }

  private press(k: KeyInput): number {
    this.refused = false;
    if (k.key === 'Enter') return this.spec.defaultButton ?? 0;
    if (k.key === 'Escape') return this.spec.escapeButton ?? this.spec.buttons.length - 1;
    const inp = this.spec.input;
    if (!inp) {
      // Without a text field, a letter picks the one button it begins (H for Higher, T for Take).
      if (k.key.length !== 1 || k.ctrl || k.alt) return -1;
      const hits = this.spec.buttons.flatMap((b, i) => (b[0]?.toLowerCase() === k.key.toLowerCase() ? [i] : []));
      return hits.length === 1 ? hits[0]! : -1;
    }
    if (k.key === 'Backspace') {
      this.text = this.selected ? '' : this.text.slice(0, -1);
      this.selected = false;
      return -1;
    }
    // one character typed (an emoji is one too, two UTF-16 units): the field takes it or refuses it
    if ([...k.key].length === 1 && !k.ctrl && !k.alt) {
      if (!inp.allowed.test(k.key)) this.refused = true;
      else if (this.selected) this.text = k.key;
      else if (this.text.length >= inp.maxLength) this.refused = true;
      else this.text += k.key;
      if (!this.refused) this.selected = false;
    } else if (k.key === 'ArrowLeft' || k.key === 'ArrowRight' || k.key === 'End' || k.key === 'Home') this.selected = false;
    return -1;
  }
}
