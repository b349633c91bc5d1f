// The data backend for the realtime-idle bench, in a process of its own (run with --expose-gc): it
// prints one JSON line ({ graphqlUrl, apiKey, accessToken }) when ready, a writer's token included,
// and answers each `memory` line on stdin with its memory after a full collection.
import { createInterface } from 'node:readline';
import { startDataBackend } from '../../../backend/data/test-support/start-data-backend';

const collect = (globalThis as { gc?: () => void }).gc;

startDataBackend({ dataDir: process.env.DATA_DIR, sampleContent: null }).then(
  async (backend) => {
    const writer = await backend.createUser('realtime-bench-writer@example.com');
    console.log(JSON.stringify({ graphqlUrl: backend.graphqlUrl, apiKey: backend.apiKey, accessToken: writer.accessToken }));
    createInterface({ input: process.stdin }).on('line', (line) => {
      if (line.trim() !== 'memory') return;
      collect?.();
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      console.log(JSON.stringify({ memory: { rss, heapUsed, external, arrayBuffers } }));
    });
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
