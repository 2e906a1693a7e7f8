/**
 * Files the games keep on the collection disk, shown on the desktop. Each game's page adds its own
 * here (Spider: SPIDER.SCR, the Hit Parade, which the manual says to delete to clear it).
 */
import { DESKTOP_FILES } from '../desktop/desktop';
import { HP_KEY, showHitParade } from './spider/hitparade';

export function registerFiles(): void {
  if (!DESKTOP_FILES.some((f) => f.id === HP_KEY)) {
    DESKTOP_FILES.push({
      id: HP_KEY,
      icon: 'score',
      stName: 'SPIDER.SCR',
      amigaName: 'Spider.scr',
      exists: (m) => m.store.has(HP_KEY),
      open: (m) => void showHitParade(m, 'st'),
      // SPIDER.DOC: "To clear the HP, one has only to delete the score file SPIDER.SCR."
      remove: (m) => m.store.remove(HP_KEY),
    });
  }
}
