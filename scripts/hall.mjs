// A hall of Flagfall clocks on NATS: its credentials, its broker (Debian's nats-server with WebSocket and
// JetStream, its store on disk), its streams, and the links that join it. The functions serve
// ./scripts/serve.sh --hall and the end-to-end tests; the command line at the end serves people (usage:
// node scripts/hall.mjs help).
import { execFile, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { BOUNDS, users } from './hall-layout.mjs';
import { writeHallPage } from './hall-page.mjs';

/** Debian's nats-server, or the one NATS_SERVER names. */
const NATS_SERVER = process.env.NATS_SERVER ?? '/usr/sbin/nats-server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `length` characters drawn uniformly from `alphabet` by the system's secure generator. */
function randomText(length, alphabet) {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
/** 22 characters of 62: more than 128 bits, and nothing to escape in a URL or a config file. */
const password = () => randomText(22, ALNUM);

/**
 * The hall's credentials in `dir`/hall.json, made when missing or when `fresh`, and given passwords for
 * as many boards as asked (a board keeps its password when the hall grows or shrinks and grows back):
 * `{ hall, admin, arbiter, spectators, boards: [password of board 1, …], page }`, where `page` is the
 * secret path of the printable page of links.
 */
function hallCredentials(dir, boards, fresh = false) {
  const file = join(dir, 'hall.json');
  const kept = !fresh && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const credentials = kept ?? {
    hall: randomText(6, LOWER),
    admin: password(),
    arbiter: password(),
    spectators: password(),
    boards: [],
    page: randomText(16, ALNUM),
  };
  while (credentials.boards.length < boards) credentials.boards.push(password());
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return { ...credentials, boards: credentials.boards.slice(0, boards) };
}

/** A TCP port free on `host` now (the kernel's pick), for a broker that must keep it across restarts. */
function freePort(host) {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Prepares the hall in `dir` (credentials, see hallCredentials; the nats-server configuration; the
 * JetStream store lives in `dir`/store). WebSocket clients are served on `host`:`wsPort`, over TLS when
 * `tls` is `{ cert, key }` (PEM files); the plain client port, for the admin, only on loopback. A port
 * of 0 is chosen free. Returns the hall that startBroker takes.
 */
export async function createHall({
  dir,
  boards = 12,
  host = '127.0.0.1',
  wsPort = 0,
  clientPort = 0,
  tls = null,
  fresh = false,
}) {
  const credentials = hallCredentials(dir, boards, fresh);
  const hall = {
    dir: resolve(dir),
    credentials,
    host,
    wsPort: wsPort || (await freePort(host)),
    clientPort: clientPort || (await freePort('127.0.0.1')),
    tls,
    configFile: join(resolve(dir), 'nats.conf'),
  };
  const websocket = tls
    ? { host, port: hall.wsPort, tls: { cert_file: resolve(tls.cert), key_file: resolve(tls.key) } }
    : { host, port: hall.wsPort, no_tls: true };
  // nats-server reads JSON as its configuration language, and JSON quotes every value safely.
  const config = {
    listen: `127.0.0.1:${hall.clientPort}`,
    max_payload: BOUNDS.messageBytes,
    jetstream: { store_dir: join(hall.dir, 'store') },
    websocket,
    authorization: { users: users(credentials) },
  };
  writeFileSync(hall.configFile, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return hall;
}

/** The URL browsers reach the hall's broker at. */
export const brokerUrl = (hall) => `${hall.tls ? 'wss' : 'ws'}://${hall.host}:${hall.wsPort}`;

/**
 * Creates the hall's streams on the server at `server` (host:port of a plain client port), as the admin
 * of the hall whose credentials are in `credentialsFile` (see hall-streams.mjs, which does it in a
 * process of its own). JetStream takes an identical creation as a no-op, and streams of an earlier
 * configuration are brought to this one.
 */
async function createStreams(server, credentialsFile, replicas = 1) {
  const script = join(ROOT, 'scripts', 'hall-streams.mjs');
  const args = [script, '--server', server, '--credentials', credentialsFile, '--replicas', String(replicas)];
  const { stderr } = await promisify(execFile)(process.execPath, args).catch((error) => {
    throw new Error(error.stderr.trim() || error.message);
  });
  // What the streams kept of an earlier configuration.
  if (stderr.trim()) console.error(stderr.trim());
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
const accepting = (port) =>
  new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });

/**
 * Starts nats-server on `hall`'s configuration (its output appended to `dir`/nats.log, its pid in
 * `dir`/nats.pid) and resolves once it accepts connections and the hall's streams exist. `detached`
 * leaves it running after this process ends (the command line). Returns `{ pid, stop, kill }`: stop ends
 * it as an operator would (SIGTERM), kill as a crash would (SIGKILL); both resolve once it has exited.
 */
export async function startBroker(hall, { detached = false } = {}) {
  const log = openSync(join(hall.dir, 'nats.log'), 'a');
  const child = spawn(NATS_SERVER, ['-c', hall.configFile], { stdio: ['ignore', log, log], detached });
  closeSync(log);
  const exited = new Promise((done) => child.once('exit', done));
  let running = true;
  exited.then(() => (running = false));
  await new Promise((ready, fail) => {
    child.once('error', (error) => fail(new Error(`${error.message} (./scripts/setup.sh installs nats-server)`)));
    child.once('spawn', ready);
  });
  writeFileSync(join(hall.dir, 'nats.pid'), `${child.pid}\n`);
  const end = async (signal) => {
    if (running) child.kill(signal);
    await exited;
  };
  const broker = { pid: child.pid, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
  try {
    // nats-server opens the client port last, after JetStream has recovered its store and the WebSocket
    // listens: a connection there means the hall is served.
    const deadline = Date.now() + 15_000;
    while (!(await accepting(hall.clientPort))) {
      if (!running || Date.now() > deadline) {
        const tail = readFileSync(join(hall.dir, 'nats.log'), 'utf8').trim().split('\n').slice(-5).join('\n');
        throw new Error(`nats-server did not start (${NATS_SERVER} -c ${hall.configFile}):\n${tail}`);
      }
      await sleep(25);
    }
    await createStreams(`127.0.0.1:${hall.clientPort}`, join(hall.dir, 'hall.json'));
  } catch (error) {
    await broker.kill();
    throw error;
  }
  if (detached) child.unref();
  return broker;
}

/**
 * Stops the broker whose pid `dir`/nats.pid records, if it still runs on that hall's configuration (a
 * pid the system gave to another program since is left alone). Resolves once it has exited.
 */
async function stopBroker(dir) {
  const pidFile = join(dir, 'nats.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  const ours = () => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(join(resolve(dir), 'nats.conf'));
    } catch {
      return false;
    }
  };
  if (ours()) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; ours() && waited < 10_000; waited += 50) await sleep(50);
    if (ours()) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
}

/**
 * The links that join the hall served by the app at `app` (ending in /) through the broker at `broker`:
 * `{ boards: [{ board, url }], arbiter, spectators }`. The password rides in the fragment, which no
 * server is sent; the user name follows from the hall and the role (hall-layout.mjs).
 */
export function hallLinks(credentials, { app, broker }) {
  const link = (role, key) => {
    const url = new URL(app);
    url.search = new URLSearchParams({ hall: credentials.hall, ...role, broker }).toString();
    url.hash = `key=${key}`;
    return url.href;
  };
  return {
    boards: credentials.boards.map((key, index) => ({ board: index + 1, url: link({ board: index + 1 }, key) })),
    arbiter: link({ view: 'arbiter' }, credentials.arbiter),
    spectators: link({ view: 'spectators' }, credentials.spectators),
  };
}

/**
 * Prints the hall's links and writes its printable page under `site`/hall/<secret>/ (the secret keeps
 * the page, which holds every password, from anyone who merely guesses its address).
 */
async function announceHall(credentials, { app, broker, site }) {
  const links = hallLinks(credentials, { app, broker });
  const pagePath = `hall/${credentials.page}/`;
  await writeHallPage(join(site, pagePath), credentials.hall, links);
  console.log(`Hall ${credentials.hall} on ${broker}`);
  console.log(`  arbiter:     ${links.arbiter}`);
  console.log(`  spectators:  ${links.spectators}`);
  for (const { board, url } of links.boards) console.log(`  board ${String(board).padEnd(4)} ${url}`);
  console.log(`  QR codes to print: ${new URL(pagePath, app).href}`);
}

const USAGE = `usage: node scripts/hall.mjs COMMAND [options]

A hall on this machine (what ./scripts/serve.sh --hall runs):
  start [--boards N] [--new]   start nats-server for the hall in .hall/ (made on first use; --new makes a
                               new hall with new passwords), create its streams, print its links and write
                               its page of QR codes under dist/hall/. The broker runs on until "stop".
                               Environment: HOST and PORT (where the app is served, default 127.0.0.1:8080;
                               the broker listens on HOST too), HALL_PORT (the broker's WebSocket port,
                               default 8443), TLS_CERT and TLS_KEY (PEM files: the broker speaks wss://).
  stop                         stop that broker.

A hall on another NATS deployment (a cluster, a hosted server):
  users [--boards N] [--new]   make .hall/hall.json if needed and print the users and permissions, and the
                               largest message, to put in the servers' configuration (nats-server's JSON
                               syntax).
  streams --server HOST:PORT [--replicas N]
                               create the hall's streams, as the hall's admin user (plain client port).
  links --broker URL [--app URL] [--credentials FILE]
                               print the links to the hall on the broker at URL (wss://...), and write the
                               page of QR codes under dist/hall/.

Common options: --dir DIR (the hall's directory, default .hall), --credentials FILE (default DIR/hall.json),
--app URL (the app's address, default http://HOST:PORT/), --site DIR (where the app is served from,
default dist).`;

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      boards: { type: 'string', default: '12' },
      new: { type: 'boolean', default: false },
      dir: { type: 'string', default: join(ROOT, '.hall') },
      credentials: { type: 'string' },
      app: { type: 'string' },
      site: { type: 'string', default: join(ROOT, 'dist') },
      broker: { type: 'string' },
      server: { type: 'string' },
      replicas: { type: 'string', default: '1' },
    },
  });
  const [command] = positionals;
  const boards = Number(values.boards);
  if (!Number.isInteger(boards) || boards < 1) {
    throw new Error(`--boards takes a whole number from 1: ${values.boards}`);
  }
  const host = process.env.HOST ?? '127.0.0.1';
  const app = values.app ?? `http://${host}:${process.env.PORT ?? 8080}/`;
  const credentialsFile = values.credentials ?? join(values.dir, 'hall.json');
  switch (command) {
    case 'start': {
      await stopBroker(values.dir);
      const { TLS_CERT: cert, TLS_KEY: key } = process.env;
      if (Boolean(cert) !== Boolean(key)) throw new Error('TLS_CERT and TLS_KEY go together');
      const hall = await createHall({
        dir: values.dir,
        boards,
        host,
        wsPort: Number(process.env.HALL_PORT ?? 8443),
        tls: cert ? { cert, key } : null,
        fresh: values.new,
      });
      await startBroker(hall, { detached: true });
      await announceHall(hall.credentials, { app, broker: brokerUrl(hall), site: values.site });
      break;
    }
    case 'stop':
      await stopBroker(values.dir);
      break;
    case 'users': {
      const credentials = hallCredentials(values.dir, boards, values.new);
      console.log(JSON.stringify({ max_payload: BOUNDS.messageBytes, authorization: { users: users(credentials) } }, null, 2));
      break;
    }
    case 'streams':
      if (!values.server) throw new Error('streams needs --server HOST:PORT');
      await createStreams(values.server, credentialsFile, Number(values.replicas));
      break;
    case 'links':
      if (!values.broker) throw new Error('links needs --broker URL');
      await announceHall(JSON.parse(readFileSync(credentialsFile, 'utf8')), {
        app,
        broker: values.broker,
        site: values.site,
      });
      break;
    default:
      console.log(USAGE);
      if (command !== 'help') process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2)).catch((error) => {
    console.error(`hall: ${error.message}`);
    process.exit(1);
  });
}
