// Trunk's post-build hook: `node scripts/post-build.mjs [DIR]` on its staging directory
// (TRUNK_STAGING_DIR). Trunk runs the hooks of one stage at the same time, and these two steps must run
// in order: the page gains its modules' integrity first, then the service worker hashes every file,
// the page included.
import { addModuleIntegrity } from './module-integrity.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('usage: node scripts/post-build.mjs DIR (or TRUNK_STAGING_DIR)');
console.log(`module integrity: ${await addModuleIntegrity(dir)} modules`);
const { version, urls } = await writeServiceWorker(dir);
console.log(`service worker ${version}: ${urls.length} files precached`);
