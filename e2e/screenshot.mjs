// Saves a screenshot of the release build, to look at what a player sees:
//   node e2e/screenshot.mjs [OUT.png] [WIDTHxHEIGHT] [STATE] [THEME]
// (default target/screenshot.png at 390x844, a phone, on the set-up screen). STATE is one of setup,
// idle (a 5+3 clock not started), running (Black to move), low (White under the warning), flag (White's
// flag fallen) or menu (the clock's menu open while Black's clock runs); THEME one of standard,
// high-contrast, large-digits.
import { chooseFromMenu, correctTime, launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'target/screenshot.png';
const [width, height] = (process.argv[3] ?? '390x844').split('x').map(Number);
const state = process.argv[4] ?? 'setup';
const theme = process.argv[5] ?? 'standard';
const STATES = ['setup', 'idle', 'running', 'low', 'flag', 'menu'];
if (!STATES.includes(state)) throw new Error(`unknown state ${state}: one of ${STATES.join(', ')}`);

/** Sets White's time in the arbiter's panel and lets the clock run (the game started). */
async function whiteRunsFrom(page, time) {
  await chooseFromMenu(page, '.arbiter-open');
  await correctTime(page, 'white', time);
  await page.locator('.close-arbiter').click();
  await page.locator('button.resume').click();
}

const served = await serveDist();
const browser = await launchChromium();
try {
  const { page, errors } = await openApp(browser, served.url);
  await page.setViewportSize({ width, height });
  if (theme !== 'standard') await page.locator('select.theme').selectOption(theme);
  if (state !== 'setup') {
    await page.goto(new URL('?control=5%2B3', served.url).href);
    await page.locator('.face[data-side=white]').waitFor();
  }
  const face = (side) => page.locator(`.face[data-side=${side}]`);
  if (state === 'running' || state === 'menu') {
    await face('black').click();
    await page.waitForTimeout(2_300);
    await face('white').click();
    await page.waitForTimeout(1_100);
  }
  if (state === 'low' || state === 'flag') {
    await face('black').click();
    await page.waitForTimeout(1_000);
    await face('white').click();
    await page.waitForTimeout(1_000);
    await face('black').click();
    await whiteRunsFrom(page, state === 'low' ? '0:20.9' : '0:00.5');
    if (state === 'flag') await page.locator('.face.flagged').waitFor();
    else await page.waitForTimeout(1_000);
  }
  if (state === 'menu') await page.locator('button.menu-open').click();
  await page.screenshot({ path: out });
  console.log(`wrote ${out}${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
  served.server.close();
}
