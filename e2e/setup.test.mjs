// End-to-end: the set-up screen of the release build (presets, rulebook, custom editor, saved
// controls, players), in headless Chromium. Each test opens a fresh page, so storage starts empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedApp } from './support.mjs';

const app = servedApp();

/** A fresh page on the set-up screen, with `storage` put in localStorage before the app starts. */
async function openSetup(storage = {}) {
  const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((items) => {
    // Only on the first load: a reload must see what the app itself stored.
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }
  }, storage);
  await page.goto(app.url);
  await page.locator('.start-game').waitFor({ timeout: 15_000 });
  return { page, errors };
}

const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);

test('damaged data is set aside as the very text found, a lone surrogate included, and said', async () => {
  const page = await app.browser.newPage({ locale: 'en-GB' });
  // Built in the page: a lone surrogate would not survive the way to it as an argument.
  await page.addInitScript(() => {
    window.__damaged = `{"version": 1, "names": {"white": "${String.fromCharCode(0xd800)}`;
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('flagfall.game', window.__damaged);
    }
  });
  await page.goto(app.url);
  await page.locator('.start-game').waitFor({ timeout: 15_000 });
  assert.match(await page.locator('.notices').textContent(), /Running game: the data stored for the running game is damaged/);
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('flagfall.game.set-aside.'))
      .map((key) => localStorage.getItem(key) === window.__damaged),
  );
  assert.deepEqual(kept, [true]);
  await page.close();
});

test('a preset shows its name, notation and category under the chosen rulebook, which offers its own presets', async () => {
  const { page, errors } = await openSetup();
  const preset = page.locator('.preset', { hasText: '10 min + 5 s a move' });
  assert.equal(await preset.locator('.notation').textContent(), '10+5');
  assert.equal(await preset.locator('.category').textContent(), 'rapid');
  assert.match(await preset.locator('.reason').textContent(), /^FIDE 2023 A\.1:/);
  await page.locator('select.rulebook').selectOption('fmjd');
  assert.equal(await preset.count(), 0, 'FMJD Annex 6 offers the draughts presets, not the FIDE ones');
  const draughts = page.locator('.preset', { hasText: '15 min + 5 s a move' });
  assert.match(await draughts.locator('.reason').textContent(), /^FMJD Annex 6 Art\. 1:/);
  assert.equal((await stored(page, 'flagfall.prefs')).settings.rulebook, 'fmjd');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a preset then "Set the clock" opens the clock with that control and keeps the choices', async () => {
  const { page, errors } = await openSetup();
  await page.locator('.player-name[data-side=white]').fill('Ann');
  await page.locator('.preset', { hasText: '5 min, no increment' }).click();
  assert.equal(await page.locator('.chosen-notation').textContent(), '5+0');
  await page.locator('.start-game').click();
  await page.locator('[data-side] .time').first().waitFor();
  assert.deepEqual(await page.locator('[data-side] .time').allTextContents(), ['5:00', '5:00']);
  const prefs = await stored(page, 'flagfall.prefs');
  assert.equal(prefs.notation, '5+0');
  assert.equal(prefs.details.players.white.name, 'Ann');
  assert.deepEqual(errors, []);
  await page.close();
});

test('typed notation is kept when wrong, with the core message, and rewrites the periods when right', async () => {
  const { page, errors } = await openSetup();
  const input = page.locator('.notation-input');
  await input.fill('3+x');
  assert.match(await page.locator('.notation-error').textContent(), /at column 3/);
  assert.equal(await input.inputValue(), '3+x');
  assert.equal(await page.locator('.start-game').isDisabled(), true);
  await input.fill('40/5400+30:1800+30');
  assert.equal(await page.locator('.notation-error').count(), 0);
  assert.equal(await page.locator('.description .notation').textContent(), '90/40+30, 30+30');
  assert.equal(await page.locator('.periods > li').count(), 2);
  assert.equal(await input.inputValue(), '40/5400+30:1800+30');
  assert.deepEqual(errors, []);
  await page.close();
});

test('editing a period rewrites the notation, and a bad field is marked and kept', async () => {
  const { page, errors } = await openSetup();
  await page.locator('.preset', { hasText: '3 min + 2 s a move' }).click();
  const minutes = page.getByLabel('Minutes', { exact: true }).first();
  await minutes.fill('5');
  assert.equal(await page.locator('.notation-input').inputValue(), '5+2');
  await page.getByLabel('Method').first().selectOption('simple-delay');
  assert.equal(await page.locator('.notation-input').inputValue(), 'G/5;d2');
  await minutes.fill('5x');
  assert.equal(await minutes.getAttribute('aria-invalid'), 'true');
  assert.equal(await minutes.inputValue(), '5x');
  assert.match(await page.locator('.period-error').textContent(), /minutes must be a whole number/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('time odds give Black a list of its own', async () => {
  const { page, errors } = await openSetup();
  await page.getByLabel('Different time for Black (time odds)').check();
  await page.locator('.side-periods[data-side=black]').getByLabel('Minutes').fill('1');
  assert.equal(await page.locator('.notation-input').inputValue(), '3+2 vs 1+2');
  assert.match(await page.locator('.description .pgn').textContent(), /not expressible in PGN/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('saved controls are saved, survive a reload, load, rename and delete', async () => {
  const { page, errors } = await openSetup();
  await page.locator('.notation-input').fill('G/25;d5');
  await page.locator('.save-name').fill('club night');
  await page.locator('.save-control').click();
  assert.equal(await page.locator('.saved-status').textContent(), 'Saved "club night".');
  await page.reload();
  await page.locator('.start-game').waitFor();
  const row = page.locator('.saved-control', { hasText: 'club night' });
  assert.equal(await row.locator('.notation').textContent(), 'G/25;d5');
  await page.locator('.preset', { hasText: '3 min + 2 s a move' }).click();
  await row.getByRole('button', { name: 'Load club night' }).click();
  assert.equal(await page.locator('.notation-input').inputValue(), 'G/25;d5');
  await row.getByRole('button', { name: 'Edit or rename club night' }).click();
  await page.locator('.save-name').fill('league');
  assert.equal(await page.locator('.save-control').textContent(), 'Replace');
  await page.locator('.save-control').click();
  assert.equal(await page.locator('.saved-status').textContent(), 'Saved "club night" as "league".');
  const renamed = page.locator('.saved-control', { hasText: 'league' });
  await renamed.getByRole('button', { name: 'Delete league' }).click();
  await renamed.locator('.confirm-delete .confirm').click();
  assert.equal(await page.locator('.saved-control').count(), 0);
  assert.deepEqual((await stored(page, 'flagfall.controls')).controls, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('damaged saved controls are set aside with a message', async () => {
  const { page, errors } = await openSetup({ 'flagfall.controls': '{"version": 1, "contr' });
  assert.match(await page.locator('.saved-alert').textContent(), /Saved controls: the data stored for the saved controls is damaged/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.some((key) => key.startsWith('flagfall.controls.set-aside.')), keys.join(', '));
  assert.deepEqual(errors, []);
  await page.close();
});
