// End-to-end: the clock screen a player looks at for a whole game, on the release build in headless
// Chromium. The digits are measured as drawn (the ink of the face's own font, by canvas), the bar and
// its menu are driven by pointer and keyboard, and every act is checked in the saved log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, confirmUndo, correctTime, endGame, incidents, openApp, servedApp } from './support.mjs';

const app = servedApp();

const SIZES = [
  [360, 640],
  [390, 844],
  [640, 360],
  [667, 375],
  [844, 390],
];
const THEMES = ['standard', 'high-contrast', 'large-digits'];
// 5+3 shows 5:03 and 90+30 1:30:30 before the start (the increment is credited before move 1).
const TIMES = [
  ['5%2B3', '5:03'],
  ['90%2B30', '1:30:30'],
];

const link = (query) => new URL(`?control=${query}`, app.url).href;
const face = (page, side) => page.locator(`.face[data-side=${side}]`);
const events = async (page) => (await incidents(page)).map((i) => i.event);

/**
 * In the page: how `side`'s time is drawn. `ink` is the height of its glyphs in the face's own font;
 * `fill` how much of the room the face leaves it the time takes, across (its width over the face's
 * content width) and down (its line over what the name and the foot line leave); `overflow` whatever
 * sticks out of the face, its time or anything else.
 */
function measure(side) {
  const time = document.querySelector(`.face[data-side=${side}] .time`);
  const face = time.closest('.face');
  const style = getComputedStyle(time);
  const context = document.createElement('canvas').getContext('2d');
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const glyphs = context.measureText(time.textContent);
  const faceStyle = getComputedStyle(face);
  const px = (name) => parseFloat(faceStyle[name]);
  const contentWidth = face.clientWidth - px('paddingLeft') - px('paddingRight');
  const contentHeight = face.clientHeight - px('paddingTop') - px('paddingBottom');
  const others = [...face.children].filter((child) => child !== time);
  const othersHeight = others.reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
  const timeBox = time.getBoundingClientRect();
  const faceBox = face.getBoundingClientRect();
  const overflow = [];
  if (face.scrollWidth > face.clientWidth) overflow.push(`scrolls across ${face.scrollWidth} > ${face.clientWidth}`);
  if (face.scrollHeight > face.clientHeight) overflow.push(`scrolls down ${face.scrollHeight} > ${face.clientHeight}`);
  for (const part of face.querySelectorAll('*')) {
    const box = part.getBoundingClientRect();
    if (box.width === 0) continue;
    const out = box.left < faceBox.left - 0.5 || box.right > faceBox.right + 0.5 || box.top < faceBox.top - 0.5 || box.bottom > faceBox.bottom + 0.5;
    if (out) overflow.push(`.${part.className.baseVal ?? part.className} outside the face`);
  }
  return {
    text: time.textContent,
    ink: glyphs.actualBoundingBoxAscent + glyphs.actualBoundingBoxDescent,
    across: glyphs.width / contentWidth,
    down: timeBox.height / (contentHeight - othersHeight - 2 * parseFloat(faceStyle.rowGap)),
    overflow,
    width: timeBox.width,
    faceWidth: faceBox.width,
  };
}

/** The page with `theme` chosen on the set-up screen. */
async function themed(theme, options) {
  const opened = await openApp(app.browser, app.url, options);
  await opened.page.locator('select.theme').selectOption(theme);
  return opened;
}

for (const theme of THEMES) {
  test(`${theme}: each face shows 5:03 and 1:30:30 as large as fits, nothing cut, at every phone size`, async () => {
    const { page, errors } = await themed(theme);
    for (const [query, shown] of TIMES) {
      await page.goto(link(query));
      await face(page, 'white').waitFor();
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        for (const side of ['white', 'black']) {
          const drawn = await page.evaluate(measure, side);
          const where = `${shown} on ${side}'s face at ${width}x${height}`;
          assert.equal(drawn.text, shown, where);
          assert.deepEqual(drawn.overflow, [], where);
          assert.ok(drawn.across <= 1, `${where}: ${JSON.stringify(drawn)}`);
          // The largest that fits: it fills the face across or down, whichever is tighter.
          assert.ok(Math.max(drawn.across, drawn.down) >= 0.85, `${where} could be larger: ${JSON.stringify(drawn)}`);
          if (width === 390 && shown === '5:03') {
            assert.ok(drawn.ink >= 118, `${where}: digits ${drawn.ink} px tall`);
          }
        }
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('where DejaVu Sans is the only sans-serif, 1:30:30 still fits every phone size', async () => {
  const { page, errors } = await openApp(app.browser, link('90%2B30'));
  await face(page, 'white').waitFor();
  // As on a system without the Arial-width fonts: the faces' own font list is cut to what follows
  // them, its DejaVu fallback first, and the generic sans-serif is DejaVu Sans.
  const fallback = await page.evaluate(() => {
    const stack = getComputedStyle(document.querySelector('.face .time')).fontFamily;
    const tail = stack.slice(stack.indexOf('"Flagfall DejaVu Digits"')).replace(/\bsans-serif$/, '"DejaVu Sans"');
    for (const time of document.querySelectorAll('.face .time')) time.style.fontFamily = tail;
    return tail;
  });
  assert.equal(fallback, '"Flagfall DejaVu Digits", "DejaVu Sans"', 'the faces fall back on the narrowed DejaVu digits');
  await page.evaluate(() => document.fonts.ready);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const side of ['white', 'black']) {
      const drawn = await page.evaluate(measure, side);
      const where = `1:30:30 in DejaVu Sans on ${side}'s face at ${width}x${height}`;
      assert.deepEqual(drawn.overflow, [], where);
      assert.ok(drawn.across <= 1, `${where}: ${JSON.stringify(drawn)}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('every language fits its faces: names, move counts and flags inside, the time as large as before', async () => {
  for (const locale of ['en-GB', 'fr-FR', 'es-ES', 'de-DE', 'nl-NL']) {
    const { page, errors } = await openApp(app.browser, link('90%2B30'), { locale });
    await face(page, 'white').waitFor();
    // A flag's line is the longest a face shows.
    await face(page, 'black').click();
    await chooseFromMenu(page, '.arbiter-open');
    await correctTime(page, 'white', '0:00.3');
    await page.locator('.close-arbiter').click();
    await page.locator('button.resume').click();
    await page.locator('.face.flagged').waitFor();
    for (const [width, height] of [
      [360, 640],
      [640, 360],
    ]) {
      await page.setViewportSize({ width, height });
      for (const side of ['white', 'black']) {
        const drawn = await page.evaluate(measure, side);
        assert.deepEqual(drawn.overflow, [], `${locale} ${side} at ${width}x${height}`);
      }
    }
    assert.deepEqual(errors, [], locale);
    await page.close();
  }
});

test('the bar holds three labelled buttons of at least 48 px between the faces, and the menu the rest', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  await face(page, 'white').waitFor();
  for (const [width, height] of [
    [360, 640],
    [390, 844],
    [667, 375],
  ]) {
    await page.setViewportSize({ width, height });
    const bar = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('.face')].map((f) => f.getBoundingClientRect());
      return [...document.querySelectorAll('[role=toolbar] button')].map((button) => {
        const box = button.getBoundingClientRect();
        const gap = Math.min(
          ...boxes.map((f) =>
            Math.max(f.left - box.right, box.left - f.right, f.top - box.bottom, box.top - f.bottom),
          ),
        );
        return { label: button.getAttribute('aria-label'), width: box.width, height: box.height, gap };
      });
    });
    assert.deepEqual(
      bar.map((b) => b.label),
      ['Start', 'Undo', 'Menu'],
    );
    for (const button of bar) {
      assert.ok(button.width >= 48 && button.height >= 48, `${width}x${height}: ${JSON.stringify(button)}`);
      assert.ok(button.gap >= 8, `${width}x${height}: ${button.label} is ${button.gap} px from a face`);
    }
  }
  await page.locator('button.menu-open').click();
  assert.deepEqual(await page.locator('dialog.menu button').evaluateAll((items) => items.map((b) => b.className)), [
    'arbiter-open',
    'log-open',
    'share',
    'fullscreen',
    'say-times',
    'swap-sides',
    'rematch',
    'menu-history',
    'exit',
    // In no hall, the menu's hall section joins one by a board's link.
    'ask-hall',
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the menu takes the focus, closes on Escape, on a tap beside it and after a choice, and a tap beside it presses no face', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  await face(page, 'black').click();
  const menu = page.locator('dialog.menu');
  const opener = page.locator('button.menu-open');

  await opener.click();
  assert.equal(await menu.getAttribute('aria-label'), 'Menu');
  assert.equal(await opener.getAttribute('aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'arbiter-open');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  // Opened by a tap, the menu lets the focus go (a pedal's next Space is a press); opened from the
  // keyboard, it gives the focus back to its button.
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await opener.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement.className), 'menu-open');
  await page.evaluate(() => document.activeElement.blur());

  // A tap on White's face beside the menu closes it and is no press: White's clock still runs.
  await opener.click();
  const white = await face(page, 'white').boundingBox();
  await page.mouse.click(white.x + white.width / 2, white.y + white.height - 20);
  await menu.waitFor({ state: 'detached' });
  assert.deepEqual(await events(page), ['started']);
  assert.equal(await page.locator('.face.running').getAttribute('data-side'), 'white');

  await chooseFromMenu(page, '.say-times');
  await menu.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('undo names the press, asks first, gives back exactly the time of the press, and stays after a resume', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  const undo = page.locator('button.undo');
  assert.equal(await undo.isDisabled(), true);
  await face(page, 'black').click();
  await page.waitForTimeout(200);
  await face(page, 'white').click();
  const label = await undo.getAttribute('aria-label');
  assert.match(label, /^Undo White's press at 5:0\d$/);

  // Asked, and kept playing: nothing is undone.
  await undo.click();
  const asked = page.locator('dialog[role=alertdialog]');
  assert.equal(await asked.getAttribute('aria-label'), label);
  await page.locator('.cancel-undo').click();
  await asked.waitFor({ state: 'detached' });
  assert.deepEqual(await events(page), ['started', 'pressed']);

  // Paused and resumed, the press can still be undone.
  await page.locator('button.pause').click();
  await page.locator('button.resume').click();
  assert.equal(await undo.isDisabled(), false);
  await page.waitForTimeout(300);
  await confirmUndo(page);
  await page.waitForTimeout(200);
  await face(page, 'white').click();
  const log = await incidents(page);
  assert.deepEqual(
    log.map((i) => i.event),
    ['started', 'pressed', 'paused', 'resumed', 'undone', 'pressed'],
  );
  // White's move is charged what it had used at the undone press, and the time since the undo:
  // Black's thinking, the pause included, is nobody's.
  const [, first, , , undone, again] = log;
  assert.equal(again.used, first.used + (again.at - undone.at));
  assert.equal(again.after, 303_000 - again.used + 3_000);
  assert.deepEqual(errors, []);
  await page.close();
});

/** A Web Share API double: each call's data goes to `__shared`. */
function shareDouble() {
  window.__shared = [];
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data) => {
      window.__shared.push(data);
    },
  });
}

/** A clipboard double without the Web Share API: each text written goes to `__copied`. */
function clipboardDouble() {
  window.__copied = [];
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text) => {
        window.__copied.push(text);
      },
    },
  });
}

test('share hands the link to the Web Share API where there is one, and nothing covers a face', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'), { init: shareDouble });
  await face(page, 'black').click();
  await chooseFromMenu(page, '.share');
  await page.waitForFunction(() => window.__shared.length === 1);
  const [shared] = await page.evaluate(() => window.__shared);
  assert.equal(shared.url, new URL('?control=5%2B3&rules=fide-2023', app.url).href);
  assert.equal(await page.locator('.notice.shared').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('share copies the link without the Web Share API, says so for a moment, and never covers a face', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'), { init: clipboardDouble });
  await face(page, 'black').click();
  await face(page, 'white').click();
  await face(page, 'black').click();
  await chooseFromMenu(page, '.share');
  const notice = page.locator('.notice.shared');
  assert.equal(await notice.textContent(), 'Link copied.');
  assert.deepEqual(await page.evaluate(() => window.__copied), [
    new URL('?control=5%2B3&rules=fide-2023', app.url).href,
  ]);
  // Every point of both faces is the face's own: a tap anywhere on White's is White's press.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll('.face')].flatMap((f) => {
      const box = f.getBoundingClientRect();
      const points = [];
      for (let x = box.left + 4; x < box.right; x += 20) {
        for (let y = box.top + 4; y < box.bottom; y += 20) {
          if (!f.contains(document.elementFromPoint(x, y))) points.push([f.dataset.side, x, y]);
        }
      }
      return points;
    }),
  );
  assert.deepEqual(covered, []);
  const white = await face(page, 'white').boundingBox();
  await page.mouse.click(white.x + white.width / 2, white.y + white.height - 10);
  assert.equal(await page.locator('.face.running').getAttribute('data-side'), 'black');
  // The notice goes by itself.
  await notice.waitFor({ state: 'detached', timeout: 15_000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('Escape closes the log and the arbiter panel; Enter and Space on a focused bar button are the button, not a press', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  await face(page, 'black').click();
  await chooseFromMenu(page, '.log-open');
  await page.locator('.sheet').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.sheet').waitFor({ state: 'detached' });
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arbiter').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.arbiter').waitFor({ state: 'detached' });

  // The arbiter paused the clocks: Space on the focused resume button resumes, and presses nothing.
  await page.locator('button.resume').focus();
  await page.keyboard.press('Space');
  await page.locator('button.pause').focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await events(page), ['started', 'paused', 'resumed', 'paused']);
  assert.equal(await page.locator('.face.paused').getAttribute('data-side'), 'white');
  assert.deepEqual(errors, []);
  await page.close();
});

test('swapping sides puts each colour in the other half, the keys follow, and it lasts the game', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  await page.setViewportSize({ width: 390, height: 844 });
  const halves = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('.face')].map((f) => [f.dataset.side, [f.dataset.half, Math.round(f.getBoundingClientRect().top)]]),
      ),
    );
  const before = await halves();
  assert.equal(before.white[0], 'first');
  assert.ok(before.white[1] > before.black[1], 'White at the bottom');
  await chooseFromMenu(page, '.swap-sides');
  const after = await halves();
  assert.deepEqual(after, { white: ['second', before.black[1]], black: ['first', before.white[1]] });

  // The right half of the keyboard is White's now, the left Black's. The menu opened by a tap gave
  // no button the focus back, where Space would open it again.
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await page.keyboard.press('Space');
  await page.keyboard.press('KeyM');
  await page.keyboard.press('KeyZ');
  assert.deepEqual(
    (await incidents(page)).map((i) => [i.event, i.side]),
    [
      ['started', undefined],
      ['pressed', 'white'],
      ['pressed', 'black'],
    ],
  );
  assert.deepEqual(await halves(), after);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a finished game offers a rematch with the colours and the names swapped, each player keeping their half', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  await page.locator('.player-name[data-side=white]').fill('Ana');
  await page.locator('.player-name[data-side=black]').fill('Bo');
  await page.goto(link('5%2B3'));
  await face(page, 'black').click();
  await endGame(page, '1-0', 'Black resigned');
  const anaHalf = await face(page, 'white').getAttribute('data-half');

  await page.locator('.rematch-offer').click();
  await page.locator('.outcome').waitFor({ state: 'detached' });
  assert.deepEqual(await page.locator('.face .name').allTextContents(), ['Bo', 'Ana']);
  assert.equal(await face(page, 'black').getAttribute('data-half'), anaHalf, 'Ana, now Black, keeps her half');
  assert.deepEqual(await page.locator('.face .time').allTextContents(), ['5:03', '5:03']);
  assert.deepEqual(await events(page), []);
  assert.equal(await page.locator('button.start').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('leaving an unfinished game keeps its whole log: set aside for set-up, filed as abandoned for the History', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  await face(page, 'black').click();
  await face(page, 'white').click();
  const played = await incidents(page);

  // To set-up, set aside: the History lists it, and it resumes paused, every incident kept.
  await chooseFromMenu(page, '.exit');
  assert.match(await page.locator('dialog[role=alertdialog]').textContent(), /Before going back to set-up/);
  await page.locator('.aside-exit').click();
  await page.locator('.history-open').click();
  await page.locator('.game-aside .aside-resume').click();
  await face(page, 'white').waitFor();
  const resumed = await incidents(page);
  assert.deepEqual(resumed.slice(0, played.length), played);
  assert.deepEqual(resumed.slice(played.length).map((i) => i.event), ['paused']);

  // To the History from the menu, filed as abandoned: there with its whole log and the instant it
  // was left, and no longer the running game.
  await chooseFromMenu(page, '.menu-history');
  await page.locator('.confirm-exit').click();
  await page.locator('.history h1').waitFor();
  assert.match(await page.locator('.games li').first().textContent(), /abandoned at/);
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('flagfall.history')));
  assert.deepEqual(history.games[0].log.incidents.map(({ hash, ...incident }) => incident), resumed);
  assert.equal(typeof history.games[0].abandoned, 'number');
  assert.equal(await page.evaluate(() => localStorage.getItem('flagfall.game')), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a rematch from the menu during a game asks before leaving it', async () => {
  const { page, errors } = await openApp(app.browser, link('5%2B3'));
  await face(page, 'black').click();
  await chooseFromMenu(page, '.rematch');
  const asked = page.locator('dialog[role=alertdialog]');
  assert.match(await asked.textContent(), /start a rematch/);
  await page.locator('.cancel-exit').click();
  await asked.waitFor({ state: 'detached' });
  assert.deepEqual(await events(page), ['started']);
  await chooseFromMenu(page, '.rematch');
  await page.locator('.confirm-exit').click();
  await page.locator('button.start').waitFor();
  assert.deepEqual(await events(page), []);
  assert.equal(await face(page, 'white').getAttribute('data-half'), 'second');
  assert.deepEqual(errors, []);
  await page.close();
});
