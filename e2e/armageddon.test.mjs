// End-to-end at 390x844: an Armageddon game chosen from its preset, drawn, and shown as Black's win
// on the faces, in the log, the PGN and the report; and the bid for the colours.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, exported, incidents, openApp, servedApp } from './support.mjs';

const app = servedApp();

/** The set-up screen at 390x844. */
async function setUp() {
  const opened = await openApp(app.browser, app.url);
  await opened.page.setViewportSize({ width: 390, height: 844 });
  return opened;
}

test('an Armageddon preset makes the game one, and its draw is Black\'s win on the faces, the log, the PGN and the report', async () => {
  const { page, errors } = await setUp();
  await page.locator('.preset', { hasText: '5 min against 4' }).click();
  assert.equal(await page.locator('.opt-armageddon').isChecked(), true);
  assert.equal(await page.locator('.start-bar .armageddon-mark').textContent(), 'Armageddon');
  assert.equal(await page.locator('.start-bar .chosen-notation').textContent(), '5/60, 0+2 vs 4/60, 0+2');
  await page.locator('.start-game').click();
  const face = (side) => page.locator(`.face[data-side=${side}]`);
  assert.equal(await face('white').locator('.armageddon-mark').textContent(), 'Armageddon: a draw loses');
  assert.equal(await face('black').locator('.armageddon-mark').textContent(), 'Armageddon: a draw wins');
  for (const side of ['black', 'white', 'black']) await face(side).click();
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-dead-position').click();
  await page.locator('.close-arbiter').click();

  const decided = (await incidents(page)).at(-1);
  assert.deepEqual([decided.event, decided.result, decided.winner], ['decided', '1/2-1/2', 'black']);
  for (const side of ['white', 'black']) {
    assert.match(await face(side).locator('.face-outcome strong').textContent(), /^1\/2-1\/2, draw: Black wins \(Armageddon\)$/);
    assert.equal(await face(side).locator('.armageddon-mark').count(), 0, 'in play only');
  }
  await chooseFromMenu(page, '.log-open');
  assert.match(await page.locator('.log').textContent(), /Result 1\/2-1\/2, draw: Black wins \(Armageddon\): dead position/);
  const pgn = (await exported(page, 'pgn')).text;
  assert.match(pgn, /^\[Result "1\/2-1\/2"\]$/m);
  assert.match(pgn, /^\[Armageddon "draw: Black wins"\]$/m);
  assert.match(pgn.replace(/\n/g, ' '), /\{Result 1\/2-1\/2, draw: Black wins \(Armageddon\): dead position/);
  const report = (await exported(page, 'html')).text;
  assert.match(report, /1\/2-1\/2, draw: Black wins \(Armageddon\): dead position/);
  const json = JSON.parse((await exported(page, 'json')).text);
  assert.equal(json.settings.armageddon, true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bid gives Black, on the time bid, to the lower bidder and White, on the base, to the other', async () => {
  const { page, errors } = await setUp();
  await page.locator('details.bid summary').click();
  const bidder = (n) => page.locator('.bidder').nth(n);
  await bidder(0).locator('.bid-name').fill('Ana');
  await bidder(0).locator('.bid-time').fill('25');
  await bidder(1).locator('.bid-name').fill('Ben');
  await bidder(1).locator('.bid-time').fill('25:00');
  await page.locator('.settle-bid').click();
  assert.equal(
    await page.locator('details.bid .field-error').textContent(),
    'Both bid the same time: the chief arbiter tosses a coin, and the winner chooses the colour',
  );
  await bidder(1).locator('.bid-time').fill('24:30');
  await page.locator('.settle-bid').click();
  assert.equal(
    await page.locator('.bid-settled').textContent(),
    'Ben bid less and plays Black, with draw odds; Ana plays White.',
  );
  assert.equal(await page.locator('.start-bar .chosen-notation').textContent(), '45+5 vs 24.5+5');
  assert.equal(await page.locator('.opt-armageddon').isChecked(), true);
  assert.equal(await page.locator('.player-name[data-side=white]').inputValue(), 'Ana');
  assert.equal(await page.locator('.player-name[data-side=black]').inputValue(), 'Ben');
  assert.deepEqual(errors, []);
  await page.close();
});
