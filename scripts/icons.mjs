// Renders assets/icon.svg to the PNG icons the web app manifest names, in Debian's Chromium:
//   node scripts/icons.mjs   (writes assets/icons/icon-192.png, icon-512.png, icon-maskable-512.png,
//   and the page's own icon, icon-32.png)
// The PNGs are committed; run this again only when the drawing changes.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/support.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = await readFile(join(ROOT, 'assets', 'icon.svg'), 'utf8');
const browser = await launchChromium();
try {
  for (const [name, size, inset] of [
    ['icon-192.png', 192, 0],
    ['icon-512.png', 512, 0],
    // Maskable: the drawing shrunk into the safe zone, the background to the edges.
    ['icon-maskable-512.png', 512, 0.12],
    // The page's: fetched while a first visit's clock loads, and decoded on the page's main thread
    // (an SVG icon costs a whole SVG document there), so small.
    ['icon-32.png', 32, 0],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:#111"><div style="padding:${pad}px">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}</div></body>`,
    );
    await page.screenshot({ path: join(ROOT, 'assets', 'icons', name), clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
  }
} finally {
  await browser.close();
}
