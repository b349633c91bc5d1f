import { OUTPUTS_GLOBAL } from '@/lib/amplify/amplify-outputs';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';

// Read per request: the outputs belong to the running backend, not to the build.
export const dynamic = 'force-dynamic';

// GET /amplify-outputs.js – the outputs document as a script, which the browser loads when it first needs Amplify (lib/amplify/browser-outputs.ts).
export async function GET() {
  const outputs = await readAmplifyOutputs();
  // A JSON text given to JSON.parse, not an object literal: the document is ~100 KB (the data
  // model's introspection), and browsers parse JSON much faster than the same data as JavaScript:
  // on signed-in pages, which load it for the header's sign-in state, this script was a long task.
  const body = outputs
    ? `window.${OUTPUTS_GLOBAL}=JSON.parse(${JSON.stringify(JSON.stringify(outputs))});`
    : `window.${OUTPUTS_GLOBAL}=null;console.error("amplify_outputs.json is missing: start the site with npm start, which writes it.");`;
  return new Response(body, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
