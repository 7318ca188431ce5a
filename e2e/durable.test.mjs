// End-to-end: nothing played is lost when the browser is killed outright (SIGKILL to every process, as a
// crash, a swipe from the task list or a flat battery does) and started again on the same profile.
// localStorage reaches the disk seconds late; the durable journal (IndexedDB, strict durability) holds
// every change once its transaction completes, and the app restores from it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_KEY, killChromium, recorded, SCREEN, serveDist, startChromiumOn } from './support.mjs';

const HISTORY_KEY = 'flagfall.history';
/** The app's module (hashed name), not the first clock's nor the position worker's. */
const APP_MODULE = /\/flagfall-web-[0-9a-f]+_bg\.wasm$/;

let served;
before(async () => {
  served = await serveDist();
});
after(() => served.server.close());

/** A Chromium on a new persistent profile; `kill()` kills it, `restart()` starts it again on it. */
async function onNewProfile() {
  const profile = await mkdtemp(join(tmpdir(), 'flagfall-profile-'));
  let running = await startChromiumOn(profile);
  return {
    page: async (url, { holdApp = false, app = true } = {}) => {
      const page = await running.browser.contexts()[0].newPage();
      // Held, the app never arrives and the first clock is what runs.
      if (holdApp) await page.route(APP_MODULE, () => new Promise(() => {}));
      await page.goto(url);
      const screen = app ? SCREEN : 'main.first-clock .face';
      await page.locator(screen).first().waitFor({ timeout: 15_000 });
      return page;
    },
    kill: () => killChromium(running.child),
    restart: async () => {
      running = await startChromiumOn(profile);
    },
    remove: async () => {
      await killChromium(running.child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const stored = (page, key) =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  }, key);

/** What the faces show: the side whose clock runs, and the other side's time. */
async function faces(page) {
  const running = await page.locator('.face.running').getAttribute('data-side');
  const still = running === 'white' ? 'black' : 'white';
  return { running, still, time: await page.locator(`.face[data-side=${still}] .time`).textContent() };
}

/** Presses `side`'s face as a player does. */
const press = (page, side) => page.locator(`.face[data-side=${side}]`).dispatchEvent('pointerdown');

/** Starts the game (Black's press) and makes `count` more presses, `gap` ms apart. */
async function play(page, count, gap = 1_000) {
  await press(page, 'black');
  for (let i = 0; i < count; i += 1) {
    await page.waitForTimeout(gap);
    await press(page, i % 2 === 0 ? 'white' : 'black');
  }
}

/** The incidents of the game kept, whole. */
const keptIncidents = async (page) => (await stored(page, GAME_KEY)).log.incidents;

/**
 * Kills the browser `delay` ms after the last press and starts it again: every incident older than
 * 100 ms before the kill is in the restored game, and the faces show what they showed. `played`
 * reads what was kept before the kill, `asPlayed` the restored incidents as it gives them.
 */
async function killedAndRestored(browser, page, delay, label, played = keptIncidents, asPlayed = (incidents) => incidents) {
  await page.waitForTimeout(delay);
  const before = await played(page);
  const shown = await faces(page);
  const killedAt = await page.evaluate(() => Date.now());
  await browser.kill();
  await browser.restart();
  const again = await browser.page(served.url);
  await again.locator('.face.running').waitFor();
  const kept = asPlayed(await keptIncidents(again));
  const due = before.filter((incident) => incident.at <= killedAt - 100);
  assert.deepEqual(kept.slice(0, due.length), due, `${label}: every incident older than 100 ms kept`);
  assert.deepEqual(await faces(again), shown, `${label}: the faces as the presses left them`);
}

test('every press is kept when the browser is killed 200 ms after it, in steady play', async () => {
  for (let trial = 0; trial < 8; trial += 1) {
    const browser = await onNewProfile();
    const page = await browser.page(new URL('?control=5', served.url).href);
    await play(page, 5);
    await killedAndRestored(browser, page, 200, `trial ${trial + 1}`);
    await browser.remove();
  }
});

test('a press after a quiet minute is kept when the browser is killed 200 ms after it', async () => {
  const browser = await onNewProfile();
  const page = await browser.page(new URL('?control=5', served.url).href);
  await play(page, 1);
  await page.waitForTimeout(60_000);
  await press(page, 'black');
  await killedAndRestored(browser, page, 200, 'after a quiet minute');
  await browser.remove();
});

test("the first clock's presses are kept when the browser is killed before the app arrived", async () => {
  const browser = await onNewProfile();
  const page = await browser.page(new URL('?control=5', served.url).href, { holdApp: true, app: false });
  await play(page, 2);
  // A first visit's clock keeps a record of its link's presses, each at its input's instant, which
  // the app replays: the game starts at the first, and each other is a move.
  const pressesRecorded = async (page) =>
    (await recorded(page)).map(({ at }, i) => ({ at, event: i === 0 ? 'started' : 'pressed' }));
  const atAndEvent = (incidents) => incidents.map(({ at, event }) => ({ at, event }));
  await killedAndRestored(browser, page, 200, 'first clock', pressesRecorded, atAndEvent);
  await browser.remove();
});

// Every press here is a second or more before the kill, so the flag instant replays from them even
// without the journal; what this guards is the failure: a History filed from a shorter log,
// with another result or flag instant.
test('a game a flag ended holds its true result and flag instant when the browser is killed 0 to 30 s after it is filed', async () => {
  for (const [presses, delay] of [
    [5, 0],
    [5, 2_000],
    [6, 200],
    [5, 15_000],
    [6, 30_000],
  ]) {
    const label = `${presses} presses, killed ${delay} ms after the flag`;
    const browser = await onNewProfile();
    const page = await browser.page(new URL('?control=0%3A10', served.url).href);
    await play(page, presses - 1);
    await page.locator('.face.flagged').waitFor({ timeout: 15_000 });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, HISTORY_KEY);
    await page.waitForTimeout(delay);
    const played = (await stored(page, GAME_KEY)).log.incidents;
    await browser.kill();
    await browser.restart();
    const again = await browser.page(served.url);
    await again.waitForFunction((key) => localStorage.getItem(key) !== null, HISTORY_KEY);
    const filed = (await stored(again, HISTORY_KEY)).games;
    assert.equal(filed.length, 1, label);
    assert.deepEqual(filed[0].log.incidents, played, `${label}: the History holds the game as played`);
    assert.deepEqual((await stored(again, GAME_KEY)).log.incidents, played, `${label}: so does the game`);
    await browser.remove();
  }
});
