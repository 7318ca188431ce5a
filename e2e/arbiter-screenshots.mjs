// Saves phone-size pictures of the arbiter's panel (at 390x844 and at the smallest size, 360x640, top
// and scrolled to its end), the incident log and the time chart after a short game with a penalty,
// and the panel's position check after a flag (at 390x844 and 360x640, in English and German), for
// docs/:   node e2e/arbiter-screenshots.mjs [OUT_DIR]   (default docs)
import { chooseFromMenu, launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'docs';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The position check after White's flag fell, in each of English and German: the board editor set by
 * taps (Black, the claimant, with a lone king), the search's answers, and the claim's answer they
 * filled. Returns the files written.
 */
async function positionShots() {
  const written = [];
  for (const locale of ['en-GB', 'de-DE']) {
    const { page, errors } = await openApp(browser, new URL('?control=0%3A01', served.url).href, { locale });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.face[data-side=black]').click();
    await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
    await chooseFromMenu(page, '.arbiter-open');
    await page.locator('.arb-position-edit').click();
    await page.locator('.empty-board').click();
    for (const [piece, square] of [['K', 'e1'], ['Q', 'd1'], ['k', 'e8']]) {
      await page.locator(`.palette-piece[data-piece=${piece}]`).click();
      await page.locator(`.square[data-square=${square}]`).click();
    }
    await page.locator('.arb-position-check').click();
    await page.waitForFunction(
      () => [...document.querySelectorAll('.position-finding')].filter((p) => !p.textContent.includes('…')).length === 2,
    );
    const lang = locale.slice(0, 2);
    for (const [width, height] of [[390, 844], [360, 640]]) {
      await page.setViewportSize({ width, height });
      await page.locator('.arbiter .position').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${out}/arbiter-position-${lang}-${width}x${height}.png` });
      await page.locator('.arbiter .flags').evaluate((section) => section.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${out}/arbiter-position-${lang}-${width}x${height}-claim.png` });
      written.push(`${out}/arbiter-position-${lang}-${width}x${height}{,-claim}.png`);
    }
    if (errors.length) written.push(`page errors: ${errors.join('; ')}`);
    await page.context().close();
  }
  return written;
}

const served = await serveDist();
const browser = await launchChromium();
try {
  const { page, errors } = await openApp(browser, new URL('?control=15%2B10', served.url).href);
  await page.setViewportSize({ width: 390, height: 844 });
  const face = (side) => page.locator(`.face[data-side=${side}]`);
  await face('black').click();
  for (const [side, ms] of [['white', 900], ['black', 1500], ['white', 400], ['black', 700], ['white', 1200]]) {
    await pause(ms);
    await face(side).click();
  }
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-illegal').click();
  await page.screenshot({ path: `${out}/arbiter-panel.png` });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: `${out}/arbiter-panel-360x640.png` });
  await page.locator('.arbiter .close-arbiter').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const sheet = document.querySelector('.arbiter');
    sheet.scrollTop = sheet.scrollHeight;
  });
  await page.screenshot({ path: `${out}/arbiter-panel-360x640-end.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.close-arbiter').click();
  await chooseFromMenu(page, '.log-open');
  await page.screenshot({ path: `${out}/incident-log.png` });
  await page.locator('.chart').scrollIntoViewIfNeeded();
  await page.locator('.chart').screenshot({ path: `${out}/time-chart.png` });
  const shots = await positionShots();
  console.log(`wrote ${shots.join(', ')}`);
  console.log(`wrote ${out}/arbiter-panel.png, arbiter-panel-360x640.png, arbiter-panel-360x640-end.png, incident-log.png, time-chart.png${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
  served.server.close();
}
