/**
 * Starting games, the one way for every game and every path: the desktop's double-click, a URL,
 * the automation API and a reload. A saved game in progress is offered ("Continue?") before a new
 * one can replace it; the running game is remembered so a reload resumes it; anything that fails
 * is shown in a requester (and so in `events()`), and the desktop comes back.
 */
import type { Machine } from '../core/machine';
import type { Store, StoreProblem } from '../core/storage';
import { parseDeal, shown } from '../core/params';
import { GAMES, isGameId, type GameId, type LaunchOptions } from '../games/registry';
import { GameShell } from './session';
import { WindowOwner } from './owner';
import { offerContinue } from './resume';
import { SESSION } from './records';
import { wrap } from './text';

/** Who asked: the player on the desktop, a link, automation, or the page coming back after a reload. */
export type LaunchVia = 'desktop' | 'url' | 'api' | 'reload';

export type Prepared = { id: GameId; opts: LaunchOptions } | { error: string };

export class Launcher {
  /**
   * `session` keeps SESSION.INF, the game on screen: per window (the browser's session storage),
   * so a reload brings back this window's game and a new window opens on the desktop.
   */
  constructor(
    private readonly m: Machine,
    private readonly session: Store = m.store,
    private readonly owner: WindowOwner = new WindowOwner(m, null),
  ) {}

  /**
   * Check a game id and its raw options (URL strings or API values). Every problem is named, one
   * per line of `error`: a bad game, a bad deal and each bad option of the game.
   */
  async prepare(game: unknown, raw: Record<string, unknown>): Promise<Prepared> {
    const errors: string[] = [];
    const opts: LaunchOptions = { direct: true, resume: false };
    const rest = { ...raw };
    if (!isGameId(game)) errors.push(game === '' ? 'game= has no value: name a program' : `game=${shown(game)}: no such program`);
    if (rest.deal !== undefined && rest.deal !== null) {
      const d = parseDeal(rest.deal);
      if ('error' in d) errors.push(`deal=${shown(rest.deal)}: ${d.error}`);
      else opts.deal = d.deal;
    }
    delete rest.deal;
    if (!isGameId(game)) return { error: errors.join('\n') };
    const mod = await GAMES[game].load();
    const parsed = mod.parseOptions(rest);
    if ('error' in parsed) errors.push(parsed.error);
    else Object.assign(opts, parsed.options);
    return errors.length ? { error: errors.join('\n') } : { id: game, opts };
  }

  /**
   * Load and start a game. From the desktop or a link, a saved game in progress is offered first
   * (Continue is the default and Escape's answer); automation starts exactly what it asks for.
   * Rejects with the reason when the game cannot be loaded or started; the desktop stays.
   */
  async launch(id: GameId, opts: LaunchOptions, via: LaunchVia): Promise<void> {
    const m = this.m;
    const entry = GAMES[id];
    // Another window playing this game: its player chooses "Play here" or leaves it there.
    if (!(await this.owner.claim(entry))) {
      if (m.app?.id === id) m.quitToDesktop();
      return;
    }
    let resume = opts.resume;
    if (!resume && (via === 'desktop' || via === 'url')) {
      resume = await offerContinue(m, entry);
    }
    m.busy = true;
    try {
      const mod = await entry.load();
      // A requester opened while the game was being built (a damaged record it read) stays over it.
      const before = m.requesters.length;
      const shell = new GameShell(m, entry);
      const app = mod.create(m, { ...opts, resume }, shell);
      shell.open(app, resume);
      const opened = m.requesters.slice(before);
      m.run(app);
      for (const r of opened) if (!m.requesters.includes(r)) m.requesters.push(r); // system ones were kept by run()
      this.session.write(SESSION, { game: id });
    } finally {
      m.busy = false;
    }
  }

  /** The desktop is on screen: a reload shows it again. */
  atDesktop(): void {
    this.owner.release();
    this.session.write(SESSION, { game: null });
  }

  /** After a reload: the game that was on screen, if its save is still there. */
  async resumeSession(): Promise<void> {
    let s = this.session.read(SESSION);
    // Before SESSION.INF was per window it was one for the browser (only an older version writes
    // it there): the first window to start takes it (a Restart into this version resumes its
    // game), and no other window does.
    const shared = this.session !== this.m.store ? this.m.store.read(SESSION) : null;
    if (shared !== null) {
      s = shared;
      this.m.store.erase(SESSION);
    }
    if (!s?.game) return;
    const entry = GAMES[s.game];
    if (this.m.store.read(entry.save) === null) return;
    await this.launch(s.game, { direct: true, resume: true }, 'reload');
  }

  /**
   * A failure the player must hear of: a requester (its text is in `events()` too). A game's code
   * that could not be fetched is said in the player's words; the browser's text goes to the console.
   */
  showError(lines: string[], why: unknown): void {
    const text = isLoadFailure(why)
      ? 'Its files could not be loaded: check the network connection and try again.'
      : why instanceof Error ? why.message : String(why);
    console.error(why);
    void this.m.alert({ lines: [...lines, ...wrap(text, 30)].slice(0, 6), buttons: ['OK'], icon: 'stop', system: true });
  }
}

/** A dynamic import that failed to fetch, as Chromium, Firefox and Safari word it. */
const isLoadFailure = (why: unknown): boolean =>
  why instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(why.message);

/** What the player is told about a store problem, in the period's words; null to say nothing. */
export function problemLines(p: StoreProblem, seen: Set<string>): string[] | null {
  const once = (tag: string) => (seen.has(tag) ? false : (seen.add(tag), true));
  switch (p.kind) {
    case 'corrupt':
      return [`${p.file} was damaged.`, 'It has been reset; your', 'other records are safe.'];
    case 'restored':
      return [`${p.file} was damaged.`, 'Its backup copy has been', 'put back.'];
    case 'backup':
      return [`The backup of ${p.file}`, 'was damaged. A new one', 'has been written.'];
    case 'newer':
      return [`${p.file} comes from a`, 'newer version. It is kept', 'as it is; changes made', 'now are not saved.'];
    case 'unavailable':
    case 'lost':
      return once('unavailable') ? ['Storage is not available:', 'you can play, but nothing', 'will be saved.'] : null;
    case 'full':
      return once('full') ? ['The disk is full:', 'your game goes on, but', 'it is not being saved.'] : null;
  }
}

/** The shell a game gets when it is launched (tests build games with it too). */
export const shellFor = (m: Machine, id: GameId): GameShell => new GameShell(m, GAMES[id]);
