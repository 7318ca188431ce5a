// End-to-end: the custom control editor stays responsive whatever is typed. Huge counts are refused
// at the core's bound on periods (TimeControl::MAX_PERIODS, 100) with a message naming it, or computed,
// never looped over. The bound below only tells a loop over a typed count (minutes) from linear work
// (about a second on a slow CI machine); speed itself is measured by scripts/bench.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, servedApp } from './support.mjs';

const app = servedApp();

/** Types `text` as the notation; resolves to the milliseconds until the page painted again. */
async function typeNotation(page, text) {
  const started = Date.now();
  await page.locator('.notation-input').fill(text);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return Date.now() - started;
}

const NOT_STUCK_MS = 10_000;

const periodRows = (page) => page.locator('.side-periods ol.periods > li');

test('20,000 typed periods are refused at once at the bound, and the periods shown are kept', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  await typeNotation(page, '90/40+30, 30+30');
  assert.equal(await periodRows(page).count(), 2);
  const took = await typeNotation(page, Array.from({ length: 20_000 }, () => '1/1').join(', '));
  assert.ok(took < NOT_STUCK_MS, `the page answered after ${took} ms`);
  const error = await page.locator('.notation-error').textContent();
  const quoted = '"1/1, 1/1, 1/1, 1/1, 1/1, 1/1, 1/1, 1/1, …"';
  assert.equal(error, `${quoted}: at column 1: White has 20000 periods; a time control has at most 100, in ${quoted}`);
  assert.equal(await periodRows(page).count(), 2, 'the periods of the last control that could be played');
  assert.deepEqual(errors, []);
  await page.close();
});

test('at the bound no period can be added, and the editor says why', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const took = await typeNotation(page, Array.from({ length: 100 }, () => '1/1').join(', '));
  assert.ok(took < NOT_STUCK_MS, `the page answered after ${took} ms`);
  assert.equal(await page.locator('.notation-error').count(), 0);
  assert.equal(await periodRows(page).count(), 100);
  assert.ok(await page.locator('.add-period').isDisabled());
  assert.equal(await page.locator('.period-limit').textContent(), 'A time control has at most 100 periods');
  await page.locator('.remove-period').first().click();
  assert.equal(await periodRows(page).count(), 99);
  assert.ok(await page.locator('.add-period').isEnabled());
  assert.equal(await page.locator('.period-limit').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a byo-yomi of 4,294,967,295 periods typed in a field is described at once', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  await typeNotation(page, '10 byo 5x30');
  const started = Date.now();
  await page.locator('.side-periods ol.periods > li').nth(1).locator('.number-field input').last().fill('4294967295');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const took = Date.now() - started;
  assert.ok(took < NOT_STUCK_MS, `the page answered after ${took} ms`);
  assert.equal(await page.locator('.notation-input').inputValue(), '10 byo 4294967295x30');
  assert.deepEqual(errors, []);
  await page.close();
});
