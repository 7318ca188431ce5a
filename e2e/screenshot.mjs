// Saves a screenshot of the release build, to look at what a player sees:
//   node e2e/screenshot.mjs [OUT.png] [WIDTHxHEIGHT]   (default target/screenshot.png at 390x844, a phone)
import { launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'target/screenshot.png';
const [width, height] = (process.argv[3] ?? '390x844').split('x').map(Number);

const served = await serveDist();
const browser = await launchChromium();
try {
  const { page, errors } = await openApp(browser, served.url);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: out });
  console.log(`wrote ${out}${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
  served.server.close();
}
