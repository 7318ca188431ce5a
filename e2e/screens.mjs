// Shared by the accessibility, contrast and fit tests: every screen and dialog of the app, each
// reached from a fresh page the way a user reaches it, in a chosen theme and language.
import { chooseFromMenu, openApp } from './support.mjs';

/** The looks the app offers (`Theme` in src/model/theme.rs). */
export const THEMES = ['standard', 'high-contrast', 'large-digits'];

/** The languages the app speaks, as a browser names them. */
export const LANGUAGES = ['en-GB', 'fr-FR', 'es-ES', 'de-DE', 'nl-NL'];

const link = (app, control) => new URL(`?control=${encodeURIComponent(control)}`, app.url).href;

/** Starts the clock of the game shown (Black's press starts White's clock). */
async function startClock(page) {
  // On the app's faces, not the first clock's that open the link before it.
  await page.locator('main:not(.first-clock) .face[data-side=black]').click();
  await page.locator('main:not(.first-clock) .face.running').waitFor();
}

/** Plays a one-second game to its flag, leaves it finished in the history, and opens the History. */
async function finishedGameInHistory(page, app) {
  await page.goto(link(app, '0:01'));
  await startClock(page);
  await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
  // Data set aside once (damaged), so that the History lists kept data too.
  await page.evaluate(() => {
    localStorage.removeItem('flagfall.game');
    localStorage.setItem('flagfall.game.set-aside.1700000000000', '{"version": 1, "log": {');
  });
  await page.goto(app.url);
  await page.locator('.history-open').click();
  await page.locator('.open-game').first().waitFor();
}

/**
 * Every screen and dialog: `name`, and `reach(page, app)`, which takes a page showing the set-up
 * screen to it.
 */
export const SCREENS = [
  { name: 'set-up', reach: async () => {} },
  {
    name: 'custom editor, notation refused',
    reach: async (page) => {
      await page.locator('.notation-input').fill('3+x');
      await page.locator('.notation-error').waitFor();
    },
  },
  {
    name: 'custom editor, periods refused under time odds',
    reach: async (page) => {
      await page.locator('.notation-input').fill('10 canadian 10/5');
      await page.locator('.period-editor input[type=checkbox]').check();
      await page.locator('.side-periods[data-side=black] ol.periods > li').nth(1).locator('.number-field input').first().fill('x');
      await page.locator('.period-error').waitFor();
    },
  },
  {
    name: 'a link asks before replacing a game in progress',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await page.goto(link(app, '3+2'));
      await page.locator('.link-question').waitFor();
    },
  },
  {
    name: 'History',
    reach: (page, app) => finishedGameInHistory(page, app),
  },
  {
    name: 'History, a game opened',
    reach: async (page, app) => {
      await finishedGameInHistory(page, app);
      await page.locator('.open-game').first().click();
      await page.locator('.log').waitFor();
    },
  },
  {
    name: 'clock, idle',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      // The app's faces, not the first clock's that open the link before it.
      await page.locator('main:not(.first-clock) .face').first().waitFor();
    },
  },
  {
    name: 'clock, running',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
    },
  },
  {
    name: 'clock, low time',
    reach: async (page, app) => {
      // Ten seconds is low from the start: Black's face idle and low, White's running and low.
      await page.goto(link(app, '0:10'));
      await startClock(page);
      await page.locator('.face.running.low').waitFor();
    },
  },
  {
    name: 'clock, flag fallen',
    reach: async (page, app) => {
      await page.goto(link(app, '0:01'));
      await startClock(page);
      await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'clock, menu',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await page.locator('button.menu-open').click();
      await page.locator('dialog.menu').waitFor();
    },
  },
  {
    name: 'clock, undo asked',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await page.locator('.face[data-side=white]').click();
      await page.locator('button.undo').click();
      await page.locator('.confirm-undo').waitFor();
    },
  },
  {
    name: 'clock, leaving asked',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await chooseFromMenu(page, '.exit');
      await page.locator('[role=alertdialog]').waitFor();
    },
  },
  {
    name: 'arbiter panel',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await chooseFromMenu(page, '.arbiter-open');
      await page.locator('.arbiter').waitFor();
    },
  },
  {
    name: 'arbiter panel, a ruling asked',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await page.locator('.face[data-side=white]').click();
      await chooseFromMenu(page, '.arbiter-open');
      // In blitz the second illegal move loses (FIDE 2023 B.3): the panel asks before ruling it.
      await page.locator('.arb-illegal').click();
      await page.locator('.answer.done').waitFor();
      await page.locator('.arb-illegal').click();
      await page.locator('.answer.ask').waitFor();
    },
  },
  {
    name: 'arbiter panel, a position checked',
    reach: async (page, app) => {
      await page.goto(link(app, '0:01'));
      await startClock(page);
      await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
      await chooseFromMenu(page, '.arbiter-open');
      await page.locator('.arb-position-edit').click();
      // Black, the claimant, has a lone king: the search fills "Claimant can still checkmate".
      await page.locator('.fen-input').fill('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
      await page.locator('.arb-position-check').click();
      await page.waitForFunction(
        () => [...document.querySelectorAll('.position-finding')].filter((p) => !p.textContent.includes('…')).length === 2,
        null,
        { timeout: 10_000 },
      );
      // Answered against the search: the panel says the ruling will be logged as overruled.
      await page.locator('.claimant-can-mate').check();
      await page.locator('.flags .overruled').waitFor();
    },
  },
  {
    name: 'log',
    reach: async (page, app) => {
      await page.goto(link(app, '5+3'));
      await startClock(page);
      await chooseFromMenu(page, '.log-open');
      await page.locator('.sheet').waitFor();
    },
  },
];

/**
 * A page on the set-up screen at `viewport`, in `theme` (chosen as a user chooses it) and the
 * browser language `locale`.
 */
export async function openThemed(app, { theme = 'standard', locale = 'en-GB', viewport } = {}) {
  const opened = await openApp(app.browser, app.url, { locale });
  if (viewport) await opened.page.setViewportSize(viewport);
  await opened.page.locator('.start-game').waitFor();
  if (theme !== 'standard') await opened.page.locator('select.theme').selectOption(theme);
  return opened;
}
