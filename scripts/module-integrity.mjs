// Gives the page the integrity of each module its loader fetches: `node scripts/module-integrity.mjs
// DIR` (scripts/post-build.mjs runs it on Trunk's staging directory, before the service worker is
// written). The loader (assets/boot.js) fetches the app and the first clock itself,
// rather than have Trunk preload the app (which would share a first visit's network with the first
// clock), so the integrity Trunk gives its preloads is added here instead: each
// `<meta data-js=... data-wasm=...>` of index.html gains `data-js-integrity` and `data-wasm-integrity`.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const integrity = async (dir, file) =>
  `sha384-${createHash('sha384').update(await readFile(join(dir, file))).digest('base64')}`;

/** Adds the integrity attributes to every module meta of `dir`/index.html; returns how many. */
export async function addModuleIntegrity(dir) {
  const path = join(dir, 'index.html');
  const html = await readFile(path, 'utf8');
  const metas = [...html.matchAll(/<meta\b[^>]*\bdata-js=[^>]*>/g)].map((m) => m[0]);
  let page = html;
  for (const meta of metas) {
    // The release page is minified: a value may be unquoted.
    const value = (name) => meta.match(new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s>]*))`))?.slice(1).find((v) => v !== undefined);
    const js = value('data-js');
    const wasm = value('data-wasm');
    if (!js || !wasm) throw new Error(`a module meta without both files: ${meta}`);
    const file = (url) => new URL(url, 'http://page/').pathname.slice(1);
    const attributes = ` data-js-integrity="${await integrity(dir, file(js))}" data-wasm-integrity="${await integrity(dir, file(wasm))}"`;
    page = page.replace(meta, meta.replace(/\s*\/?>$/, `${attributes}>`));
  }
  await writeFile(path, page);
  return metas.length;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/module-integrity.mjs DIR');
  console.log(`module integrity: ${await addModuleIntegrity(dir)} modules`);
}
