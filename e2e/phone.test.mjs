// End-to-end: what a phone at the board needs from the browser, observed through test doubles
// installed before the app loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, correctTime, openApp, runWhiteFrom, servedApp } from './support.mjs';

const app = servedApp();

/** A `navigator.wakeLock` that records every request and release in `window.__wakeLock`. */
function wakeLockDouble() {
  window.__wakeLock = [];
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (type) => {
        window.__wakeLock.push(`request ${type}`);
        return { type, release: async () => window.__wakeLock.push('release') };
      },
    },
  });
}

const wakeLog = (page) => page.evaluate(() => window.__wakeLock);

test('the screen wake lock is held while a game runs, taken again when the page is shown, released on pause', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href, {
    init: wakeLockDouble,
  });
  await page.locator('.face[data-side=white]').waitFor();
  assert.deepEqual(await wakeLog(page), [], 'nothing runs before the start');

  await page.locator('.face[data-side=black]').click();
  await page.waitForFunction(() => window.__wakeLock.length === 1);
  assert.deepEqual(await wakeLog(page), ['request screen']);

  await page.locator('button.pause').click();
  await page.waitForFunction(() => window.__wakeLock.length === 2);
  assert.deepEqual(await wakeLog(page), ['request screen', 'release']);

  await page.locator('button.resume').click();
  await page.waitForFunction(() => window.__wakeLock.length === 3);
  // The browser drops the lock while the page is hidden; the app takes it again when it is shown.
  const show = (state) =>
    page.evaluate((state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await show('hidden');
  // Hidden, nothing is asked for (the browser has let the lock go).
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal((await wakeLog(page)).length, 3);
  await show('visible');
  await page.waitForFunction(() => window.__wakeLock.length === 4);
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.end-reason').fill('agreed');
  await page.locator('.end-result').selectOption('1/2-1/2');
  await page.locator('.arb-end').click();
  await page.waitForFunction(() => window.__wakeLock.length === 5);
  assert.deepEqual(await wakeLog(page), [
    'request screen',
    'release',
    'request screen',
    'request screen',
    'release',
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard play: space for the side to move, each half its keys, shortcuts for pause, undo and the arbiter', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=white]').waitFor();
  const running = () => page.locator('.face.running').getAttribute('data-side');
  const events = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('flagfall.game')).log.incidents.map((i) => i.event));

  await page.keyboard.press('Space');
  assert.equal(await running(), 'white', 'space starts the clock: White to move');
  await page.keyboard.press('KeyM');
  assert.equal(await running(), 'white', "Black's key does nothing on White's move");
  await page.keyboard.press('KeyZ');
  assert.equal(await running(), 'black');
  await page.keyboard.press('ArrowRight');
  assert.equal(await running(), 'white', "a remote's right button is Black's");
  // U asks first; Enter on the question's focused button confirms.
  await page.keyboard.press('KeyU');
  await page.locator('.confirm-undo').waitFor();
  assert.equal(await running(), 'white', 'nothing undone before the confirmation');
  await page.keyboard.press('Enter');
  await page.locator('.confirm-undo').waitFor({ state: 'detached' });
  assert.equal(await running(), 'black', 'U takes the last move back');
  // The question asked after a tap gives no button the focus back: Space stays a press.
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await page.keyboard.press('KeyP');
  assert.equal(await page.locator('.face.paused').getAttribute('data-side'), 'black');
  await page.keyboard.press('KeyP');
  assert.equal(await running(), 'black');
  await page.keyboard.press('Space');
  assert.equal(await running(), 'white');
  await page.keyboard.press('KeyA');
  await page.locator('.arbiter').waitFor();
  // With the panel open (the clocks paused), keys do nothing: P would resume.
  await page.locator('.arbiter h2').click();
  await page.keyboard.press('KeyP');
  assert.deepEqual(await events(), ['started', 'pressed', 'pressed', 'undone', 'paused', 'resumed', 'pressed', 'paused']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Enter or Space on a focused bar button is that button, never a press on the clock', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white]').click();
  await page.locator('button.menu-open').focus();
  await page.keyboard.press('Enter');
  await page.locator('dialog.menu').waitFor();
  await page.keyboard.press('Escape');
  // The menu gives the focus back to its button as it goes (after the close, once it is unmounted):
  // only then is the focus the test's to move.
  await page.locator('dialog.menu').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.matches('button.menu-open'));
  await page.locator('button.undo').focus();
  await page.keyboard.press('Space');
  await page.locator('.cancel-undo').click();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('flagfall.game')).log.incidents);
  assert.deepEqual(
    saved.map((i) => i.event),
    ['started', 'pressed'],
  );
  assert.equal(await page.locator('.face.running').getAttribute('data-side'), 'black');
  assert.deepEqual(errors, []);
  await page.close();
});

test('full screen is entered and left from the clock screen', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  await chooseFromMenu(page, '.fullscreen');
  await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
  await chooseFromMenu(page, '.fullscreen');
  await page.waitForFunction(() => document.fullscreenElement === null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('faces are buttons named with the spoken time (their other marks describe them), and a flag is announced in the live region', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=white]').waitFor();
  assert.equal(await page.getByRole('button', { name: 'White: 3 minutes 2 seconds' }).count(), 1);
  assert.equal(await page.getByRole('button', { name: 'Black: 3 minutes 2 seconds' }).count(), 1);
  // The digits and the name are for the eyes; the spoken name stands for both.
  assert.deepEqual(await page.locator('.face .time[aria-hidden=true]').allTextContents(), ['3:02', '3:02']);
  const live = page.locator('.announcements[aria-live=polite]');
  assert.equal(await live.textContent(), '');

  await runWhiteFrom(page, '0:00.800');
  await page.locator('.face[data-side=white].flagged').waitFor();
  await page.waitForFunction(() => document.querySelector('.announcements').textContent !== '');
  assert.match(await live.textContent(), /^White's flag fell 0:0\d\.\d{3} into the game$/);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Web Audio and `navigator.vibrate` doubles: each tone's frequency goes to `__tones`, each pattern to `__buzz`. */
function soundDouble() {
  window.__tones = [];
  window.__buzz = [];
  class Param {
    setValueAtTime() { return this; }
    linearRampToValueAtTime() { return this; }
  }
  class Node { connect(node) { return node; } }
  class Oscillator extends Node {
    frequency = new Param();
    start() { window.__tones.push(this.frequency.value); }
    stop() {}
  }
  class Gain extends Node { gain = new Param(); }
  window.AudioContext = class {
    currentTime = 0;
    destination = new Node();
    resume() { return Promise.resolve(); }
    createOscillator() { return new Oscillator(); }
    createGain() { return new Gain(); }
  };
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern) => window.__buzz.push([].concat(pattern)) > 0,
  });
}

test('sounds and vibration: a click and a buzz on each press, warning and flag tones, each switchable, kept over a reload', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href, { init: soundDouble });
  const heard = () => page.evaluate(() => ({ tones: window.__tones, buzz: window.__buzz }));
  await page.locator('.face[data-side=black]').click();
  assert.deepEqual(await heard(), { tones: [1800], buzz: [[25]] });

  // Switch the click off on the set-up screen; the choice is kept.
  await chooseFromMenu(page, '.exit');
  await page.locator('.confirm-exit').click();
  await page.locator('.opt-press-sound').uncheck();
  await page.goto(new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=black]').click();
  assert.deepEqual(await heard(), { tones: [], buzz: [[25]] }, 'no click, still the buzz');

  // White falls below the 30 s warning, then the flag falls.
  await chooseFromMenu(page, '.arbiter-open');
  await correctTime(page, 'white', '0:00.600');
  await page.locator('.close-arbiter').click();
  await page.locator('button.resume').click();
  await page.locator('.face[data-side=white].flagged').waitFor();
  await page.waitForFunction(() => window.__tones.length === 5);
  assert.deepEqual(await heard(), { tones: [880, 880, 660, 440, 330], buzz: [[25], [300, 120, 300]] });

  await page.reload();
  await chooseFromMenu(page, '.exit');
  assert.equal(await page.locator('.opt-press-sound').isChecked(), false);
  assert.equal(await page.locator('.opt-vibrate').isChecked(), true);

  // With the warning, the flag tones and vibration off too, a flag passes in silence.
  for (const option of ['.opt-low-time-sound', '.opt-flag-sound', '.opt-vibrate']) {
    await page.locator(option).uncheck();
  }
  // Each page starts with empty doubles.
  await page.goto(new URL('?control=3%2B2', app.url).href);
  await runWhiteFrom(page, '0:00.600');
  await page.locator('.face[data-side=white].flagged').waitFor();
  // The flag's announcement and its cues are decided together.
  await page.waitForFunction(() => document.querySelector('.announcements').textContent !== '');
  assert.deepEqual(await heard(), { tones: [], buzz: [] });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the theme is chosen on the set-up screen, applied to the page and kept', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const theme = () => page.evaluate(() => document.querySelector('main').dataset.theme);
  assert.equal(await theme(), 'standard');
  await page.locator('select.theme').selectOption('high-contrast');
  assert.equal(await theme(), 'high-contrast');
  await page.goto(new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=white]').waitFor();
  assert.equal(await theme(), 'high-contrast');
  assert.deepEqual(errors, []);
  await page.close();
});

/** A speech synthesis double: what would be said goes to `__said`. */
function speechDouble() {
  window.__said = [];
  window.SpeechSynthesisUtterance = class {
    constructor(text) {
      this.text = text;
    }
  };
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { cancel() {}, speak: (utterance) => window.__said.push(utterance.text) },
  });
}

test('spoken time: both times on request, and the side to move as it passes a threshold when asked for', async () => {
  const { page, errors } = await openApp(app.browser, app.url, { init: speechDouble });
  await page.locator('.opt-speak').check();
  await page.goto(new URL('?control=3%2B2', app.url).href);
  await chooseFromMenu(page, '.say-times');
  assert.deepEqual(await page.evaluate(() => window.__said), [
    'White, 3 minutes 2 seconds. Black, 3 minutes 2 seconds',
  ]);
  await runWhiteFrom(page, '0:30.800');
  await page.waitForFunction(() => window.__said.length === 2, null, { timeout: 5_000 });
  assert.equal(await page.evaluate(() => window.__said[1]), 'White, 30 seconds');
  assert.deepEqual(errors, []);
  await page.close();
});
