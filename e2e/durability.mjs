// How long after a press a killed browser can still lose it. localStorage is written to disk by the
// browser process lazily, in batches; a browser killed outright (a crash, a flat battery, the OS
// reclaiming memory) loses whatever was not written yet. This script plays a press, waits D ms, sends
// SIGKILL to the whole Chromium process group, starts Chromium again on the same profile, and checks
// whether the press is in the saved game. It is a measurement, not a test: `./scripts/test.sh` does
// not run it.
//
//   QUIET=ms node e2e/durability.mjs [TRIES] [D ms ...]
//
// The game is started QUIET ms (default 12,000) before the press, so the start is on disk already
// and the press is the write that may be lost. Prints, for each D, how many of TRIES presses
// survived.
//
//   PLAY=s node e2e/durability.mjs [TRIES]
//
// Plays a press a second for PLAY seconds, kills the browser at once, and prints how long before
// the kill the last press that survived was made: everything after it was lost.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_KEY, killChromium as kill, SCREEN, serveDist, startChromiumOn as startChromium } from './support.mjs';

const [tries = 3, ...waits] = process.argv.slice(2).map(Number);
const quiet = Number(process.env.QUIET ?? 12_000);
const delays = waits.length > 0 ? waits : [0, 100, 250, 500, 1_000, 2_000, 3_000, 5_000, 8_000];

async function openPage(browser, url) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(SCREEN).first().waitFor({ timeout: 15_000 });
  return page;
}

const pressesIn = (text) =>
  text === null ? 0 : JSON.parse(text).log.incidents.filter((i) => i.event === 'pressed').length;

const served = await serveDist();
const link = new URL('?control=5', served.url).href;

/** The saved game's incidents, read back in a fresh Chromium on `profile`. */
async function incidentsAfterRestart(profile) {
  const { child, browser } = await startChromium(profile);
  const page = await openPage(browser, served.url);
  const text = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  await kill(child);
  return text === null ? [] : JSON.parse(text).log.incidents;
}

if (process.env.PLAY) {
  const seconds = Number(process.env.PLAY);
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const profile = await mkdtemp(join(tmpdir(), 'flagfall-profile-'));
    const { child, browser } = await startChromium(profile);
    const page = await openPage(browser, link);
    await page.locator('.face[data-side=black]').click();
    for (let i = 0; i < seconds; i += 1) {
      await page.waitForTimeout(1_000);
      await page.locator(`.face[data-side=${i % 2 === 0 ? 'white' : 'black'}]`).click();
    }
    const played = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).log.incidents, GAME_KEY);
    const killedAt = await page.evaluate(() => Math.floor(performance.timeOrigin + performance.now()));
    await kill(child);
    const kept = await incidentsAfterRestart(profile);
    const last = kept.at(-1)?.at;
    console.log(
      `played ${seconds} s: ${kept.length} of ${played.length} incidents kept; the last kept was made ` +
        `${last === undefined ? '(none)' : `${killedAt - last} ms`} before the kill`,
    );
    await rm(profile, { recursive: true, force: true });
  }
  served.server.close();
  process.exit(0);
}

const results = [];
for (const delay of delays) {
  let kept = 0;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const profile = await mkdtemp(join(tmpdir(), 'flagfall-profile-'));
    let { child, browser } = await startChromium(profile);
    let page = await openPage(browser, link);
    // An earlier game, long on disk, so the one lost is the press, not the whole game.
    await page.locator('.face[data-side=black]').click();
    await page.waitForTimeout(quiet);
    await page.locator('.face[data-side=white]').click();
    await page.waitForTimeout(delay);
    await kill(child);

    ({ child, browser } = await startChromium(profile));
    page = await openPage(browser, served.url);
    const presses = pressesIn(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY));
    if (presses === 1) kept += 1;
    await kill(child);
    await rm(profile, { recursive: true, force: true });
  }
  results.push({ 'ms after the press': delay, 'presses kept': `${kept}/${tries}` });
  console.log(`${delay} ms after the press (started ${quiet} ms before it): ${kept}/${tries} kept`);
}
console.table(results);
served.server.close();
