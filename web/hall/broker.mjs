// The app's bridge to a hall's NATS broker, called from Rust through wasm-bindgen and fetched only when a
// hall is joined. It only translates: queues, sequence numbers, resends and the order of what is sent are
// the app's, and every failure comes back as a rejection with its kind (which the app words in the page's
// language) and a readable reason. It runs wherever a global WebSocket exists (browsers; Node 22, or Node
// 20 given one).
import { errors, headers, wsconnect } from '@nats-io/nats-core';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';

/** JetStream's error code for a message larger than its stream takes. */
const STREAM_MESSAGE_TOO_LARGE = 10054;

/**
 * A failure as the app takes it: an Error whose message a person can act on, with `kind` ('permission',
 * 'no-stream', 'timeout', 'key', 'unreachable', 'too-large' or 'other') and the fields of its kind (`operation` and
 * `subject`; `subject`). The client wraps the broker's reason in its own errors.
 */
function trouble(error) {
  const of = (kind, message, fields = {}) => Object.assign(new Error(message), { kind, ...fields });
  for (let cause = error; cause; cause = cause.cause) {
    if (cause instanceof errors.PermissionViolationError) {
      const { operation, subject } = cause;
      return of('permission', `permission refused: ${operation} to ${subject}`, { operation, subject });
    }
    if (cause instanceof errors.NoRespondersError) {
      return of('no-stream', `no responders: no stream takes ${cause.subject}`, { subject: cause.subject });
    }
    if (cause instanceof errors.TimeoutError) return of('timeout', 'timeout: the broker did not answer in time');
    if (cause instanceof errors.AuthorizationError) return of('key', 'refused: wrong user or key');
    if (cause instanceof errors.ConnectionError) return of('unreachable', `unreachable: ${cause.message}`);
    // Larger than the connection's max_payload (the client checks), or than the stream's largest
    // message (JetStream's error 10054, where the server takes more than the stream).
    if ((cause instanceof errors.InvalidArgumentError && /max_payload/.test(cause.message)) || cause.code === STREAM_MESSAGE_TOO_LARGE) {
      return of('too-large', 'too large: the broker takes no message this large');
    }
  }
  // A WebSocket refused tells a browser's page no more than an empty message.
  return error.message ? of('other', error.message) : of('unreachable', 'unreachable');
}

/**
 * Connects to the broker at `url` (ws:// or wss://) as `user` with password `pass`, its JetStream answers
 * under `inboxPrefix` (the only inbox its permissions allow). Resolves once connected to the handle the
 * other functions take (`{ nc, js, closed }`: the connection, its JetStream, and a promise of its end),
 * or rejects with the reason (no broker there, wrong key): ask again later to retry.
 * Once connected it reconnects forever; `onStatus(status, detail)` hears 'connected', 'disconnected',
 * 'reconnected', 'error' (detail: the failure, as `trouble` makes it) and finally 'closed' (detail: the
 * failure, or null), when the handle's `closed` promise also resolves with it.
 */
export async function connect({ url, user, pass, inboxPrefix, onStatus }) {
  const nc = await wsconnect({
    servers: url,
    user,
    pass,
    inboxPrefix,
    // Not waitOnFirstConnect: with it a refused key is retried forever in silence; the app retries
    // a failed first connection itself, knowing why it failed.
    maxReconnectAttempts: -1,
    // A phone that walked out of the Wi-Fi is noticed within half a minute, not the default four.
    pingInterval: 10_000,
    maxPingOut: 2,
  }).catch((error) => {
    throw trouble(error);
  });
  onStatus('connected', null);
  (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') onStatus('disconnected', null);
      else if (status.type === 'reconnect') onStatus('reconnected', null);
      else if (status.type === 'error') onStatus('error', trouble(status.error));
    }
  })();
  const closed = nc.closed().then((error) => {
    const why = error ? trouble(error) : null;
    onStatus('closed', why);
    return why;
  });
  return { nc, js: jetstream(nc), closed };
}

/** The header that stamps a publication with the publisher's clock as it is sent (ms). */
const SENT = 'Flagfall-Sent';

/**
 * Publishes `payload` (text, or bytes as a Uint8Array) on `subject` through JetStream, with header
 * Nats-Msg-Id `msgId` when given, so that a resend within the stream's window is stored once, and
 * `sent` (the publisher's clock as it sends, ms) in header Flagfall-Sent when given: what the hall
 * compares the broker's time with, even for a message that waited on the device. Resolves
 * to `{ seq, duplicate }` from the broker's acknowledgement (the stream sequence; whether it was a
 * resend already stored), or rejects with the reason (permission refused, no responders, no answer within
 * 5 s: a publish made while disconnected goes out on reconnect if that comes sooner).
 */
export async function publish({ js }, subject, payload, msgId, sent) {
  try {
    const options = msgId ? { msgID: msgId } : {};
    if (Number.isFinite(sent)) {
      options.headers = headers();
      options.headers.set(SENT, String(Math.round(sent)));
    }
    const ack = await js.publish(subject, payload, options);
    return { seq: ack.seq, duplicate: ack.duplicate };
  } catch (error) {
    throw trouble(error);
  }
}

/**
 * Reads stream `stream`, messages on subjects matching `filter`, in stream order: from the first, or
 * with `lastPerSubject` from the latest of each subject, then each new one as it is stored, across
 * reconnects and broker restarts (an ordered consumer, which resumes after the last message seen).
 * Calls `onMessage(subject, bytes, streamSeq, brokerTimeMs, live, sent)`: the payload as published (a
 * Uint8Array), its stream sequence, when the broker stored it (ms since the epoch, the broker's clock),
 * whether it was stored after the reading began (not read back from the store), and the publisher's
 * stamp of its sending (NaN without one). Resolves
 * to `{ stop, ended }`: a function that stops reading, and a promise that resolves (with the reason,
 * if any) when the reading ends without being stopped (its consumer or stream lost for good), for the
 * caller to read again; rejects with the reason when the reading cannot start.
 */
export async function watch({ js }, { stream, filter, lastPerSubject = false }, onMessage) {
  try {
    // What the stream held as the reading began is read back, not live.
    const { state } = await (await js.streams.get(stream)).info();
    const consumer = await js.consumers.get(stream, {
      filter_subjects: filter,
      deliver_policy: lastPerSubject ? DeliverPolicy.LastPerSubject : DeliverPolicy.All,
    });
    // A consumer lost with a restarted broker is recreated at once on reconnect, but the client (3.4)
    // then still counts the lost pull's messages as pending and asks for no more until heartbeats go
    // missing: at 1 s instead of the default 15 s, reading resumes within 3 s instead of 30.
    const messages = await consumer.consume({ idle_heartbeat: 1_000 });
    let stopped = false;
    const ended = (async () => {
      for await (const message of messages) {
        if (stopped) break;
        onMessage(
          message.subject,
          message.data,
          message.seq,
          Math.floor(message.info.timestampNanos / 1e6),
          message.seq > state.last_seq,
          Number(message.headers?.get(SENT) || NaN),
        );
      }
      return '';
    })().catch((error) => trouble(error));
    const stop = () => {
      stopped = true;
      messages.stop();
      // The broker would drop it after 5 idle minutes anyway; this frees it at once.
      consumer.delete().catch(() => {});
    };
    return { stop, ended };
  } catch (error) {
    throw trouble(error);
  }
}

/** Closes the connection: no more reconnects, watches end. */
export async function close({ nc }) {
  await nc.close();
}
