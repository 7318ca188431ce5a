// Trunk's post-build hook: `node scripts/post-build.mjs [DIR]` on its staging directory
// (TRUNK_STAGING_DIR). Trunk runs the hooks of one stage at the same time, and these steps must run in
// order: the app is split at its split points (only in Trunk's hook, which names the build's profile),
// a release build's scripts are minified, the page gains its modules' integrity, the hall's bridge is
// bundled and named in it, then the service worker hashes every file, the page included.
import { minifyScripts } from './minify-js.mjs';
import { bundleHallBridge } from './hall-bridge.mjs';
import { addModuleIntegrity } from './module-integrity.mjs';
import { writeServiceWorker } from './service-worker.mjs';
import { splitApp } from './split-app.mjs';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('usage: node scripts/post-build.mjs DIR (or TRUNK_STAGING_DIR)');
if (process.env.TRUNK_PROFILE) {
  const modules = await splitApp(dir);
  console.log(modules.length ? `split: ${modules.join(', ')}` : 'split: no split points');
}
if (process.env.TRUNK_PROFILE === 'release') console.log(`minified: ${(await minifyScripts(dir)).join(', ')}`);
console.log(`module integrity: ${await addModuleIntegrity(dir)} modules and scripts`);
console.log(`hall bridge: ${await bundleHallBridge(dir)}`);
const { version, urls } = await writeServiceWorker(dir);
console.log(`service worker ${version}: ${urls.length} files precached`);
