// End-to-end: the arbiter's rulings of issue 12 on the release build in headless Chromium, with real
// time. An illegal move in blitz is taken back and survives a reload (FIDE 2023 7.5.1, A.3, B.3); a
// draughts preset opens a game under FMJD Annex 6 whose panel speaks of draughts only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseFromMenu, formatClock, incidents, openApp, savedGame, servedApp, timer } from './support.mjs';

const app = servedApp();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const face = (page, side) => page.locator(`.face[data-side=${side}]`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a link to `control` under the 2023 Laws, nothing else chosen. */
async function openLink(control) {
  const opened = await openApp(app.browser, new URL(`?control=${encodeURIComponent(control)}`, app.url).href);
  await face(opened.page, 'white').waitFor();
  return opened;
}

test('3+2: an illegal move puts the offender back on move with the opponent +1:00, and a reload keeps it', async () => {
  const { page, errors } = await openLink('3+2');
  await face(page, 'black').click();
  await pause(300);
  await face(page, 'white').click();
  await pause(200);
  await chooseFromMenu(page, '.arbiter-open');
  // White just pressed: the panel is about White unless the arbiter picks Black.
  assert.ok(await page.locator('input[name=arbiter-side][value=white]').isChecked());
  await page.locator('.arb-illegal').click();
  assert.equal(await page.locator('.answer').textContent(), 'Illegal move recorded.');
  await page.locator('.close-arbiter').click();

  const log = await incidents(page);
  const pressed = log.find((i) => i.event === 'pressed');
  const ruled = log.find((i) => i.event === 'illegal-move');
  assert.equal(ruled.side, 'white');
  assert.equal(ruled.bonus.side, 'black');
  assert.equal(ruled.bonus.after - ruled.bonus.before, 60_000, 'FIDE 2023 B.3 (A.3): one minute in blitz');
  assert.deepEqual(
    ruled.reinstated,
    { side: 'white', before: pressed.after, after: pressed.after - 2_000 },
    "7.5.1: White's time as it completed the move, without the 2 s that press earned",
  );
  // White is on move again, its clock paused by the panel; Black's shows the minute.
  assert.ok(await face(page, 'white').evaluate((el) => el.classList.contains('paused')));
  assert.equal(await timer(page, 'white'), formatClock(ruled.reinstated.after));
  assert.equal(await timer(page, 'black'), formatClock(ruled.bonus.after));

  const before = await savedGame(page);
  await page.reload();
  await face(page, 'white').waitFor();
  assert.deepEqual(await savedGame(page), before, 'a reload loses nothing');
  assert.ok(await face(page, 'white').evaluate((el) => el.classList.contains('paused')));
  assert.equal(await timer(page, 'white'), formatClock(ruled.reinstated.after));
  assert.equal(await timer(page, 'black'), formatClock(ruled.bonus.after));

  // White plays on: its clock runs from the resumption, and its move counts once.
  await page.locator('button.resume').click();
  await pause(200);
  await face(page, 'white').click();
  const presses = (await incidents(page)).filter((i) => i.event === 'pressed');
  assert.deepEqual(presses.map((p) => p.side), ['white', 'white']);

  const path = join(ROOT, 'target', 'e2e-reinstated.json');
  // As an export writes it: with its digest, the last incident's hash.
  const stored = (await savedGame(page)).log;
  await writeFile(path, JSON.stringify({ ...stored, digest: stored.incidents.at(-1).hash }));
  const replayed = JSON.parse(
    execFileSync('cargo', ['run', '--quiet', '--locked', '-p', 'flagfall-cli', '--', 'replay', path], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
  assert.equal(replayed.white.moves, 1, 'the illegal move taken back does not count');
  assert.equal(replayed.white.ms, presses[1].after);
  assert.equal(replayed.black.ms, ruled.bonus.after);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a draughts preset opens an FMJD game whose panel speaks of draughts only', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  // Chosen by name: a preset never changes the rulebook.
  await page.locator('.use-rulebook').click();
  assert.equal(await page.locator('select.rulebook').inputValue(), 'fmjd');
  const draughts = page.locator('.preset-group').first();
  assert.equal(await draughts.locator('h3').textContent(), 'FMJD draughts');
  await draughts.locator('.preset').first().click();
  await page.locator('button.start-game').click();
  await face(page, 'black').click();
  // FMJD Annex 6 Art. 6 calls the referee: the menu says so too.
  await page.locator('button.menu-open').click();
  assert.equal(await page.locator('dialog.menu .arbiter-open').textContent(), 'Referee');
  await page.locator('dialog.menu .arbiter-open').click();

  const panel = page.locator('.arbiter');
  assert.equal(await panel.locator('h2').textContent(), 'Referee');
  const text = await panel.textContent();
  for (const chess of [/checkmate/i, /chess/i, /FIDE/, /Guidelines/, /illegal/i]) {
    assert.doesNotMatch(text, chess);
  }
  for (const act of ['.arb-fmjd-agreement', '.arb-fmjd-regulation', '.arb-fmjd-shortage-upheld', '.arb-claim-time']) {
    assert.equal(await panel.locator(act).count(), 1, act);
  }
  // Art. 8 holds only without the Fischer system: the referee is told so, citing FMJD.
  assert.equal(await panel.locator('.arb-fmjd-regulation').getAttribute('aria-disabled'), 'true');
  await panel.locator('.arb-fmjd-regulation').click({ force: true });
  assert.equal(
    await panel.locator('.answer').textContent(),
    'Refused: FMJD Annex 6 Arts 8–11 apply only to games played without the Fischer system',
  );
  assert.equal((await savedGame(page)).log.settings.rulebook, 'fmjd');
  assert.deepEqual(errors, []);
  await page.close();
});
