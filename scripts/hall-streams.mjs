// Creates a hall's two streams (hall-layout.mjs) on a NATS server, as the hall's admin over a plain client
// connection: node scripts/hall-streams.mjs --server HOST:PORT --credentials FILE [--replicas N].
// A process of its own, run by hall.mjs: the NATS client keeps one transport for its whole process, and
// this TCP connection would otherwise switch the WebSocket clients of the same process (a test's, a load
// run's) to TCP when they reconnect.
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { adminUser, inboxPrefix, streamConfigs } from './hall-layout.mjs';

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    credentials: { type: 'string' },
    replicas: { type: 'string', default: '1' },
  },
});
try {
  const credentials = JSON.parse(readFileSync(values.credentials, 'utf8'));
  const user = adminUser(credentials.hall);
  const admin = await connect({
    servers: values.server,
    user,
    pass: credentials.admin,
    inboxPrefix: inboxPrefix(user),
    reconnect: false,
  });
  try {
    const jsm = await jetstreamManager(admin);
    // JetStream takes the creation of a stream that exists as configured as a no-op.
    for (const config of streamConfigs(credentials.hall, Number(values.replicas))) await jsm.streams.add(config);
  } finally {
    await admin.close();
  }
} catch (error) {
  console.error(`hall streams: ${error.message}`);
  process.exit(1);
}
