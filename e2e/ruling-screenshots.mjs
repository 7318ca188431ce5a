// Saves phone-size pictures (390x844) of the arbiter's panel right after each kind of ruling, its
// answer box in view (the answer and the rows the act logged), and of the clock's flag banner before
// and after the players answer whether the claimant can checkmate; in English and French, for docs/:
//   node e2e/ruling-screenshots.mjs [OUT_DIR]   (default docs)
// Files: ruling-<kind>-<lang>-390x844.png, flag-before-<lang>-390x844.png, flag-after-<lang>-390x844.png.
import { chooseFromMenu, correctTime, launchChromium, openApp, serveDist } from './support.mjs';

const out = process.argv[2] ?? 'docs';
const SIZE = { width: 390, height: 844 };
const LOCALES = ['en-GB', 'fr-FR'];
// The panel's answer: the box of a done act, or a refusal; not the question it asks before an
// illegal move that ends the game.
const ANSWER = '.arbiter .answer-box, .arbiter .answer:not(.ask)';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const served = await serveDist();
const browser = await launchChromium();
// One line per picture (its file and the text it shows) and per page that logged errors, printed at
// the end.
const written = [];

/** Opens a link to `control` in `locale` at phone size (each page in a fresh context: no game left over). */
async function openGame(control, locale) {
  const opened = await openApp(browser, new URL(`?control=${encodeURIComponent(control)}`, served.url).href, { locale });
  await opened.page.setViewportSize(SIZE);
  await opened.page.locator('.face[data-side=white]').waitFor();
  return opened;
}

/**
 * Starts the game and lets White make one move (and Black one too, with `both`), then opens the
 * arbiter's panel: the rulings then concern the side that just pressed (as in e2e/arbiter.test.mjs).
 */
async function panelAfterMoves(page, { both = false } = {}) {
  const presses = both ? ['black', 'white', 'black'] : ['black', 'white'];
  for (const [i, side] of presses.entries()) {
    if (i > 0) await pause(300);
    await page.locator(`.face[data-side=${side}]`).click();
  }
  await chooseFromMenu(page, '.arbiter-open');
}

/**
 * Taps the act `act` (a selector, or a function that acts), waits for the panel's new answer, checks
 * the act was done (a refusal means the flow is wrong, not a picture worth keeping) and saves the
 * picture of `kind`, with the button `keep` (the act's, by default) in view under the answer.
 */
async function ruling(page, lang, kind, act, keep = act) {
  // The panel keeps its answer's elements and changes their text: wait for other text (what was
  // logged differs from act to act, even for the same answer).
  const before = await page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', ANSWER);
  if (typeof act === 'string') await page.locator(act).click();
  else await act();
  await page.waitForFunction(
    ([sel, before]) => {
      const now = document.querySelector(sel);
      return now !== null && now.textContent !== before;
    },
    [ANSWER, before],
    { timeout: 5_000 },
  );
  const answer = page.locator('.arbiter .answer:not(.ask)');
  const text = await answer.textContent();
  if (!(await answer.evaluate((a) => a.classList.contains('done')))) {
    throw new Error(`${kind} (${lang}) was not done: ${text}`);
  }
  // Frames the picture: the panel from its top when the act's button shows there; else scrolled so
  // that the act's section sits just under the answer box, which sticks to the top.
  await page.evaluate((keep) => {
    const sheet = document.querySelector('.arbiter');
    sheet.scrollTop = 0;
    const button = document.querySelector(keep);
    if (button.getBoundingClientRect().bottom <= sheet.clientHeight) return;
    const section = button.closest('section') ?? button;
    const box = document.querySelector('.arbiter .answer-box');
    const stuckAt = parseFloat(getComputedStyle(sheet).paddingTop);
    sheet.scrollTop = section.getBoundingClientRect().top - (stuckAt + box.offsetHeight + 8);
  }, keep);
  const rows = await page.locator('.answer-logged li').allTextContents();
  const path = `${out}/ruling-${kind}-${lang}-${SIZE.width}x${SIZE.height}.png`;
  await page.screenshot({ path });
  written.push(`${path}: ${text} | ${rows.join(' | ')}`);
}

/** Closes the page's context, after reporting any error the page logged. */
async function done(page, errors, what) {
  if (errors.length) written.push(`page errors (${what}): ${errors.join('; ')}`);
  await page.context().close();
}

/** The rulings of one language, in a few small rapid games (15+10 offers the claim of 9.5). */
async function rulings(locale) {
  const lang = locale.slice(0, 2);
  {
    // Two illegal moves by White: the first gives Black a minute, the second ends the game once
    // confirmed; then that ruling is undone.
    const { page, errors } = await openGame('15+10', locale);
    await panelAfterMoves(page);
    await ruling(page, lang, 'illegal-first', '.arb-illegal');
    await ruling(
      page,
      lang,
      'illegal-second',
      async () => {
        await page.locator('.arb-illegal').click();
        await page.locator('.confirm-illegal').click();
      },
      '.arb-illegal',
    );
    await ruling(page, lang, 'undo-ruling', '.arb-undo-ruling');
    await done(page, errors, `illegal moves, ${lang}`);
  }
  {
    // A claim of repetition or fifty moves rejected (the game goes on), then one upheld.
    const { page, errors } = await openGame('15+10', locale);
    await panelAfterMoves(page);
    await ruling(page, lang, 'draw-claim-rejected', '.arb-claim-draw-rejected');
    await ruling(page, lang, 'draw-claim-upheld', '.arb-claim-draw-upheld');
    await done(page, errors, `draw claims, ${lang}`);
  }
  {
    // Acts that leave the game running, then a draw offered and accepted, which ends it (FIDE 2023
    // allows an agreement only once each side has moved).
    const { page, errors } = await openGame('15+10', locale);
    await panelAfterMoves(page, { both: true });
    await ruling(page, lang, 'correction', () => correctTime(page, 'white', '10:00'), '.arb-correct');
    await ruling(
      page,
      lang,
      'control',
      async () => {
        await page.locator('.arb-notation').fill('25+10');
        await page.locator('.arb-control').click();
      },
      '.arb-control',
    );
    await page.locator('.arb-offer').click();
    await ruling(page, lang, 'draw-agreed', '.arb-agree');
    await done(page, errors, `correction, control, agreed draw, ${lang}`);
  }
  {
    const { page, errors } = await openGame('15+10', locale);
    await panelAfterMoves(page);
    await ruling(page, lang, 'dead-position', '.arb-dead-position');
    await done(page, errors, `dead position, ${lang}`);
  }
  {
    // One second each: White's flag falls once Black starts the clock, and Black claims.
    const { page, errors } = await openGame('0:01', locale);
    await page.locator('.face[data-side=black]').click();
    await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
    await chooseFromMenu(page, '.arbiter-open');
    await ruling(page, lang, 'win-on-time', '.arb-claim-time');
    await done(page, errors, `win on time, ${lang}`);
  }
}

/** The flag banner of a chess game before and after the players say Black cannot checkmate. */
async function flagBanner(locale) {
  const lang = locale.slice(0, 2);
  const { page, errors } = await openGame('0:01', locale);
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face.flagged').waitFor({ timeout: 10_000 });
  await page.locator('.confirm-flag').waitFor();
  const shot = async (when) => {
    const path = `${out}/flag-${when}-${lang}-${SIZE.width}x${SIZE.height}.png`;
    await page.screenshot({ path });
    written.push(`${path}: ${await page.locator('.outcome').textContent()}`);
  };
  await shot('before');
  await page.locator('.players-cannot-mate').click();
  // The question is answered: its buttons go.
  await page.locator('.confirm-flag').waitFor({ state: 'detached' });
  await shot('after');
  await done(page, errors, `flag banner, ${lang}`);
}

try {
  for (const locale of LOCALES) {
    await rulings(locale);
    await flagBanner(locale);
  }
  console.log(`wrote:\n${written.join('\n')}`);
} finally {
  await browser.close();
  served.server.close();
}
