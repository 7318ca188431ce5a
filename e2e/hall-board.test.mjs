// End-to-end: a clock joins a hall by its board's link and sends its game to the hall's broker (a real
// nats-server on loopback, from scripts/hall.mjs), read back as the arbiter's view reads it: the head,
// then every incident once, in order, each with its link of the log's chain. The clock never waits on
// the broker: killed mid-game, the presses wait on the clock and reach the hall once it is back.
// Leaving the hall is one tap, and then nothing more is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { brokerUrl, createHall, hallLinks, startBroker } from '../scripts/hall.mjs';
import { arbiterUser, inboxPrefix, logStream, logSubject } from '../scripts/hall-layout.mjs';
import { HALL_ONLY } from '../scripts/service-worker.mjs';
import * as bridge from '../web/hall/broker.mjs';
import { DIST, chooseFromMenu, controlled, incidents, openApp, servedApp, waitFor } from './support.mjs';

// Browsers and Node 22 have a WebSocket of their own; Node 20 only behind a flag.
globalThis.WebSocket ??= WebSocket;

const app = servedApp();
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A hall of 3 boards on a broker of its own, stopped and removed when test `t` ends; the arbiter
 * reads every board's log into `got` (`{ subject, message, at }`, `at` when it arrived). */
async function hallWithArbiter(t) {
  const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-board-'));
  const hall = await createHall({ dir, boards: 3 });
  let broker = await startBroker(hall);
  const id = hall.credentials.hall;
  const user = arbiterUser(id);
  const arbiter = await bridge.connect({
    url: brokerUrl(hall),
    user,
    pass: hall.credentials.arbiter,
    inboxPrefix: inboxPrefix(user),
    onStatus: () => {},
  });
  const got = [];
  await bridge.watch(arbiter, { stream: logStream(id), filter: logSubject(id, '*') }, (subject, bytes) =>
    got.push({ subject, message: JSON.parse(Buffer.from(bytes).toString()), at: Date.now() }),
  );
  t.after(async () => {
    await bridge.close(arbiter);
    await broker?.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const links = hallLinks(hall.credentials, { app: app.url, broker: brokerUrl(hall) });
  return {
    id,
    got,
    links,
    crash: async () => {
      await broker.kill();
      broker = null;
    },
    restart: async () => {
      broker = await startBroker(hall);
    },
  };
}

/** What the hall holds of a board's game: the head's game, then each incident's number and event. */
const received = (got, subject) =>
  got
    .filter((m) => m.subject === subject)
    .map(({ message }) => (message.head ? `head ${message.game}` : `${message.n} ${message.incident.event}`));

test('a clock in no hall fetches nothing of the hall, nor does its service worker; joined, it fetches only what sends', async (t) => {
  // Every request of the page's context, its service worker's included.
  const requested = [];
  const hallFiles = () => [...new Set(requested.map((url) => new URL(url).pathname.split('/').pop()))].filter((name) => HALL_ONLY.test(name)).sort();
  const { page, errors } = await openApp(app.browser, app.url, {
    prepare: (page) => page.context().on('request', (request) => requested.push(request.url())),
  });
  assert.equal(await controlled(page), new URL('sw.js', app.url).href, 'the service worker controls the page');
  await page.locator('.start-game').click();
  const faces = (side) => page.locator(`.face[data-side=${side}]`);
  await faces('black').click();
  await faces('white').click();
  assert.deepEqual(hallFiles(), []);
  // The build has such files (the bridge, the hall's parts and a chunk only they share).
  const built = (await readdir(DIST)).filter((name) => HALL_ONLY.test(name)).map((name) => name.replace(/-[0-9a-f]{16}\./, '.'));
  for (const name of ['hall-bridge.js', 'hall.css', 'split_hall_board.wasm', 'split_hall_view.wasm', 'split_spectators_view.wasm']) {
    assert.ok(built.includes(name), `${name} among ${built}`);
  }
  assert.ok(built.some((name) => /^hall-chunk_\d+\.wasm$/.test(name)), `a hall-only chunk among ${built}`);

  // The game in progress joins a hall: what sends it is fetched then (with code it shares with the
  // views), never the views.
  const hall = await hallWithArbiter(t);
  await page.goto(hall.links.boards[2].url);
  await page.locator('.join-hall').click();
  await waitFor(() => received(hall.got, logSubject(hall.id, 3)).length >= 3, () => JSON.stringify(hall.got));
  assert.deepEqual(
    hallFiles()
      .map((name) => name.replace(/-[0-9a-f]{16}\./, '.'))
      .filter((name) => !/^hall-chunk_\d+\.wasm$/.test(name)),
    ['hall-bridge.js', 'split_hall_board.wasm'],
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("a board's link joins the hall, and its game reaches the hall in order, each incident once", async (t) => {
  const hall = await hallWithArbiter(t);
  const { page, errors } = await openApp(app.browser, hall.links.boards[1].url);
  // Read and forgotten: a reload stays in the hall without the key in the address.
  assert.equal(new URL(page.url()).search, '');
  assert.equal(new URL(page.url()).hash, '');
  // Nothing is joined before the player says so; the question names where the games would go (on
  // loopback, no warning of a connection in clear).
  const broker = new URL(new URL(hall.links.boards[1].url).searchParams.get('broker')).host;
  assert.equal(
    await page.locator('.hall-question p').first().textContent(),
    `Join hall ${hall.id} as board 2? This clock will send its games to ${broker} as they are played.`,
  );
  assert.equal(await page.locator('.hall-in-clear').count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('flagfall.hall')), null);
  await page.locator('.join-hall').click();
  assert.equal(await page.locator('.hall-question').count(), 0);
  // Kept whole, its key too: the next page opened in this browser is the same board.
  const keptLink = new URL(await page.evaluate(() => localStorage.getItem('flagfall.hall')), app.url);
  assert.equal(keptLink.hash, new URL(hall.links.boards[1].url).hash);
  assert.match(await page.locator('.notice', { hasText: 'board 2 of hall' }).textContent(), new RegExp(`board 2 of hall ${hall.id}`));
  await page.locator('.start-game').click();
  const subject = logSubject(hall.id, 2);
  const faces = (side) => page.locator(`.face[data-side=${side}]`);
  await faces('black').click();
  await faces('white').click();
  await faces('black').click();
  await waitFor(() => received(hall.got, subject).length >= 4, () => JSON.stringify(received(hall.got, subject)));
  const kept = await incidents(page);
  assert.deepEqual(received(hall.got, subject), [
    `head ${kept[0].at}`,
    '0 started',
    '1 pressed',
    '2 pressed',
  ]);
  // Each incident as the clock keeps it, with its link of the chain.
  const sent = hall.got.filter((m) => m.subject === subject && !m.message.head).map((m) => m.message.incident);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('flagfall.game'))).log.incidents;
  assert.deepEqual(sent, stored);

  // A press reaches the hall soon after it is made (the median of five; the bench times it).
  const delays = [];
  for (const side of ['white', 'black', 'white', 'black', 'white']) {
    const count = hall.got.length;
    const pressed = Date.now();
    await faces(side).click();
    await waitFor(() => hall.got.length > count, () => 'the press in the hall');
    delays.push(hall.got.at(-1).at - pressed);
  }
  delays.sort((a, b) => a - b);
  assert.ok(delays[2] <= 500, `a press reached the hall in ${delays[2]} ms (median)`);

  // The menu says where the clock is and how its sending stands.
  await page.locator('button.menu-open').click();
  await page.locator('dialog.menu .hall-section').waitFor();
  assert.equal(await page.locator('.hall-section h2').textContent(), `Hall ${hall.id}, board 2`);
  assert.equal(await page.locator('.hall-status').textContent(), 'Everything is sent.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the broker killed mid-game: the clock plays on, its presses wait, and reach the hall once it is back', async (t) => {
  const hall = await hallWithArbiter(t);
  const { page, errors } = await openApp(app.browser, hall.links.boards[0].url);
  await page.locator('.join-hall').click();
  await page.locator('.start-game').click();
  const faces = (side) => page.locator(`.face[data-side=${side}]`);
  const subject = logSubject(hall.id, 1);
  await faces('black').click();
  await waitFor(() => received(hall.got, subject).length >= 2, () => 'the start in the hall');
  await hall.crash();
  // The clock does not wait: each press passes the move at once.
  for (const side of ['white', 'black', 'white', 'black']) {
    await faces(side).click();
    await page.locator(`.face[data-side=${side === 'white' ? 'black' : 'white'}].running`).waitFor({ timeout: 2_000 });
  }
  // Meanwhile the menu says how much waits for the hall.
  await page.locator('button.menu-open').click();
  await page.locator('.hall-status', { hasText: /^[0-9]+ messages wait to be sent\./ }).waitFor({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  // Still without the broker, the game is set aside for another, and the page is opened again: its
  // feed begins empty, yet the first game's last messages are not lost for the hall.
  await chooseFromMenu(page, '.exit');
  await page.locator('.aside-exit').click();
  await page.locator('.start-game').click();
  await faces('black').click();
  const [first, second] = await page.evaluate(() => {
    const aside = Object.keys(localStorage).find((key) => key.startsWith('flagfall.game.aside.'));
    return [JSON.parse(localStorage.getItem(aside)), JSON.parse(localStorage.getItem('flagfall.game'))].map((saved) => saved.log.incidents);
  });
  await page.reload();
  await page.locator('main:not(.first-clock) .face').first().waitFor();
  await hall.restart();
  const expected = [first, second].flatMap((log) => [`head ${log[0].at}`, ...log.map((incident, n) => `${n} ${incident.event}`)]);
  await waitFor(() => received(hall.got, subject).length >= expected.length, () => JSON.stringify(received(hall.got, subject)), 20_000);
  // Every incident of both games once, in order, whatever was sent again after the broker came back.
  assert.deepEqual(received(hall.got, subject), expected);
  assert.equal(await page.evaluate(() => localStorage.getItem('flagfall.hall.unsent')), null);
  // Chromium reports each connection the page opened again tried while the broker was away.
  const refused = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:[0-9]+\/' failed: /;
  assert.deepEqual(errors.filter((error) => !refused.test(error)), []);
  await page.close();
});

test('leaving the hall is one tap in the menu, logged in the game and sent last; then nothing more is sent', async (t) => {
  const hall = await hallWithArbiter(t);
  const { page, errors } = await openApp(app.browser, hall.links.boards[2].url);
  await page.locator('.join-hall').click();
  await page.locator('.start-game').click();
  const faces = (side) => page.locator(`.face[data-side=${side}]`);
  const subject = logSubject(hall.id, 3);
  await faces('black').click();
  await waitFor(() => received(hall.got, subject).length >= 2, () => 'the start in the hall');
  await page.locator('button.menu-open').click();
  await page.locator('.leave-hall').click();
  await page.locator('.hall-left', { hasText: `This clock left hall ${hall.id}` }).waitFor();
  // In no hall now: the menu offers to join one.
  assert.equal(await page.locator('.hall-section h2').textContent(), 'Join a hall');
  assert.equal(await page.evaluate(() => localStorage.getItem('flagfall.hall')), null);
  await page.keyboard.press('Escape');
  await faces('white').click();
  await page.locator('.face[data-side=black].running').waitFor();
  await sleep(500);
  // The leaving is logged in the game, and is the last the hall hears of it.
  assert.deepEqual(received(hall.got, subject), [received(hall.got, subject)[0], '0 started', '1 hall-left']);
  assert.deepEqual((await incidents(page)).map((incident) => incident.event), ['started', 'hall-left', 'pressed']);
  // Chromium reports nats-server 2.9's answer to a client's close (a close frame with a status code
  // reserved for "none") as a console error; the connection is closed all the same.
  const closeFrame = /^WebSocket connection to '.*' failed: Received a broken close frame containing a reserved status code\.$/;
  assert.deepEqual(
    errors.filter((error) => !closeFrame.test(error)),
    [],
  );
  await page.close();
});

test('joined in another tab of the browser: the tab that writes the game sends it, whole', async (t) => {
  const hall = await hallWithArbiter(t);
  // Two tabs of one browser: they share its storage.
  const context = await app.browser.newContext({ locale: 'en-GB' });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(app.url);
  await page.locator('.start-game').click();
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white]').click();
  // A second tab (which only follows the game) opens the board's link and joins.
  const other = await context.newPage();
  await other.goto(hall.links.boards[0].url);
  await other.locator('.join-hall').click();
  const subject = logSubject(hall.id, 1);
  const kept = await incidents(page);
  await waitFor(() => received(hall.got, subject).length >= kept.length + 1, () => JSON.stringify(received(hall.got, subject)));
  assert.deepEqual(received(hall.got, subject), [`head ${kept[0].at}`, '0 started', '1 pressed']);
  // The writing tab's menu says where its games go.
  await page.locator('button.menu-open').click();
  assert.equal(await page.locator('.hall-section h2').textContent(), `Hall ${hall.id}, board 1`);
  assert.deepEqual(errors, []);
});

test("another hall's link: the clock leaves the first hall, logged in the game and sent to it last, and the second hears the game whole", async (t) => {
  const [first, second] = [await hallWithArbiter(t), await hallWithArbiter(t)];
  const { page, errors } = await openApp(app.browser, first.links.boards[0].url);
  await page.locator('.join-hall').click();
  await page.locator('.start-game').click();
  const faces = (side) => page.locator(`.face[data-side=${side}]`);
  await faces('black').click();
  const [from, to] = [logSubject(first.id, 1), logSubject(second.id, 2)];
  await waitFor(() => received(first.got, from).length >= 2, () => 'the start in the first hall');
  await page.goto(second.links.boards[1].url);
  assert.equal(
    await page.locator('.hall-leaves').textContent(),
    `It leaves board 1 of hall ${first.id} first: the leaving is written in the game's log.`,
  );
  await page.locator('.join-hall').click();
  await waitFor(() => received(second.got, to).length >= 3, () => JSON.stringify(received(second.got, to)));
  await faces('white').click();
  const kept = await incidents(page);
  assert.deepEqual(kept.map((incident) => incident.event), ['started', 'hall-left', 'pressed']);
  await waitFor(() => received(second.got, to).length >= 4, () => JSON.stringify(received(second.got, to)));
  await sleep(300);
  // The first hall's last word of the game is its leaving; the second has all of it.
  assert.deepEqual(received(first.got, from), [`head ${kept[0].at}`, '0 started', '1 hall-left']);
  assert.deepEqual(received(second.got, to), [`head ${kept[0].at}`, '0 started', '1 hall-left', '2 pressed']);
  const left = first.got.find((m) => m.subject === from && m.message.incident?.event === 'hall-left').message.incident;
  assert.deepEqual([left.hall, left.board], [first.id, 1]);
  await page.locator('button.menu-open').click();
  assert.equal(await page.locator('.hall-section h2').textContent(), `Hall ${second.id}, board 2`);
  const closeFrame = /^WebSocket connection to '.*' failed: Received a broken close frame containing a reserved status code\.$/;
  assert.deepEqual(errors.filter((error) => !closeFrame.test(error)), []);
  await page.close();
});

test("another hall's link in a tab that only follows the game: the clock stays in its hall, and says why", async (t) => {
  const [first, second] = [await hallWithArbiter(t), await hallWithArbiter(t)];
  // Two tabs of one browser: they share its storage.
  const context = await app.browser.newContext({ locale: 'en-GB' });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(first.links.boards[0].url);
  await page.locator('.join-hall').click();
  await page.locator('.start-game').click();
  await page.locator('.face[data-side=black]').click();
  const other = await context.newPage();
  const errors = [];
  other.on('pageerror', (error) => errors.push(error.message));
  await other.goto(second.links.boards[0].url);
  await other.locator('.notice.follower').waitFor();
  await other.locator('.join-hall').click();
  const stays = other.locator('.notice [role=alert]', { hasText: `This clock stays in hall ${first.id}: ` });
  await stays.waitFor();
  assert.equal(
    await stays.textContent(),
    `This clock stays in hall ${first.id}: This game is open in another tab, which keeps it: this tab follows it and cannot change it. Close the other tab to play here.`,
  );
  // Still in the first hall, in both tabs; nothing reached the second.
  assert.equal(new URL(await page.evaluate(() => localStorage.getItem('flagfall.hall')), app.url).searchParams.get('hall'), first.id);
  await page.locator('.face[data-side=white]').click();
  await waitFor(() => received(first.got, logSubject(first.id, 1)).length >= 3, () => JSON.stringify(first.got));
  assert.deepEqual(received(second.got, logSubject(second.id, 1)), []);
  assert.deepEqual(errors, []);
});

test("a board's link pasted in the menu (an installed app a scanned link does not open) asks, and joins", async (t) => {
  const hall = await hallWithArbiter(t);
  const { page, errors } = await openApp(app.browser, app.url);
  await page.locator('.start-game').click();
  await page.locator('.face[data-side=black]').click();
  await page.locator('button.menu-open').click();
  assert.equal(await page.locator('.hall-section h2').textContent(), 'Join a hall');
  // A view's link is no board's: said, and nothing asked.
  await page.locator('.hall-link-input').fill(hall.links.spectators);
  await page.locator('.ask-hall').click();
  assert.equal(
    await page.locator('.hall-unusable').textContent(),
    "This is not a board's link: the arbiter's page of links gives each board its own.",
  );
  await page.locator('.hall-link-input').fill(`  ${hall.links.boards[2].url} `);
  await page.locator('.ask-hall').click();
  // The menu gives way to the question a link asks.
  await page.locator('dialog.menu').waitFor({ state: 'detached' });
  await page.locator('.join-hall').click();
  const subject = logSubject(hall.id, 3);
  await waitFor(() => received(hall.got, subject).length >= 2, () => JSON.stringify(hall.got));
  const kept = await incidents(page);
  assert.deepEqual(received(hall.got, subject), [`head ${kept[0].at}`, '0 started']);
  // Kept as pasted: a reload stays in the hall.
  await page.reload();
  await page.locator('button.menu-open').click();
  assert.equal(await page.locator('.hall-section h2').textContent(), `Hall ${hall.id}, board 3`);
  assert.deepEqual(errors, []);
  await page.close();
});
