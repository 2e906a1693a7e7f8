/**
 * `npm run bbs -- [--config FILE] [--host ADDR] [--telnet PORT] [--ssh PORT] [--http PORT] [--rlogin PORT --peers FILE] [--data DIR] ...`: the
 * board. Defaults: 127.0.0.1, telnet 2323, SSH 2222, HTTP 8080 (the web socket at /bbs and the
 * built collection from --dist, default ./dist), data ./data. --accounts validated|open: new
 * accounts wait for the sysop, or play at once (default: validated off loopback; board.ts).
 * --config FILE: the same settings as a JSON object (config.ts); flags given override it.
 * DATABASE_URL=postgres://... keeps the records in PostgreSQL instead of data/idelight.db.
 * Prints one line `board: telnet PORT ssh PORT http PORT database KIND` when it listens (tests read
 * it), then the log: one JSON line per event (log.ts).
 */
import { parseArgs, type ArgKind } from './args';
import { configFile, readConfig, type Values } from './config';
import { openDatabase } from './db/open';
import { Store } from './store';
import { startBoard, DEFAULTS, type Board } from './board';
import { createLogger, errorFields, type Logger } from './log';
import { parseHostname, parseOrigin, type HostName } from './web-hosts';
import { loadPeers, parsePeers, type Peer } from './rlogin';

/** How long a last-resort stop may take before the process goes anyway. */
const LAST_RESORT_MS = 10_000;

const list = (v: unknown) => (typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter(Boolean) : []);

/**
 * A fault nothing else caught (a bug, not a caller's bad input: those are answered where they
 * arrive). The process's state is no longer known, so it goes: every caller is hung up with their
 * hand kept, the database closed, and the exit is non-zero for the service unit to restart it.
 */
function lastResort(log: Logger, stop: () => Promise<void>, exit: (code: number) => void): (e: unknown, kind: string) => void {
  let going = false;
  return (e, kind) => {
    log.error('crash', { kind, ...errorFields(e) });
    if (going) return;
    going = true;
    // Kept referenced: a stop that hangs with nothing else left running must still end in exit 1.
    setTimeout(() => {
      log.error('crash-stop-timeout', { ms: LAST_RESORT_MS });
      exit(1);
    }, LAST_RESORT_MS);
    stop()
      .catch((err: unknown) => log.error('crash-stop-failed', errorFields(err)))
      .finally(() => exit(1));
  };
}

type Flags = Record<string, string | number | boolean>;

/** Every flag of the board; the configuration file takes the same names. */
const FLAGS: Record<string, ArgKind> = {
  config: 'string',
  host: 'string',
  telnet: 'port',
  ssh: 'port',
  http: 'port',
  data: 'string',
  'max-callers': 'count',
  'max-per-address': 'count',
  'no-ssh': 'flag',
  'no-http': 'flag',
  dist: 'string',
  origin: 'string',
  hostname: 'string',
  rlogin: 'port',
  peers: 'string',
  accounts: 'string',
  'wait-for-disk': 'flag',
};

async function main() {
  const log = createLogger();
  let a: Flags;
  let hostnames: HostName[];
  let origins: string[];
  let peers: Peer[];
  try {
    const argv = process.argv.slice(2);
    const file = configFile(argv);
    const flags = parseArgs(argv, FLAGS);
    const { peers: filePeers, ...fromFile } = file === undefined ? ({} as Values) : readConfig(file, FLAGS);
    // The file first, the flags over it; only the peers may be an object (listed inline).
    a = { ...(fromFile as Flags), ...flags };
    const p = flags['peers'] ?? filePeers;
    peers = p === undefined ? [] : typeof p === 'object' ? parsePeers(p, `--config ${file}: peers`) : loadPeers(String(p));
    if (a['rlogin'] !== undefined && peers.length === 0) throw new Error('--rlogin needs --peers FILE: the boards that may call');
    if (a['accounts'] !== undefined && a['accounts'] !== 'validated' && a['accounts'] !== 'open') throw new Error(`--accounts should be validated or open, is ${String(a['accounts'])}`);
    hostnames = list(a['hostname']).map(parseHostname);
    origins = list(a['origin']).map(parseOrigin);
  } catch (e) {
    process.stderr.write(`bbs: ${(e as Error).message}\n`);
    process.exit(2);
  }
  const dataDir = String(a['data'] ?? 'data');
  const db = await openDatabase(dataDir, undefined, { waitForDisk: a['wait-for-disk'] === true });
  const store = new Store(db);
  let board: Board | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      log.info('board-stopping', { callers: board?.callers() ?? 0 });
      await board?.stop();
      await db.close();
    })());
  const fault = lastResort(log, stop, (code) => process.exit(code));
  // Whatever ends the process after a fault, its status says so.
  process.on('uncaughtException', () => (process.exitCode = 1));
  process.on('unhandledRejection', () => (process.exitCode = 1));
  process.on('uncaughtException', (e) => fault(e, 'uncaughtException'));
  process.on('unhandledRejection', (e) => fault(e, 'unhandledRejection'));
  board = await startBoard(store, {
    host: String(a['host'] ?? DEFAULTS.host),
    telnet: (a['telnet'] as number | undefined) ?? DEFAULTS.telnet,
    ssh: a['no-ssh'] ? null : ((a['ssh'] as number | undefined) ?? DEFAULTS.ssh),
    http: a['no-http'] ? null : ((a['http'] as number | undefined) ?? DEFAULTS.http),
    dist: String(a['dist'] ?? 'dist'),
    origins,
    hostnames,
    dataDir,
    maxCallers: (a['max-callers'] as number | undefined) ?? DEFAULTS.maxCallers,
    maxPerAddress: (a['max-per-address'] as number | undefined) ?? DEFAULTS.maxPerAddress,
    logger: log,
    rlogin: (a['rlogin'] as number | undefined) ?? null,
    peers,
    accounts: a['accounts'],
  });
  process.stdout.write(`board: telnet ${board.telnetPort} ssh ${board.sshPort} http ${board.httpPort}${board.rloginPort === null ? '' : ` rlogin ${board.rloginPort}`} database ${db.kind}\n`);
  log.info('board-started', { telnet: board.telnetPort, ssh: board.sshPort, http: board.httpPort, rlogin: board.rloginPort, database: db.kind, waitForDisk: a['wait-for-disk'] === true });
  const quit = (signal: string) => {
    log.info('signal', { signal });
    void stop().then(
      () => process.exit(0),
      (e: unknown) => {
        log.error('stop-failed', errorFields(e));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => quit('SIGINT'));
  process.on('SIGTERM', () => quit('SIGTERM'));
}

main().catch((e: unknown) => {
  process.stderr.write(`bbs: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
