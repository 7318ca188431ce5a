// A hall's layout on NATS, in one place: its subjects, its two JetStream streams, its users and what each
// user may do. The broker enforces it, so a board's link can publish nothing but its own board, the
// spectators never see a log, and nobody without a hall password connects at all.

/** Subject of board `board`'s incident log: one message per incident, in order. */
export const logSubject = (hall, board) => `flagfall.${hall}.${board}.log`;

/** Subject of board `board`'s latest snapshot. */
export const stateSubject = (hall, board) => `flagfall.${hall}.${board}.state`;

/** The stream that keeps every incident of every board of the hall. */
export const logStream = (hall) => `flagfall-${hall}-log`;

/** The stream that keeps the latest snapshot of each board of the hall. */
export const stateStream = (hall) => `flagfall-${hall}-state`;

/** User names: the boards', the arbiter's, the spectators' (shared by every screen) and the admin's. */
export const boardUser = (hall, board) => `${hall}-b${board}`;
export const arbiterUser = (hall) => `${hall}-arbiter`;
export const spectatorsUser = (hall) => `${hall}-spectators`;
export const adminUser = (hall) => `${hall}-admin`;

/**
 * The inbox prefix a user's connection must use: JetStream answers (publish acks, API replies, pulled
 * messages) arrive under it, and each user may subscribe to its own prefix only.
 */
export const inboxPrefix = (user) => `_INBOX_${user.replaceAll('-', '_')}`;

/** A resent incident within this window is stored once: a day, longer than any outage of one round. */
const DUPLICATE_WINDOW_NS = 24 * 3600 * 1e9;

/**
 * The bounds a hall's broker keeps, so that one key (a board's, a spectators' screen's) cannot fill
 * its disk or its memory. The largest message a clock sends is a game's head (the control, at most 100
 * periods, and the game's details) or an incident with an arbiter's note (1,000 characters): a few KB.
 */
export const BOUNDS = {
  /** The largest message the broker takes from anyone (nats-server's `max_payload`). */
  messageBytes: 64 * 1024,
  /** What the log may hold: some 30 rounds of 300 boards. Full, it refuses more, never drops any. */
  logBytes: 1024 ** 3,
  /** What the states may hold: one per board, each small. */
  stateBytes: 64 * 1024 ** 2,
  /** The readers of the log at once (the arbiter's views, each reading with one consumer). */
  logReaders: 64,
  /** The readers of the states at once (the spectators' screens and the arbiter's views). */
  stateReaders: 512,
};

/**
 * The stream configurations (as the JetStream API takes them): file storage, so a restarted broker has
 * everything it acknowledged; the log append-only (no message deleted, no purge; full, it refuses what
 * comes); one snapshot per board.
 */
export function streamConfigs(hall, replicas = 1) {
  return [
    {
      name: logStream(hall),
      subjects: [logSubject(hall, '*')],
      storage: 'file',
      retention: 'limits',
      discard: 'new',
      max_bytes: BOUNDS.logBytes,
      max_msg_size: BOUNDS.messageBytes,
      max_consumers: BOUNDS.logReaders,
      duplicate_window: DUPLICATE_WINDOW_NS,
      deny_delete: true,
      deny_purge: true,
      num_replicas: replicas,
    },
    {
      name: stateStream(hall),
      subjects: [stateSubject(hall, '*')],
      storage: 'file',
      retention: 'limits',
      discard: 'old',
      max_bytes: BOUNDS.stateBytes,
      max_msg_size: BOUNDS.messageBytes,
      max_consumers: BOUNDS.stateReaders,
      max_msgs_per_subject: 1,
      num_replicas: replicas,
    },
  ];
}

/**
 * What a reader of `stream` may ask of JetStream, restricted to that stream and to consumers filtered on
 * `filter` (nats-server 2.9 names the filter in the create subject): look the stream up, create an
 * ordered consumer, pull from it, check it after a reconnect, and delete it when done or replaced.
 */
function readerApi(stream, filter) {
  return [
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.*.${filter}`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.*`,
    `$JS.API.CONSUMER.INFO.${stream}.*`,
    `$JS.API.CONSUMER.DELETE.${stream}.*`,
  ];
}

/**
 * The users of the nats-server configuration, passwords from `credentials` (see hall.mjs). Anything not
 * allowed here is refused by the broker; there is no anonymous user. Each user subscribes to its own
 * inbox only: nobody listens on a hall's subjects, so a consumer pointed at one (which JetStream lets a
 * reader create) delivers nothing there, and cannot publish for its creator.
 */
export function users(credentials) {
  const { hall } = credentials;
  const user = (name, password, publish, extra = {}) => ({
    user: name,
    password,
    ...extra,
    permissions: { publish: { allow: publish }, subscribe: { allow: [`${inboxPrefix(name)}.>`] } },
  });
  return [
    // Creates the hall's streams (or brings them to this configuration) and nothing else, and only over
    // the plain client port (on loopback for a broker of hall.mjs), never over the WebSocket.
    user(
      adminUser(hall),
      credentials.admin,
      ['$JS.API.INFO', ...[logStream(hall), stateStream(hall)].flatMap((stream) => ['CREATE', 'INFO', 'UPDATE'].map((verb) => `$JS.API.STREAM.${verb}.${stream}`))],
      { allowed_connection_types: ['STANDARD'] },
    ),
    ...credentials.boards.map((password, index) =>
      user(boardUser(hall, index + 1), password, [logSubject(hall, index + 1), stateSubject(hall, index + 1)]),
    ),
    user(arbiterUser(hall), credentials.arbiter, [
      ...readerApi(logStream(hall), logSubject(hall, '*')),
      ...readerApi(stateStream(hall), stateSubject(hall, '*')),
    ]),
    user(spectatorsUser(hall), credentials.spectators, readerApi(stateStream(hall), stateSubject(hall, '*'))),
  ];
}
