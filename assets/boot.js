// Starts the page. Trunk would write this loader into index.html as an inline script, which the
// Content-Security-Policy there forbids; so it is a file of its own. Trunk names the app's
// wasm-bindgen glue and wasm module after their contents and writes those names into
// <meta name="flagfall-app"> (`pattern_script` in Trunk.toml); scripts/module-integrity.mjs adds each
// file's integrity there and to each first clock's meta.
//
// A link opened while no game is kept here (a first visit, or a returning one), and a plain visit
// while one is, show a first clock first: a small module of its own (crates/first-clock) that runs
// the link's game under the defaults where nothing is kept (`flagfall-first-clock`, a first visit's)
// or under the set-up choices kept (`flagfall-first-clock-link`), or goes on with the game kept when
// it can (`flagfall-first-clock-kept`), while the app loads, and keeps it where the app
// reads it, holding the game's Web Lock meanwhile. The app then takes the lock and stops
// it (`flagfallFirstClock.stop`), taking over the game it hands over and the time it charged for a
// device's sleep (`charged`).
// Loaded `async`, this may run before the page is parsed: the modules are fetched at once, and each
// starts (builds its page) once the body is there.
const parsed =
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();
const meta = (name) => document.querySelector(`meta[name="${name}"]`).dataset;
// Relative to the page, so the app also runs under a sub-path.
const url = (name) => new URL(name, document.baseURI).href;

/** Resolves once `link`'s stylesheet has loaded or failed, listened to from now. */
const settledFrom = (link) =>
  new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });

/** Starts fetching the app's own stylesheets that the page holds back (`data-later disabled`: a
 * first visit's page, whose first clock's bytes come first; the service worker's page fetches them
 * with the page), and returns what applies them all (`media="print"` until then), resolving once
 * each has loaded or failed, so that a failed one never keeps the app from starting. One fetched
 * with the page may have settled before anyone listened: without its sheet yet, it is replaced by a
 * copy listened to from the start, which the browser serves from the request in flight or what came
 * of it. */
function laterStyles() {
  const appliers = [...document.querySelectorAll('link[data-later]')].map((link) => {
    if (link.hasAttribute('disabled')) {
      const settled = settledFrom(link);
      link.removeAttribute('disabled');
      return () => {
        link.media = 'all';
        return settled;
      };
    }
    return () => {
      if (link.sheet) {
        link.media = 'all';
        return Promise.resolve();
      }
      const copy = link.cloneNode();
      copy.media = 'all';
      const settled = settledFrom(copy);
      link.replaceWith(copy);
      return settled;
    };
  });
  return () => Promise.all(appliers.map((apply) => apply()));
}

/** Fetches a module's glue and wasm together, each checked against its integrity. */
function load({ js, wasm, jsIntegrity, wasmIntegrity }) {
  // The glue through a preload, which carries the integrity that import() cannot.
  const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url(js), integrity: jsIntegrity });
  document.head.append(preload);
  const module = fetch(url(wasm), { integrity: wasmIntegrity });
  const glue = import(url(js));
  // Their failures are reported where they are awaited; unhandled while nothing awaits them yet.
  module.catch(() => {});
  glue.catch(() => {});
  return { module, glue };
}

/** Starts a module `load` fetched, once the page is parsed and `ready` has resolved. */
async function run({ module, glue }, ready = () => undefined) {
  const started = await glue;
  await parsed;
  await ready();
  await started.default({ module_or_path: module });
  return started;
}

/** What is kept here: a game (`SavedGame::KEY`), the set-up choices (`Prefs::KEY`); `null` when
 * storage is refused, where no first clock could hand its game over. */
function keptHere() {
  try {
    return { game: localStorage.getItem('flagfall.game') !== null, prefs: localStorage.getItem('flagfall.prefs') !== null };
  } catch {
    return null;
  }
}

/** The first clock's module for what the page opens, if it is for one: a link while no game is kept
 * (while one is, the app asks before it replaces it), by the first visit's module while nothing is
 * kept (it carries no reader of the set-up choices), else by the one that reads them; a plain
 * visit, its address naming nothing (a hall's link is the app's), while a game is kept and Web Locks
 * keep a second tab from going on with it too. */
function firstClockFor() {
  const query = new URLSearchParams(location.search);
  const kept = keptHere();
  if (!kept) return null;
  if (query.has('control')) {
    if (kept.game) return null;
    return kept.prefs ? 'flagfall-first-clock-link' : 'flagfall-first-clock';
  }
  if ([...query].length === 0 && kept.game && navigator.locks) return 'flagfall-first-clock-kept';
  return null;
}

/** Takes the Web Lock of the tab that writes the game (src/browser/game_lock.rs), if it is free: the
 * first clock writes the game too. Resolves to the lock's release, or `null` when another tab holds it
 * (its game is not this tab's to write over). The app of this tab steals the lock as it takes over. */
function gameLock() {
  if (!navigator.locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    navigator.locks
      .request('flagfall.game', { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null);
        return new Promise((release) => resolve(release));
      })
      // Stolen by the app: expected.
      .catch(() => {});
  });
}

/** The first clock, running; `null` when what the page opens is not for one (`firstClockFor`), or
 * the first clock declines it: the app opens it itself. */
async function firstClock() {
  const module = firstClockFor();
  if (!module) return null;
  // Fetched while the lock is asked for.
  const loaded = load(meta(module));
  const release = await gameLock();
  if (!release) return null;
  try {
    const clock = await run(loaded);
    if (await clock.opened()) return clock;
  } catch (error) {
    console.error('The first clock did not start; the app opens the page.', error);
  }
  release();
  return null;
}

const first = await firstClock();
globalThis.flagfallFirstClock = first && { stop: first.stop, charged: first.charged };
try {
  const app = load(meta('flagfall-app'));
  // Once the page is parsed: each of its stylesheets is there.
  const styles = parsed.then(laterStyles);
  await run(app, async () => (await styles)());
} catch (error) {
  // The first clock runs on without the app, and says so.
  first?.appUnavailable();
  throw error;
}
