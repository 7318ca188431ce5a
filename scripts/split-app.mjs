// Splits the app's wasm at its split points (`wasm_split` under the `split` feature): the first step of
// scripts/post-build.mjs, on Trunk's staging directory. Trunk built the whole app and ran wasm-bindgen
// and wasm-opt on it; this takes the wasm cargo linked (with relocations, see build.rs), cuts it with
// wasm-split-cli into the main module and the modules loaded on first use, runs wasm-bindgen and
// wasm-opt on them as Trunk would, and puts the main module and its glue in place of Trunk's, under the
// names the page already gives them. The other modules and their loader (`__wasm_split.js`, which the
// glue imports) go beside them under names that hash their contents. A wasm without split points
// passes through unchanged.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const BIN = 'flagfall-web';
const LOADER = '__wasm_split.js';
// A split point is a call to a function this module imports from wasm_split's placeholder module;
// wasm-split-cli needs the relocations to cut each one out. (The wasm_split crate is always linked, with
// its custom section `__wasm_split_unstable`: that section alone does not mean there is a split point.)
const PLACEHOLDER = '__wasm_split_placeholder__';
const RELOCATIONS = 'reloc.CODE';

/** The parts only a hall uses: the arbiter's and the spectators' views, and a board's sending. */
const HALL_PARTS = ['hall_view', 'spectators_view', 'hall_board'];

/**
 * What of the split app only a hall fetches: its parts, and the chunks of code only they share
 * (`hall-chunk_*`). The service worker leaves them out of its precache.
 */
export const HALL_MODULES = new RegExp(`^(split_(${HALL_PARTS.join('|')})|hall-chunk_\\d+)-[0-9a-f]{16}\\.wasm$`);

/**
 * The chunks of the loader that only the hall's parts load. wasm-split-cli's loader (unminified)
 * defines each chunk as `const __chunk_N = makeLoad(…)` and then each part as
 * `export const __wasm_split_load_PART = wrapAsyncCb(makeLoad(…, [__chunk_N, …]))`, one after the
 * other to the end.
 */
function hallChunks(loader) {
  const users = new Map();
  // Each part's definition runs to the next one's (or the end); its chunks are its last list.
  const parts = loader
    .split(/(?=export const __wasm_split_load_)/)
    .slice(1)
    .map((definition) => [definition.match(/^export const __wasm_split_load_(\w+)/)[1], [...definition.matchAll(/\[([^\]]*)\]/g)].at(-1)?.[1] ?? '']);
  if (parts.length === 0) throw new Error(`split: ${LOADER} names no part`);
  for (const [part, deps] of parts) {
    for (const chunk of deps.match(/__chunk_\d+/g) ?? []) {
      users.set(chunk.slice(2), [...(users.get(chunk.slice(2)) ?? []), part]);
    }
  }
  return new Set([...users].filter(([, parts]) => parts.every((p) => HALL_PARTS.includes(p))).map(([chunk]) => `${chunk}.wasm`));
}

const run = (command, args, cwd) => {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (error) {
    throw new Error(`split: \`${command} ${args.join(' ')}\` failed (${error.code ?? `exit ${error.status}`}); scripts/setup.sh installs the tools`);
  }
};

/** The value of attribute `name` in the tag `tag` (a minified page may leave it unquoted). */
const attribute = (tag, name) =>
  tag.match(new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]*)))?(?=[\\s/>])`))?.slice(1).find((v) => v !== undefined) ??
  (new RegExp(`\\s${name}(?=[\\s/>])`).test(tag) ? '' : undefined);

/** The wasm-opt arguments of the app's `<link data-trunk rel="rust">` in the source page; none when off. */
async function wasmOptArgs(htmlFile) {
  const html = await readFile(htmlFile, 'utf8');
  const link = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).find((tag) => attribute(tag, 'data-bin') === BIN);
  if (!link) throw new Error(`split: no <link data-trunk rel="rust" data-bin="${BIN}"> in ${htmlFile}`);
  const level = attribute(link, 'data-wasm-opt');
  if (level === undefined || level === '0') return null;
  return [`-O${level}`, ...(attribute(link, 'data-wasm-opt-params') ?? '').split(/\s+/).filter(Boolean)];
}

/** The app's glue and wasm as the staged page names them (`<meta name="flagfall-app">`). */
async function stagedApp(dir) {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const meta = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((tag) => attribute(tag, 'name') === 'flagfall-app');
  const file = (url) => url && new URL(url, 'http://page/').pathname.slice(1);
  const js = file(meta && attribute(meta, 'data-js'));
  const wasm = file(meta && attribute(meta, 'data-wasm'));
  if (!js?.endsWith('.js') || wasm !== `${js.slice(0, -3)}_bg.wasm`) {
    throw new Error(`split: the staged page names no app glue and wasm Trunk wrote: ${meta ?? 'no <meta name="flagfall-app">'}`);
  }
  return { js, wasm, name: js.slice(0, -3) };
}

const hashed = (file, bytes) => {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return file.replace(/(\.[^.]+)$/, `-${hash}$1`);
};

/** Replaces the file name `from` by `to` where `text` names it as `${before}"./from"`; a name not found
 * means the tools' output changed. Only there: the same string is also the name of a wasm import. */
function renamed(text, before, from, to, what) {
  const quoted = `${before}"./${from}"`;
  if (!text.includes(quoted)) throw new Error(`split: ${what} has no ${quoted}`);
  return text.replaceAll(quoted, `${before}"./${to}"`);
}

/** Splits the app in the staging directory `dir` of a Trunk build; returns the added files' names. */
export async function splitApp(dir, env = process.env) {
  const profile = env.TRUNK_PROFILE;
  if (profile !== 'release' && profile !== 'debug') throw new Error(`split: TRUNK_PROFILE is ${profile}, not release or debug`);
  const sourceDir = env.TRUNK_SOURCE_DIR ?? '.';
  // Cargo's own answer, which honours CARGO_TARGET_DIR and its configuration.
  const { target_directory: targetDir } = JSON.parse(run('cargo', ['metadata', '--format-version=1', '--no-deps', '--offline'], sourceDir));
  const artifact = join(targetDir, 'wasm32-unknown-unknown', profile, `${BIN}.wasm`);
  // Compiling only reads the module here: V8 compiles each function when it first runs.
  const linked = await WebAssembly.compile(await readFile(artifact));
  if (!WebAssembly.Module.imports(linked).some((i) => i.module === PLACEHOLDER)) return [];
  if (WebAssembly.Module.customSections(linked, RELOCATIONS).length === 0) {
    throw new Error(`split: ${artifact} has split points but no relocations (build.rs links it with --emit-relocs)`);
  }

  const app = await stagedApp(dir);
  const work = join(targetDir, 'wasm-split', profile);
  await rm(work, { recursive: true, force: true });
  const cut = join(work, 'split');
  const bound = join(work, 'bindgen');
  await mkdir(bound, { recursive: true });
  run('wasm-split-cli', ['--target', 'web', '--out-name', app.name, artifact, cut]);
  // Trunk's wasm-bindgen flags, keeping the exports the other modules import (memory, table, shared).
  run('wasm-bindgen', ['--target=web', `--out-dir=${bound}`, `--out-name=${app.name}`, '--no-typescript', '--keep-lld-exports', join(cut, `${app.name}.wasm`)]);

  const modules = (await readdir(cut)).filter((f) => f.endsWith('.wasm') && f !== `${app.name}.wasm`);
  for (const module of modules) await copyFile(join(cut, module), join(bound, module));
  // Trunk runs wasm-opt in release builds only.
  const opt = profile === 'release' ? await wasmOptArgs(env.TRUNK_HTML_FILE ?? join(sourceDir, 'index.html')) : null;
  if (opt) {
    // npm's binaryen 132, as Trunk.toml pins it: an older wasm-opt on PATH breaks the module.
    const wasmOpt = join(sourceDir, 'node_modules', '.bin', 'wasm-opt');
    for (const module of [app.wasm, ...modules]) run(wasmOpt, [...opt, join(bound, module), '-o', join(bound, module)]);
  }

  let loader = await readFile(join(cut, LOADER), 'utf8');
  const hallOnly = hallChunks(loader);
  const added = [];
  for (const module of modules) {
    const moduleBytes = await readFile(join(bound, module));
    const name = hashed(hallOnly.has(module) ? `hall-${module}` : module, moduleBytes);
    loader = renamed(loader, 'new URL(', module, name, LOADER);
    await writeFile(join(dir, name), moduleBytes);
    added.push(name);
  }
  // The loader imports the glue under the name it has in the page: the same module, instantiated once.
  if (!loader.includes(`from "./${app.js}"`)) throw new Error(`split: ${LOADER} does not import "./${app.js}"`);
  const loaderName = hashed(LOADER, loader);
  await writeFile(join(dir, loaderName), loader);
  added.push(loaderName);
  const glue = renamed(await readFile(join(bound, `${app.name}.js`), 'utf8'), 'from ', LOADER, loaderName, 'the glue');
  await writeFile(join(dir, app.js), glue);
  await copyFile(join(bound, `${app.name}_bg.wasm`), join(dir, app.wasm));
  return added;
}
