// Shared by the end-to-end tests and the screenshot helper: the release build served on a free
// loopback port, and Debian's Chromium driven by playwright-core (which downloads no browser).
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDir } from '../scripts/static-server.mjs';

/** The build under test: dist/, or the directory FLAGFALL_DIST names (an older build, to compare). */
export const DIST = process.env.FLAGFALL_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Serves dist/ on 127.0.0.1 at a random port: `{ server, url }`. */
export function serveDist(options) {
  return serveDir(DIST, options);
}

/**
 * For a test file: serves dist/ and starts Chromium before its tests, and stops both after them.
 * The returned object holds `url` and `browser` once the tests run, and `beacon(name)`: a URL of the
 * app's own origin (which its Content-Security-Policy lets the page reach) that a page can POST to
 * (a service worker passes POSTs by), and `hit`, a promise resolved as soon as the server gets it. A
 * test during which any page of that browser broke the Content-Security-Policy fails, whether or not
 * it checks its own errors.
 */
export function servedApp() {
  const app = {};
  let served;
  const violations = [];
  const beacons = new Map();
  app.beacon = (name) => {
    const path = `/__beacon/${encodeURIComponent(name)}`;
    const hit = new Promise((resolve) => beacons.set(path, resolve));
    return { url: new URL(path, app.url).href, hit };
  };
  const answer = (request, response) => {
    const hit = beacons.get(request.url);
    if (!hit) return false;
    response.writeHead(204).end();
    hit();
    return true;
  };
  before(async () => {
    served = await serveDist({ answer });
    app.url = served.url;
    app.browser = watchedForCsp(await launchChromium(), violations);
  });
  afterEach(() => {
    assert.deepEqual(violations.splice(0), [], 'Content-Security-Policy violations');
  });
  after(async () => {
    await app.browser?.close();
    served?.server.close();
  });
  return app;
}

/** Debian's Chromium, or the one CHROMIUM names. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The flags every Chromium of the tests starts with. */
export const CHROMIUM_ARGS = [
  // Root cannot use Chromium's sandbox.
  '--no-sandbox',
  // This network reaches no outside host: stop Chromium from trying.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/**
 * Chromium on the persistent `profile`, in a process group of its own so that it can be killed as a
 * crash or a flat battery kills it, driven over the DevTools protocol: `{ child, browser }`.
 */
export async function startChromiumOn(profile) {
  const child = spawn(
    CHROMIUM,
    ['--headless=new', ...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const found = seen.match(/DevTools listening on (ws:\S+)/);
      if (found) resolve(found[1]);
    });
    child.on('exit', () => reject(new Error(`Chromium exited early: ${seen}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint);
  return { child, browser };
}

/** Kills a Chromium of `startChromiumOn` at once, every process of it (SIGKILL to its group). */
export function killChromium(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.on('exit', resolve);
    process.kill(-child.pid, 'SIGKILL');
  });
}

/** Headless Chromium from Debian; the path can be overridden with CHROMIUM. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * In a page, before its own scripts: each Content-Security-Policy violation becomes a console error
 * (the browser logs most, not all, itself). Once a page, however many watchers ask.
 */
function reportCspViolations() {
  if (window.__cspReported) return;
  window.__cspReported = true;
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.effectiveDirective} refused ` +
          `${event.blockedURI} at ${event.sourceFile || document.URL}:${event.lineNumber}`,
      ),
    true,
  );
}

/** Whether a console message is about the Content-Security-Policy (the browser's own, or ours). */
const isCspMessage = (text) => /Content[- ]Security[- ]Policy/i.test(text);

/** Makes every page of `context` report its CSP violations (and the browser's CSP errors) in `sink`. */
async function watchContext(context, sink) {
  await context.addInitScript(reportCspViolations);
  context.on('console', (message) => {
    if (message.type() === 'error' && isCspMessage(message.text())) sink.push(message.text());
  });
}

/** `browser`, every page it opens (by `newPage` or in a `newContext`) watched for CSP violations. */
function watchedForCsp(browser, sink) {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context, sink);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await watchContext(page.context(), sink);
    return page;
  };
  return browser;
}

/**
 * Opens the app at `url` in a new page and waits until it has rendered a screen (the set-up screen,
 * or the clock screen for a link). Collects the page's uncaught errors, console errors (violations
 * of the Content-Security-Policy among them) and failed requests in `errors`, so that a module which
 * loads but then fails (as one from a wrong wasm-opt does) is caught. `init`, a function, runs in the page before anything else; `locale` is the
 * browser's language (`fr-FR`), English by default.
 */
export async function openApp(browser, url, { init, locale = 'en-GB', prepare } = {}) {
  const page = await browser.newPage({ locale });
  await page.addInitScript(reportCspViolations);
  // A script to run in the page before the app's own (a test double of a browser API).
  if (init) await page.addInitScript(init);
  // Anything else to set up before the page loads (routes for its requests).
  if (prepare) await prepare(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed request is reported below, with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    // Chromium asks for /favicon.ico on its own; the app declares no icon of that name.
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => errors.push(`${request.failure()?.errorText} ${request.url()}`));
  await page.goto(url);
  await page.locator(SCREEN).first().waitFor({ timeout: 15_000 });
  return { page, errors };
}

/** Whatever screen the app shows: anything in its `<main>` but the list of notices (not the first
 * clock's, which runs on a first visit with a link until the app takes over). */
export const SCREEN = 'main:not(.first-clock) > :not(.notices)';

/** Waits for the page's animations to end (one cancelled meanwhile, its element gone, counts as
 * ended), so that what is measured is what stays on screen. */
export function animationsDone(page) {
  return page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** Holds back the app's module (its hashed name, not the first clock's nor the position worker's) on
 * `page` until the returned `release()` is called, so that the first clock alone is on screen. */
export async function holdApp(page) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/flagfall-web-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The storage key of the running game (`GAME_KEY` in src/browser/storage.rs). */
export const GAME_KEY = 'flagfall.game';

/** The saved game (`{version, names, log: {incidents: [...]}}`), or null. */
export async function savedGame(page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  return text === null ? null : JSON.parse(text);
}

/**
 * What a first visit's first clock keeps under `GAME_KEY` while it runs, a line per act
 * (crates/page/src/link_record.rs): each act's kind and side, its instants left out (`p b` for
 * Black's press, `c` a charge, `o` a flag seen), and its first instant (a press's input).
 * Throws when what is kept is not such a record.
 */
export async function recorded(page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  const [mark, offset, query, ...acts] = (text ?? '').split('\n');
  if (mark !== 'flagfall link record 1' || !/^-?[0-9]+$/.test(offset) || !query.startsWith('?')) {
    throw new Error(`not a first visit's record: ${text}`);
  }
  return acts.map((act) => {
    const words = act.split(' ');
    const numbers = words.filter((word) => /^-?[0-9]+$/.test(word)).map(Number);
    return { act: words.filter((word) => !/^-?[0-9]+$/.test(word)).join(' '), at: numbers[0] };
  });
}

/**
 * The saved game's incidents, each without its hash (the log's chain: the core's tests check it),
 * after checking that each has one, or none in a log of an unchained version.
 */
export async function incidents(page) {
  const log = (await savedGame(page))?.log;
  // A game begun before the chain (log version 2) goes on unchained: none of its incidents is hashed.
  const chained = (log?.version ?? 3) >= 3;
  return (log?.incidents ?? []).map(({ hash, ...incident }) => {
    if (chained !== /^[0-9a-f]{64}$/.test(hash ?? '')) {
      throw new Error(`an incident hashed unlike its log's version: ${JSON.stringify(incident)}`);
    }
    return incident;
  });
}

/**
 * Hashes the incidents of the game stored under `key` again, in the page, as the app would have
 * written them: for a test that edits a stored game into another one that the app must still read.
 * Each hash is SHA-256 of the previous hash (the log's opening first) and the incident's compact JSON,
 * whose keys keep the order the app wrote them in.
 */
export async function rechainStored(page, key) {
  await page.evaluate(async (key) => {
    const game = JSON.parse(localStorage.getItem(key));
    const hex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
    let last = Uint8Array.from(game.log.opening.match(/../g).map((pair) => parseInt(pair, 16)));
    for (const incident of game.log.incidents) {
      const { hash, ...content } = incident;
      const text = new TextEncoder().encode(JSON.stringify(content));
      const input = new Uint8Array(last.length + text.length);
      input.set(last);
      input.set(text, last.length);
      last = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
      incident.hash = hex(last);
    }
    localStorage.setItem(key, JSON.stringify(game));
  }, key);
}

/** The time on `side`'s face. */
export function timer(page, side) {
  return page.locator(`[data-side=${side}] .time`).textContent();
}

/** The centre of `side`'s face, in page coordinates, for a real mouse press. */
export async function faceCentre(page, side) {
  const box = await page.locator(`[data-side=${side}]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Records every `pointerdown` on a face, before the app handles it: the face's side, the event's own
 * `timeStamp` and the `performance.now()` at which the handler ran. Read them with `pressesSeen`.
 */
export async function recordPresses(page) {
  await page.evaluate(() => {
    window.__presses = [];
    window.addEventListener(
      'pointerdown',
      (event) => {
        const face = event.target.closest?.('.face');
        if (face) {
          window.__presses.push({
            side: face.dataset.side,
            timeStamp: event.timeStamp,
            ranAt: performance.now(),
          });
        }
      },
      { capture: true },
    );
  });
}

/** The presses recorded since `recordPresses`, with `epoch`: the instant the app should charge. */
export function pressesSeen(page) {
  return page.evaluate(() =>
    window.__presses.map((p) => ({ ...p, epoch: Math.floor(performance.timeOrigin + p.timeStamp) })),
  );
}

/** A span of milliseconds as the clock shows it (`format_clock` in crates/core/src/time.rs). */
export function formatClock(ms) {
  ms = Math.max(0, ms);
  if (ms < 10_000) return `${Math.floor(ms / 1000)}.${Math.floor((ms % 1000) / 100)}`;
  const secs = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(secs / 3600), Math.floor(secs / 60) % 60, secs % 60];
  const pad = (n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Sets `side`'s time in the arbiter's correction form (the panel open) and applies it. */
export async function correctTime(page, side, time) {
  await page.locator(`.correct-side[data-side=${side}] .correct-time`).fill(time);
  await page.locator('.arb-correct').click();
}

/** Opens the clock screen's menu and chooses the item `selector` names (`.arbiter-open`, `.share`). */
export async function chooseFromMenu(page, selector) {
  await page.locator('button.menu-open').click();
  await page.locator(`dialog.menu ${selector}`).click();
}

/** The arbiter ends the game with `result` (`1-0`) for `reason`, from the menu, and closes the panel. */
export async function endGame(page, result, reason) {
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.end-result').selectOption(result);
  await page.locator('.end-reason').fill(reason);
  await page.locator('.arb-end').click();
  await page.locator('.close-arbiter').click();
}

/** Downloads the export whose button has class `export-<kind>`; its text and file name. */
export async function exported(page, kind) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`.export-${kind}`).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

/** Undoes the last press: the bar's undo button, then the confirmation. */
export async function confirmUndo(page) {
  await page.locator('button.undo').click();
  await page.locator('.confirm-undo').click();
}

/**
 * Starts the game on the page (Black's face starts White's clock), sets White's time through the
 * arbiter's panel, and lets the clock run again.
 */
export async function runWhiteFrom(page, time) {
  await page.locator('.face[data-side=black]').click();
  await chooseFromMenu(page, '.arbiter-open');
  await correctTime(page, 'white', time);
  await page.locator('.close-arbiter').click();
  await page.locator('button.resume').click();
}

/** Waits until a service worker controls `page`, reloading once (the first load installs it). */
export async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.locator(SCREEN).first().waitFor();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

/** Waits until `ready()` (which may be async) holds, failing with what `what()` says after `ms`. */
export async function waitFor(ready, what, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${await what()}`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations of any impact on `page` as it stands, each with the elements it names. axe
 * is evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
 * govern: the app's policy stays as strict as it ships.
 */
export async function axeViolations(page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The first clocks' wasm modules the page has fetched (its resource timing): each file's name, and
 * what asked for it (`link`: the page's preload; `fetch`: the loader). */
export function firstClockModules(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname.split('/').pop(), entry.initiatorType])
      .filter(([file]) => file.startsWith('flagfall-first-clock') && file.endsWith('.wasm')),
  );
}

/**
 * In the page, from before it loads (an init script): sets `window.__firstClockShown` once a first
 * clock is added to the page, even one removed again in the same task.
 */
export function noteFirstClockShown() {
  window.__firstClockShown = false;
  new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    if (added.some((node) => node.matches?.('main.first-clock'))) window.__firstClockShown = true;
  }).observe(document, { childList: true, subtree: true });
}
