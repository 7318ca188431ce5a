// End-to-end: the durable journal (IndexedDB) beside localStorage when things go wrong: no IndexedDB,
// one kept by a newer version, a write refused, and the two copies of a game disagreeing. Each is said
// in plain words, nothing is lost and nothing is written over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_KEY, incidents, openApp, rechainStored, servedApp } from './support.mjs';

const app = servedApp();
const link = (query) => new URL(`?control=${query}`, app.url).href;
const face = (page, side) => page.locator(`.face[data-side=${side}]`);
const LAG = 'games are kept in this browser\'s local storage alone, which a browser killed mid-game can leave up to a minute behind.';

test('without IndexedDB the app says once that the record may lag, and keeps the game in localStorage', async () => {
  const { page, errors } = await openApp(app.browser, link('5'), {
    init: () => Object.defineProperty(window, 'indexedDB', { value: undefined }),
  });
  await page
    .locator('.notices li', {
      hasText: `The durable journal cannot be used (this browser offers no IndexedDB here, as in some private windows): ${LAG}`,
    })
    .waitFor();
  await face(page, 'black').click();
  await face(page, 'white').click();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  assert.equal(await page.locator('.notices li').count(), 1, 'said once');
  // Opened again, the game says where its record ends, and that what came after may be missing.
  await page.reload();
  await page
    .locator('.notices li', {
      hasText: /^Restored from this browser's storage alone: the record of this game ends \d\.\d after its start, after 1 press\. Anything played in the minute before the browser closed may be missing from it/,
    })
    .waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

/** A page with a 5-minute game in progress: Black's press started it, White's passed the move. */
async function gameInProgress() {
  const opened = await openApp(app.browser, link('5'));
  await face(opened.page, 'black').click();
  await face(opened.page, 'white').click();
  return opened;
}

test('an IndexedDB that never answers holds up neither the first clock nor the app: the game in progress opens, and it is said', async () => {
  const { page, errors } = await gameInProgress();
  await page.addInitScript(() => {
    // Every opening of a database asked, none answered.
    IDBFactory.prototype.open = () => ({});
  });
  await page.reload();
  await page
    .locator('.notices li', { hasText: `The durable journal cannot be used (IndexedDB did not answer in time): ${LAG}` })
    .waitFor();
  await page.locator('main:not(.first-clock) .face[data-side=black].running').waitFor();
  assert.equal(await page.locator('main.first-clock').count(), 0);
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * In the page, from before it loads: the first opening of a database (the first clock's) answers
 * `delay` ms late, and sets `window.__answeredAt` (epoch ms) as it does; any later one, at once.
 */
function firstOpeningAnsweredLate(delay) {
  const open = IDBFactory.prototype.open;
  const setSuccess = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess').set;
  let openings = 0;
  IDBFactory.prototype.open = function (...args) {
    const request = open.apply(this, args);
    openings += 1;
    if (openings === 1) {
      Object.defineProperty(request, 'onsuccess', {
        set(handler) {
          setSuccess.call(request, (event) =>
            setTimeout(() => {
              window.__answeredAt = performance.timeOrigin + performance.now();
              handler.call(request, event);
            }, delay),
          );
        },
      });
    }
    return request;
  };
}

/**
 * The game in progress opened again with the first clock's journal answering `delay` ms late, and
 * Black's face pressed on the first clock meanwhile.
 */
async function pressedWhileTheJournalIsLate(delay) {
  const opened = await gameInProgress();
  await opened.page.addInitScript(firstOpeningAnsweredLate, delay);
  await opened.page.reload();
  await opened.page.locator('main.first-clock .face[data-side=black].running').waitFor();
  await face(opened.page, 'black').click();
  return opened;
}

test('a game in progress shows on the first clock before the journal has answered; a press meanwhile counts, at its instant, once it has', async () => {
  const { page, errors } = await pressedWhileTheJournalIsLate(700);
  const pressedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  assert.equal(await page.evaluate(() => window.__answeredAt), undefined, 'pressed before the answer');
  // Held: nothing kept, Black still running.
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  assert.equal(await page.locator('.face[data-side=black].running').count(), 1);
  await page.locator('.face[data-side=white].running').waitFor();
  const answeredAt = await page.evaluate(() => window.__answeredAt);
  const logged = await incidents(page);
  assert.deepEqual(logged.map((i) => i.event), ['started', 'pressed', 'pressed']);
  assert.ok(logged[2].at <= pressedAt && pressedAt < answeredAt, JSON.stringify({ at: logged[2].at, pressedAt, answeredAt }));
  // The app takes the game over as it stands.
  await page.locator('main:not(.first-clock) .face[data-side=white].running').waitFor();
  assert.deepEqual(await incidents(page), logged);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a journal that answers the first clock after its wait: localStorage's copy goes on, the app takes it over, and the late answer writes nothing", async () => {
  // Held until the wait's end, then applied at its instant.
  const { page, errors } = await pressedWhileTheJournalIsLate(1_500);
  await page.locator('main:not(.first-clock) .face[data-side=white].running').waitFor();
  assert.equal(await page.evaluate(() => window.__answeredAt), undefined, 'taken over before the answer');
  const taken = await incidents(page);
  assert.deepEqual(taken.map((i) => i.event), ['started', 'pressed', 'pressed']);
  await page.waitForFunction(() => window.__answeredAt !== undefined);
  // The read that follows the late opening, then whatever it would do, has had its turn.
  await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 300)));
  assert.equal(await page.locator('main.first-clock').count(), 0);
  assert.deepEqual(await incidents(page), taken);
  await face(page, 'white').click();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed', 'pressed', 'pressed']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a journal kept by a newer version is left as it is, and said', async () => {
  const page = await app.browser.newPage();
  // A page of the origin that runs no app: the newer version's database, with its own store.
  await page.goto(new URL('manifest.webmanifest', app.url).href);
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('flagfall', 2);
        opening.onupgradeneeded = () => opening.result.createObjectStore('future').put('kept', 1);
        opening.onsuccess = () => {
          opening.result.close();
          resolve();
        };
        opening.onerror = () => reject(opening.error);
      }),
  );
  await page.goto(app.url);
  await page.locator('.start-game').waitFor();
  await page
    .locator('.notices li', {
      hasText: `The durable journal cannot be used (a newer version of Flagfall keeps it, and it is left as it is): ${LAG}`,
    })
    .waitFor();
  const found = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const opening = indexedDB.open('flagfall');
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('future').objectStore('future').get(1);
          reading.onsuccess = () => {
            resolve([db.version, [...db.objectStoreNames], reading.result]);
            db.close();
          };
        };
      }),
  );
  assert.deepEqual(found, [2, ['future'], 'kept']);
  await page.close();
});

test("the site's storage quota full aborts the journal's writes: said on the clock, and the game goes on in localStorage", async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  // A real quota, as the browser enforces it: each transaction aborts as it commits.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(app.url).origin, quotaSize: 1 });
  const { errors } = await openApp({ newPage: async () => page }, link('5'));
  await face(page, 'black').click();
  await page
    .locator('.clock-screen .notice', {
      hasText:
        "Not written to the durable journal (this site's storage quota is full): if the browser is killed now, up to a minute of the game may be lost.",
    })
    .waitFor();
  await face(page, 'white').click();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a write the journal refuses outright is said with the browser\'s words, and the game goes on in localStorage', async () => {
  const { page, errors } = await openApp(app.browser, link('5'), {
    init: () => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('The disk is failing.', 'UnknownError');
      };
    },
  });
  await face(page, 'black').click();
  await page
    .locator('.clock-screen .notice', {
      hasText:
        'Not written to the durable journal (The disk is failing.): if the browser is killed now, up to a minute of the game may be lost.',
    })
    .waitFor();
  await face(page, 'white').click();
  assert.deepEqual((await incidents(page)).map((i) => i.event), ['started', 'pressed']);
  // localStorage refusing too: each is said, neither hides the other.
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'flagfall.game') throw new DOMException('The storage is full.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await face(page, 'black').click();
  await page.locator('.clock-screen .notice', { hasText: /^Not saved/ }).waitFor();
  assert.equal(await page.locator('.clock-screen .notice.journal').count(), 1, 'the journal\'s trouble still said');
  assert.deepEqual(errors, []);
  await page.close();
});

test('when the journal and localStorage hold two different records of a game, both are kept and it is said', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const { page, errors } = await openApp({ newPage: () => context.newPage() }, link('5'));
  await face(page, 'black').click();
  await face(page, 'white').click();
  // Long enough a move that the copy changed below still replays.
  await page.waitForTimeout(100);
  await face(page, 'black').click();
  // Each press on disk in the journal (the app measures each durable write).
  await page.waitForFunction(() => performance.getEntriesByName('flagfall-journal').length >= 3);
  const journal = await incidents(page);
  // localStorage's copy made to differ from the journal's at its last press, then the page reopened
  // (a new page, so this one writes nothing more).
  await page.evaluate((key) => {
    const game = JSON.parse(localStorage.getItem(key));
    // The last press 10 ms earlier: another game, but one that replays.
    const last = game.log.incidents.at(-1);
    last.at -= 10;
    last.used -= 10;
    last.after += 10;
    localStorage.setItem(key, JSON.stringify(game));
  }, GAME_KEY);
  // Chained again, as the app writes a record: a record that does not match its chain is no
  // record but an altered one.
  await rechainStored(page, GAME_KEY);
  const storage = await incidents(page);
  await page.close();
  const again = await context.newPage();
  // The first clock shows the storage's copy, then goes (the two copies are the app's to open): the
  // page's shell stands in its place until the app has come.
  await again.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const removed = records.flatMap((record) => [...record.removedNodes]);
      if (!removed.some((node) => node.matches?.('main.first-clock'))) return;
      observer.disconnect();
      window.__afterFirstClock = {
        shell: getComputedStyle(document.querySelector('.boot-shell')).display,
        app: document.querySelector('main:not(.first-clock)') !== null,
      };
    }).observe(document, { childList: true, subtree: true });
  });
  await again.goto(app.url);
  await again
    .locator('.notices li', {
      hasText:
        "The durable journal and this browser's storage held two different records of one game: the storage's stays where it was, and the journal's was set aside; the History lists it.",
    })
    .waitFor();
  assert.deepEqual(await incidents(again), storage, "the storage's copy runs");
  assert.deepEqual(await again.evaluate(() => window.__afterFirstClock), { shell: 'grid', app: false });
  const aside = await again.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('flagfall.game.aside.'))
      .map((key) => JSON.parse(localStorage.getItem(key)).log.incidents.map(({ hash, ...incident }) => incident)),
  );
  assert.deepEqual(aside, [journal], "the journal's copy is set aside");
  assert.deepEqual(errors, []);
  await context.close();
});
