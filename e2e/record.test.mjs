// End-to-end: the record survives what an arbiter's ordinary day does to a browser. A flag that falls
// while the page is closed, two tabs on one game, a reload at an odd instant, storage too full to set
// data aside or to save, and the device's wall clock moved under a running game (a fake `Date`
// installed before the app starts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { chooseFromMenu, endGame, faceCentre, GAME_KEY, incidents, openApp, runWhiteFrom, savedGame, SCREEN, servedApp, timer } from './support.mjs';

const app = servedApp();

const face = (page, side) => page.locator(`.face[data-side=${side}]`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const link = (control) => new URL(`?control=${encodeURIComponent(control)}`, app.url).href;

/** A browser context of its own (its own storage), with the app opened in a first page. */
async function openInContext(url, options = {}) {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  // openApp calls `newPage({ locale })`; a context takes no options there and has its locale already.
  const opened = await openApp({ newPage: () => context.newPage() }, url, options);
  return { context, ...opened };
}

/** Another page (tab) of `context` on the app, waited for as `openApp` does. */
async function openTab(context, url = app.url) {
  return openApp({ newPage: () => context.newPage() }, url);
}

/** The running game's incidents of kind `event`. */
const events = async (page, event) => (await incidents(page)).filter((i) => i.event === event);

/** Makes the page hidden, runs `meanwhile` (in the page), and shows it again, as switching apps does. */
async function hideAndShow(page, meanwhile = () => {}) {
  await page.evaluate((meanwhile) => {
    const set = (state) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    new Function(meanwhile)();
    set('visible');
  }, `(${meanwhile})()`);
}

/**
 * Installed before the app's scripts: `Date` runs `skew` milliseconds off the real clock, as after the
 * device's clock is moved; `window.moveWallClock(ms)` moves it while the page runs. A page loaded
 * while the clock is off sees its time origin off too, as a real one would: the skew a new page
 * starts with is kept in sessionStorage.
 */
function fakeWallClock() {
  const RealDate = Date;
  const origin = performance.timeOrigin;
  const skew = () => Number(sessionStorage.getItem('wall-skew') ?? 0);
  const startSkew = skew();
  function FakeDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + skew()).toString();
    return args.length ? new RealDate(...args) : new RealDate(RealDate.now() + skew());
  }
  FakeDate.now = () => RealDate.now() + skew();
  FakeDate.parse = RealDate.parse;
  FakeDate.UTC = RealDate.UTC;
  FakeDate.prototype = RealDate.prototype;
  globalThis.Date = FakeDate;
  Object.defineProperty(performance, 'timeOrigin', { get: () => origin + startSkew });
  globalThis.moveWallClock = (ms) => sessionStorage.setItem('wall-skew', String(skew() + ms));
}

test('a flag that falls while the page is closed is logged at its own instant and saved as the page opens', async () => {
  const { context, page, errors } = await openInContext(link('5'));
  await runWhiteFrom(page, '0:02');
  const [resumed] = await events(page, 'resumed');
  // A second tab keeps the context (its storage) alive while the game's page is closed.
  const keeper = await context.newPage();
  await page.close();
  await pause(2_500);

  const reopened = await openTab(context);
  // The face shows the flag from the clock's arithmetic; the log must have it too, and storage.
  await reopened.page.locator('.face[data-side=white].flagged').waitFor();
  await pause(300);
  const log = await incidents(reopened.page);
  const [flag, decided] = log.slice(-2);
  assert.deepEqual(flag, { at: resumed.at + 2_000, event: 'flag-fell', side: 'white' });
  assert.deepEqual([decided.at, decided.event, decided.result], [resumed.at + 2_000, 'decided', '0-1']);
  assert.deepEqual([decided.reason.rule, decided.reason.loser], ['flag-fell', 'white']);
  assert.match(await reopened.page.locator('.outcome').textContent(), /^0-1 White's flag fell at /);
  assert.deepEqual([...errors, ...reopened.errors], []);
  await keeper.close();
  await context.close();
});

test('a flag that falls while the page is hidden is saved when the page is shown', async () => {
  const { context, page, errors } = await openInContext(link('5'));
  await runWhiteFrom(page, '0:01');
  const [resumed] = await events(page, 'resumed');
  // Hidden at once, before the flag timer's instant: no timer fires meanwhile, so only showing the page
  // can log the flag.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await pause(1_500);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.locator('.outcome').waitFor();
  const [flag] = await events(page, 'flag-fell');
  assert.deepEqual(flag, { at: resumed.at + 1_000, event: 'flag-fell', side: 'white' });
  assert.equal((await events(page, 'decided')).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs on one game: the second follows it read-only, says so, and takes over when the first closes; no press is lost; a link opened in it waits', async () => {
  const { context, page: first, errors } = await openInContext(link('5'));
  await face(first, 'black').click();
  await face(first, 'white').click();

  const { page: second, errors: secondErrors } = await openTab(context, link('5+3'));
  await second.locator('.notice.follower').waitFor();
  assert.equal(
    await second.locator('.notice.follower').textContent(),
    'This game is open in another tab, which keeps it: this tab follows it and cannot change it. ' +
      'Close the other tab to play here.',
  );
  assert.equal(
    await second.locator('.notice.link-waits').textContent(),
    "The link's game (5+3) waits: once the other tab is closed, it opens here, after asking if a game is still in progress.",
  );
  assert.deepEqual(await second.locator('.face .moves').allTextContents(), ['moves 1', 'moves 0']);

  // A press in the following tab changes nothing, here or in storage.
  const before = await savedGame(first);
  await face(second, 'black').click();
  await pause(200);
  assert.deepEqual(await savedGame(first), before);
  assert.deepEqual(await second.locator('.face .moves').allTextContents(), ['moves 1', 'moves 0']);

  // The first tab's presses show in the second as they are saved.
  await face(first, 'black').click();
  await face(first, 'white').click();
  await second.locator('.face[data-side=black] .moves', { hasText: 'moves 1' }).waitFor();
  assert.deepEqual(await second.locator('.face .moves').allTextContents(), ['moves 2', 'moves 1']);
  const saved = await incidents(first);
  assert.equal(saved.filter((i) => i.event === 'pressed').length, 3);

  // The first tab goes: the second now keeps the game (asked first about the link's, which it
  // declines), and its press is added to every earlier one.
  await first.close();
  await second.locator('.notice.follower').waitFor({ state: 'detached' });
  await second.locator('.keep-game').click();
  await face(second, 'black').click();
  const after = await incidents(second);
  assert.deepEqual(after.slice(0, saved.length), saved);
  assert.deepEqual(
    after.slice(saved.length).map((i) => [i.event, i.side]),
    [['pressed', 'black']],
  );
  assert.deepEqual([...errors, ...secondErrors], []);
  await context.close();
});

test('a reload of the only tab keeps it the one that writes', async () => {
  const { context, page, errors } = await openInContext(link('5'));
  await face(page, 'black').click();
  for (let i = 0; i < 3; i += 1) {
    await page.reload();
    await page.locator(SCREEN).first().waitFor();
    await face(page, i % 2 === 0 ? 'white' : 'black').click();
  }
  assert.equal(await page.locator('.notice.follower').count(), 0);
  assert.deepEqual(
    (await incidents(page)).map((i) => i.event),
    ['started', 'pressed', 'pressed', 'pressed'],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

/** A saved game cut short, larger than the room left in the storage below. */
const DAMAGED = `{"version":1,"names":{"white":"${'W'.repeat(3_000)}","black":"B"},"log":{"vers`;

/** Installed before the app: storage is nearly full, so a value over 2,000 characters is refused. */
function nearlyFullStorage() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (String(value).length > 2_000) {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': the quota has been exceeded.", 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
}

test('a damaged saved game that storage is too full to set aside is never overwritten, and can be exported from the history', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const { page, errors } = await openTab(context);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [GAME_KEY, DAMAGED]);
  await context.addInitScript(nearlyFullStorage);
  await page.reload();
  await page.locator(SCREEN).first().waitFor();
  const notice = await page.locator('.notices .notice').first().textContent();
  assert.match(
    notice,
    /^Running game: the data stored for the running game is damaged \(.*\)\. It could not be set aside \(.*quota has been exceeded\.\), so it is kept as "flagfall\.game" in this browser's storage and nothing will be saved over it; the History lists it, to export or delete\.×$/,
  );

  // A new game is played, but not saved over the damaged one; the clock says why.
  await page.goto(link('5'));
  await face(page, 'black').click();
  await face(page, 'white').click();
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY), DAMAGED);
  assert.match(await page.locator('.clock-screen .notice').textContent(), /^Not saved: .*"flagfall\.game".*History/);

  // The history lists it; its export is the stored text, byte for byte; deleting it frees the key.
  await chooseFromMenu(page, '.exit');
  await page.locator('.confirm-exit').click();
  await page.locator('.history-open').click();
  const kept = page.locator('.kept-data li');
  // The history may load its module first (a split build: scripts/split-app.mjs).
  await kept.first().waitFor();
  assert.equal(await kept.count(), 1);
  assert.match(await kept.textContent(), /^running game, kept in place as "flagfall\.game"/);
  const [download] = await Promise.all([page.waitForEvent('download'), kept.locator('.kept-export').click()]);
  assert.equal(download.suggestedFilename(), 'flagfall.game.json');
  assert.equal(await readFile(await download.path(), 'utf8'), DAMAGED);
  await kept.locator('.kept-delete').click();
  await kept.locator('.kept-delete-confirm').click();
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY), null);
  assert.equal(await page.locator('.kept-data li').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game set aside can be opened from the history', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  // No journal: it would restore the game itself as the running one (e2e/journal.test.mjs).
  const { page, errors } = await openApp({ newPage: () => context.newPage() }, link('3+2'), {
    init: () => Object.defineProperty(window, 'indexedDB', { value: undefined }),
  });
  await face(page, 'black').click();
  await face(page, 'white').click();
  const game = await savedGame(page);
  // Another version's game is set aside as the page opens; this one's log is still readable.
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key, text),
    [GAME_KEY, JSON.stringify({ ...game, version: 99 })],
  );
  await page.goto(app.url);
  await page.locator('.notices .notice', { hasText: 'Running game: ' }).waitFor();
  await page.locator('.history-open').click();
  const kept = page.locator('.kept-data li');
  // The history may load its module first (a split build: scripts/split-app.mjs).
  await kept.first().waitFor();
  assert.equal(await kept.count(), 1);
  await kept.locator('.kept-open').click();
  // The record may load its module first (a split build: scripts/split-app.mjs).
  await page.locator('.log tbody tr').first().waitFor();
  assert.equal(await page.locator('.log tbody tr').count(), game.log.incidents.length);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the wall clock moved forward an hour, then back ten minutes, while a game runs charges nothing', async () => {
  const { context, page, errors } = await openInContext(link('10'), { init: fakeWallClock });
  await face(page, 'black').click();
  await pause(300);
  await face(page, 'white').click();
  const [pressed] = await events(page, 'pressed');

  await page.evaluate(() => moveWallClock(3_600_000));
  await hideAndShow(page);
  await pause(1_100);
  assert.equal(await face(page, 'black').getAttribute('class'), 'face running', "Black's flag is up");
  await face(page, 'black').click();
  const black = (await events(page, 'pressed'))[1];
  assert.ok(black.used >= 1_100 && black.used < 3_000, `Black used ${black.used} ms, not an hour`);
  assert.equal(await face(page, 'black').getAttribute('class'), 'face');

  await page.evaluate(() => moveWallClock(-600_000));
  await hideAndShow(page);
  const whiteBefore = await timer(page, 'white');
  await pause(2_100);
  assert.notEqual(await timer(page, 'white'), whiteBefore, "White's clock runs on, not frozen for ten minutes");
  await face(page, 'white').click();
  const white = (await events(page, 'pressed'))[2];
  assert.ok(white.used >= 2_100 && white.used < 4_000, `White used ${white.used} ms`);
  assert.ok(white.at > black.at && black.at > pressed.at, 'instants never run backwards');
  assert.equal(await page.locator('.notice').count(), 0, 'nothing was charged, nothing to say');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a jump of the page's monotonic clock keeps the faces in step with the log", async () => {
  const { context, page, errors } = await openInContext(link('30'));
  await face(page, 'black').click();
  // The clock the faces are painted from jumps ten minutes; the events' stamps do not.
  await page.evaluate(() => {
    const now = performance.now.bind(performance);
    performance.now = () => now() + 600_000;
  });
  await face(page, 'white').click();
  const [white] = await events(page, 'pressed');
  assert.ok(white.used >= 600_000 && white.used < 603_000, `White charged ${white.used} ms, as the faces ran`);
  assert.match(await timer(page, 'white'), /^(19:5\d|20:00)$/);
  await pause(1_100);
  await face(page, 'black').click();
  const black = (await events(page, 'pressed'))[1];
  assert.ok(black.used >= 1_100 && black.used < 3_000, `Black used ${black.used} ms`);
  const shown = await timer(page, 'black');
  const after = black.after / 1000;
  assert.equal(shown, `${Math.floor(after / 60)}:${String(Math.floor(after % 60)).padStart(2, '0')}`, 'the face shows what the log says');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sleep while the page is hidden is charged to the running side, logged, and said until the next press', async () => {
  const { context, page, errors } = await openInContext(link('10'), { init: fakeWallClock });
  await face(page, 'black').click();
  // While hidden the device sleeps a minute: the page's own clock stands still, the wall clock does not.
  await hideAndShow(page, () => moveWallClock(60_000));
  const notice = page.locator('.clock-screen .notice.charged');
  assert.equal(
    await notice.textContent(),
    "For 1:00 the page could not watch the clock (the device slept, or its clock was set forward): that time was charged to White's clock. The arbiter can give it back.",
  );
  const [charged] = await events(page, 'unwatched');
  assert.equal(charged.side, 'white');
  assert.ok(charged.span >= 59_950 && charged.span <= 60_050, `${charged.span} ms charged`);
  await face(page, 'white').click();
  const [pressed] = await events(page, 'pressed');
  assert.ok(pressed.used >= 60_000 && pressed.used < 62_000, `White used ${pressed.used} ms`);
  assert.equal(await notice.count(), 0, 'said until the next press; the log keeps it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a charge that makes the flag fall is said, and the arbiter gives it back in one logged step', async () => {
  const { context, page, errors } = await openInContext(link('0:30'), { init: fakeWallClock });
  await face(page, 'black').click();
  // An hour of sleep, or the device's clock set an hour forward: a page cannot tell them apart.
  await hideAndShow(page, () => moveWallClock(3_600_000));
  await page.locator('.face[data-side=white].flagged').waitFor();
  const notice = page.locator('.clock-screen .notice.charged');
  assert.equal(
    await notice.textContent(),
    "For 1:00:00 the page could not watch the clock (the device slept, or its clock was set forward): that time was charged to White's clock, and White's flag fell meanwhile. The arbiter can give it back.",
  );
  const kinds = (await incidents(page)).map((i) => i.event);
  assert.deepEqual(kinds, ['started', 'flag-fell', 'decided', 'unwatched']);

  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-return-charge').click();
  await page.locator('.arbiter', { hasText: 'The charged time was given back.' }).waitFor();
  await page.locator('.close-arbiter').click();
  const [returned] = await events(page, 'charge-returned');
  // Without the hour White's clock had run the moment the page took to show again: 0:29 and more.
  assert.ok(returned.given > 29_000 && returned.given < 30_000, `${returned.given} ms given back`);
  assert.deepEqual(returned.after.times.white, returned.given);
  assert.equal(returned.after.over, false);
  assert.doesNotMatch(await face(page, 'white').getAttribute('class'), /flagged/);
  assert.equal(await notice.count(), 0, 'nothing left charged to say');
  await page.reload();
  await face(page, 'white').waitFor();
  assert.deepEqual((await incidents(page)).map((i) => i.event), [...kinds, 'charge-returned']);
  assert.equal(await page.locator('.clock-screen .outcome').count(), 0, 'the game is open again');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload with the wall clock set back ten minutes charges nothing for the gap, and says so', async () => {
  const { context, page, errors } = await openInContext(link('10'), { init: fakeWallClock });
  await face(page, 'black').click();
  await pause(300);
  await face(page, 'white').click();
  const [pressed] = await events(page, 'pressed');
  await page.evaluate(() => moveWallClock(-600_000));
  await page.reload();
  await face(page, 'black').waitFor();
  assert.match(
    await page.locator('.notices .notice').first().textContent(),
    /^This device's clock is 9:5\d behind the saved game's last incident: no time was charged for the time the page was closed\.×$/,
  );
  const shown = await timer(page, 'black');
  // Black's turn began at White's press: the ten minutes are not charged, only the moment since the
  // page opened (a frozen clock would still show 10:00).
  assert.match(shown, /^9:5[89]$/);
  await pause(1_100);
  assert.notEqual(await timer(page, 'black'), shown, "Black's clock runs, not frozen for ten minutes");
  await face(page, 'black').click();
  const black = (await events(page, 'pressed'))[1];
  assert.ok(black.used >= 1_100 && black.used < 3_000, `Black used ${black.used} ms`);
  assert.ok(black.at > pressed.at);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after III.4 and a change of control a reload restores the game with its whole log, and the history lists it finished', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const { page, errors } = await openApp({ newPage: () => context.newPage() }, app.url);
  await page.evaluate(() =>
    localStorage.setItem(
      'flagfall.prefs',
      JSON.stringify({
        version: 1,
        settings: { rulebook: 'fide-2023', guidelines_iii: true, supervised: false, run_on_after_flag: false },
        names: { white: 'Anna', black: 'Ben' },
        notation: '25',
      }),
    ),
  );
  await page.goto(link('25'));
  await face(page, 'black').click();
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.correct-side[data-side=white] .correct-time').fill('1:59');
  await page.locator('.arb-correct').click();
  await page.locator('.arb-extra-five').click();
  assert.equal((await events(page, 'extra-five')).length, 1);
  await page.locator('.arb-notation').fill('5+3');
  await page.locator('.override-lock').check();
  await page.locator('.arb-control').click();
  assert.equal(await page.locator('.answer').textContent(), 'Control changed.');
  await page.locator('.close-arbiter').click();
  await page.locator('button.resume').click();
  await face(page, 'white').click();
  await face(page, 'black').click();
  const before = await savedGame(page);
  const timers = await page.locator('.face .time').allTextContents();

  await page.reload();
  await face(page, 'white').waitFor();
  assert.equal(await page.locator('.notices .notice').count(), 0, 'nothing set aside');
  assert.deepEqual(await savedGame(page), before, 'the reload restored the game and lost nothing');
  assert.deepEqual(await page.locator('.face .moves').allTextContents(), ['moves 1', 'moves 1']);
  assert.equal(await face(page, 'white').getAttribute('class'), 'face running');
  await chooseFromMenu(page, '.log-open');
  // The record may load its module first (a split build: scripts/split-app.mjs).
  await page.locator('.log tbody tr').first().waitFor();
  assert.equal(await page.locator('.log tbody tr').count(), before.log.incidents.length);
  await page.locator('.close-log').click();
  assert.equal(await timer(page, 'black'), timers[1], "Black's clock stands as it was, increment included");

  await endGame(page, '1-0', 'Black resigned');
  await chooseFromMenu(page, '.exit');
  await page.locator('.history-open').click();
  assert.match(await page.locator('.open-game').first().textContent(), / · Anna \(White\) – Ben \(Black\) · 1-0$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload with the menu open, during the undo question, or between a press and its release loses nothing and undoes nothing', async () => {
  const { context, page, errors } = await openInContext(link('5+3'));
  await face(page, 'black').click();
  await face(page, 'white').click();
  const reloaded = async () => {
    await page.reload();
    // The app's face: the game kept shows on a first clock first, which the app then replaces.
    await page.locator('main:not(.first-clock) .face[data-side=white]').waitFor();
    assert.equal(await page.locator('dialog[open], [role=alertdialog]').count(), 0, 'no question outlives the page');
  };

  await page.locator('button.menu-open').click();
  await page.locator('dialog.menu').waitFor();
  const before = await savedGame(page);
  await reloaded();
  assert.deepEqual(await savedGame(page), before);

  await page.locator('button.undo').click();
  await page.locator('.confirm-undo').waitFor();
  await reloaded();
  assert.deepEqual(await savedGame(page), before, 'the question unanswered, nothing is undone');
  assert.equal(await face(page, 'black').getAttribute('class'), 'face running');

  // Black's press goes down, the page reloads before it comes up: the press is the pointerdown's.
  const { x, y } = await faceCentre(page, 'black');
  await page.mouse.move(x, y);
  await page.mouse.down();
  await reloaded();
  await page.mouse.up();
  assert.deepEqual((await incidents(page)).map((i) => `${i.event} ${i.side ?? ''}`.trim()), [
    'started',
    'pressed white',
    'pressed black',
  ]);
  assert.equal(await face(page, 'white').getAttribute('class'), 'face running');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the wall clock moved an hour while the undo question shows: the undo restores the press, and the next press charges real time', async () => {
  const { context, page, errors } = await openInContext(link('5+3'), { init: fakeWallClock });
  await face(page, 'black').click();
  await face(page, 'white').click();
  const [pressed] = await events(page, 'pressed');
  await page.locator('button.undo').click();
  await page.locator('.confirm-undo').waitFor();
  // Moved while the page shows (a sleep while it is hidden would be charged), then looked at again.
  await page.evaluate(() => moveWallClock(3_600_000));
  await hideAndShow(page);
  await page.locator('.confirm-undo').click();
  await page.locator('.confirm-undo').waitFor({ state: 'detached' });
  const [undone] = await events(page, 'undone');
  assert.equal(undone.side, 'white');
  assert.ok(undone.at >= pressed.at && undone.at < pressed.at + 60_000, `undone ${undone.at - pressed.at} ms after the press`);
  assert.equal(await face(page, 'white').getAttribute('class'), 'face running');
  assert.match(await timer(page, 'white'), /^5:0[0-3]$/, "White's clock runs on from the press undone, not an hour later");
  await face(page, 'white').click();
  const again = (await events(page, 'pressed'))[1];
  assert.ok(again.used < 60_000, `White used ${again.used} ms, not an hour`);
  assert.equal(await page.locator('.notice').count(), 0, 'nothing was charged, nothing to say');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link opened in a second tab during a game follows it, and asks once the first tab closes; the game set aside keeps every press', async () => {
  const { context, page: first, errors } = await openInContext(link('5+3'));
  await face(first, 'black').click();
  await face(first, 'white').click();
  const second = await openTab(context, link('3+2'));
  await second.page.locator('.notice.follower').waitFor();
  assert.equal(await second.page.locator('.link-question').count(), 0, 'a following tab cannot replace the game');
  await face(first, 'black').click();
  const played = await savedGame(first);
  await first.close();
  await second.page.locator('.link-question').waitFor();
  await second.page.locator('.start-linked').click();
  assert.deepEqual(await second.page.locator('.face .time').allTextContents(), ['3:02', '3:02']);
  const aside = await second.page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('flagfall.game.aside.')).map(([, text]) => JSON.parse(text)),
  );
  assert.equal(aside.length, 1);
  assert.deepEqual(aside[0].log.incidents.slice(0, -1), played.log.incidents, 'every press of the first tab');
  assert.equal(aside[0].log.incidents.at(-1).event, 'paused');
  assert.deepEqual([...errors, ...second.errors], []);
  await context.close();
});

/** Installed before the app's scripts: storage refuses any new key, as storage too full for a copy does. */
function noRoomForCopies() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this.getItem(key) === null && key.startsWith('flagfall.game.')) {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': the quota has been exceeded.", 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
}

test('storage too full to set a game aside for a link: the game goes on as it was, and the link is not started', async () => {
  const { context, page, errors } = await openInContext(link('5+3'));
  await face(page, 'black').click();
  await face(page, 'white').click();
  const before = await savedGame(page);
  await context.addInitScript(noRoomForCopies);
  await page.goto(link('3+2'));
  await page.locator('.start-linked').click();
  assert.match(
    await page.locator('.notices .notice').first().textContent(),
    /^The game in progress could not be set aside \(.*quota has been exceeded.*\): it goes on, and the link's game was not started\.×$/,
  );
  assert.equal(await face(page, 'black').getAttribute('class'), 'face running', 'it goes on: the clock it had runs');
  assert.deepEqual(await savedGame(page), before, 'nothing was added to the game by the link');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a swap of sides that storage is too full to save is said, and saved with the next press', async () => {
  const { context, page, errors } = await openInContext(link('5+3'), { init: () => { window.storageFull = false; } });
  await face(page, 'black').click();
  await face(page, 'white').click();
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.storageFull) throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
    window.storageFull = true;
  });
  await chooseFromMenu(page, '.swap-sides');
  assert.match(await page.locator('.clock-screen .notice').textContent(), /^Not saved: .*quota has been exceeded/);
  assert.equal((await savedGame(page)).swapped, undefined, 'storage still holds the seating before the swap');
  await page.evaluate(() => {
    window.storageFull = false;
  });
  await face(page, 'black').click();
  assert.equal((await savedGame(page)).swapped, true);
  assert.deepEqual((await events(page, 'pressed')).map((i) => i.side), ['white', 'black']);
  await page.locator('.clock-screen .notice').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a finished game storage could not file is filed before set-up or a rematch takes its place, or stays on the clock', async () => {
  const { context, page, errors } = await openInContext(link('0:03'), {
    init: () => {
      window.historyFull = true;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (window.historyFull && key === 'flagfall.history') {
          throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
        }
        return setItem.call(this, key, value);
      };
    },
  });
  await face(page, 'black').click();
  await page.locator('.face[data-side=white].flagged').waitFor({ timeout: 10_000 });
  const played = await incidents(page);
  assert.match(await page.locator('.clock-screen .notice').textContent(), /^Not saved: .*quota has been exceeded/);
  for (const item of ['.exit', '.rematch']) {
    await chooseFromMenu(page, item);
    assert.match(await page.locator('.clock-screen .notice').textContent(), /^Not saved: .*quota has been exceeded/, item);
    assert.deepEqual(await incidents(page), played, `${item}: the finished game stays`);
  }
  await page.evaluate(() => {
    window.historyFull = false;
  });
  await chooseFromMenu(page, '.exit');
  await page.locator('.start-game').waitFor();
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('flagfall.history')));
  assert.deepEqual(history.games[0].log.incidents.map(({ hash, ...incident }) => incident), played);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a following tab takes no PIN for the arbiter's panel: it says where to enter it, and logs nothing", async () => {
  const { context, page: first, errors } = await openInContext(app.url);
  await first.locator('.game-details summary').click();
  await first.locator('.arbiter-pin').fill('2468');
  await first.locator('.start-game').click();
  await face(first, 'black').click();
  const { page: second, errors: secondErrors } = await openTab(context);
  await second.locator('.notice.follower').waitFor();
  await chooseFromMenu(second, '.arbiter-open');
  await second.locator('.pin-entry').fill('2468');
  await second.locator('.pin-open').click();
  assert.equal(
    await second.locator('.pin-dialog .field-error').textContent(),
    'This tab only follows the game: enter the PIN in the tab that keeps it.',
  );
  assert.equal(await second.locator('section.arbiter').count(), 0, 'the panel stays closed');
  assert.deepEqual(await events(first, 'wrong-pin'), []);
  assert.deepEqual([...errors, ...secondErrors], []);
  await context.close();
});
