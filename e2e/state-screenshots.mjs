// Saves pictures of every state of the clock both players see, at the three sizes the issue of both
// players measured (360x640 and 390x844 upright, 640x360 on its side), in English and French, for
// docs/ (issue 27):   node e2e/state-screenshots.mjs [OUT_DIR]   (default docs)
// Files: clock-<lang>-<W>x<H>-<state>.png, state one of setup, idle, running, paused, undo (the
// question, turned toward each player in portrait), flag (a chess flag awaiting the players' answer),
// answered (the flag confirmed a draw) and menu.
import { animationsDone, launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'docs';
const SIZES = [[360, 640], [640, 360], [390, 844]];
const LOCALES = ['en-GB', 'fr-FR'];

const served = await serveDist();
const browser = await launchChromium();
const written = [];
try {
  for (const locale of LOCALES) {
    for (const [width, height] of SIZES) {
      const lang = locale.slice(0, 2);
      const shot = async (page, state) => {
        // Transitions settle before the picture.
        await animationsDone(page);
        const path = `${out}/clock-${lang}-${width}x${height}-${state}.png`;
        await page.screenshot({ path });
        written.push(path);
      };
      const open = async (query) => {
        const opened = await openApp(browser, new URL(query, served.url).href, { locale });
        await opened.page.setViewportSize({ width, height });
        return opened;
      };
      const face = (page, side) => page.locator(`.face[data-side=${side}]`);

      const setup = await open('');
      await setup.page.locator('.preset').first().waitFor();
      await shot(setup.page, 'setup');
      await setup.page.close();

      // Forty moves in 90 minutes with 30 s a move, then 30 minutes: each face says the increment
      // and the moves left to the control.
      const game = await open(`?control=${encodeURIComponent('90/40+30, 30+30')}`);
      const { page } = game;
      await face(page, 'white').waitFor();
      await shot(page, 'idle');
      await face(page, 'black').click();
      await page.waitForTimeout(300);
      await face(page, 'white').click();
      await page.locator('.face[data-side=black].running').waitFor();
      await shot(page, 'running');
      await page.locator('button.pause').click();
      await shot(page, 'paused');
      await page.locator('button.undo').click();
      await page.locator('.undo-dialog').waitFor();
      await shot(page, 'undo');
      await page.locator('.cancel-undo').click();
      await page.locator('button.menu-open').click();
      await page.locator('dialog.menu').waitFor();
      await shot(page, 'menu');
      await page.close();

      // One second each: White's flag falls, and the players answer whether Black can checkmate.
      const flag = await open('?control=0%3A01');
      await face(flag.page, 'black').click();
      await flag.page.locator('.players-cannot-mate').waitFor({ timeout: 10_000 });
      await shot(flag.page, 'flag');
      await flag.page.locator('.players-cannot-mate').click();
      await flag.page.locator('.players-cannot-mate').waitFor({ state: 'detached' });
      await shot(flag.page, 'answered');
      await flag.page.close();
    }
  }
  console.log(written.join('\n'));
} finally {
  await browser.close();
  served.server.close();
}
