// A data backend in a child process, for tests that kill it: started on DATA_DIR or DATABASE_URL,
// it prints one JSON line ({ graphqlUrl, apiKey }) when ready and runs until killed.
import { startDataBackend } from './start-data-backend';

startDataBackend({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL }).then(
  (backend) => console.log(JSON.stringify({ graphqlUrl: backend.graphqlUrl, apiKey: backend.apiKey })),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
