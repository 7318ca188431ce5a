// End-to-end: a `?control=` link opened while a game is in progress asks first; the game set aside
// waits, paused, in the History, which shows each game's control, and can be resumed from there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, incidents, openApp, servedApp, timer } from './support.mjs';

const app = servedApp();
const link = (control) => new URL(`?control=${encodeURIComponent(control)}`, app.url).href;
const asideKeys = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('flagfall.game.aside.')));

/** A 5+3 game in progress: Black starts White's clock, White moves. */
async function gameInProgress() {
  const opened = await openApp(app.browser, link('5+3'));
  await opened.page.locator('.face[data-side=black]').click();
  await opened.page.locator('.face[data-side=white]').click();
  await opened.page.locator('.face[data-side=black].running').waitFor();
  return opened;
}

test('a link opened over a game in progress asks first, and keeping the game plays on', async () => {
  const { page, errors } = await gameInProgress();
  const before = await incidents(page);
  await page.goto(link('3+2'));
  const question = page.locator('.link-question');
  await question.waitFor();
  assert.equal(
    await question.locator('#link-question-text').textContent(),
    'A game of 5+3 is in progress. The link opens a new game of 3+2.',
  );
  await page.locator('.keep-game').click();
  await page.locator('.face[data-side=black].running').waitFor();
  assert.deepEqual(await incidents(page), before, 'the game goes on as it was');
  assert.deepEqual(await asideKeys(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a game set aside for a link waits, paused, in the History with its control, and resumes from there', async () => {
  const { page, errors } = await gameInProgress();
  const before = await incidents(page);
  await page.goto(link('3+2'));
  await page.locator('.start-linked').click();
  await page.locator('.face[data-side=white]').waitFor();
  assert.equal(await timer(page, 'white'), '3:02', "the link's game, not started");
  assert.match(await page.locator('.notices').textContent(), /The game in progress was paused and set aside/);
  assert.equal((await asideKeys(page)).length, 1);

  await chooseFromMenu(page, '.exit');
  await page.locator('.history-open').click();
  const row = page.locator('.game-aside');
  assert.match(await row.locator('span').first().textContent(), /^.* · 5\+3 · White – Black · not finished, set aside on .+$/);
  await row.locator('.aside-resume').click();
  await page.locator('.face[data-side=black].paused').waitFor();
  const resumed = await incidents(page);
  assert.deepEqual(resumed.slice(0, before.length), before);
  assert.deepEqual(resumed.slice(before.length).map((i) => i.event), ['paused']);
  assert.deepEqual(await asideKeys(page), [], 'no longer set aside: it is the running game again');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a History row shows the control of its game', async () => {
  const { page, errors } = await openApp(app.browser, link('0:01'));
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
  await chooseFromMenu(page, '.exit');
  await page.locator('.history-open').click();
  assert.match(await page.locator('.open-game').first().textContent(), / · 0:01\+0 · White – Black · /);
  assert.deepEqual(errors, []);
  await page.close();
});
