import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDoor32, parseDoorSys, parseDropFile, DropFileError } from '../../server/dropfile';

const fx = (f: string) => readFileSync(join(__dirname, 'fixtures', f), 'latin1');

describe('drop files', () => {
  it('reads DOOR32.SYS: the alias, time left, ANSI, node', () => {
    const c = parseDropFile('/tmp/node3/DOOR32.SYS', fx('DOOR32.SYS'));
    expect(c).toMatchObject({ alias: 'Ace of Hearts', realName: 'Alice Example', minutesLeft: 45, ansi: true, node: 3, securityLevel: 100, format: 'DOOR32.SYS' });
  });

  it('reads DOOR.SYS (52 lines): the handle on line 36, minutes on 19, GR for ANSI', () => {
    const c = parseDropFile('door.sys', fx('DOOR.SYS'));
    expect(c).toMatchObject({ alias: 'Bobcat', realName: 'Bob Example', minutesLeft: 30, ansi: true, node: 2, securityLevel: 50, format: 'DOOR.SYS' });
  });

  it('tolerates LF-only lines, trailing spaces and an older 31-line DOOR.SYS (the name is the alias then)', () => {
    const c = parseDoorSys(fx('DOOR-SHORT.SYS'));
    expect(c.alias).toBe('Bob Example');
    const d = parseDoor32(fx('DOOR32.SYS').replace(/\r\n/g, '  \n'));
    expect(d.alias).toBe('Ace of Hearts');
  });

  it('tells the format by content when the file is named otherwise', () => {
    expect(parseDropFile('drop.txt', fx('DOOR.SYS')).format).toBe('DOOR.SYS');
    expect(parseDropFile('drop.txt', fx('DOOR32.SYS')).format).toBe('DOOR32.SYS');
  });

  it('reads emulation 0 (ASCII) and NG as no ANSI', () => {
    expect(parseDoor32(fx('DOOR32.SYS').replace('\r\n1\r\n3\r\n', '\r\n0\r\n3\r\n')).ansi).toBe(false);
    expect(parseDoorSys(fx('DOOR.SYS').replace('\r\nGR\r\n', '\r\nNG\r\n')).ansi).toBe(false);
  });

  const bad: [string, string, string, RegExp][] = [
    ['empty', 'DOOR32.SYS', '', /has 0 lines; it needs 11/],
    ['too short', 'DOOR32.SYS', '2\r\n5\r\n38400\r\n', /has 3 lines/],
    ['no alias', 'DOOR32.SYS', fx('DOOR32.SYS').replace('Ace of Hearts', ''), /line 7 \(alias\)/],
    ['minutes not a number', 'DOOR32.SYS', fx('DOOR32.SYS').replace('\r\n45\r\n', '\r\nlots\r\n'), /line 9 \(minutes left\)/],
    ['bad comm type', 'DOOR32.SYS', fx('DOOR32.SYS').replace(/^2/, '7'), /line 1 \(comm type\)/],
    ['DOOR.SYS without a port', 'DOOR.SYS', fx('DOOR.SYS').replace('COM0:', 'hello'), /line 1 \(port\)/],
    ['DOOR.SYS bad graphics', 'DOOR.SYS', fx('DOOR.SYS').replace('\r\nGR\r\n', '\r\nXX\r\n'), /line 20 \(graphics mode\)/],
    ['binary', 'DOOR32.SYS', '\u0000\u0001\u0002', /NUL bytes/],
  ];
  for (const [what, name, src, why] of bad)
    it(`refuses a malformed drop file with its reason: ${what}`, () => {
      expect(() => parseDropFile(name, src)).toThrow(DropFileError);
      expect(() => parseDropFile(name, src)).toThrow(why);
    });
});
