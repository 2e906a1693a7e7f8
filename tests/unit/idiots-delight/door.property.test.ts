import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dayScore,
  DoorError,
  newDoorRecord,
  recordHand,
  startHand,
  validateDoorRecord,
  type DoorRecord,
} from '../../../src/games/idiots-delight/door';
import { TEST_SECRET } from './test-secret';

const NAMES = ['Ann', 'Bob', 'Cy'];
const step = fc.record({
  who: fc.integer({ min: 0, max: 2 }),
  day: fc.integer({ min: 1, max: 5 }),
  today: fc.integer({ min: 1, max: 5 }),
  removed: fc.integer({ min: 0, max: 48 }),
});

describe('door records under random play', () => {
  it('stay valid, hold one bonus per day, and crown the best day score', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let rec: DoorRecord = newDoorRecord({ makeUpDaysPerDay: 2 }, TEST_SECRET);
        for (const { who, day, today, removed } of steps) {
          const name = NAMES[who]!;
          try {
            const st = startHand(rec, name, `2024-03-0${day}`, `2024-03-0${today}`);
            rec = recordHand(st.record, name, removed).record;
          } catch (e) {
            if (!(e instanceof DoorError)) throw e;
          }
        }
        expect(validateDoorRecord(JSON.parse(JSON.stringify(rec)))).toEqual(rec);
        for (const [date, champ] of Object.entries(rec.champions.daily)) {
          const days = rec.players.flatMap((p) => p.days.filter((d) => d.date === date).map((d) => ({ p, d })));
          expect(days.filter(({ d }) => d.bonus > 0).map(({ p }) => p.name)).toEqual([champ.name]);
          expect(champ.score).toBe(Math.max(...days.map(({ d }) => dayScore(d))));
          for (const { d } of days) expect(d.hands.length).toBeLessThanOrEqual(10);
        }
      }),
      { numRuns: 300 },
    );
  });
});
