// npx tsx scripts/cluster/run-cluster.ts [--instances 2] [--port 3000] [--no-proxy]
// The proxy answers on --port, the instances on the ports after it (3001, 3002…).
// The reference multi-instance deployment on this machine, until Ctrl-C: the site must be built
// (`npm run build`, or NEXT_DIST_DIR naming a build). DATABASE_URL is required (PostgreSQL);
// STORAGE_S3_* and SMTP_URL are used when set, otherwise an s3rver bucket and a mail catcher
// (which prints each message) are started here.
import { parseArgs } from 'node:util';
import { startCluster } from './start-cluster';

const STORAGE_PREFIX = 'STORAGE_S3_';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string', default: '3000' },
      'no-proxy': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL to the PostgreSQL database the instances share (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const storageEnv = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith(STORAGE_PREFIX) && !!entry[1]));
  const withProxy = !values['no-proxy'];
  const port = Number(values.port);

  console.log(`[cluster] starting ${values.instances} instance(s)${withProxy ? ` behind the proxy on port ${port}` : ''}…`);
  const cluster = await startCluster({
    databaseUrl,
    instances: Number(values.instances),
    withProxy,
    port,
    instancePorts: withProxy ? Array.from({ length: Number(values.instances) }, (_, i) => port + 1 + i) : [port],
    storageEnv: storageEnv.STORAGE_S3_BUCKET ? storageEnv : undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    onLine: (instance, line) => console.log(`[${instance}] ${line}`),
    onMail: (mail) => console.log(`[mail] to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text.trim()}`),
  });
  for (const instance of cluster.instances) console.log(`[cluster] ${instance.name}: ${instance.origin} (pid ${instance.pid})`);
  console.log(`[cluster] ready: ${cluster.origin}`);

  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`[cluster] ${signal}: stopping`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[cluster] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
