// npx tsx scripts/cluster/run-proxy.ts --port 3000 http://127.0.0.1:3001 http://127.0.0.1:3002
// The round-robin proxy alone, in front of instances started some other way (Procfile, compose.yaml).
import { parseArgs } from 'node:util';
import { parseTarget, startRoundRobinProxy } from './round-robin-proxy';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string', default: '3000' }, host: { type: 'string' } },
  });
  if (positionals.length === 0) throw new Error('name the instances: run-proxy.ts --port 3000 http://127.0.0.1:3001 http://127.0.0.1:3002');
  const proxy = await startRoundRobinProxy({ port: Number(values.port), host: values.host, targets: positionals.map(parseTarget) });
  console.log(`[proxy] ${proxy.origin} → ${positionals.join(', ')}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[proxy] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
