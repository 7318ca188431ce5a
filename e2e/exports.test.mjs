// End-to-end: what a player's name cannot do to the exported files. A name typed as a spreadsheet
// formula stays text in the CSV; a name with line breaks and quotes stays inside its PGN tag; markup
// in a name stays text in the report. Each file is downloaded from the release build and read as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, exported, openApp, servedApp } from './support.mjs';

const app = servedApp();

const FORMULA = '=HYPERLINK("http://evil.example/","Click")';
const TAGS = 'Ben\n[Result "1-0"]\r\n[Annotator "\\\\"]';

/** A game of 3+2 between players named `names`, with one move each, its log shown. */
async function playedBy(names) {
  const opened = await openApp(app.browser, app.url);
  const { page } = opened;
  await page.evaluate((names) => {
    localStorage.setItem(
      'flagfall.prefs',
      JSON.stringify({
        version: 1,
        settings: { rulebook: 'fide-2023', guidelines_iii: false, supervised: false, run_on_after_flag: false },
        names,
        notation: '3+2',
      }),
    );
  }, names);
  await page.goto(new URL('?control=3%2B2', app.url).href);
  for (const side of ['black', 'white', 'black']) {
    await page.locator(`.face[data-side=${side}]`).click();
  }
  await chooseFromMenu(page, '.log-open');
  return opened;
}

/** The cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
function csvCells(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

test('a player named like a spreadsheet formula is text in the exported CSV', async () => {
  const { page, errors } = await playedBy({ white: FORMULA, black: '+cmd' });
  const text = (await exported(page, 'csv')).text;
  const rows = csvCells(text);
  assert.deepEqual(rows[0], ['wall_clock', 'epoch_ms', 'game_time', 'move', 'event', 'description', 'game_event', 'round', 'board', 'white', 'black']);
  assert.deepEqual(rows[1].slice(9), [`'${FORMULA}`, "'+cmd"]);
  const moved = rows.filter((row) => row[4] === 'pressed').map((row) => row[5].replace(/: .*/, ''));
  assert.deepEqual(moved, [`'${FORMULA} (White) moved`, "'+cmd (Black) moved"]);
  // In the file itself: the single quote inside the quotes, the name's quotes doubled.
  assert.ok(text.includes(`,"'=HYPERLINK(""http://evil.example/"",""Click"") (White) moved: `));
  for (const row of rows) {
    for (const cell of row) {
      assert.ok(!/^[=+\-@\t\r]/.test(cell) || /^-?\d+$/.test(cell), `a cell a spreadsheet would compute: ${cell}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a name with line breaks and quotes stays inside its PGN tag', async () => {
  const { page, errors } = await playedBy({ white: 'Ann\u202e', black: TAGS });
  const tags = (await exported(page, 'pgn')).text.split('\n\n')[0].split('\n');
  assert.deepEqual(tags, [
    '[Event "?"]',
    '[Site "?"]',
    tags[2],
    '[Round "?"]',
    '[White "Ann"]',
    '[Black "Ben [Result \\"1-0\\"]  [Annotator \\"\\\\\\\\\\"]"]',
    '[Result "*"]',
    tags[7],
    tags[8],
    '[TimeControl "180+2"]',
    '[Termination "unterminated"]',
  ]);
  assert.match(tags[2], /^\[Date "\d{4}\.\d\d\.\d\d"\]$/);
  assert.match(tags[7], /^\[UTCDate "\d{4}\.\d\d\.\d\d"\]$/);
  assert.match(tags[8], /^\[UTCTime "\d\d:\d\d:\d\d"\]$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('markup in a name is text in the report', async () => {
  const { page, errors } = await playedBy({ white: '<script>alert(1)</script>', black: "<b onclick='x'>B</b>" });
  const html = (await exported(page, 'html')).text;
  assert.ok(html.includes('<td>&lt;script&gt;alert(1)&lt;/script&gt; (White)</td>'));
  assert.ok(html.includes('<td>&lt;b onclick=&#39;x&#39;&gt;B&lt;/b&gt; (Black)</td>'));
  assert.ok(!html.includes('<script') && !html.includes('<b '));
  assert.deepEqual(errors, []);
  await page.close();
});
