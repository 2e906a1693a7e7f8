/** What the door controller holds and its screens read (types only: compose.ts draws from them,
 *  door-controller.ts keeps them). */
import type { Champions, DoorRecord, HandResult } from '../door';
import type { Terminal } from '../terminal';
import type { Applicant, DoorHand, DoorPort, PlaceSettings } from './port';

export type { DoorHand, DoorKey } from './port';

export type DoorView = 'menu' | 'game' | 'help' | 'champions' | 'makeup' | 'sysop' | 'applicants' | 'goodbye' | 'who';

export interface DoorInput {
  kind: 'makeup' | 'hands' | 'makeupDays' | 'zone';
  value: string;
  max: number;
  message: string;
}

export interface DoorConfirm {
  text: string;
  act: () => Promise<void>;
}

/** The door of the moment as its screens read it (the controller implements it). */
export interface DoorScreen {
  readonly port: DoorPort;
  readonly player: { name: string; sysop: boolean };
  readonly view: DoorView;
  readonly message: string;
  readonly hand: DoorHand | null;
  readonly result: HandResult | null;
  readonly confirm: DoorConfirm | null;
  readonly input: DoorInput | null;
  readonly helpPage: number;
  readonly record: DoorRecord;
  readonly settings: PlaceSettings;
  readonly waiting: boolean;
  readonly applicants: Applicant[];
  readonly pick: number;
  readonly today: string;
  readonly champs: Champions;
  readonly players: number;
  readonly whoScreen: ((t: Terminal, timeZone: string, today: string) => void) | null;
  readonly leaving: boolean;
}
