/**
 * `npm run bbs -- [--host ADDR] [--telnet PORT] [--ssh PORT] [--http PORT] [--data DIR]`: the
 * board. Defaults: 127.0.0.1, telnet 2323, SSH 2222, HTTP 8080 (the web socket at /bbs and the
 * built collection from --dist, default ./dist), data ./data.
 * DATABASE_URL=postgres://... keeps the records in PostgreSQL instead of data/idelight.db.
 * Prints one line `board: telnet PORT ssh PORT` when it listens (tests read it).
 */
import { parseArgs } from './args';
import { openDatabase } from './db/open';
import { Store } from './store';
import { startBoard, DEFAULTS } from './board';

async function main() {
  let a;
  try {
    a = parseArgs(process.argv.slice(2), { host: 'string', telnet: 'port', ssh: 'port', http: 'port', data: 'string', 'max-callers': 'string', 'max-per-address': 'string', 'no-ssh': 'flag', 'no-http': 'flag', dist: 'string', origin: 'string' });
  } catch (e) {
    process.stderr.write(`bbs: ${(e as Error).message}\n`);
    process.exit(2);
  }
  const dataDir = String(a['data'] ?? 'data');
  const db = await openDatabase(dataDir);
  const store = new Store(db);
  const board = await startBoard(store, {
    host: String(a['host'] ?? DEFAULTS.host),
    telnet: (a['telnet'] as number | undefined) ?? DEFAULTS.telnet,
    ssh: a['no-ssh'] ? null : ((a['ssh'] as number | undefined) ?? DEFAULTS.ssh),
    http: a['no-http'] ? null : ((a['http'] as number | undefined) ?? DEFAULTS.http),
    dist: String(a['dist'] ?? 'dist'),
    origins: typeof a['origin'] === 'string' ? a['origin'].split(',').map((x) => x.trim()).filter(Boolean) : [],
    dataDir,
    maxCallers: Number(a['max-callers'] ?? DEFAULTS.maxCallers),
    maxPerAddress: Number(a['max-per-address'] ?? DEFAULTS.maxPerAddress),
  });
  process.stdout.write(`board: telnet ${board.telnetPort} ssh ${board.sshPort} http ${board.httpPort} database ${db.kind}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await board.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  process.stderr.write(`bbs: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
