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

/** Each of the app's own stylesheets: its file and the media it applies to. */
const laterStyles = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[data-later]')].map((link) => ({
      file: new URL(link.href).pathname.replace(/-[0-9a-f]+\.css$/, '.css'),
      media: link.media,
      loaded: link.sheet !== null,
    })),
  );

test("the app's own stylesheets, fetched without blocking the first paint, are loaded and applied before the app's first screen", async () => {
  const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
  const mounted = [];
  await page.exposeFunction('appMounted', (styles) => mounted.push(styles));
  // The instant the app's first screen is in the page: which stylesheets apply by then.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main:not(.first-clock) > :not(.notices)')) return;
      observer.disconnect();
      window.appMounted([...document.querySelectorAll('link[data-later]')].map((link) => link.media));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(app.url);
  await page.locator('.start-game').waitFor();
  assert.deepEqual(mounted, [['all', 'all', 'all', 'all']]);
  assert.deepEqual(await laterStyles(page), [
    { file: '/setup.css', media: 'all', loaded: true },
    { file: '/arbiter.css', media: 'all', loaded: true },
    { file: '/board.css', media: 'all', loaded: true },
    { file: '/record.css', media: 'all', loaded: true },
  ]);
  // Styled as setup.css says.
  assert.equal(await page.locator('.start-game').evaluate((button) => getComputedStyle(button).backgroundColor), 'rgb(31, 111, 58)');
  await page.close();
});

test("an app's stylesheet that cannot be fetched does not keep the app from starting", async () => {
  const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
  let refused = 0;
  await page.route('**/record-*.css', (route) => {
    refused += 1;
    return route.abort();
  });
  await page.goto(app.url);
  await page.locator('.start-game').waitFor({ timeout: 15_000 });
  assert.ok(refused >= 1);
  const record = (await laterStyles(page)).find((style) => style.file === '/record.css');
  assert.equal(record.media, 'all');
  await page.close();
});

test("a returning visit's page, from the service worker, fetches the app's stylesheets as it is read, and the app's first screen has them", async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const installing = await context.newPage();
  await installing.goto(app.url);
  await installing.locator('.start-game').waitFor();
  await installing.evaluate(() => navigator.serviceWorker.ready);
  await installing.close();
  const page = await context.newPage();
  await page.goto(app.url);
  await page.locator('.start-game').waitFor();
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
  assert.deepEqual(await laterStyles(page), [
    { file: '/setup.css', media: 'all', loaded: true },
    { file: '/arbiter.css', media: 'all', loaded: true },
    { file: '/board.css', media: 'all', loaded: true },
    { file: '/record.css', media: 'all', loaded: true },
  ]);
  // Asked for by the page as it was read, before the loader asked for the app (a first visit's page
  // holds them back until then).
  const started = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname.replace(/-[0-9a-f]+(?=\.(css|js)$)/, ''), entry.startTime]),
    ),
  );
  for (const file of ['/setup.css', '/arbiter.css', '/board.css', '/record.css']) {
    assert.ok(started[file] < started['/flagfall-web.js'], JSON.stringify(started));
  }
  await context.close();
});
