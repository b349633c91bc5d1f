/**
 * AWS's own DynamoDB Local (the jar inside the npm package amplify-dynamodb-simulator), started
 * once per test file on a free port with the model tables Gen 2 deploys, so the AWS functions run
 * through the real AWS SDK against DynamoDB's own rules (transactions, conditions, index keys,
 * item and request limits) without an account. It needs a Java runtime (.ci/run installs one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { modelTablesOf, type ModelTable } from './model-tables';

export interface DynamoDbLocal {
  endpoint: string;
  /** The document client the functions build (nulls kept, undefined removed). */
  documents: DynamoDBDocumentClient;
  /** Each model's table name, also set as `<MODEL>_TABLE` in process.env as amplify/backend.ts does. */
  tables: ReadonlyMap<string, string>;
  stop(): Promise<void>;
}

const EMULATOR_FOLDER = join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
// Generous: on a loaded CI machine (load 10-15 on 2 cores) the JVM alone took over 30 s to answer.
const STARTUP_MS = 90_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port.'))));
    });
  });
}

async function waitUntilAnswering(client: DynamoDBClient, java: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (java.exitCode !== null) throw new Error(`DynamoDB Local exited (${java.exitCode}): ${output()}`);
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer in ${STARTUP_MS} ms: ${String(error)} ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

async function createTable(client: DynamoDBClient, table: ModelTable, name: string): Promise<void> {
  const attributeTypes = new Map([[table.partitionKey.name, table.partitionKey.type]]);
  for (const index of table.indexes) for (const key of [index.partitionKey, index.sortKey]) if (key) attributeTypes.set(key.name, key.type);
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributeTypes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
      KeySchema: [{ AttributeName: table.partitionKey.name, KeyType: 'HASH' }],
      GlobalSecondaryIndexes: table.indexes.length
        ? table.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: 'ALL' as const },
          }))
        : undefined,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
}

/** Starts DynamoDB Local in memory and creates every model's table; `stop` ends the Java process. */
export async function startDynamoDbLocal(): Promise<DynamoDbLocal> {
  const port = await freePort();
  const java = spawn('java', ['-Djava.library.path=./DynamoDBLocal_lib', '-jar', 'DynamoDBLocal.jar', '-inMemory', '-disableTelemetry', '-port', String(port)], {
    cwd: EMULATOR_FOLDER,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  java.stdout?.on('data', (chunk) => (output += String(chunk)));
  java.stderr?.on('data', (chunk) => (output += String(chunk)));
  const started = new Promise<void>((resolve, reject) => {
    java.once('spawn', resolve);
    java.once('error', (error) => reject(new Error(`Cannot run java for DynamoDB Local (install a Java runtime, e.g. Debian's default-jre-headless): ${error.message}`)));
  });
  await started;

  const endpoint = `http://127.0.0.1:${port}`;
  // The functions build their clients from the environment: DynamoDB Local keeps one database per key and region.
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_ENDPOINT_URL_DYNAMODB: endpoint });
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stop = async () => {
    client.destroy();
    if (java.exitCode !== null) return;
    const exited = new Promise((resolve) => java.once('exit', resolve));
    java.kill('SIGTERM');
    // The database is in memory: nothing is lost if a slow shutdown is cut short.
    const killLater = setTimeout(() => java.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killLater);
  };
  try {
    await waitUntilAnswering(client, java, () => output);
    const tables = new Map<string, string>();
    await Promise.all(
      modelTablesOf().map(async (table) => {
        const name = `${table.model}-local`;
        await createTable(client, table, name);
        tables.set(table.model, name);
        process.env[`${table.model.toUpperCase()}_TABLE`] = name;
      }),
    );
    const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
    return { endpoint, documents, tables, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Registers a DynamoDB Local for the test file: started before its tests, stopped after them. */
export function dynamoDbLocalForFile(): () => DynamoDbLocal {
  let local: DynamoDbLocal | undefined;
  beforeAll(async () => {
    local = await startDynamoDbLocal();
  }, STARTUP_MS + 10_000);
  afterAll(async () => {
    await local?.stop();
  });
  return () => {
    if (!local) throw new Error('DynamoDB Local is not running (dynamoDbLocalForFile registers it for the file).');
    return local;
  };
}
