// A minimal static file server for the release build in dist/: used by ./scripts/serve.sh and by the
// end-to-end tests, so both see the app exactly as a static host would serve it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // The browser compiles wasm while it downloads only when served with this type.
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types a static host compresses; images are compressed already. */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * `body` as sent to a browser that `accepts` gzip: compressed at level 9, as a static host serves a
 * build, so that what is fetched (and timed) is what a phone would fetch.
 */
function encoded(file, body, accepts) {
  if (!COMPRESSED.has(extname(file)) || !/\bgzip\b/.test(accepts ?? '')) return { body, headers: {} };
  // Compressed once per content: the tests load the same build hundreds of times.
  let gzipped = GZIPPED.get(file);
  if (!gzipped?.source.equals(body)) {
    gzipped = { source: body, body: gzipSync(body, { level: 9 }) };
    GZIPPED.set(file, gzipped);
  }
  return { body: gzipped.body, headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } };
}

/** Per file: the last content compressed, and its gzip. */
const GZIPPED = new Map();

/** The file under `root` that `urlPath` names, or null when it escapes `root`. */
function fileFor(root, urlPath) {
  const path = decodeURIComponent(urlPath.split('?')[0]);
  const file = resolve(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return file === root || file.startsWith(root + sep) ? file : null;
}

/**
 * Serves the files of `dir` on `host`:`port` (port 0 picks a free one). Resolves to the listening
 * server and its base URL. `answer(request, response)`, if given, sees each request first and returns
 * whether it answered it (a test's own same-origin endpoints).
 */
export async function serveDir(dir, { host = '127.0.0.1', port = 0, answer = () => false } = {}) {
  const root = resolve(dir);
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error(`${join(root, 'index.html')} is missing: build first (trunk build --release)`);
  });
  const server = createServer(async (req, res) => {
    if (answer(req, res)) return;
    let file;
    try {
      file = fileFor(root, req.url);
    } catch {
      file = null; // malformed percent-encoding
    }
    if (file === null || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(400).end();
      return;
    }
    try {
      const { body, headers } = encoded(file, await readFile(file), req.headers['accept-encoding']);
      res.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
        // Trunk puts a content hash in the app's asset names; the page, the service worker, the
        // manifest and the icons keep their names and must be revalidated.
        'Cache-Control': /-[0-9a-f]{12,}[._]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const { port: bound } = server.address();
  return { server, url: `http://${host}:${bound}/` };
}

// Run as a program: serve DIR (default dist) until interrupted.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const { url } = await serveDir(dir, {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
  });
  console.log(`Flagfall is served from ${dir}/ at ${url}  (Ctrl-C stops)`);
}
