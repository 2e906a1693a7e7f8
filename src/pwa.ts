/**
 * The installed, offline collection: registers the service worker (src/sw.ts, see vite.config.ts)
 * once the page has loaded, so it never slows the first screen. A new version is
 * never swapped in under a running game: the page bar says it is ready, and it takes over when
 * the player presses Restart there (the page reloads and the saved game resumes) or when the
 * collection is next started. Only the window whose player pressed Restart reloads: another
 * window of the collection keeps its game on screen and its own Restart button.
 * A phone folds the page bar away, so its ☰ button carries a badge while a new version waits. An
 * open page asks for a new version now and then and whenever it comes back into view.
 */

/** How often an open page asks whether a new version has been published. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** `note` is the page bar's status line, hidden until there is something to say; `badge` (the ☰ button) shows that it waits. */
export function registerServiceWorker(note: HTMLElement, badge?: HTMLElement): void {
  // No worker on an insecure origin, nor under the dev server (there is no dist/sw.js to serve).
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const say = (text: string, title: string, action?: { label: string; run: () => void }) => {
    note.replaceChildren(text);
    note.title = title;
    note.hidden = false;
    if (!action) return;
    const b = document.createElement('button');
    b.textContent = action.label;
    b.onclick = action.run;
    note.append(' ', b);
  };
  /** This window's player pressed Restart: the new version's taking over reloads this window alone. */
  let restarting = false;
  const takenOver = () => {
    if (restarting) return location.reload();
    // Another window's Restart: this player did nothing, so this window stays as it is until its own Restart.
    say('New version ready.', 'Another window switched to the new version. Restart this one when you like (your game is kept).', { label: 'Restart', run: () => location.reload() });
  };
  let offered: ServiceWorker | undefined;
  /** A new version installed and waiting (the page already has a worker, so this is no first install). */
  const offer = (reg: ServiceWorkerRegistration, w: ServiceWorker) => {
    if (w.state !== 'installed' || !navigator.serviceWorker.controller || offered === w) return;
    if (!offered) navigator.serviceWorker.addEventListener('controllerchange', takenOver, { once: true });
    offered = w;
    badge?.classList.add('badge');
    badge?.setAttribute('title', 'New version ready: open the bar to restart');
    say('New version ready.', 'Restart now to use it (your game is kept); otherwise it starts the next time you open the collection.', {
      label: 'Restart',
      run: () => {
        say('Restarting…', 'Switching to the new version.');
        restarting = true;
        // src/sw.ts: the waiting version takes over, and every open page with it.
        (reg.waiting ?? w).postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };
  /** A version being installed (by this page's check or another window's) is offered once it has installed. */
  const watch = (reg: ServiceWorkerRegistration, w: ServiceWorker | null) => {
    if (!w) return;
    offer(reg, w);
    w.addEventListener('statechange', () => offer(reg, w));
  };
  const start = async () => {
    const reg = await navigator.serviceWorker.register('./sw.js', { scope: './' });
    watch(reg, reg.waiting);
    watch(reg, reg.installing);
    reg.addEventListener('updatefound', () => watch(reg, reg.installing));
    const check = () => {
      // Offline, or the server unreachable: the next check will do.
      if (navigator.onLine) reg.update().catch(() => undefined);
    };
    window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  };
  const failed = (e: unknown) => {
    console.error(e);
    say('Not available offline.', `The collection could not be stored for offline play: ${e instanceof Error ? e.message : String(e)}`);
  };
  // After the page has loaded, so that the worker's download never slows the first screen.
  const go = () => void start().catch(failed);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
