// End-to-end: the History's import of a 100,000-incident log, timed in headless Chromium. The log is
// a 3+2 game of 99,999 presses a second apart, written here as the app writes logs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, servedApp } from './support.mjs';

const app = servedApp();
const INCIDENTS = 100_000;

/** The log of a 3+2 game started at `t0` with `n - 1` presses, each one second after the last. */
function longLog(n, t0 = 1_767_225_600_000) {
  const period = { end: { kind: 'game' }, time: 180_000, method: { kind: 'fischer', increment: 2_000 } };
  const left = { white: 182_000, black: 182_000 };
  const incidents = [{ at: t0, event: 'started' }];
  for (let i = 1; i < n; i += 1) {
    const side = i % 2 === 1 ? 'white' : 'black';
    left[side] += 1_000;
    incidents.push({ at: t0 + i * 1_000, event: 'pressed', side, used: 1_000, after: left[side] });
  }
  return {
    version: 1,
    settings: { rulebook: 'fide-2023', guidelines_iii: false, supervised: false, run_on_after_flag: false },
    control: { white: [period], black: [period] },
    incidents,
  };
}

/** Imports `log` in the History and returns the milliseconds until `until` shows. */
async function timedImport(page, log, until) {
  const buffer = Buffer.from(JSON.stringify(log));
  const start = Date.now();
  await page.locator('.import-log').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer });
  await page.locator(until).first().waitFor({ timeout: 120_000 });
  return Date.now() - start;
}

test('a 100,000-incident log is read, parsed and replayed in under 2 s', async (t) => {
  const { page, errors } = await openApp(app.browser, app.url);
  await page.locator('.history-open').click();
  // The last incident says one millisecond more than the game gives: the whole log is read and
  // replayed, then refused, so the time is the import's alone, not the record's display.
  const log = longLog(INCIDENTS);
  log.incidents.at(-1).after += 1;
  const ms = await timedImport(page, log, '.notice');
  assert.match(await page.locator('.notice').textContent(), /^The log cannot be opened: incident 100000 does not replay/);
  t.diagnostic(`read, parsed and replayed ${INCIDENTS} incidents in ${ms} ms`);
  assert.ok(ms < 2_000, `${ms} ms`);
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  'a 100,000-incident log imported in the History shows its record in under 2 s',
  { todo: 'the record renders all 100,000 log rows at once (src/game_record.rs)' },
  async (t) => {
    const { page, errors } = await openApp(app.browser, app.url);
    await page.locator('.history-open').click();
    const ms = await timedImport(page, longLog(INCIDENTS), '.record .log tbody tr');
    t.diagnostic(`record of ${INCIDENTS} incidents shown in ${ms} ms`);
    assert.deepEqual(errors, []);
    assert.ok(ms < 2_000, `${ms} ms`);
    await page.close();
  },
);
