// Boards played without a browser, for tools that fill a hall (the load run, the hall's screenshots):
// `flagfall simulate` plays a game from a script of events and exports its log, `flagfall
// hall-messages` gives what the board publishes of it (its log's messages, each with its broker id, and
// its state after each incident), and `publishBoard` sends them as a board's clock does, in order, each
// once the one before is acknowledged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardUser, inboxPrefix, logSubject, stateSubject } from './hall-layout.mjs';
import * as bridge from '../web/hall/broker.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The command line's binary, built once (debug, as the tests build it). */
let flagfall;
function cli() {
  if (!flagfall) {
    execFileSync('cargo', ['build', '--quiet', '-p', 'flagfall-cli'], { cwd: ROOT, stdio: 'inherit' });
    flagfall = join(ROOT, 'target', 'debug', 'flagfall');
  }
  return flagfall;
}

/**
 * The messages board `board` of hall `hall` publishes of a game of `control` played as `events` (the CLI's
 * `NAME@SECONDS` events), with players `names` (`[white, black]`) under `rules`:
 * `[{ subject, id, at, text }]` in order (`subject` "log", with the broker's `id`, or "state"), `at` in
 * milliseconds from the game's instant 0.
 */
export function boardMessages(hall, board, { control, events, names = ['', ''], rules = 'fide-2023' }) {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-board-'));
  try {
    const log = join(dir, 'log.json');
    const details = JSON.stringify({ players: { white: { name: names[0] }, black: { name: names[1] } } });
    execFileSync(cli(), ['simulate', '--rules', rules, '--details', details, '--export-log', log, control, ...events], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const lines = execFileSync(cli(), ['hall-messages', hall, String(board), log], { encoding: 'utf8' });
    return lines.trim().split('\n').map((line) => JSON.parse(line));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Connects as board `board` of the hall of `credentials` on the broker at `url`. */
export function connectBoard(url, credentials, board) {
  const user = boardUser(credentials.hall, board);
  return bridge.connect({
    url,
    user,
    pass: credentials.boards[board - 1],
    inboxPrefix: inboxPrefix(user),
    onStatus: () => {},
  });
}

/**
 * Publishes one message (of `boardMessages`) as board `board` on `connection`, stamped `sent` (the
 * board's instant as it sends, ms from the game's instant 0) when given, as a board's clock stamps it.
 */
export function publishMessage(connection, hall, board, { subject, id, text }, sent) {
  return subject === 'log'
    ? bridge.publish(connection, logSubject(hall, board), text, id, sent)
    : bridge.publish(connection, stateSubject(hall, board), text, undefined, sent);
}

/** Publishes `messages` (of `boardMessages`) as board `board` on `connection`, in order. */
export async function publishBoard(connection, hall, board, messages) {
  for (const message of messages) await publishMessage(connection, hall, board, message);
}

