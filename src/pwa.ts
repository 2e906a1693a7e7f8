/**
 * The installed, offline collection: registers the service worker (made by vite-plugin-pwa, see
 * vite.config.ts) once the page has loaded, so it never slows the first screen. A new version is
 * never swapped in under a running game: the page bar says it is ready, and it takes over when
 * the player presses Restart there (the page reloads and the saved game resumes) or when the
 * collection is next started. A phone folds the page bar away, so its ☰ button carries a badge
 * while a new version waits. An open page asks for a new version now and then and whenever it comes
 * back into view, as an installed app does, rather than only when it is loaded.
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
  const update = registerSW({
    onNeedRefresh() {
      // Once the new version has taken over (this page's Restart or another tab's), this page must
      // restart too: it is an old page served by the new worker. The plugin reloads only a page
      // that was already controlled when it loaded, not one still on its first visit.
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      badge?.classList.add('badge');
      badge?.setAttribute('title', 'New version ready: open the bar to restart');
      say('New version ready.', 'Restart now to use it (your game is kept); otherwise it starts the next time you open the collection.', {
        label: 'Restart',
        run: () => {
          say('Restarting…', 'Switching to the new version.');
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
