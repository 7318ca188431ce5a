// Saves phone-size pictures of the arbiter's panel (at 390x844 and at the smallest size, 360x640, top
// and scrolled to its end), the incident log and the time chart after a short game with a penalty,
// for docs/:   node e2e/arbiter-screenshots.mjs [OUT_DIR]   (default docs)
import { chooseFromMenu, launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'docs';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
  console.log(`wrote ${out}/arbiter-panel.png, arbiter-panel-360x640.png, arbiter-panel-360x640-end.png, incident-log.png, time-chart.png${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
  served.server.close();
}
