// End-to-end: returning visits, the app installed. A link opened while no game is kept: the first clock
// opens it from the service worker's cache under the set-up choices kept (names, theme, language,
// settings, the arbiter's lock), as the app would. A plain visit while a game is in progress: the
// first clock goes on with it. Either way the app takes over without losing a press made during the
// hand-over. How fast is the bench's to say (`node scripts/bench.mjs`, "returning" rows).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_KEY, firstClockModules, incidents, noteFirstClockShown, openApp, savedGame, servedApp } from './support.mjs';

const app = servedApp();
const firstClock = (page) => page.locator('main.first-clock');
const appBar = (page) => page.locator('main:not(.first-clock) .bar button.pause');

/**
 * A browser context where the app has been used once: the service worker installed, a game set up
 * with White named Anna and left on the clock, not started. Offline from then on.
 */
async function installed() {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const { page } = await openApp(context, app.url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('.player-name[data-side=white]').fill('Anna');
  await page.locator('.start-game').click();
  await page.locator('.face[data-side=white]').waitFor();
  await page.close();
  await context.setOffline(true);
  return context;
}

/** [`installed`], its pages opened with `chosenSince` applied. */
async function returning() {
  const context = await installed();
  await context.addInitScript(chosenSince, GAME_KEY);
  return context;
}

/**
 * [`installed`], then a game in progress: Anna's 5+3 game started by Black's press and White's
 * press made, so Black's clock runs as the page closes.
 */
async function inProgress() {
  const context = await installed();
  const page = await context.newPage();
  await page.goto(app.url);
  await page.locator('main:not(.first-clock) .bar button.menu-open').waitFor();
  await page.locator('.face[data-side=black]').dispatchEvent('pointerdown');
  await page.locator('.face[data-side=white]').dispatchEvent('pointerdown');
  await page.locator('.face[data-side=black].running').waitFor();
  await page.close();
  return context;
}

/**
 * In the page, before anything of it runs (the app of the page before may write as it closes):
 * FIDE 2018 and the high-contrast theme chosen since, French too, and the game filed away, so that
 * none is kept.
 */
function chosenSince(gameKey) {
  const prefs = JSON.parse(localStorage.getItem('flagfall.prefs'));
  prefs.theme = 'high-contrast';
  prefs.settings.rulebook = 'fide-2018';
  localStorage.setItem('flagfall.prefs', JSON.stringify(prefs));
  localStorage.setItem('flagfall.lang', 'fr');
  localStorage.removeItem(gameKey);
}

/**
 * In the page, from before it loads: what the first clock shows as it first appears (the service
 * worker serves the app, which no route of the test can hold back, so the app may take over at once).
 */
function watchFirstClock() {
  new MutationObserver((_, observer) => {
    const clock = document.querySelector('main.first-clock');
    if (!clock?.querySelector('.face[data-side=black] .spoken')?.textContent) return;
    observer.disconnect();
    const texts = (selector) => [...clock.querySelectorAll(selector)].map((e) => e.textContent);
    window.__firstClock = {
      running: clock.querySelector('.face.running')?.dataset.side ?? null,
      theme: clock.dataset.theme,
      lang: document.documentElement.lang,
      names: texts('.face .name'),
      spoken: texts('.face .spoken'),
      times: texts('.face .time'),
    };
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test('a link on a returning visit opens on the first clock with the choices kept, and the app takes them over', async () => {
  const context = await returning();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(watchFirstClock);
  await page.goto(new URL('?control=5%2B3', app.url).href);
  await page.locator('main:not(.first-clock) .bar button.menu-open').waitFor();
  const shown = await page.evaluate(() => window.__firstClock);
  assert.deepEqual({ ...shown, spoken: undefined }, {
    running: null,
    theme: 'high-contrast',
    lang: 'fr',
    names: ['Anna', 'Noirs'],
    spoken: undefined,
    times: ['5:03', '5:03'],
  });
  assert.match(shown.spoken[0], /^Anna \(Blancs\)\u00a0: 5 minutes/);
  // The module that reads the set-up choices (the first visit's reads none), preloaded by the page the
  // service worker serves a link.
  assert.deepEqual(await firstClockModules(page), [['flagfall-first-clock-link_bg.wasm', 'link']]);
  assert.equal(await firstClock(page).count(), 0);
  assert.equal(await page.locator('main[data-theme=high-contrast]').count(), 1);
  assert.equal(await page.locator('.face[data-side=white] .name').textContent(), 'Anna');
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  const saved = await savedGame(page);
  // The link names no rulebook: FIDE 2023, over the one kept, as the app opens a link.
  assert.equal(saved.log.settings.rulebook, 'fide-2023');
  assert.equal(saved.log.details.players.white.name, 'Anna');
  assert.equal(typeof saved.log.details.utc_offset, 'number');
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started']);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * In the page, from before it loads: as soon as the first clock shows, presses the face of the side
 * to move every 20 ms (Black's, to start) until `window.__stopPressing` is set, counting the presses
 * made while the first clock was on the page and after the app had taken over.
 */
function pressEvery20Ms() {
  window.__pressed = { firstClock: 0, app: 0 };
  const start = () => {
    const timer = setInterval(() => {
      if (window.__stopPressing) return clearInterval(timer);
      const face = document.querySelector('.face.running') ?? document.querySelector('.face[data-side=black]');
      const onFirstClock = face.closest('main.first-clock') !== null;
      face.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
      window.__pressed[onFirstClock ? 'firstClock' : 'app'] += 1;
    }, 20);
  };
  new MutationObserver((_, observer) => {
    if (document.querySelector('main.first-clock .face')) {
      observer.disconnect();
      start();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Opens `address` in `context` pressing every 20 ms through the hand-over (`pressEvery20Ms`), until
 * the app has taken ten presses: each press is logged once, in turn, after the `before` incidents
 * the game held (Black's first press starts it; every later one passes the move from the side that
 * ran).
 */
async function pressedThroughHandOver(context, address, before) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(pressEvery20Ms);
  await page.goto(address);
  await appBar(page).waitFor();
  await page.waitForFunction(() => window.__pressed.app >= 10);
  await page.evaluate(() => {
    window.__stopPressing = true;
  });
  const pressed = await page.evaluate(() => window.__pressed);
  assert.ok(pressed.firstClock >= 1, `presses on the first clock: ${pressed.firstClock}`);
  const logged = await incidents(page);
  assert.equal(logged.length, before + pressed.firstClock + pressed.app);
  assert.deepEqual(
    logged.map((i) => (i.event === 'pressed' ? i.side : i.event)),
    logged.map((_, n) => (n === 0 ? 'started' : n % 2 === 1 ? 'white' : 'black')),
  );
  assert.deepEqual(errors, []);
  await context.close();
}

test('presses every 20 ms through the hand-over of a returning visit: each one logged once, in turn', async () => {
  await pressedThroughHandOver(await returning(), new URL('?control=5%2B3', app.url).href, 0);
});

test('a game in progress on a returning visit goes on on the first clock, and the app takes it over', async () => {
  const context = await inProgress();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(watchFirstClock);
  await page.goto(app.url);
  await appBar(page).waitFor();
  const shown = await page.evaluate(() => window.__firstClock);
  assert.deepEqual(
    { running: shown.running, names: shown.names, lang: shown.lang },
    { running: 'black', names: ['Anna', 'Black'], lang: 'en' },
  );
  assert.equal(await firstClock(page).count(), 0);
  assert.equal(await page.locator('.face[data-side=black].running').count(), 1);
  assert.deepEqual(
    (await incidents(page)).map((i) => (i.event === 'pressed' ? i.side : i.event)),
    ['started', 'white'],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('presses every 20 ms through the hand-over of a game in progress: each one logged once, in turn', async () => {
  // The start and White's press before the visit; Black's clock runs as it opens.
  await pressedThroughHandOver(await inProgress(), app.url, 2);
});

test("a hall's link on a returning visit to a game in progress opens no first clock: the app opens it", async () => {
  const context = await inProgress();
  const page = await context.newPage();
  await page.addInitScript(noteFirstClockShown);
  // A hall's link the app reads, and says it cannot use.
  await page.goto(new URL('?hall=club&view=spectators', app.url).href);
  await page.locator('.notices li', { hasText: "The hall's link cannot be used" }).waitFor();
  await page.locator('main:not(.first-clock) .face[data-side=black].running').waitFor();
  assert.equal(await page.evaluate(() => window.__firstClockShown), false);
  await context.close();
});

test('a second tab opened on a game in progress runs no first clock: it follows the tab that keeps the game', async () => {
  const context = await inProgress();
  const keeping = await context.newPage();
  await keeping.goto(app.url);
  await appBar(keeping).waitFor();
  const second = await context.newPage();
  await second.addInitScript(noteFirstClockShown);
  await second.goto(app.url);
  await second.locator('main:not(.first-clock) .face[data-side=black].running').waitFor();
  assert.equal(await second.evaluate(() => window.__firstClockShown), false);
  // A press in the keeping tab reaches the second.
  await keeping.locator('.face[data-side=black]').dispatchEvent('pointerdown');
  await second.locator('.face[data-side=white].running').waitFor();
  await context.close();
});
