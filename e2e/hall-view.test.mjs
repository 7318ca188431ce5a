// End-to-end: the arbiter's view of a hall of three clocks on a real nats-server (scripts/hall.mjs, on
// loopback). Presses reach the view within half a second; a fallen flag puts its board on top; the
// broker killed mid-game while the clocks play on, started again: the view ends with every incident of
// every board, none twice; garbage published with a board's own credentials is counted as ignored; a
// board's log opens read-only with its exports, and the round's games export in one PGN file; the
// spectators' screen shows every board's times and results from the states alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { boardMessages, connectBoard, publishMessage } from '../scripts/hall-boards.mjs';
import { brokerUrl, createHall, hallLinks, startBroker } from '../scripts/hall.mjs';
import { boardUser, inboxPrefix, logSubject } from '../scripts/hall-layout.mjs';
import * as bridge from '../web/hall/broker.mjs';
import { axeViolations, incidents, openApp, servedApp, timer, waitFor } from './support.mjs';

globalThis.WebSocket ??= WebSocket;

const app = servedApp();
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The view's rows, top first: board, incidents copied, classes, state. */
const rows = (view) =>
  view.locator('.hall-boards > li').evaluateAll((items) =>
    items.map((li) => ({
      board: Number(li.dataset.board),
      incidents: Number(li.dataset.incidents),
      classes: li.className,
      state: li.querySelector('.hall-state').textContent,
    })),
  );

const row = async (view, board) => (await rows(view)).find((r) => r.board === board);

/** A board's clock on its link, on the clock screen with the set-up's game or a link's `control`. */
async function boardClock(link, control) {
  const { page, errors } = await openApp(app.browser, link);
  await page.locator('.join-hall').click();
  if (control) {
    // Joined and kept: a link for the game opens the clock in the same hall.
    await page.goto(`${app.url}?control=${encodeURIComponent(control)}`);
  } else {
    await page.locator('.start-game').click();
  }
  return { page, errors, face: (side) => page.locator(`main:not(.first-clock) .face[data-side=${side}]`) };
}

test("the arbiter's view: every board live, a flag on top, nothing lost to a broker killed mid-game, garbage counted", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-view-'));
  const hall = await createHall({ dir, boards: 3 });
  let broker = await startBroker(hall);
  t.after(async () => {
    await broker?.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const links = hallLinks(hall.credentials, { app: app.url, broker: brokerUrl(hall) });
  const { page: view, errors: viewErrors } = await openApp(app.browser, links.arbiter);
  await view.locator('.hall-reading', { hasText: 'Every board is read as it plays.' }).waitFor();
  assert.equal(await view.locator('h1').textContent(), `Hall ${hall.credentials.hall}`);

  const one = await boardClock(links.boards[0].url);
  const two = await boardClock(links.boards[1].url);
  const three = await boardClock(links.boards[2].url, '0:06');
  for (const clock of [one, two]) await clock.face('black').click();

  // A press is in the view within 500 ms (the median of five; the view reads its copy every 200 ms).
  const delays = [];
  for (const side of ['white', 'black', 'white', 'black', 'white']) {
    const before = (await incidents(one.page)).length;
    const pressed = Date.now();
    await one.face(side).click();
    await waitFor(async () => (await row(view, 1))?.incidents > before, () => 'the press in the view');
    delays.push(Date.now() - pressed);
  }
  delays.sort((a, b) => a - b);
  assert.ok(delays[2] <= 500, `a press reached the view in ${delays[2]} ms (median of ${delays})`);

  // Board 3's six seconds run: the view shows them within half a second of the board's own face
  // (tenths under ten seconds, on both), read one right after the other.
  await three.face('black').click();
  const seconds = (text) => Number(text.replace(',', '.'));
  const viewTime = view.locator('.hall-boards > li[data-board="3"] .time.running');
  await viewTime.waitFor();
  for (let sample = 0; sample < 3; sample += 1) {
    const [shown, own] = [await viewTime.textContent(), await timer(three.page, 'white')];
    assert.ok(Math.abs(seconds(shown) - seconds(own)) <= 0.5, `the view shows ${shown}, the board ${own}`);
    await sleep(700);
  }
  // Then its flag puts it on top, before boards where nothing is wrong.
  await waitFor(
    async () => (await rows(view))[0]?.classes.includes('need-flag'),
    async () => JSON.stringify(await rows(view)),
    15_000,
  );
  const top = (await rows(view))[0];
  assert.equal(top.board, 3);
  assert.equal(top.state, 'Flag fell: 0-1 to confirm');

  // The broker killed while boards 1 and 2 play on, started again: every incident once in the view.
  await broker.kill();
  broker = null;
  for (const side of ['black', 'white', 'black']) await one.face(side).click();
  for (const side of ['white', 'black']) await two.face(side).click();
  broker = await startBroker(hall);
  const caughtUp = async () => {
    for (const [board, clock] of [[1, one], [2, two], [3, three]]) {
      if ((await row(view, board))?.incidents !== (await incidents(clock.page)).length) return false;
    }
    return true;
  };
  await waitFor(caughtUp, async () => JSON.stringify(await rows(view)), 30_000);

  // A view opened now, mid-round, reads the boards back from the store: their times are the boards'
  // own (to the second the faces show; the tenths above are to half a second).
  const { page: late, errors: lateErrors } = await openApp(app.browser, links.arbiter);
  const lateTime = late.locator('.hall-boards > li[data-board="1"] .time.running');
  await lateTime.waitFor();
  const clockSeconds = (text) => text.split(':').reduce((total, part) => total * 60 + Number(part.replace(',', '.')), 0);
  const [shownLate, ownLate] = [await lateTime.textContent(), await timer(one.page, 'white')];
  assert.ok(Math.abs(clockSeconds(shownLate) - clockSeconds(ownLate)) <= 1, `a late view shows ${shownLate}, the board ${ownLate}`);
  assert.deepEqual(lateErrors, []);
  await late.close();

  // Garbage on board 2's own subject, with board 2's own key: counted, board 2 unchanged.
  const user = boardUser(hall.credentials.hall, 2);
  const forger = await bridge.connect({
    url: brokerUrl(hall),
    user,
    pass: hall.credentials.boards[1],
    inboxPrefix: inboxPrefix(user),
    onStatus: () => {},
  });
  await bridge.publish(forger, logSubject(hall.credentials.hall, 2), 'not a log message at all');
  await bridge.close(forger);
  const ignored = view.locator('.hall-ignored summary');
  await ignored.waitFor();
  assert.equal(await ignored.textContent(), '1 message could not be used.');
  await ignored.click();
  assert.equal(await view.locator('.hall-ignored li').textContent(), 'Board 2: not a log message');
  assert.ok(await caughtUp());
  assert.deepEqual(await axeViolations(view), []);

  // The spectators' screen: each board's players, times and result, from the states alone.
  const { page: spectators, errors: spectatorErrors } = await openApp(app.browser, links.spectators);
  const cards = spectators.locator('.spectator-boards > li');
  await waitFor(async () => (await cards.count()) === 3, () => 'three boards on the spectators\' screen');
  assert.equal(await spectators.locator('li[data-board="3"] .hall-result').textContent(), 'Flag fell: 0-1 to confirm');
  assert.equal(await spectators.locator('li[data-board="1"] .hall-player.white').textContent(), 'White');
  assert.equal(await spectators.locator('li[data-board="2"] .time.running').count(), 1);
  assert.deepEqual(await axeViolations(spectators), []);
  assert.deepEqual(spectatorErrors, []);
  await spectators.close();

  // A board's log, read-only, with its exports; back to all boards.
  await view.locator('.hall-boards > li[data-board="1"] .hall-open').click();
  await view.locator('.hall-board-open h2', { hasText: 'Board 1' }).waitFor();
  await view.locator('.record table.log tbody tr').first().waitFor();
  assert.equal(await view.locator('.record table.log tbody tr').count(), (await incidents(one.page)).length);
  assert.equal(await view.locator('.record .export-pgn').count(), 1);
  // The focus goes to the way back, and back to the board's line.
  assert.equal(await view.evaluate(() => document.activeElement.className), 'back');
  assert.deepEqual(await axeViolations(view), []);
  await view.locator('.hall-board-open .back').click();
  await waitFor(
    () => view.evaluate(() => document.activeElement.closest('li')?.dataset.board === '1'),
    () => 'the focus on board 1',
  );

  // The round's games in one PGN file, one game per board named by its board; the reports in one
  // document, a game to a page.
  const saved = async (kind) => {
    const [download] = await Promise.all([view.waitForEvent('download'), view.locator(`.export-round-${kind}`).click()]);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString() };
  };
  const pgn = await saved('pgn');
  assert.equal(pgn.name, 'flagfall-hall-round.pgn');
  assert.deepEqual(pgn.text.match(/^\[Board "[0-9]+"\]$/gm), ['[Board "1"]', '[Board "2"]', '[Board "3"]']);
  const reports = await saved('reports');
  assert.equal(reports.name, 'flagfall-hall-round.html');
  assert.equal(reports.text.match(/<section class="game">/g)?.length, 3);

  // Chromium reports each WebSocket the broker's death broke or refused, whatever its words.
  const refused = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:[0-9]+\/' failed: /;
  for (const errors of [one.errors, two.errors, three.errors, viewErrors]) {
    assert.deepEqual(errors.filter((error) => !refused.test(error)), []);
  }
  for (const page of [view, one.page, two.page, three.page]) await page.close();
});

test("the spectators' display shows a screenful of boards at a time, and turns the pages through them all", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-display-'));
  const boards = 60;
  const hall = await createHall({ dir, boards });
  const broker = await startBroker(hall);
  t.after(async () => {
    await broker.stop();
    await rm(dir, { recursive: true, force: true });
  });
  // One board's state, as every board's: the display pages by board, whatever each shows.
  const state = boardMessages(hall.credentials.hall, 1, { control: '15+10', events: ['start@0', 'press@5'], names: ['Anna Berg', 'Ben Okafor'] })
    .filter((message) => message.subject === 'state')
    .at(-1);
  for (let board = 1; board <= boards; board += 1) {
    const connection = await connectBoard(brokerUrl(hall), hall.credentials, board);
    await publishMessage(connection, hall.credentials.hall, board, state);
    await bridge.close(connection);
  }
  const links = hallLinks(hall.credentials, { app: app.url, broker: brokerUrl(hall) });
  const { page, errors } = await openApp(app.browser, links.spectators);
  // A small display: 1280x800 holds these 60 boards at once.
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.locator('.spectator-boards > li').nth(boards - 1).waitFor({ state: 'attached' });
  /** The cards shown: their boards, and whether each lies whole on the screen. */
  const shown = () =>
    page.locator('.spectator-boards > li:not([hidden])').evaluateAll((items) =>
      items.map((li) => ({ board: Number(li.dataset.board), whole: li.getBoundingClientRect().bottom <= innerHeight })),
    );
  const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => ({ board: from + i, whole: true }));
  await page.locator('.spectator-page', { hasText: /^Boards 1–[0-9]+ of 60$/ }).waitFor();
  const perPage = Number((await page.locator('.spectator-page').textContent()).match(/^Boards 1–([0-9]+)/)[1]);
  assert.ok(perPage >= 20 && perPage < boards, `${perPage} cards on a page`);
  assert.deepEqual(await shown(), range(1, perPage));
  // The next screenful after a while, then the last, then the first again.
  await page.locator('.spectator-page', { hasText: `Boards ${perPage + 1}–` }).waitFor({ timeout: 12_000 });
  assert.deepEqual((await shown())[0], { board: perPage + 1, whole: true });
  assert.ok((await shown()).every((card) => card.whole));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a view or a board whose key the hall refuses says so at once, in words a player can act on', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-refused-'));
  const hall = await createHall({ dir, boards: 2 });
  const broker = await startBroker(hall);
  t.after(async () => {
    await broker.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const links = hallLinks(hall.credentials, { app: app.url, broker: brokerUrl(hall) });
  const wrong = (link) => link.replace(/#key=[^&]*/, '#key=wrong');
  const refused = "the hall's server does not accept this link's key: ask the arbiter for the link again.";
  const { page: view, errors: viewErrors } = await openApp(app.browser, wrong(links.arbiter));
  await view.locator('.hall-reading', { hasText: `The hall cannot be read: ${refused}` }).waitFor({ timeout: 5_000 });
  // Still so after the view tried again.
  await sleep(2_500);
  assert.equal(await view.locator('.hall-reading').textContent(), `The hall cannot be read: ${refused}`);
  const { page: board, errors: boardErrors } = await openApp(app.browser, wrong(links.boards[1].url));
  await board.locator('.join-hall').click();
  await board.locator('.start-game').click();
  await board.locator('main:not(.first-clock) .face[data-side=black]').click();
  await board.locator('.notice', { hasText: `Hall ${hall.credentials.hall} refuses this clock's games: ${refused}` }).waitFor({ timeout: 5_000 });
  // Said once, whatever the retries.
  await sleep(2_500);
  assert.equal(await board.locator('.notice', { hasText: 'refuses this clock' }).count(), 1);
  for (const errors of [viewErrors, boardErrors]) assert.deepEqual(errors, []);
  await view.close();
  await board.close();
});
