/**
 * Issue 52: pixi's WebGL painter says nothing on the console while the player switches machine
 * (F9), video (F10) and monitor (the page bar's Sharp / CRT) and reloads. A new screen mode's
 * texture replaced the old one in the quads' shader only, and the old one was destroyed while the
 * sharp or CRT filter still held it: pixi warned "textureSource was destroyed while still bound to
 * a shader". Any warning or error of pixi or WebGL fails, but one: headless Chromium's software GPU
 * (SwiftShader) notes "GPU stall due to ReadPixels" for the first frames of any page that draws a
 * texture with WebGL (a plain 20-line WebGL page drawing one texture uploaded once gets the same
 * four), and no more in that browser ("this message will no longer repeat"): the browser reading
 * the canvas back, not this collection's doing.
 */
import { test, expect, type Page } from './shared-page';
import { boot } from './helpers';

/** Waits until the page has drawn two frames since now (what a switch changed is on screen). */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

test('30 switches of machine, video and monitor, and reloads: no console warning from the WebGL painter', async ({ page }) => {
  test.slow(); // 30 switches, each redrawing the whole picture under SwiftShader
  const said: string[] = [];
  page.on('console', (msg) => {
    // pixi's own warnings, and the WebGL context's (the browser's GL driver messages)
    const t = msg.text();
    if ((msg.type() === 'warning' || msg.type() === 'error') && /pixi|webgl|\bgl\b/i.test(t) && !/GL Driver Message \(OpenGL, Performance, .*\): GPU stall due to ReadPixels/.test(t))
      said.push(`${msg.type()}: ${t}`);
  });
  await boot(page, 'platform=amiga&video=pal&game=spider&deal=7&rules=st&suits=1');
  const steps: (() => Promise<unknown>)[] = [
    () => page.keyboard.press('F9'),
    () => page.keyboard.press('F10'),
    () => page.locator('#m-crt').click(),
    () => page.keyboard.press('F9'),
    () => page.locator('#m-sharp').click(),
    () => page.keyboard.press('F10'),
  ];
  for (let i = 0; i < 30; i++) {
    if (i % 10 === 9) {
      await page.reload();
      await page.waitForFunction(() => window.retro !== undefined);
      await page.evaluate(() => window.retro.ready);
    } else await steps[i % steps.length]!();
    await frames(page);
    expect(said, `after step ${i}`).toEqual([]);
  }
  await page.setViewportSize({ width: 700, height: 500 }); // a size no integer scale fits: the sharp-bilinear filter
  for (let i = 0; i < 6; i++) {
    await steps[i]!();
    await frames(page);
  }
  expect(said).toEqual([]);
});

test('the window resized under the sharp-bilinear and CRT filters: no console warning from the WebGL painter', async ({ page }) => {
  // A filter pass leaves pixi's pooled input texture bound; a resize destroys the pool's textures of
  // the old size (the warning CI saw once after the resize above).
  const said: string[] = [];
  page.on('console', (msg) => {
    const t = msg.text();
    if ((msg.type() === 'warning' || msg.type() === 'error') && /pixi|webgl|\bgl\b/i.test(t) && !/GPU stall due to ReadPixels/.test(t)) said.push(t);
  });
  await boot(page, 'platform=amiga&video=pal&game=spider&deal=7&rules=st&suits=1');
  const sizes = [[700, 500], [900, 620], [1100, 700], [750, 530], [1280, 860], [701, 499]] as const;
  for (let i = 0; i < 12; i++) {
    await page.setViewportSize({ width: sizes[i % 6]![0], height: sizes[i % 6]![1] });
    await frames(page);
    if (i % 3 === 2) await page.locator('#m-crt').click();
    else if (i % 3 === 0) await page.locator('#m-sharp').click();
    await frames(page);
    expect(said, `after size ${i}`).toEqual([]);
  }
});
