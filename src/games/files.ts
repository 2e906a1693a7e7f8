/**
 * Files the games keep on the collection disk, shown on the desktop. Each game's page adds its own
 * here (Spider: SPIDER.SCR, the Hit Parade, which the manual says to delete to clear it).
 */
export function registerFiles(): void {
  // Filled in as the games land.
}
