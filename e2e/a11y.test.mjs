// End-to-end: axe-core (npm) finds no accessibility violation, of any impact, on any screen or
// dialog (`axeViolations` in support.mjs; the hall's views are checked by e2e/hall-view.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, axeViolations, servedApp } from './support.mjs';
import { openThemed, SCREENS } from './screens.mjs';

const app = servedApp();

for (const screen of SCREENS) {
  test(`axe finds no violation on "${screen.name}"`, async () => {
    const { page, errors } = await openThemed(app, { viewport: { width: 390, height: 844 } });
    await screen.reach(page, app);
    await animationsDone(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
