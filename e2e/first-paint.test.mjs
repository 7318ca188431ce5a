// End-to-end: the first visit paints at once. index.html holds a static shell (the clock's two
// faces, empty) that the first CSS styles before any script runs; the app, once mounted, hides it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, servedApp } from './support.mjs';

const app = servedApp();

/** The shell's faces as the page lays them out: their boxes and background colour. */
const shellFaces = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.boot-shell > div')].map((face) => {
      const box = face.getBoundingClientRect();
      return { height: Math.round(box.height), background: getComputedStyle(face).backgroundColor };
    }),
  );

test('with the app not yet started, the page shows the two faces of a clock, styled', async () => {
  const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
  // The app's module never arrives: what is on screen is the page and its CSS alone.
  await page.route('**/*.wasm', (route) => route.abort());
  await page.goto(new URL('?control=3%2B2', app.url).href);
  await page.waitForLoadState('load');
  assert.equal(await page.locator('.boot-shell').isVisible(), true);
  const faces = await shellFaces(page);
  assert.deepEqual(
    faces.map((face) => face.background),
    ['rgb(38, 38, 38)', 'rgba(0, 0, 0, 0)', 'rgb(38, 38, 38)'],
  );
  // Two faces sharing the screen's height, the bar's room between them.
  assert.equal(faces[0].height, faces[2].height);
  assert.ok(faces[0].height > 350, `${faces[0].height} px`);
  await page.close();
});

test('once the app has mounted, the shell is gone and the clock stands in its place', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=white] .time').waitFor();
  assert.equal(await page.locator('.boot-shell').isVisible(), false);
  assert.deepEqual(await page.locator('.face .time').allTextContents(), ['3:02', '3:02']);
  assert.deepEqual(errors, []);
  await page.close();
});
