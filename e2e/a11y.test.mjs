// End-to-end: axe-core (npm) finds no accessibility violation, of any impact, on any screen or
// dialog. axe is evaluated in the page through the DevTools protocol, which the page's
// Content-Security-Policy does not govern: the app's policy stays as strict as it ships.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { animationsDone, servedApp } from './support.mjs';
import { openThemed, SCREENS } from './screens.mjs';

const app = servedApp();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** In the page: axe's violations of any impact, each with the elements it names. */
async function violations() {
  const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const screen of SCREENS) {
  test(`axe finds no violation on "${screen.name}"`, async () => {
    const { page, errors } = await openThemed(app, { viewport: { width: 390, height: 844 } });
    await screen.reach(page, app);
    await animationsDone(page);
    await page.evaluate(axeSource);
    assert.deepEqual(await page.evaluate(violations), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
