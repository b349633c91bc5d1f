import { OUTPUTS_GLOBAL, withoutModelIntrospection } from '@/lib/amplify/amplify-outputs';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';

// Read per request: the outputs belong to the running backend, not to the build.
export const dynamic = 'force-dynamic';

// GET /amplify-outputs.js – the outputs document as a script, which the browser loads when it first needs Amplify (lib/amplify/browser-outputs.ts).
// Without the data model's introspection (~97% of the document, ~100 KB): only the Data client
// reads it, and it fetches it from /amplify-model-introspection.json when it is first made; the
// header's sign-in state on signed-in pages needs only the auth section.
export async function GET() {
  const full = await readAmplifyOutputs();
  const outputs = full && withoutModelIntrospection(full);
  // A JSON text given to JSON.parse, not an object literal: browsers parse JSON faster than the same data as JavaScript.
  const body = outputs
    ? `window.${OUTPUTS_GLOBAL}=JSON.parse(${JSON.stringify(JSON.stringify(outputs))});`
    : `window.${OUTPUTS_GLOBAL}=null;console.error("amplify_outputs.json is missing: start the site with npm start, which writes it.");`;
  return new Response(body, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
