// End-to-end: the arbiter's panel, the incident log and its exports on the release build in headless
// Chromium, with real time. Amounts are checked exactly in the saved log (the source of truth), and
// the exported JSON is replayed by the `flagfall` CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseFromMenu, correctTime, endGame, exported, formatClock, incidents, openApp, savedGame, servedApp, timer } from './support.mjs';

const app = servedApp();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Opens a link to `control` with the set-up choices `settings` (as the set-up screen saves them). */
async function openGame(control, settings = {}) {
  const opened = await openApp(app.browser, app.url);
  await opened.page.evaluate((settings) => {
    localStorage.setItem(
      'flagfall.prefs',
      JSON.stringify({
        version: 1,
        settings: { rulebook: 'fide-2023', guidelines_iii: false, supervised: false, run_on_after_flag: false, ...settings },
        names: { white: '', black: '' },
        notation: '3+2',
      }),
    );
  }, settings);
  await opened.page.goto(new URL(`?control=${encodeURIComponent(control)}`, app.url).href);
  await opened.page.locator('.face[data-side=white]').waitFor();
  return opened;
}

const face = (page, side) => page.locator(`.face[data-side=${side}]`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const events = async (page, name) => (await incidents(page)).filter((i) => i.event === name);

/**
 * The game's PGN as python-chess reads it (e2e/pgn_read.py; scripts/setup.sh installs it), after
 * asserting it read with no error.
 */
async function readPgn(page) {
  const { text } = await exported(page, 'pgn');
  const read = JSON.parse(execFileSync('python3', [join(ROOT, 'e2e', 'pgn_read.py')], { input: text, encoding: 'utf8' }));
  assert.deepEqual(read.errors, [], text);
  return read;
}

test('15+10: an illegal move is taken back and gives the opponent one minute, the second loses once confirmed, all kept over a reload and replayed by the CLI', async () => {
  const { page, errors } = await openGame('15+10');
  await face(page, 'black').click();
  await pause(200);
  await face(page, 'white').click();
  await chooseFromMenu(page, '.arbiter-open');
  assert.equal(await page.locator('.arbiter h2').textContent(), 'Arbiter');
  assert.equal((await incidents(page)).at(-1).event, 'paused', 'opening the panel pauses the clocks');

  await page.locator('.arb-illegal').click();
  assert.equal(await page.locator('.answer').textContent(), 'Illegal move recorded.');
  const [first] = await events(page, 'illegal-move');
  assert.equal(first.side, 'white');
  assert.equal(first.nth, 1);
  assert.equal(first.bonus.side, 'black');
  assert.equal(first.bonus.after - first.bonus.before, 60_000, 'FIDE 2023 A.3: one minute in rapid');
  assert.equal(first.reinstated.side, 'white', "7.5.1: White's move is taken back");

  await page.locator('.arb-illegal').click();
  assert.match(await page.locator('.ask .ask-text').textContent(), /^White's illegal move number 2 ends the game \(FIDE 2023 7\.5\.5\)/);
  assert.deepEqual(await events(page, 'decided'), [], 'asked first');
  await page.locator('.confirm-illegal').click();
  const decided = await events(page, 'decided');
  assert.deepEqual(decided.map((d) => d.result), ['0-1']);
  assert.deepEqual(decided[0].reason, {
    rule: 'illegal-move', side: 'white', nth: 2, opponent_cannot_mate: false,
    article: { laws: { rulebook: 'fide-2023', number: '7.5.5' } },
  });
  await page.locator('.close-arbiter').click();
  assert.match(await page.locator('.outcome').textContent(), /^0-1/);

  const before = await savedGame(page);
  await page.reload();
  await page.locator('.face[data-side=white]').waitFor();
  assert.deepEqual(await savedGame(page), before, 'a reload loses nothing');
  assert.match(await page.locator('.outcome').textContent(), /^0-1/);

  await chooseFromMenu(page, '.log-open');
  // The record may load its module first (a split build: scripts/split-app.mjs).
  await page.locator('.log tbody tr').first().waitFor();
  assert.equal(await page.locator('.log tbody tr').count(), before.log.incidents.length);
  const json = await exported(page, 'json');
  assert.match(json.name, /^flagfall-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  const log = JSON.parse(json.text);
  assert.deepEqual(log.incidents, before.log.incidents, 'the exported log is the saved one');
  assert.ok(log.incidents.some((i) => i.event === 'illegal-move' && i.bonus.after - i.bonus.before === 60_000));

  const path = join(ROOT, 'target', 'e2e-illegal-move.json');
  await import('node:fs/promises').then((fs) => fs.writeFile(path, json.text));
  const replayed = JSON.parse(
    execFileSync('cargo', ['run', '--quiet', '--locked', '-p', 'flagfall-cli', '--', 'replay', path], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
  // White stood at the time it had when it completed the illegal move, less the increment.
  const whiteAfter = first.reinstated.after;
  const pressed = before.log.incidents.find((i) => i.event === 'pressed' && i.side === 'white');
  assert.equal(whiteAfter, pressed.after - 10_000);
  assert.equal(replayed.result, '0-1');
  assert.equal(replayed.white.ms, whiteAfter);
  assert.equal(replayed.black.ms, first.bonus.after, "Black's clock stood paused since the bonus");
  assert.equal(await timer(page, 'white'), formatClock(whiteAfter));
  assert.equal(await timer(page, 'black'), formatClock(first.bonus.after));

  // White's only move was taken back (7.5.1): gone from the PGN with its clock, the rulings in its
  // place.
  const read = await readPgn(page);
  assert.equal(read.headers.TimeControl, '900+10');
  assert.equal(read.headers.Result, '0-1');
  assert.equal(read.headers.Termination, 'rules infraction');
  assert.deepEqual(read.moves, []);
  assert.equal(read.comment.match(/Illegal\s+move\s+number\s+\d\s+by\s+White/g)?.length, 2, read.comment);
  assert.deepEqual(errors, []);
  await page.close();
});

test('G/25 with Guidelines III: III.4 below two minutes gives Black two minutes and both five seconds a move; refused at 2:00', async () => {
  const { page, errors } = await openGame('25', { guidelines_iii: true });
  await face(page, 'black').click();
  await chooseFromMenu(page, '.arbiter-open');

  await correctTime(page, 'white', '2:00');
  // Shown unavailable, as the game would refuse it; a tap still says why.
  assert.equal(await page.locator('.arb-extra-five').getAttribute('aria-disabled'), 'true');
  await page.locator('.arb-extra-five').click({ force: true });
  assert.match(await page.locator('.answer').textContent(), /^Refused: .*less than two minutes.*shows 2:00$/);
  assert.deepEqual(await events(page, 'extra-five'), []);

  await correctTime(page, 'white', '1:59.999');
  await page.locator('.arb-extra-five').click();
  const [granted] = await events(page, 'extra-five');
  assert.equal(granted.requester, 'white');
  assert.equal(granted.bonus.side, 'black');
  assert.equal(granted.bonus.after - granted.bonus.before, 120_000);

  await page.locator('.close-arbiter').click();
  // Each face says under its time what now applies to its player (issue 27).
  assert.deepEqual(await page.locator('.face .delay').allTextContents(), ['+5 s a move', '+5 s a move']);
  await page.locator('button.resume').click();
  await pause(300);
  await face(page, 'white').click();
  await pause(300);
  await face(page, 'black').click();
  const [white, black] = await events(page, 'pressed');
  const [resumed] = await events(page, 'resumed');
  // White's move began before the pause; the corrected time counts from the resumption.
  assert.equal(white.after, 119_999 - (white.at - resumed.at) + 5_000, "White's move earns five seconds");
  assert.equal(black.used, black.at - white.at);
  assert.equal(black.after, granted.bonus.after - black.used + 5_000, "Black's too");

  // Each move with its clock and time used, and the corrections and III.4 as comments before them.
  await chooseFromMenu(page, '.log-open');
  const read = await readPgn(page);
  const presses = await events(page, 'pressed');
  assert.deepEqual(
    read.moves.map((move) => [move.move, move.clock, move.emt]),
    presses.map((press) => ['0000', Math.floor(press.after / 1000), Math.floor(press.used / 1000)]),
  );
  assert.match(read.comment, /^Time corrected: .*Guidelines III\.4: /s);
  assert.equal(read.headers.Termination, 'unterminated');
  assert.deepEqual(errors, []);
  await page.close();
});

test('III.4 is refused in blitz, with the reason', async () => {
  const { page, errors } = await openGame('5', { guidelines_iii: true });
  await face(page, 'black').click();
  await chooseFromMenu(page, '.arbiter-open');
  await correctTime(page, 'white', '1:00');
  await page.locator('.arb-extra-five').click({ force: true });
  assert.match(await page.locator('.answer').textContent(), /never apply to blitz/);
  assert.deepEqual(await events(page, 'extra-five'), [], 'nothing granted, nothing logged');
  assert.deepEqual(errors, []);
  await page.close();
});

test('both flags fall with the other clock running on: the log keeps both instants in order, then III.3.1 draws', async () => {
  // III.3.1 applies only where the Guidelines were announced, and never in blitz (III.2.1, III.2.2).
  const { page, errors } = await openGame('15', { run_on_after_flag: true, guidelines_iii: true });
  await face(page, 'black').click();
  await chooseFromMenu(page, '.arbiter-open');
  await correctTime(page, 'white', '0:01');
  await correctTime(page, 'black', '0:01.500');
  await page.locator('.close-arbiter').click();
  await page.locator('button.resume').click();
  await page.locator('.face[data-side=white].flagged').waitFor();
  await face(page, 'white').click();
  await page.locator('.face[data-side=black].flagged').waitFor();
  await page.locator('.outcome').waitFor();

  const log = await incidents(page);
  const flags = log.filter((i) => i.event === 'flag-fell');
  assert.deepEqual(flags.map((f) => f.side), ['white', 'black']);
  const resumed = log.find((i) => i.event === 'resumed').at;
  const pressed = log.find((i) => i.event === 'pressed');
  assert.equal(flags[0].at, resumed + 1_000, "White's flag at its exact instant");
  assert.equal(flags[1].at, pressed.at + 1_500, "Black's flag at its exact instant");
  assert.match(await page.locator('.outcome').textContent(), /^0-1 both flags fell, White's first/);

  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-order-unknown').click();
  assert.equal((await events(page, 'decided')).at(-1).result, '1/2-1/2', 'III.3.1.2: drawn in the last period');
  await page.reload();
  await page.locator('.outcome').waitFor();
  assert.match(await page.locator('.outcome').textContent(), /^1\/2-1\/2/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a finished game is in the history, and an exported log imports for review', async () => {
  const { page, errors } = await openGame('3+2');
  await face(page, 'black').click();
  await endGame(page, '1-0', 'Black resigned');
  await chooseFromMenu(page, '.log-open');
  const json = await exported(page, 'json');
  await page.locator('.close-log').click();
  await chooseFromMenu(page, '.exit');
  await page.locator('.history-open').click();
  const listed = page.locator('.open-game');
  assert.match(await listed.first().textContent(), /White – Black · 1-0$/);
  await listed.first().click();
  assert.match(await page.locator('.log').textContent(), /Game ended by the arbiter: 1-0, Black resigned/);
  assert.equal(await page.locator('.chart svg polyline').count(), 2);

  await page.locator('.back').click();
  await page.locator('.import-log').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(json.text) });
  assert.match(await page.locator('.log').textContent(), /Black resigned/);
  await page.locator('.back').click();
  await page.locator('.import-log').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 7}') });
  assert.match(await page.locator('.notice').textContent(), /The log cannot be opened: incident log version 7 is not supported/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the details typed on the set-up screen reach the PGN python-chess reads; a draughts game exports PDN scored as the FMJD scores', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  await page.locator('.player-name[data-side=white]').fill('Anna');
  await page.locator('.player-name[data-side=black]').fill('Ben');
  await page.locator('.game-details summary').click();
  await page.locator('.detail-event').fill('Club Open');
  await page.locator('.detail-round').fill('3');
  await page.locator('.detail-board').fill('12');
  await page.locator('.player-rating[data-side=white]').fill('1850');
  await page.locator('.detail-arbiter').fill('C. Arbiter');
  await page.goto(new URL('?control=5%2B3', app.url).href);
  await face(page, 'black').click();
  await pause(200);
  await face(page, 'white').click();
  await chooseFromMenu(page, '.log-open');
  assert.match(await page.locator('.record .digest').textContent(), /^Digest of the log \(SHA-256\): [0-9a-f]{4}( [0-9a-f]{4}){3}$/);
  const { headers } = await readPgn(page);
  const { Event, Round, Board, White, Black, WhiteElo, Arbiter, UTCTime } = headers;
  assert.deepEqual(
    { Event, Round, Board, White, Black, WhiteElo, Arbiter },
    { Event: 'Club Open', Round: '3', Board: '12', White: 'Anna', Black: 'Ben', WhiteElo: '1850', Arbiter: 'C. Arbiter' },
  );
  assert.match(UTCTime, /^\d\d:\d\d:\d\d$/);

  // Black's flag falls in a draughts game: it decides alone, scored 2-0 (FMJD Annex 6 Art. 7.1).
  await page.goto(new URL('?control=0%3A02&rules=fmjd', app.url).href);
  // The chess game still runs: the link asks first, and the game is set aside.
  await page.locator('.start-linked').click();
  await face(page, 'black').click();
  await face(page, 'white').click();
  await page.locator('.outcome').waitFor();
  assert.match(await page.locator('.outcome').textContent(), /^2-0 Black's flag fell at /);
  assert.equal(await page.locator('.confirm-flag').count(), 0, 'no question of checkmate in draughts');
  await chooseFromMenu(page, '.log-open');
  const { name, text } = await exported(page, 'pdn');
  assert.match(name, /\.pdn$/);
  assert.match(text, /\[Result "2-0"\]\n\[GameType "20"\]\n/);
  assert.match(text, /\{1\. \[%clk 0:00:0\d\] \[%emt 0:00:00\]\}/);
  assert.match(text, / 2-0\n$/);
  assert.deepEqual(errors, []);
  await page.close();
});
