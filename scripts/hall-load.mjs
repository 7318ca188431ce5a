// The hall under load, on loopback: BOARDS simulated boards (300 by default) each pressing every 2 to 10
// seconds for SECONDS (60) into one hall, read by the arbiter's view in headless Chromium. Prints the
// messages per second the broker took, the hall's latency (from a board's publication to the view's row
// showing it; p50, p99, max) and the view's frame time while it follows them (p50, p99, and its long
// tasks). A report, not a test; build the app first (./scripts/build-web.sh):
//   node scripts/hall-load.mjs [BOARDS] [SECONDS]
// The boards' games are played by the command line (scripts/hall-boards.mjs), their messages sent
// from this process at the instants they were made, each board on a connection of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { boardMessages, connectBoard, publishMessage } from './hall-boards.mjs';
import { brokerUrl, createHall, hallLinks, startBroker } from './hall.mjs';
import * as bridge from '../web/hall/broker.mjs';
import { launchChromium, openApp, serveDist } from '../e2e/support.mjs';

globalThis.WebSocket ??= WebSocket;

const BOARDS = Number(process.argv[2] ?? 300);
const SECONDS = Number(process.argv[3] ?? 60);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** A game of 15+10 started within the first two seconds, a press every 2 to 10 s until `SECONDS`. */
function script() {
  const events = [];
  let at = Math.random() * 2;
  events.push(`start@${at.toFixed(3)}`);
  for (;;) {
    at += 2 + Math.random() * 8;
    if (at >= SECONDS) return events;
    events.push(`press@${at.toFixed(3)}`);
  }
}

/** In the view's page: when each board's row first shows each count of incidents, and every frame. */
function watchTheView() {
  window.loadRun = { seen: [], frames: [], longTasks: [] };
  const note = (li) => {
    if (li.dataset?.board) window.loadRun.seen.push([+li.dataset.board, +li.dataset.incidents, Date.now()]);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) node.matches('li[data-board]') ? note(node) : node.querySelectorAll?.('li[data-board]').forEach(note);
      if (record.type === 'attributes') note(record.target);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-incidents'] });
  let last = performance.now();
  const frame = (now) => {
    window.loadRun.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.loadRun.longTasks.push(e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
}

const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-load-'));
const hall = await createHall({ dir, boards: BOARDS });
const broker = await startBroker(hall);
const served = await serveDist();
const browser = await launchChromium();
const connections = [];
try {
  const id = hall.credentials.hall;
  const url = brokerUrl(hall);
  console.log(`playing ${BOARDS} games with the command line…`);
  const games = Array.from({ length: BOARDS }, (_, index) => boardMessages(id, index + 1, { control: '15+10', events: script() }));
  for (let board = 1; board <= BOARDS; board += 1) connections.push(await connectBoard(url, hall.credentials, board));
  const { page, errors } = await openApp(browser, hallLinks(hall.credentials, { app: served.url, broker: url }).arbiter, {
    init: watchTheView,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.hall-reading', { hasText: 'Every board is read as it plays.' }).waitFor();

  console.log(`${BOARDS} boards pressing every 2 to 10 s for ${SECONDS} s…`);
  const published = new Map();
  const begun = Date.now();
  await Promise.all(
    games.map(async (messages, index) => {
      const board = index + 1;
      let logged = -1;
      for (const message of messages) {
        const wait = begun + message.at - Date.now();
        if (wait > 0) await sleep(wait);
        if (message.subject === 'log') {
          // The head counts for none: the row shows `logged` incidents once this one is in.
          logged += 1;
          if (logged > 0) published.set(`${board}.${logged}`, Date.now());
        }
        await publishMessage(connections[index], id, board, message, Date.now() - begun);
      }
    }),
  );
  const sent = games.reduce((sum, messages) => sum + messages.length, 0);
  const seconds = (Date.now() - begun) / 1000;
  await sleep(2_000);
  const run = await page.evaluate(() => window.loadRun);
  const shown = new Map();
  for (const [board, incidents, at] of run.seen) {
    for (let n = 1; n <= incidents; n += 1) if (!shown.has(`${board}.${n}`)) shown.set(`${board}.${n}`, at);
  }
  const latencies = [...published].map(([key, at]) => (shown.get(key) ?? Infinity) - at).sort((a, b) => a - b);
  const missing = latencies.filter((l) => l === Infinity).length;
  // The frames while the boards played, not the page's start.
  const frames = run.frames.slice(-Math.round(seconds * 50)).sort((a, b) => a - b);
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`\n| measure | value |\n|---|---|`);
  console.log(`| boards, seconds | ${BOARDS}, ${seconds.toFixed(1)} |`);
  console.log(`| messages published and stored (log and state) | ${sent} (${(sent / seconds).toFixed(1)} per second) |`);
  console.log(`| hall latency, publication to the view's row: p50 / p99 / max | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1))} |`);
  console.log(`| incidents never shown | ${missing} |`);
  console.log(`| the view's frame time: p50 / p99 | ${ms(percentile(frames, 50))} / ${ms(percentile(frames, 99))} |`);
  console.log(`| long tasks (over 50 ms) while following | ${run.longTasks.length}, longest ${ms(Math.max(0, ...run.longTasks))} |`);
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
  process.exitCode = missing ? 1 : 0;
} finally {
  await Promise.all(connections.map((c) => bridge.close(c).catch(() => {})));
  await browser.close();
  served.server.close();
  await broker.stop();
  await rm(dir, { recursive: true, force: true });
}
