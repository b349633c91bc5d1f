// Runs Amplify's AppSync simulator (amplify-appsync-simulator) in a process of its own, serving
// appsync-peer-api.ts with the API key. Usage: node --import tsx appsync-simulator-process.ts
// <port> <briefs.json>; prints {"url":…,"apiKey":…} when it listens, and stops when stdin closes.
import { readFileSync } from 'node:fs';
import { AmplifyAppSyncSimulator, AmplifyAppSyncSimulatorAuthenticationType, RESOLVER_KIND } from 'amplify-appsync-simulator';
import { createPeerResolver, INVOKE_REQUEST_TEMPLATE, INVOKE_RESPONSE_TEMPLATE, PEER_SCHEMA } from './appsync-peer-api';

const API_KEY = 'da2-benchpeersimulatorkey';
const [port, briefsFile] = process.argv.slice(2);

async function main(): Promise<void> {
  const briefs = JSON.parse(readFileSync(briefsFile, 'utf8')) as Record<string, unknown>[];
  const simulator = new AmplifyAppSyncSimulator({ port: Number(port), wsPort: Number(port) + 1 });
  await simulator.start();
  const resolverOf = (typeName: string, fieldName: string) => ({
    kind: RESOLVER_KIND.UNIT as const,
    typeName,
    fieldName,
    dataSourceName: 'peerStore',
    requestMappingTemplateLocation: 'invoke.req.vtl',
    responseMappingTemplateLocation: 'invoke.res.vtl',
  });
  simulator.init({
    schema: { content: PEER_SCHEMA },
    dataSources: [{ type: 'AWS_LAMBDA', name: 'peerStore', invoke: createPeerResolver(briefs) }],
    mappingTemplates: [
      { path: 'invoke.req.vtl', content: INVOKE_REQUEST_TEMPLATE },
      { path: 'invoke.res.vtl', content: INVOKE_RESPONSE_TEMPLATE },
    ],
    resolvers: [resolverOf('Query', 'listBriefs'), resolverOf('Mutation', 'sendContactMessage')],
    appSync: {
      name: 'bench-peer',
      defaultAuthenticationType: { authenticationType: AmplifyAppSyncSimulatorAuthenticationType.API_KEY },
      apiKey: API_KEY,
      additionalAuthenticationProviders: [],
    },
  });
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/graphql`, apiKey: API_KEY })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    simulator.stop();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
