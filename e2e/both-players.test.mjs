// End-to-end: both players, every screen (issue 27), on the release build in headless Chromium: the
// digits as large as the best web clock's at each size measured, what both players must read turned
// toward each of them in portrait, pause in words and announced, the panel a modal dialog, and the
// set-up screen's start within reach of the keyboard and its presets in view on a phone on its side.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, endGame, incidents, openApp, servedApp } from './support.mjs';

const app = servedApp();
const link = (control) => new URL(`?control=${encodeURIComponent(control)}`, app.url).href;
const face = (page, side) => page.locator(`.face[data-side=${side}]`);

/** Opens `control` at `width`x`height`. */
async function openAt(control, width, height) {
  const opened = await openApp(app.browser, link(control));
  await opened.page.setViewportSize({ width, height });
  await face(opened.page, 'white').waitFor();
  return opened;
}

/** In the page: each face's time as drawn, its glyphs' height, and whether it fits its face. */
function digits() {
  return [...document.querySelectorAll('.face .time')].map((time) => {
    const style = getComputedStyle(time);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const drawn = context.measureText(time.textContent);
    const faceBox = time.closest('.face').getBoundingClientRect();
    const box = time.getBoundingClientRect();
    return {
      text: time.textContent,
      height: drawn.actualBoundingBoxAscent + drawn.actualBoundingBoxDescent,
      fits: box.left >= faceBox.left && box.right <= faceBox.right,
    };
  });
}

// TempoMate's digits, measured the same way: 103 px at 640x360, 111 at 360x640, 120 at 390x844.
for (const [width, height, least] of [[640, 360, 103], [360, 640, 111], [390, 844, 120]]) {
  test(`at ${width}x${height} m:ss is at least ${least} px high and h:mm:ss fits its face`, async () => {
    for (const [control, shown] of [['5+3', '5:03'], ['90+30', '1:30:30']]) {
      const { page, errors } = await openAt(control, width, height);
      const measured = await page.evaluate(digits);
      assert.deepEqual(measured.map((m) => [m.text, m.fits]), [[shown, true], [shown, true]]);
      if (shown === '5:03') {
        for (const { height: drawn } of measured) assert.ok(drawn >= least, `${drawn} px`);
      }
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
}

test('in portrait the undo question and the result face both players; in landscape one copy serves both', async () => {
  const { page, errors } = await openAt('0:03', 360, 640);
  await face(page, 'black').click();
  await page.waitForTimeout(300);
  await face(page, 'white').click();
  await page.locator('button.undo').click();
  const turned = page.locator('.undo-dialog .turned-copy');
  assert.equal(await turned.evaluate((copy) => getComputedStyle(copy).transform), 'matrix(-1, 0, 0, -1, 0, 0)');
  assert.equal(await turned.getAttribute('aria-hidden'), 'true');
  const question = await page.locator('.undo-dialog > p').first().textContent();
  assert.equal(await turned.locator('p').first().textContent(), question);
  // The turned copy's buttons work too, out of the Tab order.
  assert.equal(await turned.locator('button').first().getAttribute('tabindex'), '-1');
  await page.setViewportSize({ width: 640, height: 360 });
  assert.equal(await turned.isVisible(), false);
  await page.setViewportSize({ width: 360, height: 640 });
  await turned.locator('button').first().click();
  assert.equal((await incidents(page)).at(-1).event, 'undone');

  // The flag: each face says the result toward its player; the bar keeps it for screen readers.
  await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
  const said = await page.locator('.bar .outcome').textContent();
  assert.deepEqual(await page.locator('.face .face-outcome').allTextContents(), [said, said]);
  assert.equal(
    await page.locator('.face[data-half=second]').evaluate((top) => getComputedStyle(top).transform),
    'matrix(-1, 0, 0, -1, 0, 0)',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('pause is said in words on both faces and announced, as are the resumption and an undo', async () => {
  const { page, errors } = await openAt('5+3', 390, 844);
  const heard = page.locator('.announcements');
  await face(page, 'black').click();
  await page.waitForTimeout(200);
  await face(page, 'white').click();
  await page.locator('button.pause').click();
  assert.deepEqual(await page.locator('.face .paused-mark').allTextContents(), ['Clock paused', 'Clock paused']);
  assert.equal(await heard.textContent(), 'Clock paused');
  await page.locator('button.resume').click();
  assert.equal(await heard.textContent(), 'Clock running for Black');
  assert.equal(await page.locator('.face .paused-mark').count(), 0);
  await page.locator('button.undo').click();
  await page.locator('.confirm-undo').click();
  assert.match(await heard.textContent(), /^White's press undone: White \d:\d\d, Black \d:\d\d$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the arbiter panel is a modal dialog: the focus stays in it, Escape closes it, the faces cannot be pressed', async () => {
  const { page, errors } = await openAt('5+3', 390, 844);
  await face(page, 'black').click();
  await page.keyboard.press('a');
  await page.locator('.arbiter').waitFor();
  const before = (await incidents(page)).length;
  for (let stop = 0; stop < 12; stop += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('dialog.full-sheet') !== null), `Tab stop ${stop}`);
  }
  await page.keyboard.press('Escape');
  await page.locator('.arbiter').waitFor({ state: 'detached' });
  assert.equal((await incidents(page)).length, before, 'nothing behind the panel was pressed');
  assert.deepEqual(errors, []);
  await page.close();
});

/** In the page: every control shown that is less than 44 px high (check boxes and radios aside). */
function smallControls() {
  return [...document.querySelectorAll('button, input, select, a, summary, textarea')]
    .filter((control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden=true]'))
    .filter((control) => control.type !== 'checkbox' && control.type !== 'radio')
    .filter((control) => control.getBoundingClientRect().height < 44)
    .map((control) => `${control.tagName.toLowerCase()}.${control.className}`);
}

test('every control of the set-up screen, its details and the bid unfolded, and of the clock is at least 44 px high', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.game-details summary').click();
  await page.locator('details.bid summary').click();
  assert.deepEqual(await page.evaluate(smallControls), []);
  await page.goto(link('5+3'));
  await face(page, 'white').waitFor();
  assert.deepEqual(await page.evaluate(smallControls), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("every control of the arbiter's panel and of the History, with a game in it, is at least 44 px high", async () => {
  const { page, errors } = await openApp(app.browser, link('5+3'));
  await page.setViewportSize({ width: 390, height: 844 });
  await face(page, 'black').click();
  await chooseFromMenu(page, '.arbiter-open');
  assert.deepEqual(await page.evaluate(smallControls), []);
  await page.locator('.close-arbiter').click();
  await endGame(page, '1-0', 'resigned');
  await chooseFromMenu(page, '.menu-history');
  await page.locator('.history .open-game').first().waitFor();
  assert.deepEqual(await page.evaluate(smallControls), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('"Set the clock" is the third Tab stop of the set-up screen, and a phone on its side shows three presets', async () => {
  const { page, errors } = await openApp(app.browser, app.url);
  await page.setViewportSize({ width: 640, height: 360 });
  await page.locator('.preset').first().waitFor();
  const stops = [];
  for (let stop = 0; stop < 3; stop += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement.className));
  }
  assert.deepEqual(stops, ['rulebook', 'history-open', 'start-game']);
  const inView = await page.locator('.preset').evaluateAll((presets) => {
    const bar = document.querySelector('.start-bar').getBoundingClientRect();
    return presets.filter((preset) => {
      const box = preset.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= bar.top;
    }).length;
  });
  assert.ok(inView >= 3, `${inView} presets in view`);
  assert.deepEqual(errors, []);
  await page.close();
});
