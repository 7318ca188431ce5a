// End-to-end: playing on the release build in headless Chromium with real time and real mouse presses.
// The app charges a press at the `pointerdown` event's own timestamp, as epoch milliseconds
// floor(performance.timeOrigin + timeStamp) (src/browser/time_source.rs); `pressesSeen` computes the same
// value from the event, so the saved incidents can be checked exactly against it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  confirmUndo,
  faceCentre,
  formatClock,
  incidents,
  openApp,
  pressesSeen,
  recordPresses,
  servedApp,
  timer,
} from './support.mjs';

// 3+2: the increment is credited before move 1, so both faces start at 3:02.
const START = 182_000;
const INCREMENT = 2_000;

const app = servedApp();

/** Opens the clock screen by a 3+2 link, with every pointerdown recorded. */
async function openClock() {
  const opened = await openApp(app.browser, new URL('?control=3%2B2', app.url).href);
  await opened.page.locator('.face[data-side=white]').waitFor();
  await recordPresses(opened.page);
  return opened;
}

const face = (page, side) => page.locator(`.face[data-side=${side}]`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('start, press, pause, resume and undo charge each press at its own event timestamp', async () => {
  const { page, errors } = await openClock();
  assert.equal(new URL(page.url()).search, '', "the link's query is dropped once read");

  await face(page, 'black').click();
  await pause(300);
  await face(page, 'white').click();
  await pause(300);
  await page.locator('button.pause').click();

  let log = await incidents(page);
  let seen = await pressesSeen(page);
  const whiteUsed = seen[1].epoch - seen[0].epoch;
  assert.deepEqual(log, [
    { at: seen[0].epoch, event: 'started' },
    {
      at: seen[1].epoch,
      event: 'pressed',
      side: 'white',
      used: whiteUsed,
      after: START - whiteUsed + INCREMENT,
    },
    { at: log[2].at, event: 'paused', side: 'black' },
  ]);
  const blackAtPause = START - (log[2].at - log[1].at);
  assert.equal(await timer(page, 'black'), formatClock(blackAtPause));
  // More than a second paused would cross a displayed second if the clock still ran.
  await pause(1_100);
  assert.equal(await timer(page, 'black'), formatClock(blackAtPause));
  assert.equal(await face(page, 'black').getAttribute('class'), 'face paused');

  await page.locator('button.resume').click();
  await pause(300);
  await face(page, 'black').click();
  log = await incidents(page);
  seen = await pressesSeen(page);
  const [resumed, pressed] = log.slice(3);
  assert.deepEqual(resumed, { at: resumed.at, event: 'resumed', side: 'black' });
  // Black's move spans the pause; only the time outside it is charged.
  const blackUsed = log[2].at - log[1].at + (seen[2].epoch - resumed.at);
  assert.deepEqual(pressed, {
    at: seen[2].epoch,
    event: 'pressed',
    side: 'black',
    used: blackUsed,
    after: START - blackUsed + INCREMENT,
  });

  // Undo, confirmed, gives Black the move back; White's clock shows what it had before Black's press.
  await confirmUndo(page);
  log = await incidents(page);
  assert.deepEqual(log.at(-1), { at: log.at(-1).at, event: 'undone', side: 'black', charged: 'nobody' });
  assert.equal(await face(page, 'black').getAttribute('class'), 'face running');
  assert.equal(await timer(page, 'white'), formatClock(log[1].after));
  assert.equal(await page.locator('.face[data-side=black] .moves').textContent(), 'moves 0');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a reload mid-game restores the game and charges the running side the time that passed', async () => {
  const { page, errors } = await openClock();
  for (const side of ['black', 'white', 'black', 'white']) {
    await face(page, side).click();
    await pause(150);
  }
  const before = await incidents(page);
  const lastPress = before.at(-1);
  assert.deepEqual([lastPress.event, lastPress.side], ['pressed', 'white']);
  const blackBefore = before.findLast((i) => i.event === 'pressed' && i.side === 'black').after;

  await page.reload();
  await face(page, 'black').waitFor();
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 2', 'moves 1']);
  assert.equal(await face(page, 'black').getAttribute('class'), 'face running');

  await recordPresses(page);
  await pause(300);
  const clickFrom = Date.now();
  await face(page, 'black').click();
  const clickTo = Date.now();
  const [seen] = await pressesSeen(page);
  // The reloaded page's instants are the wall clock's (to a few ms of skew between node and the page).
  assert.ok(clickFrom - 5 <= seen.epoch && seen.epoch <= clickTo + 5, `${clickFrom} ${seen.epoch} ${clickTo}`);
  const pressed = (await incidents(page)).at(-1);
  // Black's turn started before the reload, at White's press: all of it is charged.
  const used = seen.epoch - lastPress.at;
  assert.deepEqual(pressed, {
    at: seen.epoch,
    event: 'pressed',
    side: 'black',
    used,
    after: blackBefore - used + INCREMENT,
  });
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 2', 'moves 2']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('press_is_charged_at_the_event_timestamp_while_the_main_thread_is_busy', async (t) => {
  const { page, errors } = await openClock();
  await face(page, 'black').click();
  // Move first: a mouse move also waits for the busy page, and must not delay the press.
  const centre = await faceCentre(page, 'white');
  await page.mouse.move(centre.x, centre.y);

  // The page calls this beacon when its busy loop has started: an HTTP request leaves the page at
  // once, while anything sent through the DevTools protocol may wait for the loop to end. It goes to
  // the app's own server (same origin, which the CSP allows) as a POST, which the service worker
  // passes by.
  const beacon = app.beacon('busy');

  // Block the page's main thread for 500 ms, and on until the press has waited 450 ms of it (however
  // late the press arrives, the handler then runs at least that late). Not awaited: the evaluate
  // returns only when the loop ends.
  const busyLoop = page.evaluate((url) => {
    const start = performance.now();
    fetch(url, { method: 'POST' });
    let pending = null;
    for (;;) {
      const now = performance.now();
      if (pending === null && navigator.scheduling.isInputPending()) pending = now;
      if (now - start >= 500 && pending !== null && now - pending >= 450) break;
      if (now - start >= 5_000) break; // the press never came: fail below, not hang
    }
    return { start, pending, end: performance.now() };
  }, beacon.url);
  await beacon.hit;
  // Resolves only once the page has handled it, after the busy loop.
  await page.mouse.down();
  await page.mouse.up();
  const busy = await busyLoop;

  const seen = await pressesSeen(page);
  const press = seen.at(-1);
  assert.ok(
    busy.start < press.timeStamp && press.timeStamp < busy.end,
    `the press arrived while the thread was busy: ${JSON.stringify({ busy, press })}`,
  );
  assert.ok(press.ranAt - press.timeStamp >= 400, `the handler ran late: ${JSON.stringify(press)}`);

  const pressed = (await incidents(page)).at(-1);
  assert.deepEqual([pressed.event, pressed.side], ['pressed', 'white']);
  t.diagnostic(
    `pressed ${(press.timeStamp - busy.start).toFixed(1)} ms into the busy loop, seen pending ` +
      `${(busy.pending - press.timeStamp).toFixed(1)} ms later, loop of ${(busy.end - busy.start).toFixed(1)} ms, handled ` +
      `${(press.ranAt - press.timeStamp).toFixed(1)} ms later, charged ${pressed.at - press.epoch} ms ` +
      'from the event',
  );
  assert.ok(
    Math.abs(pressed.at - press.epoch) <= 1,
    `charged at ${pressed.at}, the event happened at ${press.epoch}`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});
