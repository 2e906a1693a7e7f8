/**
 * `npm run door:import -- FILE [--apply] [--yes] [--data DIR]`: load a local door's export into a
 * board's database (DATABASE_URL for PostgreSQL, as `npm run bbs`). A dry run by default: it
 * prints what would change and changes nothing. --apply writes it, first asking before merging
 * names the board already has (--yes answers for scripts; without a terminal it refuses).
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from './args';
import { openDatabase } from './db/open';
import { readDoorExport } from '../src/games/idiots-delight/door-export';
import { apply, describePlan, plan } from './door-import';

function fail(why: string, code = 1): never {
  process.stderr.write(`door:import: ${why}\n`);
  process.exit(code);
}

async function main() {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => !a.startsWith('--') && argv[argv.indexOf(a) - 1] !== '--data');
  let a;
  try {
    a = parseArgs(argv.filter((x) => x !== file), { data: 'string', apply: 'flag', yes: 'flag' });
  } catch (e) {
    fail((e as Error).message, 2);
  }
  if (!file) fail('name the exported file: npm run door:import -- IDELIGHT-2026-12-03.json [--apply] [--yes]', 2);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read ${file}: ${(e as Error).message}`);
  }
  const r = readDoorExport(text);
  if ('error' in r) fail(`${file} is ${r.error}`);
  const db = await openDatabase(String(a['data'] ?? 'data'));
  try {
    const p = await plan(db, r.record);
    for (const line of describePlan(p)) process.stdout.write(`  ${line}\n`);
    if (!a['apply']) {
      process.stdout.write('Dry run: nothing changed. Add --apply to import.\n');
      return;
    }
    const merges = p.players.filter((x) => x.merge).map((x) => x.name);
    if (merges.length > 0 && !a['yes']) {
      if (!process.stdin.isTTY) fail(`the board already has ${merges.join(', ')}: add --yes to merge them`);
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(`The board already has ${merges.join(', ')}. Merge their days into those names? [y/N] `);
      rl.close();
      if (!/^y(es)?$/i.test(answer.trim())) {
        process.stdout.write('Nothing changed.\n');
        return;
      }
    }
    await apply(db, r.record, p);
    process.stdout.write(`Imported ${p.players.length} player(s) and ${p.champions.length} champion title(s).\n`);
  } finally {
    await db.close();
  }
}

void main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)));
