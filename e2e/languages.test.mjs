// End-to-end: the app in the browser's language or the one chosen, its times written that language's
// way, and its tables available offline. Expected texts come from the tables themselves
// (assets/locales), so a better translation does not break a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chooseFromMenu, controlled, openApp, runWhiteFrom, servedApp } from './support.mjs';

const app = servedApp();
const table = (code) =>
  JSON.parse(readFileSync(new URL(`../assets/locales/${code}.json`, import.meta.url), 'utf8'));
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => values[name]);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

test('a French browser gets the clock in French, its times with a decimal comma, and a French flag announcement', async () => {
  const fr = table('fr');
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href, {
    locale: 'fr-FR',
  });
  await page.locator('.face[data-side=white]').waitFor();
  assert.equal(await htmlLang(page), 'fr');
  // A time in words is flagfall-lang's (crates/lang/src/spoken.rs), shared with the first clock.
  const name = `${fr.White}\u00a0: 3 minutes 2 secondes`;
  assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, name);
  await page.locator('button.menu-open').click();
  assert.equal((await page.locator('dialog.menu .arbiter-open').textContent()).trim(), fr.Arbiter);
  await page.keyboard.press('Escape');

  // The arbiter types White's time with a comma, as a French arbiter writes it.
  await runWhiteFrom(page, '0:05,000');
  await page.waitForFunction(() => /^\d,\d$/.test(document.querySelector('.face[data-side=white] .time').textContent));
  await page.locator('.face[data-side=white].flagged').waitFor({ timeout: 10_000 });
  const announcement = new RegExp(
    `^${escape(fr["{side}'s flag fell {at} into the game"]).replace('\\{side\\}', escape(fr.White)).replace('\\{at\\}', '0:0\\d,\\d{3}')}$`,
  );
  assert.match(await page.locator('.announcements').textContent(), announcement);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a game read back from the History has its result worded in the page’s language, as under the clock', async () => {
  const fr = table('fr');
  const { page, errors } = await openApp(app.browser, new URL('?control=3%2B2', app.url).href, {
    locale: 'fr-FR',
  });
  await runWhiteFrom(page, '0:01');
  await page.locator('.face[data-side=white].flagged').waitFor({ timeout: 10_000 });
  const lastRow = () => page.locator('.log tbody tr:last-child td:last-child').textContent();
  await chooseFromMenu(page, '.log-open');
  const underTheClock = await lastRow();
  const result = new RegExp(`^${escape(fill(fr['Result {result}: {reason}'], { result: '0-1', reason: '' }))}${escape(fr.White)}`);
  assert.match(underTheClock, result);
  await page.locator('.close-log').click();

  await chooseFromMenu(page, '.exit');
  await page.locator('.history-open').click();
  await page.locator('.open-game').first().click();
  assert.equal(await lastRow(), underTheClock);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a language chosen on the set-up screen replaces the browser’s at once and after a reload, until the browser’s is chosen again', async () => {
  const de = table('de');
  const { page, errors } = await openApp(app.browser, app.url, { locale: 'en-GB' });
  const start = page.locator('.start-game');
  assert.equal((await start.textContent()).trim(), 'Set the clock');
  await page.locator('select.language').selectOption('de');
  await page.waitForFunction((text) => document.querySelector('.start-game')?.textContent.trim() === text, de['Set the clock']);
  assert.equal(await htmlLang(page), 'de');
  await page.reload();
  await start.waitFor();
  assert.equal((await start.textContent()).trim(), de['Set the clock']);
  assert.equal(await page.locator('select.language').inputValue(), 'de');

  await page.locator('select.language').selectOption('');
  await page.waitForFunction(() => document.querySelector('.start-game')?.textContent.trim() === 'Set the clock');
  assert.equal(await htmlLang(page), 'en');
  // The stored choice is gone: a reload follows the browser again.
  await page.reload();
  await start.waitFor();
  assert.equal((await start.textContent()).trim(), 'Set the clock');
  assert.equal(await page.locator('select.language').inputValue(), '');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every language table is precached: a Dutch page reloads in Dutch with the network cut', async () => {
  const nl = table('nl');
  const { page, errors } = await openApp(app.browser, app.url, { locale: 'nl-NL' });
  assert.equal(await controlled(page), new URL('sw.js', app.url).href);
  await page.context().setOffline(true);
  await page.reload();
  await page.locator('.start-game').waitFor();
  assert.equal((await page.locator('.start-game').textContent()).trim(), nl['Set the clock']);
  await page.context().setOffline(false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a Spanish page whose table is stalled opens in English after a short wait and turns Spanish when the table comes', async () => {
  const es = table('es');
  let held;
  const arrived = new Promise((resolve) => {
    held = resolve;
  });
  const { page, errors } = await openApp(app.browser, app.url, {
    locale: 'es-ES',
    prepare: (page) => page.route('**/locales/es.json', (route) => held(route)),
  });
  const start = page.locator('.start-game');
  assert.equal((await start.textContent()).trim(), 'Set the clock');
  assert.equal(await htmlLang(page), 'en');
  await (await arrived).continue();
  await page.waitForFunction((text) => document.querySelector('.start-game')?.textContent.trim() === text, es['Set the clock']);
  assert.equal(await htmlLang(page), 'es');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a page whose table cannot be fetched opens in English and says why', async () => {
  const { page, errors } = await openApp(app.browser, app.url, {
    locale: 'de-DE',
    prepare: (page) => page.route('**/locales/de.json', (route) => route.abort()),
  });
  const notice = page.locator('.notice [role=alert]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /^The Deutsch texts could not be loaded \(.+\); the app stays in English\.$/);
  assert.equal((await page.locator('.start-game').textContent()).trim(), 'Set the clock');
  assert.equal(await htmlLang(page), 'en');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /locales\/de\.json$/);
  await page.close();
});
