/**
 * Files the games keep on the collection disk, shown on the desktop. Each game's page adds its own
 * here (Spider: SPIDER.SCR, the Hit Parade, which the manual says to delete to clear it).
 */
import { DESKTOP_FILES } from '../desktop/desktop';
import { HIT_PARADE } from './spider/records';

export function registerFiles(): void {
  if (!DESKTOP_FILES.some((f) => f.id === HIT_PARADE.key)) {
    DESKTOP_FILES.push({
      id: HIT_PARADE.key,
      icon: 'score',
      stName: HIT_PARADE.file,
      amigaName: 'Spider.scr',
      exists: (m) => m.store.exists(HIT_PARADE),
      open: (m) => void import('./spider/hitparade').then((h) => h.showHitParade(m)),
      // SPIDER.DOC: "To clear the HP, one has only to delete the score file SPIDER.SCR."
      remove: (m) => m.store.erase(HIT_PARADE),
    });
  }
}
