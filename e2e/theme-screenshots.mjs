// Saves the clock screen, running, at phone size in each theme, for docs/:
//   node e2e/theme-screenshots.mjs [OUT_DIR]   (default docs)
import { launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'docs';
const served = await serveDist();
const browser = await launchChromium();
try {
  for (const theme of ['standard', 'high-contrast', 'large-digits']) {
    const { page, errors } = await openApp(browser, served.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('select.theme').selectOption(theme);
    await page.goto(new URL('?control=5%2B3', served.url).href);
    await page.locator('.face[data-side=black]').click();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await page.screenshot({ path: `${out}/theme-${theme}.png` });
    console.log(`wrote ${out}/theme-${theme}.png${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
    await page.close();
  }
} finally {
  await browser.close();
  served.server.close();
}
