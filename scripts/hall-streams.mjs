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

/** JetStream's error code for a stream created again with another configuration. */
const STREAM_EXISTS_OTHERWISE = 10058;

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
    for (const config of streamConfigs(credentials.hall, Number(values.replicas))) {
      // JetStream takes the creation of a stream that exists as configured as a no-op; one made by an
      // earlier version (other bounds) is brought to this configuration, keeping what it holds, but
      // for its readers' bound, which JetStream never changes (a new hall, --new, has it).
      await jsm.streams.add(config).catch(async (error) => {
        if (error.code !== STREAM_EXISTS_OTHERWISE) throw error;
        const { config: held } = await jsm.streams.info(config.name);
        if (held.max_consumers !== config.max_consumers) {
          console.error(`hall streams: ${config.name} keeps its bound of ${held.max_consumers} readers (-1: none); a new hall (--new) has ${config.max_consumers}`);
        }
        return jsm.streams.update(config.name, { ...config, max_consumers: held.max_consumers });
      });
    }
  } finally {
    await admin.close();
  }
} catch (error) {
  console.error(`hall streams: ${error.message}`);
  process.exit(1);
}
