// End-to-end: the Content-Security-Policy of the release build. The page declares a strict policy,
// carries no inline script or style, and works under it (every test fails on a violation: see
// support.mjs); the browser enforces it, and the tests see a violation when there is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, launchChromium, openApp, servedApp } from './support.mjs';

const app = servedApp();

const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

test('the page declares a strict policy and carries no inline script or style', async () => {
  const html = await (await fetch(app.url)).text();
  // The served page, read by the browser's own parser (the release build minifies it).
  const { page } = await openApp(app.browser, app.url);
  const read = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const head = [...doc.head.children];
    const policy = doc.querySelector('meta[http-equiv=Content-Security-Policy]');
    const governed = head.findIndex((e) => e.matches('script, style, link[rel=stylesheet], link[rel$=preload]'));
    return {
      policy: policy?.content,
      policyFirst: head.indexOf(policy) >= 0 && head.indexOf(policy) < governed,
      scripts: [...doc.scripts].map((s) => ({
        src: s.getAttribute('src'),
        type: s.type,
        integrity: s.integrity.split('-')[0],
        inline: s.text,
      })),
      styles: doc.querySelectorAll('style, [style]').length,
      handlers: [...doc.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith('on'))),
      preloads: [...doc.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map((l) => [
        l.rel,
        l.getAttribute('href'),
        l.integrity.split('-')[0],
        l.as,
        l.crossOrigin,
      ]),
      modules: [...doc.querySelectorAll('meta[data-js]')].map((m) => [
        m.name,
        m.dataset.js.replace(/-[0-9a-f]+(?=\.js$)/, '-HASH'),
        m.dataset.jsIntegrity.split('-')[0],
        m.dataset.wasm.replace(/-[0-9a-f]+(?=_bg\.wasm$)/, '-HASH'),
        m.dataset.wasmIntegrity.split('-')[0],
      ]),
    };
  }, html);
  assert.ok(read.policy, 'a Content-Security-Policy meta tag');
  assert.deepEqual(read.policy.split(';').map((d) => d.trim()), POLICY);
  assert.ok(read.policyFirst, 'the policy comes before anything it governs');
  assert.equal(read.scripts.length, 1, 'one script: the loader');
  assert.match(read.scripts[0].src, /^\.\/boot-[0-9a-f]+\.js$/);
  assert.deepEqual(read.scripts.map(({ type, integrity, inline }) => [type, integrity, inline]), [['module', 'sha384', '']]);
  assert.equal(read.styles, 0, 'no style element or attribute');
  assert.deepEqual(read.handlers, [], 'no event handler attribute');
  // The page preloads only the first visit's first clock (fetched with the page's own files, not
  // after the loader), with the integrity the loader asks for; the loader fetches every other
  // module's glue and wasm itself, checked against the integrity the page gives them.
  assert.deepEqual(read.preloads, [
    ['modulepreload', './flagfall-first-clock.js', 'sha384', '', null],
    ['preload', './flagfall-first-clock_bg.wasm', 'sha384', 'fetch', 'anonymous'],
  ]);
  assert.deepEqual(read.modules, [
    ['flagfall-app', './flagfall-web-HASH.js', 'sha384', './flagfall-web-HASH_bg.wasm', 'sha384'],
    ['flagfall-first-clock', './flagfall-first-clock.js', 'sha384', './flagfall-first-clock_bg.wasm', 'sha384'],
    ['flagfall-first-clock-link', './flagfall-first-clock-link.js', 'sha384', './flagfall-first-clock-link_bg.wasm', 'sha384'],
    ['flagfall-first-clock-kept', './flagfall-first-clock-kept.js', 'sha384', './flagfall-first-clock-kept_bg.wasm', 'sha384'],
  ]);
  // The app's glue came through a preload the loader added, with its integrity (after the page's own).
  const added = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => [
      new URL(l.href).pathname.replace(/-[0-9a-f]+(?=\.js$)/, '-HASH'),
      l.integrity.split('-')[0],
    ]),
  );
  assert.deepEqual(added, [
    ['/flagfall-first-clock.js', 'sha384'],
    ['/flagfall-web-HASH.js', 'sha384'],
  ]);

  await page.close();
});

test('under the policy the app starts, switches language, plays, rules and exports without a violation', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  assert.equal(
    await page.evaluate(() => document.querySelector('meta[http-equiv=Content-Security-Policy]').content),
    POLICY.join('; '),
  );
  // A language's table is fetched.
  await page.locator('select.language').selectOption('fr');
  await page.locator('.start-game', { hasText: 'Régler la pendule' }).waitFor();
  await page.goto(new URL('?control=3%2B2', app.url).href);
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white]').click();
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.close-arbiter').click();
  await chooseFromMenu(page, '.log-open');
  // The chart is SVG markup put in the page: presentation attributes, no style attribute.
  await page.locator('.chart svg').waitFor();
  for (const kind of ['json', 'csv', 'pgn', 'svg', 'html']) {
    await Promise.all([page.waitForEvent('download'), page.locator(`.export-${kind}`).click()]);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the browser enforces the policy, and a violation reaches the errors a test checks', async () => {
  // A browser of its own: this test breaks the policy on purpose.
  const browser = await launchChromium();
  try {
    const { page, errors } = await openApp(browser, app.url);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return new Promise((resolve) => setTimeout(() => resolve(window.injected === true), 100));
    });
    assert.equal(ran, false, 'an inline script does not run');
    assert.ok(
      errors.some((e) => e.startsWith('Content-Security-Policy violation: script-src-elem refused inline at ')),
      errors.join('\n'),
    );
  } finally {
    await browser.close();
  }
});
