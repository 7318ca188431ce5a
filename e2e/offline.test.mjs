// End-to-end: installable and offline. The manifest and its icons, the service worker that precaches
// the build (scripts/service-worker.mjs), a reload with the network cut, a new build picked up after
// the player agrees to reload, a deploy caught half done, and the app hosted under a sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDir } from '../scripts/static-server.mjs';
import { writeServiceWorker } from '../scripts/service-worker.mjs';
import { controlled, DIST, openApp, SCREEN, servedApp, timer } from './support.mjs';

const app = servedApp();

/** The width and height a PNG's header declares. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** A copy of dist/ at `sub` inside a new temporary directory, served from that directory. */
async function servedCopy(sub = '') {
  const root = await mkdtemp(join(tmpdir(), 'flagfall-'));
  const dir = join(root, sub);
  await cp(DIST, dir, { recursive: true });
  // The host's own home page, when the app sits below it.
  if (sub) await writeFile(join(root, 'index.html'), '<!doctype html><title>Host</title>');
  const served = await serveDir(root);
  return { dir, served, url: new URL(sub ? `${sub}/` : '', served.url).href };
}

/**
 * Another build made from the one in `dir`, in a new directory: the wasm-bindgen glue and the module
 * under new hashed names (as a rebuild of changed code gives), the page and the split modules' loader
 * (scripts/split-app.mjs), which imports the glue, naming them, and its own service worker. Returns the
 * directory and the glue's new name.
 */
async function rebuilt(dir) {
  const next = await mkdtemp(join(tmpdir(), 'flagfall-next-'));
  await cp(dir, next, { recursive: true });
  const files = await readdir(next);
  const names = files.filter((name) => /^flagfall-web-[0-9a-f]+(\.js|_bg\.wasm)$/.test(name));
  const naming = ['index.html', ...files.filter((name) => /^__wasm_split-[0-9a-f]+\.js$/.test(name))];
  let texts = await Promise.all(naming.map((name) => readFile(join(next, name), 'utf8')));
  for (const name of names) {
    const renamed = name.replace(/[0-9a-f]+(?=\.js$|_bg\.wasm$)/, (hash) => [...hash].reverse().join(''));
    await rename(join(next, name), join(next, renamed));
    texts = texts.map((text) => text.replaceAll(name, renamed));
  }
  await Promise.all(naming.map((name, i) => writeFile(join(next, name), texts[i])));
  const page = texts[0];
  await writeServiceWorker(next);
  const glue = page.match(/data-js="?\.\/(flagfall-web-[0-9a-f]+\.js)/)[1];
  return { dir: next, glue };
}

/**
 * Has the page's registration check for a new worker and waits until that one is installed or
 * refused; accepts it if it waits (as the player does with the app's "Reload" button). Returns
 * whether a new worker was installed.
 */
async function takeUpdate(page) {
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update().catch(() => {});
    const worker = registration.installing;
    if (worker) {
      await new Promise((resolve) => {
        const settled = () => ['installed', 'activated', 'redundant'].includes(worker.state) && resolve();
        worker.addEventListener('statechange', settled);
        settled();
      });
    }
    return registration.waiting !== null;
  });
  if (waiting) {
    await Promise.all([page.waitForEvent('load'), page.locator('.update-reload').click()]);
    await page.locator(SCREEN).first().waitFor();
  }
  return waiting;
}

/**
 * With the network cut, opens `url` again: a working clock, on the build whose glue is `glue`. The
 * browser's HTTP cache is emptied first (as a phone evicts it): only the worker's cache may serve.
 */
async function opensOffline(page, url, glue) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  await page.context().setOffline(true);
  await page.goto(`${url}?control=3%2B2`);
  // A game opened before is in play: the link asks first, and its game is the one to open.
  const opened = page.locator('.face[data-side=white], .link-question').first();
  await opened.waitFor({ timeout: 10_000 });
  if (await page.locator('.link-question').count()) await page.locator('.start-linked').click();
  await page.locator('.face[data-side=white]').waitFor({ timeout: 10_000 });
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  assert.equal(
    await page.evaluate(() => document.querySelector('meta[name=flagfall-app]').dataset.js),
    `./${glue}`,
  );
  await page.context().setOffline(false);
}

/** The name of the glue of the build served in `dir`. */
async function glueOf(dir) {
  return (await readFile(join(dir, 'index.html'), 'utf8')).match(/data-js="?\.\/(flagfall-web-[0-9a-f]+\.js)/)[1];
}

/**
 * Half a deploy, the new build's files up but `stale` (`index.html` or `sw.js`) still the old one:
 * the old build stays whole, offline too, and the new worker is not taken (`refused` says why). Then
 * the deploy completes: the new build is offered, taken, and opens offline.
 */
async function halfDeployKeepsOldBuild(stale, refused) {
  const copy = await servedCopy();
  const old = await glueOf(copy.dir);
  const { page, errors } = await openApp(app.browser, copy.url);
  await controlled(page);
  const next = await rebuilt(copy.dir);
  const oldFile = await readFile(join(copy.dir, stale));
  await cp(next.dir, copy.dir, { recursive: true });
  await writeFile(join(copy.dir, stale), oldFile);
  await page.reload();
  const updated = await takeUpdate(page);
  await opensOffline(page, copy.url, old);
  assert.equal(updated, false, refused);
  await cp(join(next.dir, stale), join(copy.dir, stale));
  await page.reload();
  assert.equal(await takeUpdate(page), true);
  await opensOffline(page, copy.url, next.glue);
  assert.deepEqual(errors, []);
  await page.close();
  copy.served.server.close();
}

test('a deploy that put the new sw.js before the new page leaves the old build whole, offline too', () =>
  halfDeployKeepsOldBuild('index.html', 'the new worker refuses a page of another build'));

test('a deploy that put the new page before the new sw.js leaves the old build whole, offline too', () =>
  halfDeployKeepsOldBuild('sw.js', 'the old worker stays until the new one is deployed'));

test('the manifest is linked and valid, with its icons at their sizes', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifestUrl = new URL(href, app.url);
  const response = await fetch(manifestUrl);
  assert.equal(response.headers.get('content-type'), 'application/manifest+json');
  const manifest = await response.json();
  assert.equal(manifest.short_name, 'Flagfall');
  assert.equal(manifest.name, 'Flagfall: the chess and draughts clock');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.orientation, 'any', 'both orientations');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const icons = [];
  for (const icon of manifest.icons) {
    const bytes = Buffer.from(await (await fetch(new URL(icon.src, manifestUrl))).arrayBuffer());
    icons.push([icon.sizes, icon.purpose, pngSize(bytes).join('x')]);
  }
  assert.deepEqual(icons, [
    ['192x192', 'any', '192x192'],
    ['512x512', 'any', '512x512'],
    ['512x512', 'maskable', '512x512'],
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('after one reload the service worker controls the page, and with the network cut a reload still opens a working clock', async () => {
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  assert.equal(await controlled(page), new URL('sw.js', app.url).href);
  await page.context().setOffline(true);
  await page.goto(new URL('?control=5%2B3', app.url).href);
  await page.locator('.face[data-side=white]').waitFor();
  assert.deepEqual(await page.locator('.face .time').allTextContents(), ['5:03', '5:03']);
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await page.context().setOffline(false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a new build is offered, and taken after the player agrees, in every tab; its cache replaces the old one', async () => {
  const copy = await servedCopy();
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const { page, errors } = await openApp({ newPage: () => context.newPage() }, copy.url);
  await controlled(page);
  const before = await page.evaluate(() => caches.keys());
  assert.equal(before.length, 1);
  assert.equal(await page.locator('.update-reload').count(), 0, 'no update offered on the first install');

  // A rebuild: some file changed, and the build's worker written again.
  const manifestPath = join(copy.dir, 'manifest.webmanifest');
  await writeFile(manifestPath, (await readFile(manifestPath, 'utf8')).replace('"Flagfall"', '"Flagfall 2"'));
  const { version } = await writeServiceWorker(copy.dir);
  await page.reload();
  await page.locator('.update-reload').waitFor({ timeout: 15_000 });
  const shortName = () =>
    page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()).then((m) => m.short_name));
  // Nothing is taken before the player agrees: the old build still serves, the new one waits.
  assert.equal(await shortName(), 'Flagfall');
  assert.ok(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)));
  assert.ok((await page.evaluate(() => caches.keys())).includes(before[0]));
  // A second tab offers it too.
  const sibling = await context.newPage();
  await sibling.goto(copy.url);
  await sibling.locator('.update-reload').waitFor({ timeout: 15_000 });
  await Promise.all([page.waitForEvent('load'), page.locator('.update-reload').click()]);
  await page.locator(SCREEN).first().waitFor();
  await page.waitForFunction((name) => caches.keys().then((keys) => keys.length === 1 && keys[0] === name), `flagfall-${version}`);
  assert.equal(await shortName(), 'Flagfall 2', 'the new build is served');
  assert.equal(await page.locator('.update-reload').count(), 0);
  // The first tab took the update: the second's Reload still reloads it, onto the new build.
  await Promise.all([sibling.waitForEvent('load'), sibling.locator('.update-reload').click()]);
  await sibling.locator(SCREEN).first().waitFor();
  assert.equal(await sibling.locator('.update-reload').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
  copy.served.server.close();
});

test('hosted under a sub-path, the app loads, plays and works offline from there', async () => {
  const copy = await servedCopy('clock/flagfall');
  const { page, errors } = await openApp(app.browser, `${copy.url}?control=3%2B2`);
  assert.equal(await timer(page, 'white'), '3:02');
  assert.equal(await controlled(page), `${copy.url}sw.js`);
  await page.context().setOffline(true);
  await page.goto(`${copy.url}?control=3%2B2`);
  await page.locator('.face[data-side=white]').waitFor();
  assert.equal(await timer(page, 'black'), '3:02');
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await page.context().setOffline(false);
  assert.deepEqual(errors, []);
  await page.close();
  copy.served.server.close();
});
