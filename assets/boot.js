// Starts the page. Trunk would write this loader into index.html as an inline script, which the
// Content-Security-Policy there forbids; so it is a file of its own. Trunk names the app's
// wasm-bindgen glue and wasm module after their contents and writes those names into
// <meta name="flagfall-app"> (`pattern_script` in Trunk.toml); scripts/module-integrity.mjs adds each
// file's integrity there and to <meta name="flagfall-first-clock">.
//
// A link opened on a first visit (nothing stored, nothing cached) shows the first clock first: a small
// module of its own (crates/first-clock) that runs the link's game while the app loads, and keeps it
// where the app reads it, holding the game's Web Lock meanwhile. The app then takes the lock and stops
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

/** Applies the app's own stylesheets (`data-later` in the page), resolving once each has loaded or
 * failed, so that a failed one never keeps the app from starting. One without its sheet yet may
 * have settled before anyone listened, so it is replaced by a copy listened to from the start, which
 * the browser serves from the request in flight or what came of it. */
function laterStyles() {
  const links = [...document.querySelectorAll('link[data-later]')];
  return Promise.all(
    links.map((link) => {
      if (link.sheet) {
        link.media = 'all';
        return Promise.resolve();
      }
      const copy = link.cloneNode();
      copy.media = 'all';
      const settled = new Promise((resolve) => {
        copy.addEventListener('load', resolve, { once: true });
        copy.addEventListener('error', resolve, { once: true });
      });
      link.replaceWith(copy);
      return settled;
    }),
  );
}

/** Fetches a module's glue and wasm together, each checked against its integrity, and starts it
 * once the page is parsed and `ready` has resolved. */
async function start({ js, wasm, jsIntegrity, wasmIntegrity }, ready = () => undefined) {
  // The glue through a preload, which carries the integrity that import() cannot.
  const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url(js), integrity: jsIntegrity });
  document.head.append(preload);
  const module = fetch(url(wasm), { integrity: wasmIntegrity });
  // Its failure is the glue's to report (init awaits it); unhandled if the import fails first.
  module.catch(() => {});
  const glue = await import(url(js));
  await parsed;
  await ready();
  await glue.default({ module_or_path: module });
  return glue;
}

/** Whether Flagfall has nothing stored here: a first visit. A refused storage counts as not, since the
 * first clock could not hand its game over. */
function nothingStored() {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i).startsWith('flagfall.')) return false;
    }
    return true;
  } catch {
    return false;
  }
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

/** The first clock, running; `null` when the link is not for it (the app opens the link itself). */
async function firstClock() {
  if (!new URLSearchParams(location.search).has('control') || !nothingStored()) return null;
  const release = await gameLock();
  if (!release) return null;
  try {
    const clock = await start(meta('flagfall-first-clock'));
    if (clock.isRunning()) return clock;
  } catch (error) {
    console.error('The first clock did not start; the app opens the link.', error);
  }
  release();
  return null;
}

const first = await firstClock();
globalThis.flagfallFirstClock = first && { stop: first.stop, charged: first.charged };
try {
  await start(meta('flagfall-app'), laterStyles);
} catch (error) {
  // The first clock runs on without the app, and says so.
  first?.appUnavailable();
  throw error;
}
