// node generate-model-introspection.mjs < transformer-schema.graphql > model-introspection.json
// Amplify's model generator, run in a process of its own by model-introspection.ts: it brings
// GraphQL codegen, Handlebars, lodash and more (about 50 MB) that the server needs once, at start,
// and would otherwise keep for its whole life. Plain JS: node runs it without a loader.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { generateModelsSync } = require('@aws-amplify/graphql-generator');

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
try {
  const files = generateModelsSync({ schema: Buffer.concat(chunks).toString('utf8'), target: 'introspection' });
  const text = files['model-introspection.json'];
  if (!text) throw new Error('it produced no model-introspection.json');
  process.stdout.write(text);
} catch (error) {
  // The message alone: the caller puts it in its own error.
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
