// End-to-end at 390x844: a US Chess G/30;d5 game, chosen from its presets, whose flag decides nothing
// until a player points it out (13C1), then claimed (13C); a control without delay read with 5E2's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, correctTime, incidents, openApp, servedApp } from './support.mjs';

const app = servedApp();

/** The set-up screen at 390x844 under US Chess. */
async function usSetUp() {
  const opened = await openApp(app.browser, app.url);
  await opened.page.setViewportSize({ width: 390, height: 844 });
  await opened.page.locator('select.rulebook').selectOption('uschess');
  return opened;
}

test('US Chess: G/30;d5 is dual, its flag is left unclaimed while play goes on, then claimed for the win', async () => {
  const { page, errors } = await usSetUp();
  const groups = await page.locator('.preset-group h3').allTextContents();
  assert.deepEqual(groups, ['US Chess', 'Armageddon: a draw counts as a win for Black', 'Hourglass and byo-yomi']);
  await page.locator('.preset', { has: page.locator('.notation', { hasText: /^G\/30;d5$/ }) }).click();
  assert.equal(await page.locator('.start-bar .category').textContent(), 'dual');
  assert.equal(await page.locator('.opt-supervised').count(), 0, 'no FIDE-only choice');
  await page.locator('.start-game').click();
  const face = (side) => page.locator(`.face[data-side=${side}]`);
  await face('black').click();
  await chooseFromMenu(page, '.arbiter-open');
  assert.equal(await page.locator('.arbiter h2').textContent(), 'Director');
  await correctTime(page, 'white', '0:01');
  await page.locator('.close-arbiter').click();
  await page.locator('button.resume').click();
  // One second and the 5 s delay: the flag falls and nothing is decided.
  await page.locator('.time-claim').waitFor({ timeout: 10_000 });
  assert.equal(
    await page.locator('.time-claim p').textContent(),
    "White's flag is down: decided only on a claim (US Chess 13C1).",
  );
  assert.match(await face('white').locator('.flag').textContent(), /^flag fell /);
  // Unclaimed, the game goes on: White completes a move, Black's clock runs.
  await face('white').click();
  assert.equal(await face('black').getAttribute('aria-pressed'), 'true');
  assert.equal((await incidents(page)).some((i) => i.event === 'decided'), false);
  await page.locator('.claim-win').click();
  const decided = (await incidents(page)).at(-1);
  assert.deepEqual([decided.event, decided.result, decided.reason.rule], ['decided', '0-1', 'flag-fell']);
  assert.match(await face('black').locator('.face-outcome strong').textContent(), /^0-1$/);
  assert.equal(await page.locator('.time-claim').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('US Chess 5E2: a control typed without delay is read with the recommended one, and said so', async () => {
  const { page, errors } = await usSetUp();
  await page.locator('.notation-input').fill('G/15');
  assert.equal(
    await page.locator('.reading-note').textContent(),
    '5E2: no delay or increment given; the minimum recommended delay of 3 s applies (write ;d0 for none)',
  );
  assert.equal(await page.locator('.start-bar .chosen-notation').textContent(), 'G/15;d3');
  assert.equal(await page.locator('.start-bar .category').textContent(), 'quick');
  assert.deepEqual(errors, []);
  await page.close();
});

test('US Chess 14H on a clock without delay (5F2a): the director places a delay clock, halving the claimant\'s time', async () => {
  const { page, errors } = await usSetUp();
  await page.locator('.preset', { has: page.locator('.notation', { hasText: /^G\/30;d5$/ }) }).click();
  await page.locator('.opt-timer').selectOption('plain');
  await page.locator('.opt-ilc').check();
  await page.locator('.start-game').click();
  await page.locator('.face[data-side=black]').click();
  await chooseFromMenu(page, '.arbiter-open');
  await correctTime(page, 'white', '1:30');
  await page.locator('.arb-ilc-delay').click();
  assert.equal(await page.locator('.answer').textContent(), 'Claim of insufficient losing chances decided (14H).');
  const claim = (await incidents(page)).at(-1);
  assert.deepEqual([claim.event, claim.claimant, claim.decision, claim.delay], ['ilc-claim', 'white', 'delay', 5000]);
  assert.deepEqual([claim.correction.before, claim.correction.after], [90_000, 45_000]);
  await page.locator('.close-arbiter').click();
  assert.match(await page.locator('.face[data-side=white] .delay').textContent(), /^delay 0?:?0?5/);
  assert.deepEqual(errors, []);
  await page.close();
});
