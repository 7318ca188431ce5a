// End-to-end: the parts of the app fetched when first used (src/widgets/fetched_part.rs). The
// arbiter's panel, the History, the incident log and the set-up screen's custom editor are wasm
// modules of their own, cut from the app at
// build time (scripts/split-app.mjs) and fetched the first time each shows; after one online visit the
// service worker has them for offline use; a part that cannot be fetched says so in its place, and the
// game is not affected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseFromMenu, controlled, openApp, servedApp } from './support.mjs';

const app = servedApp();
const LINK = '?control=3%2B2';
/** The module of each part, by the name its split point gives it. */
const PART = {
  arbiter: /split_arbiter_panel[^/]*\.wasm$/,
  history: /split_history[^/]*\.wasm$/,
  record: /split_record[^/]*\.wasm$/,
  editor: /split_custom_editor[^/]*\.wasm$/,
};

/** The page's requests for part modules, as the names of the parts. */
function partsFetched(page) {
  const fetched = [];
  page.on('request', (request) => {
    const part = Object.keys(PART).find((name) => PART[name].test(new URL(request.url()).pathname));
    if (part) fetched.push(part);
  });
  return fetched;
}

test('each part is fetched the first time it shows, and works', async () => {
  let fetched;
  const { page, errors } = await openApp(app.browser, new URL(LINK, app.url).href, {
    prepare: (page) => {
      fetched = partsFetched(page);
    },
  });
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  assert.deepEqual(fetched, []);
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-note').waitFor();
  assert.deepEqual(fetched, ['arbiter']);
  await page.locator('.note-text').fill('Phone rang in the hall');
  await page.locator('.arb-note').click();
  await page.locator('.answer.done').waitFor();
  await page.locator('.close-arbiter').click();
  await chooseFromMenu(page, '.log-open');
  await page.locator('.log tbody tr').first().waitFor();
  assert.match(await page.locator('.log').textContent(), /Phone rang in the hall/);
  assert.deepEqual(fetched, ['arbiter', 'record']);
  await page.locator('.close-log').click();
  // Opened again, nothing more is fetched.
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.close-arbiter').click();
  await chooseFromMenu(page, '.exit');
  await page.locator('.confirm-exit').click();
  await page.locator('.period-editor').waitFor();
  assert.deepEqual(fetched, ['arbiter', 'record', 'editor']);
  await page.locator('.notation-input').fill('5+3');
  await page.locator('.chosen-notation', { hasText: /^5\+3$/ }).waitFor();
  await page.locator('.history-open').click();
  await page.locator('.history h1').waitFor();
  assert.deepEqual(fetched, ['arbiter', 'record', 'editor', 'history']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('after one online visit, every part opens offline', async () => {
  const { page, errors } = await openApp(app.browser, new URL(LINK, app.url).href);
  await controlled(page);
  await page.context().setOffline(true);
  await page.reload();
  await page.locator('.face[data-side=black]').click();
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-note').waitFor();
  await page.locator('.close-arbiter').click();
  await chooseFromMenu(page, '.log-open');
  await page.locator('.log tbody tr').first().waitFor();
  await page.locator('.close-log').click();
  await chooseFromMenu(page, '.exit');
  await page.locator('.confirm-exit').click();
  await page.locator('.period-editor').waitFor();
  await page.locator('.history-open').click();
  await page.locator('.history h1').waitFor();
  assert.equal(await page.locator('.part-unavailable').count(), 0);
  await page.context().setOffline(false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a part that cannot be fetched says so in its place, and the game goes on', async () => {
  // On the context, so that the service worker's own fetch of the part (its precache) fails too.
  const { page } = await openApp(app.browser, new URL(LINK, app.url).href, {
    prepare: (page) => page.context().route(PART.arbiter, (route) => route.abort()),
  });
  await page.locator('.face[data-side=black]').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await chooseFromMenu(page, '.arbiter-open');
  const said = page.locator('.part-unavailable');
  await said.waitFor();
  assert.equal(
    await said.textContent(),
    "The arbiter's panel could not be loaded: check the connection, then close it and open it again. The game is not affected.",
  );
  await page.locator('.part-leave').click();
  // The app is still alive: the clock plays on.
  await page.locator('button.resume').click();
  await page.locator('.face[data-side=white]').click();
  await page.locator('.face[data-side=black].running').waitFor();
  // Once the connection is back, the next opening fetches the panel.
  await page.context().unroute(PART.arbiter);
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-note').waitFor();
  assert.equal(await said.count(), 0);
  await page.close();
});

test("a draughts game's panel that cannot be fetched is the referee's", async () => {
  const { page } = await openApp(app.browser, app.url, {
    prepare: (page) => page.context().route(PART.arbiter, (route) => route.abort()),
  });
  await page.locator('.use-rulebook').click();
  await page.locator('.preset-group').first().locator('.preset').first().click();
  await page.locator('button.start-game').click();
  await page.locator('.face[data-side=black]').click();
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.part-unavailable').waitFor();
  assert.equal(await page.locator('.arbiter h2').textContent(), 'Referee');
  assert.equal(await page.locator('.arbiter').getAttribute('aria-label'), 'Referee');
  assert.equal(
    await page.locator('.part-unavailable').textContent(),
    "The referee's panel could not be loaded: check the connection, then close it and open it again. The game is not affected.",
  );
  await page.close();
});

test('a custom editor that cannot be fetched says so, the presets still start a game, and it can be tried again', async () => {
  const { page, errors } = await openApp(app.browser, app.url, {
    prepare: (page) => page.context().route(PART.editor, (route) => route.abort()),
  });
  const said = page.locator('.custom-panel .part-unavailable');
  await said.waitFor();
  assert.equal(
    await said.textContent(),
    'The custom editor could not be loaded: check the connection, then try again. The presets and saved controls work without it.',
  );
  // The presets choose a control without it.
  await page.locator('.preset', { hasText: '10 min + 5 s a move' }).click();
  await page.locator('.chosen-notation', { hasText: /^10\+5$/ }).waitFor();
  // Tried again while still blocked: it says so again, and nothing breaks.
  await page.locator('.custom-panel .try-again').click();
  await said.waitFor();
  // Once the connection is back, Try again fetches it, and it works.
  await page.context().unroute(PART.editor);
  await page.locator('.custom-panel .try-again').click();
  await page.locator('.notation-input').fill('10+5');
  await page.locator('.chosen-notation', { hasText: /^10\+5$/ }).waitFor();
  assert.equal(await said.count(), 0);
  await page.locator('.start-game').click();
  await page.locator('.face[data-side=white] .time', { hasText: '10:05' }).waitFor();
  // Only the blocked fetches went wrong (the splitter's loader logs each one).
  const blocked = (error) => PART.editor.test(error) || error.startsWith('TypeError: Failed to fetch');
  assert.deepEqual(errors.filter((error) => !blocked(error)), []);
  await page.close();
});

test('a part closed before its module arrives is dropped quietly, and opens later', async () => {
  let hold;
  const held = new Promise((resolve) => {
    hold = resolve;
  });
  const { page, errors } = await openApp(app.browser, new URL(LINK, app.url).href, {
    prepare: (page) =>
      page.context().route(PART.arbiter, async (route) => {
        await held;
        await route.continue();
      }),
  });
  await page.locator('.face[data-side=black]').click();
  await chooseFromMenu(page, '.arbiter-open');
  // Closed with Escape while the panel's module is still on its way; then it arrives.
  await page.keyboard.press('Escape');
  await page.locator('button.resume').waitFor();
  hold();
  await page.waitForTimeout(500);
  assert.equal(await page.locator('.arbiter').count(), 0);
  await page.locator('button.resume').click();
  await page.locator('.face[data-side=white].running').waitFor();
  await chooseFromMenu(page, '.arbiter-open');
  await page.locator('.arb-note').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
