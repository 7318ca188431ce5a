// End-to-end: the release build in dist/, served over HTTP and run in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, servedApp } from './support.mjs';

const app = servedApp();

test('the home page opens the set-up screen with no page errors', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  assert.equal(await page.locator('.face').count(), 0, 'no clock before a control is chosen');
  assert.ok((await page.locator('main button').count()) > 0, 'the set-up screen offers choices');
  assert.equal(await page.title(), 'Flagfall');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link opens the clock screen with 3:02 on both faces and no page errors', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  const faces = page.locator('[data-side]');
  assert.deepEqual(await faces.evaluateAll((els) => els.map((el) => el.dataset.side)), [
    'white',
    'black',
  ]);
  assert.deepEqual(await page.locator('[data-side] .time').allTextContents(), [
    '3:02',
    '3:02',
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the server answers the wasm module with its streaming type', async () => {
  const html = await (await fetch(app.url)).text();
  const wasm = html.match(/data-wasm="?\.?\/?([^"\s>]+\.wasm)/);
  assert.ok(wasm, 'the page names its wasm module');
  const response = await fetch(new URL(wasm[1], app.url));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/wasm');
});
