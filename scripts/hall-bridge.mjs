// Bundles the app's bridge to a hall's broker (web/hall/broker.mjs and the official NATS client it
// imports) into the build: `hall-bridge-<hash>.js`, a classic script that defines
// `globalThis.flagfallHallBridge`, named with its integrity in `<meta name="flagfall-hall">` of
// index.html. The app fetches it only when a hall is joined (src/browser/hall_bridge.rs), so the
// service worker does not precache it (scripts/service-worker.mjs): nothing of the hall is fetched
// by a clock that is in none. scripts/post-build.mjs runs it before the service worker is written.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The bridge's file names, which the service worker leaves out of its precache. */
export const HALL_BRIDGE = /^hall-bridge-[0-9a-f]{16}\.js$/;

/** Writes the bundled bridge into `dir` and names it in `dir`/index.html; returns its file name. */
export async function bundleHallBridge(dir) {
  const { outputFiles } = await build({
    entryPoints: [join(ROOT, 'web/hall/broker.mjs')],
    bundle: true,
    format: 'iife',
    globalName: 'flagfallHallBridge',
    minify: true,
    write: false,
    target: 'es2022',
    logLevel: 'warning',
  });
  const bytes = outputFiles[0].contents;
  const name = `hall-bridge-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.js`;
  await writeFile(join(dir, name), bytes);
  const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  const path = join(dir, 'index.html');
  const page = await readFile(path, 'utf8');
  const meta = `<meta name="flagfall-hall" data-src="./${name}" data-integrity="${integrity}">`;
  const named = page.replace(/<meta name="?flagfall-hall"?[^>]*>/, '');
  if (!named.includes('</head>')) throw new Error(`${path}: no </head> to name the hall's bridge before`);
  await writeFile(path, named.replace('</head>', `${meta}</head>`));
  return name;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/hall-bridge.mjs DIR');
  console.log(`hall bridge: ${await bundleHallBridge(dir)}`);
}
