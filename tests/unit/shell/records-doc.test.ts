/**
 * docs/architecture.md's records table is the registry's, row for row: every record the collection
 * keeps (`allRecords()`) has its row with its key, file, version and precious mark, and no row names
 * a record that is not kept. A version bump without its row fails here (issue 32: SPIDER.SCR and
 * IDELIGHT.DAT had drifted to 2 while the page said 1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRecords } from '../../../src/shell/records';

const DOC = join(__dirname, '../../../docs/architecture.md');

interface Row {
  key: string;
  file: string;
  version: string;
  precious: string;
}

/** The rows of the table under "## Records" (`| key | file | version | precious | what |`). */
function rows(): Row[] {
  const text = readFileSync(DOC, 'utf8');
  const section = text.slice(text.indexOf('\n## Records'));
  const table = section.slice(section.indexOf('| key |'));
  const lines = table.split('\n');
  const body = lines.slice(2, lines.findIndex((l, i) => i > 1 && !l.startsWith('|')));
  return body.map((l) => {
    const [key, file, version, precious] = l.split('|').slice(1).map((c) => c.trim());
    return { key: key!.replace(/`/g, ''), file: file!, version: version!, precious: precious! };
  });
}

describe('the records table in docs/architecture.md', () => {
  it('has a row for every record, with its file, version and precious mark', () => {
    const want = allRecords()
      .map((r) => ({ key: r.key, file: r.file, version: String(r.version), precious: r.precious ? 'yes' : '' }))
      .sort((a, b) => a.key.localeCompare(b.key));
    expect(rows().sort((a, b) => a.key.localeCompare(b.key))).toEqual(want);
  });

  it('reads the table (a header change would otherwise pass by finding no rows)', () => {
    expect(rows().length).toBeGreaterThan(10);
  });
});
