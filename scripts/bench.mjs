// The size and speed of the release build in dist/ (build it first: ./scripts/build-web.sh):
//   node scripts/bench.mjs
// The first visit is also timed on a phone-grade profile (CPU 4x slower, 1.6 Mbit/s down, 150 ms
// latency, nothing cached and no service worker yet), served gzipped as a static host would; so are
// returning visits: the service worker installed by an earlier visit, opened offline (an installed app
// at the board) and on the slow network, and a plain visit offline while the History is full.
// Prints a table and exits non-zero when a target is missed. A report, not a gating test: timings
// depend on the machine.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chooseFromMenu, DIST, killChromium, launchChromium, serveDist, startChromiumOn } from '../e2e/support.mjs';
import { HALL_BRIDGE } from './hall-bridge.mjs';

const TARGETS = {
  // 250 KB (1 KB = 1000 bytes) for wasm + JS + CSS, the app issue's budget. A French, Spanish,
  // German or Dutch page also fetches its language table, once (the service worker keeps it): that
  // total is reported beside it, not held to the budget.
  gzipBytes: 250_000,
  interactiveMs: 300,
  busyPercent: 2,
  timersWhilePaused: 0,
  // The best open-source web clock shows its clock in 1.7 s on the phone profile.
  phoneReadyMs: 1_700,
  phoneBytes: 110_000,
  // Issue 29's budgets for a returning visit on the phone profile.
  returningClockMs: 350,
  returningSetupMs: 400,
};
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downBytesPerSecond: 1_600_000 / 8,
  upBytesPerSecond: 750_000 / 8,
};
// Runs of each phone visit: on a 2-core machine one returning visit may take 100 ms more or less
// than the next (the browser's processes share the cores); the median of 9 moves far less.
const PHONE_RUNS = 9;
/** Presses timed for the durable write, 50 ms apart. */
const DURABLE_PRESSES = 100;
const RUNS = 10;
const BUSY_SECONDS = 5;
const PAUSED_SECONDS = 2;
const LINK = '?control=3%2B2';
// A History as full as it gets (History::LIMIT, src/model/saved.rs), each game of this many presses and
// ended by a flag two seconds in: a device used for a season keeps this much, and a plain visit reads it.
const HISTORY_GAMES = 50;
const HISTORY_PRESSES = 40;
const HISTORY_LINK = '?control=0%3A02';

/**
 * Gzip sizes (level 9, as a static host would serve them) of the wasm, JS and CSS that index.html
 * names (dist/ may also hold files of an earlier build): the app's, and each first clock's that its
 * loader starts (`clock`): on a first visit with a link (`first`), on a link under the set-up
 * choices kept (`link`), on a plain visit while a game is kept (`kept`).
 */
async function sizes() {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  // The release page is minified: an attribute's value may be unquoted.
  const named = [...html.matchAll(/(?:href|src|data-js|data-wasm)\s*=\s*["']?\.?\/?([^"'?#\s>]+\.(?:wasm|js|css))/g)]
    .map((m) => m[1])
    // The hall's bridge, named for a clock that joins a hall, is fetched only then (`hallBridge`).
    .filter((file) => !HALL_BRIDGE.test(file));
  // What those scripts import statically loads with them (the app's glue imports the loader of its
  // parts, __wasm_split-*.js); the parts themselves come when first used (see `parts`).
  for (const file of named.filter((f) => f.endsWith('.js'))) {
    const script = await readFile(join(DIST, file), 'utf8');
    for (const [, imported] of script.matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']/g)) named.push(imported);
  }
  const rows = [];
  for (const file of [...new Set(named)].sort()) {
    const body = await readFile(join(DIST, file));
    const clock = file.match(/^flagfall-first-clock(?:-(link|kept))?(?:_bg\.wasm|\.js)$/)?.[1] ?? (file.startsWith('flagfall-first-clock') ? 'first' : null);
    rows.push({ file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, clock });
  }
  if (!rows.some((r) => r.file.endsWith('.wasm') && !r.clock)) throw new Error('index.html names no app module');
  for (const clock of ['first', 'link', 'kept']) {
    if (!rows.some((r) => r.file.endsWith('.wasm') && r.clock === clock)) throw new Error(`index.html names no ${clock} first clock`);
  }
  return rows;
}

/** Gzip sizes of the app's parts fetched when first used (the arbiter's panel, History, the log, the
 * custom editor). */
async function parts() {
  const rows = [];
  for (const name of (await readdir(DIST)).filter((n) => /^(split|chunk)_.*\.wasm$/.test(n)).sort()) {
    const body = await readFile(join(DIST, name));
    rows.push({ file: name, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return rows;
}

/** Gzip size of the hall's bridge, which only a clock in a hall fetches. */
async function hallBridge() {
  const name = (await readdir(DIST)).find((n) => HALL_BRIDGE.test(n));
  return name ? gzipSync(await readFile(join(DIST, name)), { level: 9 }).length : 0;
}

/** Gzip sizes of the language tables: a page loads at most one. */
async function tables() {
  const dir = join(DIST, 'locales');
  const rows = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()) {
    const body = await readFile(join(dir, name));
    rows.push({ file: `locales/${name}`, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return rows;
}

/**
 * Milliseconds from navigation start until the clock is interactive: both faces rendered at 3:02
 * (their pointerdown handlers are attached as they are built). Each run is a fresh browser context,
 * so nothing comes from the cache. Every run then presses Black's face and checks that White's clock
 * starts, so the figure is for a clock that really works.
 */
async function interactive(browser, url, locale) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.addInitScript(watchForClock);
    const ready = marked(page, '__interactive', 15_000);
    await page.goto(url);
    times.push(await ready);
    await page.locator('.face[data-side=black]').click();
    await page.locator('.face[data-side=white].running').waitFor({ timeout: 5_000 });
    await context.close();
  }
  return times;
}

/**
 * In the page, from before it loads: marks the instant both faces show 3:02, the instant the set-up
 * screen's "Set the clock" is on screen, the instant a face shows its clock running, and the instant
 * the app has its bar of buttons on screen (on a first visit with a link, the first clock runs until
 * then).
 */
function watchForClock() {
  // performance.now() counts from navigation start.
  const mark = (name, seen, watched) =>
    new MutationObserver((_, observer) => {
      if (seen()) {
        window[name] = performance.now();
        // Told on the console, which `marked` listens to: waiting by evaluating in the page (as
        // Playwright's waitForFunction does) would run its injected script on the page's main
        // thread while the page starts (~35 ms of the phone's CPU on a returning visit).
        console.debug(`flagfall-mark ${name}`);
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, ...watched });
  mark('__setup', () => document.querySelector('.start-game'));
  mark('__running', () => document.querySelector('.face.running'), { attributes: true, attributeFilter: ['class'] });
  mark('__app', () => document.querySelector('main:not(.first-clock) .controls'));
  mark(
    '__interactive',
    () => {
      const timers = document.querySelectorAll('.face[data-side] .time');
      return timers.length === 2 && [...timers].every((t) => t.textContent === '3:02');
    },
    { characterData: true },
  );
}

/**
 * Resolves to the instant (ms from navigation start) at which `page` made the mark `name`
 * (`watchForClock`), once the console has told it; listen before the page loads.
 */
function marked(page, name, timeout = 60_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', told);
      reject(new Error(`the page made no ${name} mark within ${timeout} ms`));
    }, timeout);
    const told = (message) => {
      if (message.text() !== `flagfall-mark ${name}`) return;
      clearTimeout(timer);
      page.off('console', told);
      resolve(page.evaluate((mark) => window[mark], name));
    };
    page.on('console', told);
  });
}

/**
 * The first visit on the phone profile, `PHONE_RUNS` times, each in a fresh context (nothing cached,
 * no service worker): milliseconds to the first paint and to a clock ready to press, and the bytes
 * that crossed the network before it was ready (what each response weighed on the wire, headers
 * included, for the responses finished by then); and a first visit without a link, in a fresh
 * context too: milliseconds to the set-up screen.
 */
async function phoneVisits(browser, url, plainUrl) {
  const visits = [];
  for (let run = 0; run < PHONE_RUNS; run++) {
    const context = await phoneContext(browser);
    const { page, cdp } = await onPhone(context);
    const finished = [];
    cdp.on('Network.loadingFinished', (event) => finished.push(event));
    // The page's own request starts its timeline (performance.now() counts from just before it).
    let origin;
    cdp.on('Network.requestWillBeSent', (event) => {
      origin ??= event.timestamp;
    });
    const ready = marked(page, '__interactive');
    const app = marked(page, '__app');
    // Awaited after the press; a failure before then is the one to report.
    app.catch(() => {});
    await page.goto(url);
    const seen = {
      ready: await ready,
      firstPaint: await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? null),
    };
    const readyAt = origin + seen.ready / 1000;
    const bytes = finished.filter((event) => event.timestamp <= readyAt).reduce((sum, event) => sum + event.encodedDataLength, 0);
    await page.locator('.face[data-side=black]').click();
    await page.locator('.face[data-side=white].running').waitFor({ timeout: 10_000 });
    const appMs = await app;
    await context.close();
    const plainContext = await phoneContext(browser);
    const plain = (await onPhone(plainContext)).page;
    const setup = marked(plain, '__setup');
    await plain.goto(plainUrl);
    const setupMs = await setup;
    await plainContext.close();
    visits.push({ readyMs: seen.ready, firstPaintMs: seen.firstPaint, bytes, appMs, setupMs });
  }
  return visits;
}

/** A fresh browser context at phone size: nothing cached, no service worker. */
function phoneContext(browser) {
  return browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
}

/** A new page of `context` on the phone profile's network (or offline) and CPU, watched by
 * `watchForClock`. */
async function onPhone(context, { offline = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBytesPerSecond,
    uploadThroughput: PHONE.upBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.addInitScript(watchForClock);
  return { page, cdp };
}

/** A page of `context` on a plain visit once the service worker it installs is ready. */
async function installed(context, plainUrl) {
  const page = await context.newPage();
  await page.goto(plainUrl);
  await page.locator('.start-game').waitFor({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  return page;
}

/**
 * Returning visits on the phone profile, `PHONE_RUNS` times each, offline and on the slow network:
 * each run installs the service worker in a fresh context with a plain visit (unthrottled), then
 * times a plain visit (the set-up screen's "Set the clock" on screen), a link opened (both faces at
 * 3:02, and a press that starts White's clock), and a plain visit again (that game's clock
 * running). The profile's CPU slowdown applies to the page, not to the service worker, which
 * DevTools cannot slow.
 */
async function returningVisits(browser, url, plainUrl) {
  const visits = { offline: [], slow: [] };
  // The modes take turns run by run, so that a machine slowing down as the bench goes on weighs
  // on both alike.
  for (let run = 0; run < PHONE_RUNS; run++) {
    for (const mode of Object.keys(visits)) {
      const context = await phoneContext(browser);
      await (await installed(context, plainUrl)).close();
      const visit = async (address, mark) => {
        const { page } = await onPhone(context, { offline: mode === 'offline' });
        const seen = marked(page, mark);
        await page.goto(address);
        const ms = await seen;
        const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
        if (!controlled) throw new Error(`a returning visit (${mode}) not served by the service worker`);
        return { page, ms };
      };
      const plain = await visit(plainUrl, '__setup');
      await plain.page.close();
      const linked = await visit(url, '__interactive');
      await linked.page.locator('.face[data-side=black]').click();
      await linked.page.locator('.face[data-side=white].running').waitFor({ timeout: 10_000 });
      await linked.page.close();
      const resumed = await visit(plainUrl, '__running');
      await resumed.page.close();
      await context.close();
      visits[mode].push({ clockMs: linked.ms, setupMs: plain.ms, resumedMs: resumed.ms });
    }
  }
  return visits;
}

/**
 * A returning visit offline while the History is full: `HISTORY_GAMES` games played and filed in one
 * context (unthrottled), then a plain visit on the phone profile, `PHONE_RUNS` times: milliseconds to
 * the set-up screen's "Set the clock" (`setupMs`), and how much the History held (`history`).
 */
async function returningWithHistory(browser, plainUrl) {
  const context = await phoneContext(browser);
  const playing = await installed(context, plainUrl);
  for (let game = 0; game < HISTORY_GAMES; game++) {
    await playing.goto(new URL(HISTORY_LINK, plainUrl).href);
    await playing.locator('.face[data-side=black]').click();
    await playing.locator('.face[data-side=white].running').waitFor();
    // Until the flag, on a machine too slow for every press in time: the game is filed all the same.
    for (let press = 0; press < HISTORY_PRESSES && (await playing.locator('.face.running').count()); press++) {
      await playing.locator(`.face[data-side=${press % 2 ? 'black' : 'white'}]`).click();
    }
    await playing.locator('.outcome').waitFor({ timeout: 10_000 });
    await chooseFromMenu(playing, '.exit');
    await playing.locator('.start-game').waitFor();
  }
  // What was filed, as stored: the row says how much History it timed.
  const history = await playing.evaluate(() => {
    const text = localStorage.getItem('flagfall.history');
    const games = JSON.parse(text).games;
    return { games: games.length, incidents: games.reduce((sum, game) => sum + game.log.incidents.length, 0), bytes: text.length };
  });
  if (history.games !== HISTORY_GAMES) throw new Error(`the History holds ${history.games} games, not ${HISTORY_GAMES}`);
  await playing.close();
  const setupMs = [];
  for (let run = 0; run < PHONE_RUNS; run++) {
    const { page } = await onPhone(context, { offline: true });
    const seen = marked(page, '__setup');
    await page.goto(plainUrl);
    setupMs.push(await seen);
    await page.close();
  }
  await context.close();
  return { setupMs, history };
}

/** Counts every timer and animation frame the page asks for, from before the app loads. */
function countTimers() {
  window.__timers = { setTimeout: 0, setInterval: 0, requestAnimationFrame: 0 };
  for (const name of Object.keys(window.__timers)) {
    const original = window[name].bind(window);
    window[name] = (...args) => {
      window.__timers[name] += 1;
      return original(...args);
    };
  }
}

const readTimers = (page) => page.evaluate(() => ({ ...window.__timers }));
const since = (after, before) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]]));
const total = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Main-thread busy time while White's clock runs (DevTools' TaskDuration over wall time), the timers
 * requested meanwhile, and the timers requested while the clock is paused.
 */
async function running(browser, url) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(countTimers);
  await page.goto(url);
  await page.locator('.face[data-side=white]').waitFor({ timeout: 15_000 });
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await sleep(1_000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const first = await metrics();
  const timersBefore = await readTimers(page);
  await sleep(BUSY_SECONDS * 1_000);
  const last = await metrics();
  const runningTimers = since(await readTimers(page), timersBefore);
  const elapsed = last.Timestamp - first.Timestamp;
  const busy = {
    taskPercent: ((last.TaskDuration - first.TaskDuration) / elapsed) * 100,
    scriptPercent: ((last.ScriptDuration - first.ScriptDuration) / elapsed) * 100,
    elapsed,
  };

  await page.locator('button.pause').click();
  await page.locator('.face[data-side=white].paused').waitFor();
  // Let the click's own work finish before counting.
  await sleep(200);
  const pausedBefore = await readTimers(page);
  await sleep(PAUSED_SECONDS * 1_000);
  const pausedTimers = since(await readTimers(page), pausedBefore);
  await context.close();
  return { busy, runningTimers, pausedTimers };
}

/**
 * The time from each press's write to the journal to its durable completion (the app's own
 * `flagfall-journal` performance measures), on the phone profile's CPU and a persistent profile (a
 * private one keeps IndexedDB in memory, which would time nothing).
 */
async function durableWrites(url) {
  const profile = await mkdtemp(join(tmpdir(), 'flagfall-bench-'));
  const { child, browser } = await startChromiumOn(profile);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url);
    await page.locator('main:not(.first-clock) .face[data-side=black]').waitFor({ timeout: 60_000 });
    await page.locator('.face[data-side=black]').dispatchEvent('pointerdown');
    for (let i = 0; i < DURABLE_PRESSES; i++) {
      await sleep(50);
      await page.locator(`.face[data-side=${i % 2 === 0 ? 'white' : 'black'}]`).dispatchEvent('pointerdown');
    }
    await page.waitForFunction((n) => performance.getEntriesByName('flagfall-journal').length > n, DURABLE_PRESSES);
    return await page.evaluate(() => performance.getEntriesByName('flagfall-journal').map((m) => m.duration));
  } finally {
    await killChromium(child);
    await rm(profile, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const files = await sizes();
const languageTables = await tables();
const partFiles = await parts();
const bridgeGzip = await hallBridge();
const served = await serveDist();
const browser = await launchChromium();
let times;
let frenchTimes;
let run;
let phone;
let returning;
let withHistory;
let durable;
try {
  const url = new URL(LINK, served.url).href;
  phone = await phoneVisits(browser, url, served.url);
  returning = await returningVisits(browser, url, served.url);
  withHistory = await returningWithHistory(browser, served.url);
  times = await interactive(browser, url, 'en-GB');
  frenchTimes = await interactive(browser, url, 'fr-FR');
  run = await running(browser, url);
  durable = await durableWrites(url);
} finally {
  await browser.close();
  served.server.close();
}

// The app's own files (its module, the styles, the loader) against its budget; the first clocks'
// beside it.
const gzipTotal = files.filter((f) => !f.clock).reduce((sum, f) => sum + f.gzip, 0);
const clockTotal = (clock) => files.filter((f) => f.clock === clock).reduce((sum, f) => sum + f.gzip, 0);
const largestTable = Math.max(...languageTables.map((t) => t.gzip));
const interactiveMs = median(times);
const frenchMs = median(frenchTimes);
const pausedTotal = total(run.pausedTimers);
const phoneReady = median(phone.map((v) => v.readyMs));
const phoneBytes = median(phone.map((v) => v.bytes));
const paints = phone.map((v) => v.firstPaintMs).filter((ms) => ms !== null);
const durableSorted = [...durable].sort((a, b) => a - b);
const p99 = durableSorted[Math.min(durableSorted.length - 1, Math.ceil(durableSorted.length * 0.99) - 1)];
const results = [
  [
    `phone, first visit: clock ready, median of ${PHONE_RUNS}`,
    `${phoneReady.toFixed(0)} ms`,
    `<= ${TARGETS.phoneReadyMs} ms`,
    phoneReady <= TARGETS.phoneReadyMs,
  ],
  ['phone, first visit: fetched before the clock shows', kb(phoneBytes), `<= ${kb(TARGETS.phoneBytes)}`, phoneBytes <= TARGETS.phoneBytes],
  [
    'phone, first visit: the app in control, median',
    `${median(phone.map((v) => v.appMs)).toFixed(0)} ms`,
    '(reported)',
    null,
  ],
  [
    'phone, first visit without a link: set-up screen, median',
    `${median(phone.map((v) => v.setupMs)).toFixed(0)} ms`,
    '(reported)',
    null,
  ],
  [
    'phone, first visit: first paint, median',
    paints.length === phone.length ? `${median(paints).toFixed(0)} ms` : 'none',
    '(reported)',
    null,
  ],
  ...Object.entries(returning).flatMap(([mode, visits]) => {
    const clockMs = median(visits.map((v) => v.clockMs));
    const setupMs = median(visits.map((v) => v.setupMs));
    const resumedMs = median(visits.map((v) => v.resumedMs));
    const network = mode === 'offline' ? 'offline' : 'slow network';
    return [
      [`phone, returning, ${network}: clock of a link ready`, `${clockMs.toFixed(0)} ms`, `<= ${TARGETS.returningClockMs} ms`, clockMs <= TARGETS.returningClockMs],
      [`phone, returning, ${network}: game in progress running`, `${resumedMs.toFixed(0)} ms`, `<= ${TARGETS.returningClockMs} ms`, resumedMs <= TARGETS.returningClockMs],
      [`phone, returning, ${network}: set-up screen`, `${setupMs.toFixed(0)} ms`, `<= ${TARGETS.returningSetupMs} ms`, setupMs <= TARGETS.returningSetupMs],
    ];
  }),
  [
    `phone, returning, offline, the History full (${HISTORY_GAMES} games): set-up screen`,
    `${median(withHistory.setupMs).toFixed(0)} ms`,
    `<= ${TARGETS.returningSetupMs} ms`,
    median(withHistory.setupMs) <= TARGETS.returningSetupMs,
  ],
  ['gzip size of the app, wasm + JS + CSS', kb(gzipTotal), `<= ${kb(TARGETS.gzipBytes)}`, gzipTotal <= TARGETS.gzipBytes],
  ['the same with the largest language table', kb(gzipTotal + largestTable), '(reported)', null],
  ["gzip size of a first visit's first clock, wasm + JS", kb(clockTotal('first')), '(reported)', null],
  ["gzip size of the first clock of a link, choices kept (returning)", kb(clockTotal('link')), '(reported)', null],
  ["gzip size of the game kept's first clock (returning visits)", kb(clockTotal('kept')), '(reported)', null],
  [
    'gzip size of the parts fetched when first used',
    kb(partFiles.reduce((sum, f) => sum + f.gzip, 0)),
    '(reported)',
    null,
  ],
  ["gzip size of the hall's bridge, fetched when a hall is joined", kb(bridgeGzip), '(reported)', null],
  [
    `navigation to interactive clock, median of ${RUNS}`,
    `${interactiveMs.toFixed(0)} ms`,
    `< ${TARGETS.interactiveMs} ms`,
    interactiveMs < TARGETS.interactiveMs,
  ],
  [
    `the same in French (its table fetched first)`,
    `${frenchMs.toFixed(0)} ms`,
    `< ${TARGETS.interactiveMs} ms`,
    frenchMs < TARGETS.interactiveMs,
  ],
  [
    `main-thread busy while a clock runs (${run.busy.elapsed.toFixed(1)} s)`,
    `${run.busy.taskPercent.toFixed(2)} %`,
    `< ${TARGETS.busyPercent} %`,
    run.busy.taskPercent < TARGETS.busyPercent,
  ],
  [
    `phone CPU: durable write of a press, median of ${durable.length}`,
    `${median(durable).toFixed(1)} ms`,
    '(reported)',
    null,
  ],
  ['phone CPU: durable write of a press, 99th percentile', `${p99.toFixed(1)} ms`, '(reported)', null],
  [
    `timers requested while paused (${PAUSED_SECONDS} s)`,
    String(pausedTotal),
    String(TARGETS.timersWhilePaused),
    pausedTotal === TARGETS.timersWhilePaused,
  ],
];

console.log('files (dist/):');
for (const f of [...files, ...partFiles, ...languageTables]) console.log(`  ${f.file.padEnd(44)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)} gzip`);
console.log(
  `phone profile (CPU ${PHONE.cpuSlowdown}x slower, ${(PHONE.downBytesPerSecond * 8) / 1e6} Mbit/s down, ${PHONE.latencyMs} ms latency), ` +
    `runs: ${phone.map((v) => `ready ${v.readyMs.toFixed(0)} ms, ${kb(v.bytes)}, first paint ${v.firstPaintMs?.toFixed(0) ?? 'none'}, app ${v.appMs.toFixed(0)} ms, set-up without a link ${v.setupMs.toFixed(0)} ms`).join('; ')}`,
);
for (const [mode, visits] of Object.entries(returning)) {
  console.log(`returning visits, ${mode}, runs: ${visits.map((v) => `set-up ${v.setupMs.toFixed(0)} ms, link ${v.clockMs.toFixed(0)} ms, game in progress ${v.resumedMs.toFixed(0)} ms`).join('; ')}`);
}
console.log(
  `returning visit offline, the History full (${withHistory.history.games} games, ${withHistory.history.incidents} incidents, ` +
    `${kb(withHistory.history.bytes)} stored), set-up screen runs (ms): ${withHistory.setupMs.map((t) => t.toFixed(0)).join(' ')}`,
);
console.log(`interactive runs (ms): ${times.map((t) => t.toFixed(0)).join(' ')}`);
console.log(`interactive runs in French (ms): ${frenchTimes.map((t) => t.toFixed(0)).join(' ')}`);
console.log(
  `while running: script ${run.busy.scriptPercent.toFixed(2)} % of a core; ` +
    `requested per second: ${Object.entries(run.runningTimers)
      .map(([k, v]) => `${k} ${(v / BUSY_SECONDS).toFixed(1)}`)
      .join(', ')}`,
);
console.log(`while paused: ${JSON.stringify(run.pausedTimers)}`);
console.log('');
const widths = [60, 10, 12];
const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(row(['measure', 'measured', 'target']) + ' met |');
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|-----|`);
for (const [what, value, target, ok] of results) {
  console.log(row([what, value, target]) + { true: ' yes |', false: ' NO  |', null: ' -   |' }[ok]);
}
const missed = results.filter(([, , , ok]) => ok === false).length;
if (missed) {
  console.log(`\n${missed} target(s) missed`);
  process.exitCode = 1;
}
