/**
 * The installed, offline collection: registers the service worker (made by vite-plugin-pwa, see
 * vite.config.ts) once the page has loaded, so it never slows the first screen. A new version is
 * never swapped in under a running game: the page bar says it is ready, and it takes over when
 * the player presses Restart there (the page reloads and the saved game resumes) or when the
 * collection is next started. Only the window whose player pressed Restart reloads: another
 * window of the collection keeps its game on screen and its own Restart button.
 * A phone folds the page bar away, so its ☰ button carries a badge while a new version waits. An
 * open page asks for a new version now and then and whenever it comes back into view.
 */
import { registerSW } from 'virtual:pwa-register';

/** How often an open page asks whether a new version has been published. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** `note` is the page bar's status line, hidden until there is something to say; `badge` (the ☰ button) shows that it waits. */
export function registerServiceWorker(note: HTMLElement, badge?: HTMLElement): void {
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
  const update = registerSW({
    // The plugin's own answer to the new worker taking control is a reload of every window.
    onNeedReload: takenOver,
    onNeedRefresh() {
      // The plugin hears the take-over only on a page that was already controlled when it loaded,
      // not one still on its first visit: this page listens itself.
      navigator.serviceWorker.addEventListener('controllerchange', takenOver, { once: true });
      badge?.classList.add('badge');
      badge?.setAttribute('title', 'New version ready: open the bar to restart');
      say('New version ready.', 'Restart now to use it (your game is kept); otherwise it starts the next time you open the collection.', {
        label: 'Restart',
        run: () => {
          say('Restarting…', 'Switching to the new version.');
          restarting = true;
          void update();
        },
      });
    },
    onRegisteredSW(_url: string, reg: ServiceWorkerRegistration | undefined) {
      if (!reg) return;
      const check = () => {
        // Offline, or the server unreachable: the next check will do.
        if (navigator.onLine) reg.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError(e: unknown) {
      console.error(e);
      say('Not available offline.', `The collection could not be stored for offline play: ${e instanceof Error ? e.message : String(e)}`);
    },
  });
}
