// Saves screens in other languages at phone size, for docs/: the French clock screen paused under ten
// seconds (tenths with a decimal comma), and the German set-up screen.
//   node e2e/language-screenshots.mjs [OUT_DIR]   (default docs)
import { launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'docs';
const served = await serveDist();
const browser = await launchChromium();
const report = (path, errors) =>
  console.log(`wrote ${path}${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
try {
  {
    const { page, errors } = await openApp(browser, new URL('?control=0.25%2B2', served.url).href, {
      locale: 'fr-FR',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.face[data-side=black]').click();
    // Under ten seconds the faces show tenths, with the French decimal comma.
    await new Promise((resolve) => setTimeout(resolve, 8500));
    await page.locator('button.pause').click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const path = `${out}/language-fr-clock.png`;
    await page.screenshot({ path });
    report(path, errors);
    await page.close();
  }
  {
    const { page, errors } = await openApp(browser, served.url, { locale: 'de-DE' });
    await page.setViewportSize({ width: 390, height: 844 });
    const path = `${out}/language-de-setup.png`;
    await page.screenshot({ path });
    report(path, errors);
    await page.close();
  }
} finally {
  await browser.close();
  served.server.close();
}
