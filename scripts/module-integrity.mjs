// Gives the page the integrity of each module its loader fetches: `node scripts/module-integrity.mjs
// DIR` (scripts/post-build.mjs runs it on Trunk's staging directory, before the service worker is
// written). The loader (assets/boot.js) fetches the app and the first clock itself,
// rather than have Trunk preload the app (which would share a first visit's network with the first
// clock), so the integrity Trunk gives its preloads is added here instead: each
// `<meta data-js=... data-wasm=...>` of index.html gains `data-js-integrity` and `data-wasm-integrity`,
// and one marked `data-preload` is followed by the preload links that fetch its two files with the
// page's own requests (`data-first-visit`: the service worker's page leaves them out, see
// scripts/service-worker.mjs).
// The loader's own `<script integrity>`, which Trunk wrote before scripts/minify-js.mjs changed the
// file, is written again from the bytes as they now are.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const integrity = async (dir, file) =>
  `sha384-${createHash('sha384').update(await readFile(join(dir, file))).digest('base64')}`;

// The release page is minified: a value may be unquoted.
const value = (tag, name) =>
  tag.match(new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s>]*))`))?.slice(1).find((v) => v !== undefined);
const file = (url) => new URL(url, 'http://page/').pathname.slice(1);

/**
 * The preload links that fetch a module's glue and wasm with the same requests as the loader's (`load`
 * in assets/boot.js), which is then given these; each marked with the attribute `marker`.
 */
export const preloadLinks = ({ js, jsIntegrity, wasm, wasmIntegrity }, marker) =>
  `<link rel="modulepreload" href="${js}" integrity="${jsIntegrity}" ${marker}>` +
  `<link rel="preload" as="fetch" crossorigin href="${wasm}" integrity="${wasmIntegrity}" ${marker}>`;

/** The module meta named `name` in `page` (after `addModuleIntegrity`): the tag, its files and
 * their integrity. */
export function moduleMeta(page, name) {
  const tag = [...page.matchAll(/<meta\b[^>]*\bdata-js=[^>]*>/g)].map((m) => m[0]).find((meta) => value(meta, 'name') === name);
  if (!tag) throw new Error(`no module meta named ${name}`);
  const [js, jsIntegrity, wasm, wasmIntegrity] = ['data-js', 'data-js-integrity', 'data-wasm', 'data-wasm-integrity'].map((attribute) => value(tag, attribute));
  return { tag, js, jsIntegrity, wasm, wasmIntegrity };
}

/** Adds the integrity attributes to every module meta of `dir`/index.html, and renews those of its
 * scripts; returns how many metas and scripts. */
export async function addModuleIntegrity(dir) {
  const path = join(dir, 'index.html');
  const html = await readFile(path, 'utf8');
  const metas = [...html.matchAll(/<meta\b[^>]*\bdata-js=[^>]*>/g)].map((m) => m[0]);
  const scripts = [...html.matchAll(/<script\b[^>]*\bintegrity=[^>]*>/g)].map((m) => m[0]);
  let page = html;
  for (const meta of metas) {
    const js = value(meta, 'data-js');
    const wasm = value(meta, 'data-wasm');
    if (!js || !wasm) throw new Error(`a module meta without both files: ${meta}`);
    const [jsIntegrity, wasmIntegrity] = [await integrity(dir, file(js)), await integrity(dir, file(wasm))];
    const attributes = ` data-js-integrity="${jsIntegrity}" data-wasm-integrity="${wasmIntegrity}"`;
    const preloads = /\sdata-preload(?=[\s=/>])/.test(meta)
      ? preloadLinks({ js, jsIntegrity, wasm, wasmIntegrity }, 'data-first-visit')
      : '';
    page = page.replace(meta, meta.replace(/\s*\/?>$/, `${attributes}>`) + preloads);
  }
  for (const script of scripts) {
    const src = value(script, 'src');
    if (!src) throw new Error(`a script with integrity but no src: ${script}`);
    const renewed = script.replace(/\bintegrity=(?:"[^"]*"|[^\s>]*)/, `integrity="${await integrity(dir, file(src))}"`);
    page = page.replace(script, renewed);
  }
  await writeFile(path, page);
  return metas.length + scripts.length;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/module-integrity.mjs DIR');
  console.log(`module integrity: ${await addModuleIntegrity(dir)} modules and scripts`);
}
