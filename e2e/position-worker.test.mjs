// End-to-end: the position check's Web Worker in the release build (crates/position-worker, linked
// from index.html with data-type="worker"). Driven from the app's page exactly as
// src/browser/position_worker.rs drives it (a module worker next to the page; it says it is ready, takes a
// FEN with the side to search first, answers each side), under the page's Content-Security-Policy. Also: a normal visit requests
// none of its files, the service worker precaches them, and the check then works offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { controlled, DIST, openApp, servedApp } from './support.mjs';

const app = servedApp();

const WORKER_FILES = [
  'flagfall-position-worker_loader.js',
  'flagfall-position-worker.js',
  'flagfall-position-worker_bg.wasm',
];
// lichess.org/ijyj0mHa (the crate's documented example): Black cannot mate through the locked
// pawns, White can.
const LICHESS = '5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -';
const QUEEN = '7k/8/6Q1/8/3K4/8/8/8 w - - 0 1';
// Black's king in check from the rook with White to move.
const OPPONENT_IN_CHECK = '4k3/8/8/8/8/8/8/4R2K w - - 0 1';
// The slowest of chasolver 3.0.0's tests/positions.txt (constructed, locked pawns): 4.8 s natively
// for both sides on this machine, beyond the 1.5 s budget.
const SLOW = '2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - -';

/**
 * In `page`: starts the worker, waits for it to be ready, posts `fen` to be searched for `first`
 * first (the request src/browser/position_worker.rs writes: the side, a space, the FEN), and collects its
 * reports (parsed) until both sides are answered, the FEN is refused, or `budgetMs` after it was
 * posted.
 * Also counts the page's animation frames from the post on. The worker is ended either way.
 */
function check(page, fen, budgetMs = 20_000, first = 'white') {
  return page.evaluate(
    ([script, fen, budgetMs, first]) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(script, { type: 'module' });
        const reports = [];
        let frames = 0;
        let counting = false;
        let posted;
        const count = () => {
          if (!counting) return;
          frames += 1;
          requestAnimationFrame(count);
        };
        const finish = () => {
          counting = false;
          worker.terminate();
          resolve({ reports, frames, ms: performance.now() - posted });
        };
        worker.onerror = (event) => {
          worker.terminate();
          reject(new Error(`worker error: ${event.message ?? event.type}`));
        };
        worker.onmessage = (event) => {
          const report = JSON.parse(event.data);
          reports.push(report);
          if (report.ready) {
            posted = performance.now();
            worker.postMessage(`${first} ${fen}`);
            counting = true;
            requestAnimationFrame(count);
            setTimeout(finish, budgetMs);
          } else if (report.refused || reports.filter((r) => r.answer).length === 2) {
            finish();
          }
        };
      }),
    ['flagfall-position-worker_loader.js', fen, budgetMs, first],
  );
}

/** The worker's files among `urls` (addresses the page or its workers requested). */
const workerFiles = (urls) => urls.filter((url) => WORKER_FILES.some((name) => url.endsWith(`/${name}`)));

test('a normal visit requests none of the worker files, which the service worker precaches with their integrity', async () => {
  const requested = [];
  const { page, errors } = await openApp(app.browser, app.url, {
    // From before the page loads: its own requests, its workers' and the service worker's.
    prepare: (page) =>
      page.context().on('request', (request) => requested.push({ url: request.url(), bySw: request.serviceWorker() !== null })),
  });
  assert.equal(await controlled(page), new URL('sw.js', app.url).href, 'the service worker controls the page');
  const byPage = workerFiles(requested.filter((r) => !r.bySw).map((r) => r.url));
  assert.deepEqual(byPage, []);
  // The service worker's own install did fetch them: the requests were watched.
  const bySw = workerFiles(requested.filter((r) => r.bySw).map((r) => r.url)).map((url) => new URL(url).pathname.slice(1));
  assert.deepEqual(bySw.sort(), [...WORKER_FILES].sort());

  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  const files = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);\n/)[1]);
  for (const name of WORKER_FILES) {
    const bytes = await readFile(join(DIST, name));
    const integrity = `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
    assert.deepEqual(files.find(([url]) => url === `./${name}`), [`./${name}`, integrity], name);
  }
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('flagfall-')));
    return (await cache.keys()).map((request) => new URL(request.url).pathname.slice(1));
  });
  assert.deepEqual(WORKER_FILES.filter((name) => !cached.includes(name)), []);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the worker answers lichess.org/ijyj0mHa: Black cannot checkmate, White can with a line ending in mate', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const { reports } = await check(page, LICHESS);
  assert.deepEqual(reports[0], { ready: { budget_ms: 1500 } });
  assert.equal(reports.length, 3);
  const [white, black] = [reports[1].answer, reports[2].answer];
  assert.deepEqual(
    { ...white, line: undefined },
    { fen: LICHESS, side: 'white', can_checkmate: true, line: undefined },
  );
  assert.match(white.line, /^1\. \S.*#$/);
  assert.deepEqual(black, { fen: LICHESS, side: 'black', can_checkmate: false, line: null });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the worker answers king and queen against a lone king: White can mate, Black cannot', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const { reports } = await check(page, QUEEN);
  assert.equal(reports.length, 3);
  const [white, black] = [reports[1].answer, reports[2].answer];
  assert.equal(white.side, 'white');
  assert.equal(white.can_checkmate, true);
  assert.match(white.line, /^1\. \S.*#$/);
  assert.deepEqual(black, { fen: QUEEN, side: 'black', can_checkmate: false, line: null });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the worker refuses a position whose side not to move is in check, with the variant and the side', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const { reports } = await check(page, OPPONENT_IN_CHECK);
  assert.deepEqual(reports.slice(1), [
    {
      refused: {
        fen: OPPONENT_IN_CHECK,
        field: 'side_to_move',
        error: { Illegal: { OpponentInCheck: { side: 'black' } } },
      },
    },
  ]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the page keeps painting frames while the worker searches a hard position for the whole budget', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  const { reports, frames, ms } = await check(page, SLOW, 1500);
  // Still searching when the budget ran out: the page ends the worker there.
  assert.ok(reports.filter((r) => r.answer).length < 2, JSON.stringify(reports));
  assert.ok(ms >= 1500, `${ms} ms`);
  // About 90 frames at 60 Hz; a blocked page would paint none.
  assert.ok(frames >= 45, `${frames} frames in ${Math.round(ms)} ms`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('after one online visit the check works offline, from the service worker cache', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  assert.equal(await controlled(page), new URL('sw.js', app.url).href, 'the service worker controls the page');
  await page.context().setOffline(true);
  const { reports } = await check(page, QUEEN);
  assert.equal(reports.length, 3);
  assert.equal(reports[1].answer.can_checkmate, true);
  assert.equal(reports[2].answer.can_checkmate, false);
  assert.deepEqual(errors, []);
  await page.context().close();
});
