import { modelIntrospectionOf } from '@/lib/amplify/amplify-outputs';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';

// Read per request: the outputs belong to the running backend, not to the build.
export const dynamic = 'force-dynamic';

// GET /amplify-model-introspection.json – the data model's introspection from the outputs
// (`data.model_introspection`), which /amplify-outputs.js leaves out: the browser fetches it when it
// first makes a Data client (lib/amplify/configure-amplify.ts ensureAmplifyDataConfigured).
export async function GET() {
  const outputs = await readAmplifyOutputs();
  const introspection = outputs ? modelIntrospectionOf(outputs) : undefined;
  if (introspection === undefined) {
    return Response.json({ message: 'The outputs have no data model introspection.' }, { status: 404, headers: { 'Cache-Control': 'no-cache' } });
  }
  return Response.json(introspection, { headers: { 'Cache-Control': 'no-cache' } });
}
