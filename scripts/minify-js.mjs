// Minifies the build's JavaScript with esbuild (npm, package.json): the loader (assets/boot.js), the
// wasm-bindgen glue of each module and the parts' loader. Trunk's own minifier leaves them as they
// are (it cannot parse the loader, which index.html marks `data-no-minify`, and passes the glue by), and
// the loader and the first clock's glue are on a first visit's critical path. Every one is an ES
// module. The service worker is written after this step, as it hashes what this step writes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform } from 'esbuild';

/** Minifies each `.js` file of `dir` in place; returns their names. */
export async function minifyScripts(dir) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js')).sort();
  for (const name of names) {
    const path = join(dir, name);
    const { code } = await transform(await readFile(path, 'utf8'), {
      format: 'esm',
      minify: true,
      // No syntax newer than the glue's own (top-level await is the newest) is written in: an older
      // phone's browser that runs the build as Trunk made it runs it minified.
      target: 'es2022',
      sourcefile: name,
    });
    await writeFile(path, code);
  }
  return names;
}
