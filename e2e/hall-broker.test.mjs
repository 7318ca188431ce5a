// End-to-end: a hall's broker as ./scripts/serve.sh --hall runs it (Debian's nats-server with the hall's
// users, permissions and streams, from scripts/hall.mjs) and the app's bridge to it (web/hall/broker.mjs),
// spoken over WebSocket as a browser speaks it. Each test has a broker of its own on free loopback ports,
// its store in a temporary directory removed afterwards.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { build } from 'esbuild';
import { WebSocket } from 'ws';
import { brokerUrl, createHall, hallLinks, startBroker } from '../scripts/hall.mjs';
import {
  BOUNDS,
  adminUser,
  arbiterUser,
  boardUser,
  inboxPrefix,
  logStream,
  logSubject,
  spectatorsUser,
  stateStream,
  stateSubject,
} from '../scripts/hall-layout.mjs';
import { writeHallPage } from '../scripts/hall-page.mjs';
import { serveDir } from '../scripts/static-server.mjs';
import * as bridge from '../web/hall/broker.mjs';
import { launchChromium } from './support.mjs';

// Browsers and Node 22 have a WebSocket of their own; Node 20 only behind a flag.
globalThis.WebSocket ??= WebSocket;

/** Chromium, started by the first test that needs it and shared by the others. */
let chromium;
const browser = async () => (chromium ??= await launchChromium());
after(() => chromium?.close());

/** A temporary directory, removed when test `t` ends. */
async function temporary(t, name) {
  const dir = await mkdtemp(join(tmpdir(), name));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Waits until `ready()`, failing with `what()` after `ms`. */
async function waitFor(ready, what, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) assert.fail(`still waiting for ${what()}`);
    await sleep(10);
  }
}

/**
 * A hall of `boards` boards on a broker of its own, stopped and removed when test `t` ends, with every
 * connection made through it: `{ id, url, credentials, board(n, onStatus), arbiter(), spectators(),
 * connectAs(user, pass), crash(), restart() }`.
 */
async function openHall(t, boards = 3) {
  const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-'));
  const connections = [];
  let broker;
  t.after(async () => {
    await Promise.all(connections.map((handle) => bridge.close(handle)));
    await broker?.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const hall = await createHall({ dir, boards });
  broker = await startBroker(hall);
  const id = hall.credentials.hall;
  const url = brokerUrl(hall);
  const connectAs = (user, pass, onStatus = () => {}) =>
    bridge.connect({ url, user, pass, inboxPrefix: inboxPrefix(user ?? ''), onStatus });
  const enter = async (user, pass, onStatus) => {
    const handle = await connectAs(user, pass, onStatus);
    connections.push(handle);
    return handle;
  };
  return {
    id,
    url,
    credentials: hall.credentials,
    board: (n, onStatus) => enter(boardUser(id, n), hall.credentials.boards[n - 1], onStatus),
    arbiter: () => enter(arbiterUser(id), hall.credentials.arbiter),
    spectators: () => enter(spectatorsUser(id), hall.credentials.spectators),
    connectAs,
    crash: () => broker.kill(),
    restart: async () => {
      broker = await startBroker(hall);
    },
  };
}

/**
 * Reads with the bridge's watch: `got` fills with `{ subject, text, bytes, seq, time }`, `until(n)` waits
 * for n messages.
 */
async function reading(handle, options) {
  const got = [];
  await bridge.watch(handle, options, (subject, bytes, seq, time) =>
    got.push({ subject, text: Buffer.from(bytes).toString(), bytes, seq, time }),
  );
  const until = (count, ms) => waitFor(() => got.length >= count, () => `${count} messages, got ${got.length}`, ms);
  return { got, until };
}

/** What a reading got, as [subject, text, stream sequence]. */
const seen = (got) => got.map(({ subject, text, seq }) => [subject, text, seq]);

test("a board's incidents reach the arbiter in order with their text, and one sent again is stored once", async (t) => {
  const hall = await openHall(t);
  const [one, two] = [await hall.board(1), await hall.board(2)];
  const [log1, log2] = [logSubject(hall.id, 1), logSubject(hall.id, 2)];
  const before = Date.now();
  const acks = [
    await bridge.publish(one, log1, '{"seq":1,"event":"started"}', '1.g1.1'),
    await bridge.publish(one, log1, '{"seq":2,"event":"pressed","side":"white"}', '1.g1.2'),
    await bridge.publish(two, log2, '{"seq":1,"event":"started"}', '2.g1.1'),
    await bridge.publish(one, log1, '{"seq":3,"event":"pressed","side":"black"}', '1.g1.3'),
  ];
  assert.deepEqual(acks, [1, 2, 3, 4].map((seq) => ({ seq, duplicate: false })));
  // Board 1's second incident again, as after a lost acknowledgement: stored once, and the ack says so.
  assert.deepEqual(await bridge.publish(one, log1, '{"seq":2,"event":"pressed","side":"white"}', '1.g1.2'), {
    seq: 2,
    duplicate: true,
  });

  const arbiter = await hall.arbiter();
  const all = await reading(arbiter, { stream: logStream(hall.id), filter: logSubject(hall.id, '*') });
  await all.until(4);
  // The arbiter reads on as the boards play.
  await bridge.publish(one, log1, '{"seq":4,"event":"flag","side":"white"}', '1.g1.4');
  await all.until(5);
  assert.deepEqual(seen(all.got), [
    [log1, '{"seq":1,"event":"started"}', 1],
    [log1, '{"seq":2,"event":"pressed","side":"white"}', 2],
    [log2, '{"seq":1,"event":"started"}', 3],
    [log1, '{"seq":3,"event":"pressed","side":"black"}', 4],
    [log1, '{"seq":4,"event":"flag","side":"white"}', 5],
  ]);
  // Each carries when the broker stored it, in ms of the broker's clock (this machine's here).
  for (const { time } of all.got) assert.ok(time >= before - 1 && time <= Date.now(), `${time} within the test`);

  // One board's log alone: board 2's, which its next incident closes.
  const board2 = await reading(arbiter, { stream: logStream(hall.id), filter: log2 });
  await bridge.publish(two, log2, '{"seq":2,"event":"pressed","side":"white"}', '2.g1.2');
  await board2.until(2);
  assert.deepEqual(seen(board2.got), [
    [log2, '{"seq":1,"event":"started"}', 3],
    [log2, '{"seq":2,"event":"pressed","side":"white"}', 6],
  ]);
});

test("a board's link publishes its own board only, the arbiter's publishes nothing, and neither is stored", async (t) => {
  const hall = await openHall(t);
  const one = await hall.board(1);
  for (const subject of [logSubject(hall.id, 2), stateSubject(hall.id, 2)]) {
    await assert.rejects(bridge.publish(one, subject, '{"forged":true}', '2.g1.1'), {
      message: `permission refused: publish to ${subject}`,
    });
  }
  // A board reads nothing of the hall, not even its own log.
  await assert.rejects(bridge.watch(one, { stream: logStream(hall.id), filter: logSubject(hall.id, 1) }, () => {}), {
    message: `permission refused: publish to $JS.API.STREAM.INFO.${logStream(hall.id)}`,
  });
  const arbiter = await hall.arbiter();
  for (const subject of [logSubject(hall.id, 1), stateSubject(hall.id, 1)]) {
    await assert.rejects(bridge.publish(arbiter, subject, '{"ruled":true}', '1.g1.1'), {
      message: `permission refused: publish to ${subject}`,
    });
  }
  // Nothing refused was stored: board 2's own first incident and state are the first of the hall.
  const two = await hall.board(2);
  const first = { seq: 1, duplicate: false };
  assert.deepEqual(await bridge.publish(two, logSubject(hall.id, 2), '{"seq":1}', '2.g1.1'), first);
  assert.deepEqual(await bridge.publish(two, stateSubject(hall.id, 2), '{"state":1}'), first);
});

test("the spectators see each board's latest state on joining and every later one, never a log, and publish nothing", async (t) => {
  const hall = await openHall(t);
  const boards = [await hall.board(1), await hall.board(2), await hall.board(3)];
  const state = (n) => stateSubject(hall.id, n);
  await bridge.publish(boards[0], state(1), '{"board":1,"v":1}');
  await bridge.publish(boards[1], state(2), '{"board":2,"v":1}');
  await bridge.publish(boards[2], state(3), '{"board":3,"v":1}');
  await bridge.publish(boards[0], state(1), '{"board":1,"v":2}');
  await bridge.publish(boards[0], logSubject(hall.id, 1), '{"seq":1,"event":"started"}', '1.g1.1');

  const spectators = await hall.spectators();
  const states = await reading(spectators, { stream: stateStream(hall.id), filter: state('*'), lastPerSubject: true });
  await states.until(3);
  await bridge.publish(boards[1], state(2), '{"board":2,"v":2}');
  await states.until(4);
  assert.deepEqual(seen(states.got), [
    [state(2), '{"board":2,"v":1}', 2],
    [state(3), '{"board":3,"v":1}', 3],
    [state(1), '{"board":1,"v":2}', 4],
    [state(2), '{"board":2,"v":2}', 5],
  ]);

  // No way to the logs: not through the bridge, nor by asking JetStream directly, nor by subscribing.
  const logs = logStream(hall.id);
  await assert.rejects(bridge.watch(spectators, { stream: logs, filter: logSubject(hall.id, '*') }, () => {}), {
    message: `permission refused: publish to $JS.API.STREAM.INFO.${logs}`,
  });
  for (const subject of [
    `$JS.API.CONSUMER.CREATE.${logs}.peek.${logSubject(hall.id, '*')}`,
    `$JS.API.CONSUMER.CREATE.${logs}`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${logs}.peek`,
    `$JS.API.DIRECT.GET.${logs}`,
    `$JS.API.STREAM.MSG.GET.${logs}`,
    // A consumer of the states stream without the states' filter.
    `$JS.API.CONSUMER.CREATE.${stateStream(hall.id)}.peek`,
  ]) {
    const body = JSON.stringify({ stream_name: logs, config: {} });
    await assert.rejects(spectators.nc.request(subject, body, { timeout: 2000 }), (error) => {
      assert.equal(error.cause?.name, 'PermissionViolationError');
      assert.equal(error.cause.subject, subject);
      return true;
    });
  }
  const subscription = spectators.nc.subscribe(logSubject(hall.id, 1));
  assert.match(String(await subscription.closed), /Permissions Violation for Subscription to "flagfall\.\w+\.1\.log"/);

  await assert.rejects(bridge.publish(spectators, state(1), '{"board":1,"v":99}'), {
    message: `permission refused: publish to ${state(1)}`,
  });
  // Nor can a consumer they may create publish for them: one delivering the states onto a board's log
  // subject has nobody listening there (no user may subscribe to a hall's subjects), so it delivers nothing.
  const relay = {
    stream_name: stateStream(hall.id),
    config: { name: 'relay', deliver_subject: logSubject(hall.id, 2), filter_subject: state('*'), ack_policy: 'none' },
  };
  const create = `$JS.API.CONSUMER.CREATE.${stateStream(hall.id)}.relay.${state('*')}`;
  await spectators.nc.request(create, JSON.stringify(relay));
  await sleep(300);
  const arbiter = await hall.arbiter();
  const all = await reading(arbiter, { stream: logs, filter: logSubject(hall.id, '*') });
  await bridge.publish(boards[1], logSubject(hall.id, 2), '{"seq":1,"event":"started"}', '2.g1.1');
  await all.until(2);
  assert.deepEqual(seen(all.got), [
    [logSubject(hall.id, 1), '{"seq":1,"event":"started"}', 1],
    [logSubject(hall.id, 2), '{"seq":1,"event":"started"}', 2],
  ]);
});

test('nobody connects without a key of the hall, and the admin not over the WebSocket', async (t) => {
  const hall = await openHall(t, 2);
  const refused = { message: 'refused: wrong user or key' };
  await assert.rejects(hall.connectAs(boardUser(hall.id, 1), 'not-the-key'), refused);
  await assert.rejects(hall.connectAs(boardUser(hall.id, 2), hall.credentials.boards[0]), refused);
  await assert.rejects(hall.connectAs(arbiterUser(hall.id), hall.credentials.spectators), refused);
  await assert.rejects(hall.connectAs(undefined, undefined), refused);
  await assert.rejects(hall.connectAs(adminUser(hall.id), hall.credentials.admin), refused);
});

test('a broker killed mid-game and started again keeps what it acknowledged, and the arbiter reads each incident once, in order', async (t) => {
  const hall = await openHall(t, 2);
  const statuses = [];
  const boards = [
    await hall.board(1, (status) => statuses.push(`board 1 ${status}`)),
    await hall.board(2, (status) => statuses.push(`board 2 ${status}`)),
  ];
  const arbiter = await hall.arbiter();
  const logs = await reading(arbiter, { stream: logStream(hall.id), filter: logSubject(hall.id, '*') });
  const acked = [];
  const PER_BOARD = 30;
  // Each board as its clock does it: every incident sent until acknowledged, under the same message id.
  const play = async (board) => {
    for (let seq = 1; seq <= PER_BOARD; seq += 1) {
      for (;;) {
        try {
          const text = `{"board":${board},"seq":${seq}}`;
          const ack = await bridge.publish(boards[board - 1], logSubject(hall.id, board), text, `${board}.g1.${seq}`);
          acked.push({ text, seq: ack.seq });
          break;
        } catch {
          await sleep(100);
        }
      }
      await sleep(10);
    }
  };
  const playing = Promise.all([play(1), play(2)]);
  await waitFor(() => acked.length >= 12, () => `12 acknowledgements, got ${acked.length}`);
  await hall.crash();
  const ackedBeforeCrash = [...acked];
  await sleep(300);
  await hall.restart();
  await playing;

  await logs.until(2 * PER_BOARD, 15_000);
  // A last incident closes the reading: nothing came twice before it.
  await bridge.publish(boards[0], logSubject(hall.id, 1), '{"board":1,"seq":31}', '1.g1.31');
  await logs.until(2 * PER_BOARD + 1);
  assert.equal(logs.got.length, 2 * PER_BOARD + 1);
  for (const board of [1, 2]) {
    const texts = logs.got.filter(({ subject }) => subject === logSubject(hall.id, board)).map(({ text }) => text);
    const expected = Array.from({ length: board === 1 ? 31 : 30 }, (_, i) => `{"board":${board},"seq":${i + 1}}`);
    assert.deepEqual(texts, expected, `board ${board}'s incidents, each once, in order`);
  }
  assert.deepEqual(
    logs.got.map(({ seq }) => seq),
    Array.from({ length: 2 * PER_BOARD + 1 }, (_, i) => i + 1),
    'stream order',
  );
  // What the broker acknowledged before it was killed is there, at the sequence it acknowledged.
  for (const { text, seq } of ackedBeforeCrash) assert.equal(logs.got[seq - 1].text, text);
  for (const board of [1, 2]) {
    assert.ok(statuses.includes(`board ${board} disconnected`), statuses.join(', '));
    assert.ok(statuses.includes(`board ${board} reconnected`), statuses.join(', '));
  }
});

test("the broker bounds what one key can do: a message over 64 KB is refused, the log's disk and the readers are bounded", async (t) => {
  const hall = await openHall(t, 1);
  const one = await hall.board(1);
  const big = 'x'.repeat(BOUNDS.messageBytes + 1);
  for (const subject of [logSubject(hall.id, 1), stateSubject(hall.id, 1)]) {
    await assert.rejects(bridge.publish(one, subject, big, '1.big.1'), { kind: 'too-large', message: 'too large: the broker takes no message this large' });
  }
  // The connection goes on: the next message of a fitting size is stored as the first.
  assert.deepEqual(await bridge.publish(one, logSubject(hall.id, 1), '{"seq":1}', '1.g1.1'), { seq: 1, duplicate: false });
  const arbiter = await hall.arbiter();
  const jsm = await jetstreamManager(arbiter.nc, { checkAPI: false });
  const held = async (stream) => {
    const { config } = await jsm.streams.info(stream);
    return [config.discard, config.max_bytes, config.max_msg_size, config.max_consumers];
  };
  assert.deepEqual(await held(logStream(hall.id)), ['new', BOUNDS.logBytes, BOUNDS.messageBytes, BOUNDS.logReaders]);
  assert.deepEqual(await held(stateStream(hall.id)), ['old', BOUNDS.stateBytes, BOUNDS.messageBytes, BOUNDS.stateReaders]);
});

test("garbage published by a board on its own subjects reaches the arbiter byte for byte", async (t) => {
  const hall = await openHall(t, 1);
  const one = await hall.board(1);
  // Not UTF-8, a NUL, half a JSON object.
  const garbage = Uint8Array.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0xc3, 0x28, 0x0a]);
  const first = { seq: 1, duplicate: false };
  assert.deepEqual(await bridge.publish(one, logSubject(hall.id, 1), garbage, '1.junk.1'), first);
  assert.deepEqual(await bridge.publish(one, stateSubject(hall.id, 1), garbage), first);
  const arbiter = await hall.arbiter();
  const logs = await reading(arbiter, { stream: logStream(hall.id), filter: logSubject(hall.id, '*') });
  const states = await reading(arbiter, {
    stream: stateStream(hall.id),
    filter: stateSubject(hall.id, '*'),
    lastPerSubject: true,
  });
  await logs.until(1);
  await states.until(1);
  assert.deepEqual(Buffer.from(logs.got[0].bytes), Buffer.from(garbage));
  assert.deepEqual(Buffer.from(states.got[0].bytes), Buffer.from(garbage));
});

test('the links name the hall, the board or view, the broker and the key; their QR codes need no script nor inline style', async (t) => {
  const credentials = { hall: 'ab12cd', admin: 'X', arbiter: 'Arb', spectators: 'Spec', boards: ['K1', 'K2'] };
  const links = hallLinks(credentials, { app: 'http://192.168.1.20:8080/', broker: 'wss://192.168.1.20:8443' });
  const broker = 'broker=wss%3A%2F%2F192.168.1.20%3A8443';
  assert.deepEqual(links, {
    boards: [
      { board: 1, url: `http://192.168.1.20:8080/?hall=ab12cd&board=1&${broker}#key=K1` },
      { board: 2, url: `http://192.168.1.20:8080/?hall=ab12cd&board=2&${broker}#key=K2` },
    ],
    arbiter: `http://192.168.1.20:8080/?hall=ab12cd&view=arbiter&${broker}#key=Arb`,
    spectators: `http://192.168.1.20:8080/?hall=ab12cd&view=spectators&${broker}#key=Spec`,
  });

  const dir = await temporary(t, 'flagfall-hall-page-');
  await writeHallPage(dir, credentials.hall, links);
  const { server, url } = await serveDir(dir);
  t.after(() => server.close());
  const page = await (await browser()).newPage();
  t.after(() => page.close());
  const refused = [];
  page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
  await page.goto(url);
  assert.deepEqual(await page.locator('figcaption').allTextContents(), ['Arbiter', 'Spectators', 'Board 1', 'Board 2']);
  assert.deepEqual(await page.locator('figure a').evaluateAll((as) => as.map((a) => a.href)), [
    links.arbiter,
    links.spectators,
    ...links.boards.map(({ url: link }) => link),
  ]);
  assert.equal(await page.locator('figure svg[role=img]').count(), 4);
  // The stylesheet applied (the arbiter's code framed apart), and nothing refused by the policy.
  assert.equal(await page.locator('.arbiter').evaluate((figure) => getComputedStyle(figure).borderTopWidth), '4px');
  assert.deepEqual(refused, []);
});

test('the bridge, bundled as the app will bundle it, says the same in Chromium', async (t) => {
  const hall = await openHall(t, 2);
  const dir = await temporary(t, 'flagfall-hall-bridge-');
  const here = dirname(fileURLToPath(import.meta.url));
  await build({
    entryPoints: [join(here, '..', 'web', 'hall', 'broker.mjs')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: join(dir, 'broker.js'),
    logLevel: 'silent',
  });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>bridge</title>');
  const { server, url } = await serveDir(dir);
  t.after(() => server.close());
  const page = await (await browser()).newPage();
  t.after(() => page.close());
  await page.goto(url);
  const login = (user, pass) => ({ user, pass, inboxPrefix: inboxPrefix(user) });
  const found = await page.evaluate(
    async ({ broker, board, arbiter, own, other, stream, filter }) => {
      const bridge = await import('./broker.js');
      const statuses = [];
      const one = await bridge.connect({ url: broker, ...board, onStatus: (status) => statuses.push(status) });
      const send = () => bridge.publish(one, own, '{"seq":1}', '1.g1.1');
      // Sent twice, as after a lost acknowledgement.
      const acks = [await send(), await send()];
      const refused = await bridge.publish(one, other, '{"seq":1}', '2.g1.1').catch((error) => error.message);
      const wrongKey = await bridge
        .connect({ url: broker, ...board, pass: 'not-the-key', onStatus() {} })
        .catch((error) => error.message);
      const reader = await bridge.connect({ url: broker, ...arbiter, onStatus() {} });
      const read = await new Promise((done) => {
        bridge.watch(reader, { stream, filter }, (subject, bytes, seq, time) =>
          done([subject, new TextDecoder().decode(bytes), seq, Number.isInteger(time)]),
        );
      });
      await bridge.close(one);
      await bridge.close(reader);
      return { acks, refused, wrongKey, read, statuses };
    },
    {
      broker: hall.url,
      board: login(boardUser(hall.id, 1), hall.credentials.boards[0]),
      arbiter: login(arbiterUser(hall.id), hall.credentials.arbiter),
      own: logSubject(hall.id, 1),
      other: logSubject(hall.id, 2),
      stream: logStream(hall.id),
      filter: logSubject(hall.id, '*'),
    },
  );
  assert.deepEqual(found, {
    acks: [
      { seq: 1, duplicate: false },
      { seq: 1, duplicate: true },
    ],
    refused: `permission refused: publish to ${logSubject(hall.id, 2)}`,
    wrongKey: 'refused: wrong user or key',
    read: [logSubject(hall.id, 1), '{"seq":1}', 1, true],
    statuses: ['connected', 'error', 'closed'],
  });
});
