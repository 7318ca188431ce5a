// End-to-end: a link opened on a first visit. A small first clock (crates/first-clock) runs the
// link's game while the app loads, keeps it where the app reads it, and the app takes it over; a
// blocked app leaves the clock running with a clear message; a reload keeps the game; offline, after
// one online visit, both still load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstClockModules, GAME_KEY, holdApp, incidents, openApp, recorded, SCREEN, servedApp, timer } from './support.mjs';

const app = servedApp();
const LINK = '?control=3%2B2';
/** The app's module (hashed name), not the first clock's nor the position worker's. */
const APP_MODULE = /\/flagfall-web-[0-9a-f]+_bg\.wasm$/;

/**
 * A page whose app module waits until `release()` is called, so the first clock alone is on screen.
 * `locale` is the browser's language.
 */
async function withAppHeld(locale = 'en-GB') {
  const context = await app.browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const release = await holdApp(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, release, errors };
}

const firstClock = (page) => page.locator('main.first-clock');

/** The link opened with the app held back and Black's press made on the first clock: White's time
 * runs. */
async function firstClockRunning() {
  const held = await withAppHeld();
  await held.page.goto(new URL(LINK, app.url).href);
  await firstClock(held.page).waitFor();
  await held.page.locator('.face[data-side=black]').click();
  await held.page.locator('.face[data-side=white].running').waitFor();
  return held;
}
const appFaces = (page) => page.locator('main:not(.first-clock) .face');
/** The faces' boxes, rounded to pixels. */
const faceBoxes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.face')].map((face) => {
      const box = face.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );
/** In the page, from before it loads: notes whether the first clock ever showed. */
function watchForFirstClock() {
  new MutationObserver((_, observer) => {
    if (document.querySelector('main.first-clock .face')) {
      window.__firstClockShown = true;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

test('a first visit with a link shows the clock ready to press before the app has loaded', async () => {
  const { context, page, release, errors } = await withAppHeld();
  await page.goto(new URL(LINK, app.url).href);
  await firstClock(page).waitFor();
  assert.deepEqual(await page.locator('.face .time').allTextContents(), ['3:02', '3:02']);
  assert.deepEqual(await page.locator('.face .name').allTextContents(), ['White', 'Black']);
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 0', 'moves 0']);
  // As the app does: the link's game is kept, and a reload restores it rather than the link.
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(await recorded(page), []);
  // Black's press starts White's clock, which counts down.
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await page.waitForFunction(() => document.querySelector('.face[data-side=white] .time').textContent === '3:01');
  // Kept as the first visit's record of its link: Black's press, at its input's instant.
  const kept = await recorded(page);
  assert.deepEqual(kept.map((line) => line.act), ['p b']);
  assert.equal(await appFaces(page).count(), 0);
  // The first visit's module, which reads nothing kept, fetched through the page's own preload; the
  // app's stylesheets only once it had come, so that its bytes came first.
  assert.deepEqual(await firstClockModules(page), [['flagfall-first-clock_bg.wasm', 'link']]);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      file: new URL(entry.name).pathname.split('/').pop().replace(/-[0-9a-f]+\.css$/, '.css'),
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const module = fetched.find((entry) => entry.file === 'flagfall-first-clock_bg.wasm');
  const appStyles = fetched.filter((entry) => ['setup.css', 'arbiter.css', 'board.css', 'record.css'].includes(entry.file));
  assert.equal(appStyles.length, 4, JSON.stringify(fetched));
  assert.ok(appStyles.every((entry) => entry.start >= module.end), JSON.stringify({ module, appStyles }));
  const boxes = await faceBoxes(page);
  release();
  // The app takes the game over: the same start, White still running, and the bar's buttons, in the
  // room the first clock kept for them (the faces do not move).
  await page.locator(SCREEN).first().waitFor();
  await page.locator('main .bar button.pause').waitFor();
  assert.equal(await firstClock(page).count(), 0);
  assert.deepEqual(await faceBoxes(page), boxes);
  assert.equal(await page.locator('.face[data-side=white].running').count(), 1);
  assert.notEqual(await timer(page, 'white'), '3:02');
  // The app replayed the record into the log: the game started at the press.
  assert.deepEqual(await incidents(page), [{ at: kept[0].at, event: 'started' }]);
  // And plays on: White's press passes the move.
  await page.locator('.face[data-side=white]').click();
  await page.locator('.face[data-side=black].running').waitFor();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone on its side too, the faces keep their place as the app takes over', async () => {
  const { context, page, release } = await withAppHeld();
  await page.setViewportSize({ width: 640, height: 360 });
  await page.goto(new URL(LINK, app.url).href);
  await firstClock(page).waitFor();
  await page.locator('.face[data-side=black]').click();
  const boxes = await faceBoxes(page);
  release();
  await page.locator('main .bar button.pause').waitFor();
  assert.deepEqual(await faceBoxes(page), boxes);
  await context.close();
});

test('when the app cannot be fetched, the first clock says so and keeps running', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.route(APP_MODULE, (route) => route.abort());
  await page.goto(new URL(LINK, app.url).href);
  await firstClock(page).waitFor();
  await page.locator('.face[data-side=black]').click();
  await page.locator('.first-clock-note').waitFor();
  assert.equal(
    await page.locator('.first-clock-note').textContent(),
    'The rest of Flagfall (menu, arbiter, History) could not be loaded: check the connection and reload. The clock keeps running.',
  );
  assert.equal(await page.locator('.first-clock-note').isVisible(), true);
  await page.waitForFunction(() => document.querySelector('.face[data-side=white] .time').textContent === '3:01');
  await page.locator('.face[data-side=white]').click();
  await page.locator('.face[data-side=black].running').waitFor();
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 1', 'moves 0']);
  // Nothing on the phone's screen spills over its width.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true);
  await context.close();
});

test('the first clock takes the app\'s keys: each half its own, the space bar for the side to move', async () => {
  const { context, page, release, errors } = await withAppHeld();
  await page.goto(new URL(LINK, app.url).href);
  await firstClock(page).waitFor();
  // White's half (the first) does nothing before the start; Black's, the second, starts White's clock.
  await page.keyboard.press('ShiftLeft');
  assert.deepEqual(await recorded(page), []);
  await page.keyboard.press('ArrowRight');
  await page.locator('.face[data-side=white].running').waitFor();
  await page.keyboard.press('Space');
  await page.locator('.face[data-side=black].running').waitFor();
  await page.keyboard.press('KeyZ');
  assert.deepEqual((await recorded(page)).map((line) => line.act), ['p b', 'p w']);
  await page.keyboard.press('KeyM');
  await page.locator('.face[data-side=white].running').waitFor();
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 1', 'moves 1']);
  // The page did not scroll under the space bar.
  assert.equal(await page.evaluate(() => scrollY), 0);
  release();
  await page.locator('main .bar button.pause').waitFor();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed', 'pressed']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a device asleep while the first clock runs is charged, and the app goes on from the charge', async () => {
  const { context, page, release, errors } = await firstClockRunning();
  // Hidden, then shown again after the wall clock ran a minute that the page's clock did not count.
  await page.evaluate(() => {
    dispatchEvent(new Event('pagehide'));
    const wall = Date.now.bind(Date);
    Date.now = () => wall() + 60_000;
    dispatchEvent(new Event('pageshow'));
  });
  await page.waitForFunction(() => /^2:0[0-2]$/.test(document.querySelector('.face[data-side=white] .time').textContent));
  release();
  await page.locator('main .bar button.pause').waitFor();
  assert.match(await timer(page, 'white'), /^2:0[0-2]$/);
  // Its instants are the first clock's: no lag of the device's clock to tell.
  assert.equal(await page.getByText('behind the saved game').count(), 0);
  await page.locator('.face[data-side=white]').click();
  const pressed = (await incidents(page)).find((i) => i.event === 'pressed');
  assert.ok(pressed.used >= 60_000 && pressed.used < 63_000, `used ${pressed.used}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sleep that begins before the app takes over, the page hidden, is charged when it shows', async () => {
  const { context, page, release, errors } = await firstClockRunning();
  const show = (visible) => {
    if (visible) {
      // A minute later by the wall clock, none by the page's: the device slept.
      const wall = Date.now.bind(Date);
      Date.now = () => wall() + 60_000;
    }
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  // The screen goes off; the app arrives meanwhile and takes over, hidden.
  await page.evaluate(show, false);
  release();
  await page.locator('main .bar button.pause').waitFor();
  await page.evaluate(show, true);
  await page.waitForFunction(() => /^2:0[0-2]$/.test(document.querySelector('.face[data-side=white] .time').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload while the first clock runs restores its game in the app', async () => {
  const { context, page, release } = await firstClockRunning();
  const kept = await recorded(page);
  release();
  await page.reload();
  await page.locator('main .bar button.pause').waitFor();
  assert.equal(await firstClock(page).count(), 0);
  assert.equal(await page.locator('.face[data-side=white].running').count(), 1);
  assert.deepEqual(await incidents(page), [{ at: kept[0].at, event: 'started' }]);
  await context.close();
});

test('presses the storage refused are handed over to the app, which says it cannot save', async () => {
  const { context, page, release } = await withAppHeld();
  // Storage takes the first clock's opening game, then is full.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    let taken = 0;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'flagfall.game' && ++taken > 1) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.goto(new URL(LINK, app.url).href);
  await firstClock(page).waitFor();
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await page.locator('.face[data-side=white]').click();
  await page.locator('.face[data-side=black].running').waitFor();
  assert.deepEqual(await recorded(page), []);
  release();
  await page.locator('main .bar button.pause').waitFor();
  // Nothing lost: White's move is on the app's faces, Black's clock runs, and the player is told.
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 1', 'moves 0']);
  assert.equal(await page.locator('.face[data-side=black].running').count(), 1);
  await page.locator('.notice', { hasText: 'Not saved' }).first().waitFor();
  await context.close();
});

test('a second tab opened meanwhile runs no first clock of its own, and follows the game', async () => {
  const { context, page, release } = await withAppHeld();
  await page.goto(new URL(LINK, app.url).href);
  await firstClock(page).waitFor();
  await page.locator('.face[data-side=black]').click();
  // The second tab finds nothing stored (as when both open at the same instant) but the first tab's
  // first clock holds the game.
  const second = await context.newPage();
  await second.route(APP_MODULE, async (route) => {
    await page.locator('main .bar button.pause').waitFor();
    await route.continue();
  });
  const kept = await page.evaluate(() => {
    const text = localStorage.getItem('flagfall.game');
    localStorage.clear();
    return text;
  });
  await second.addInitScript(watchForFirstClock);
  await second.goto(new URL(LINK, app.url).href);
  await second.waitForLoadState('load');
  assert.equal(await firstClock(second).count(), 0);
  await page.evaluate((text) => localStorage.setItem('flagfall.game', text), kept);
  release();
  await page.locator('main .bar button.pause').waitFor();
  await second.locator('.notice.follower').waitFor();
  // Not at the load event only: the loader may start a module later.
  assert.equal(await second.evaluate(() => window.__firstClockShown), undefined);
  await page.locator('.face[data-side=white]').click();
  await second.locator('.face[data-side=black].running').waitFor();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  await context.close();
});

test('the first clock speaks the browser language, as the app will', async () => {
  const { context, page, release } = await withAppHeld('fr-FR');
  await page.goto(new URL('?control=0%3A05', app.url).href);
  await firstClock(page).waitFor();
  assert.deepEqual(await page.locator('.face .name').allTextContents(), ['Blancs', 'Noirs']);
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['coups 0', 'coups 0']);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await page.locator('.face[data-side=black]').click();
  // Under ten seconds, tenths with the French decimal comma; then White's flag falls.
  await page.waitForFunction(() => /^[0-9],[0-9]$/.test(document.querySelector('.face[data-side=white] .time').textContent));
  await page.locator('.face[data-side=white].flagged').waitFor({ timeout: 10_000 });
  assert.equal(await timer(page, 'white'), '0,0');
  // The flag seen, recorded; replayed by the app, it ends the game.
  assert.deepEqual((await recorded(page)).map((line) => line.act), ['p b', 'o']);
  release();
  await page.locator(SCREEN).first().waitFor();
  await page.locator('main .bar .ended').waitFor();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'flag-fell', 'decided']);
  await context.close();
});

test('the first clock names its faces and tells the period as the app\'s faces do', async () => {
  for (const [locale, white, periods] of [
    ['en-GB', 'White: 2 minutes', ['period 1 of 2', 'period 1 of 2']],
    ['fr-FR', 'Blancs\u00a0: 2 minutes', ['période 1 sur 2', 'période 1 sur 2']],
  ]) {
    const { context, page, release } = await withAppHeld(locale);
    // Two minutes for the first move, then one.
    await page.goto(new URL('?control=2%2F1%2C%201', app.url).href);
    await firstClock(page).waitFor();
    const named = () => page.locator('.face[data-side=white]').evaluate((face) => face.querySelector('.spoken').textContent);
    assert.equal(await named(), white);
    assert.equal(await page.getByRole('button', { name: white, exact: true }).count(), 1);
    assert.deepEqual(await page.locator('.face .period').allTextContents(), periods);
    const described = () =>
      page.evaluate(() => [...document.querySelectorAll('.face')].map((face) => document.getElementById(face.getAttribute('aria-describedby'))?.textContent));
    const before = await described();
    release();
    await appFaces(page).first().waitFor();
    // The app's faces say the same.
    assert.equal(await named(), white);
    assert.deepEqual(await page.locator('.face .period').allTextContents(), periods);
    assert.deepEqual(await described(), before);
    await context.close();
  }
});

test('after one online visit, a link opens offline: the first clock, then the app', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const { page } = await openApp(context, new URL(LINK, app.url).href);
  // Installed within the test's time (a worker that fails its install never becomes ready).
  const installed = await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(resolve, 15_000, false))]),
  );
  assert.equal(installed, true, 'the service worker installs');
  const cached = await page.evaluate(async () => {
    const names = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname);
    }
    return names;
  });
  assert.ok(cached.includes('/flagfall-first-clock_bg.wasm'), cached.join(' '));
  assert.ok(cached.includes('/flagfall-first-clock.js'), cached.join(' '));
  assert.ok(cached.includes('/flagfall-first-clock-link_bg.wasm'), cached.join(' '));
  assert.ok(cached.includes('/flagfall-first-clock-kept_bg.wasm'), cached.join(' '));
  // As on a first visit, but with the network cut: nothing stored, a link.
  await page.evaluate(() => localStorage.clear());
  await context.setOffline(true);
  await page.addInitScript(watchForFirstClock);
  await page.goto(new URL('?control=5%2B3', app.url).href);
  await page.locator('main .bar button.start').waitFor();
  assert.equal(await page.evaluate(() => window.__firstClockShown), true, 'the first clock ran first');
  assert.deepEqual(await page.locator('.face .time').allTextContents(), ['5:03', '5:03']);
  const kept = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY));
  assert.deepEqual(kept.log.control.white, [{ end: { kind: 'game' }, time: 300_000, method: { kind: 'fischer', increment: 3_000 } }]);
  assert.deepEqual(kept.log.incidents, []);
  await context.close();
});
