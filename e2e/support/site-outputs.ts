import type { Page } from '@playwright/test';
import {
  isAmplifyOutputsDocument,
  lacksModelIntrospection,
  MODEL_INTROSPECTION_PATH,
  withModelIntrospection,
  type AmplifyOutputsDocument,
} from '../../lib/amplify/amplify-outputs';

/**
 * The outputs the site gives browsers: /amplify-outputs.js, read as the browser would get it
 * (pages load it only when they need Amplify, so a page's global is not always set), with the data
 * model's introspection the site's Data client fetches apart (/amplify-model-introspection.json).
 */
export async function siteOutputs(page: Page): Promise<AmplifyOutputsDocument> {
  const response = await page.request.get('/amplify-outputs.js');
  const script = await response.text();
  if (!response.ok()) throw new Error(`/amplify-outputs.js answered ${response.status()}`);
  // The script is `window.<global>=JSON.parse(<the document as a JSON text, quoted as a string>);`.
  const call = script.slice(script.indexOf('=') + 1, script.lastIndexOf(';'));
  const text: unknown = call.startsWith('JSON.parse(') && call.endsWith(')') ? JSON.parse(call.slice('JSON.parse('.length, -1)) : null;
  const outputs: unknown = typeof text === 'string' ? JSON.parse(text) : null;
  if (!isAmplifyOutputsDocument(outputs)) throw new Error(`/amplify-outputs.js gave no outputs: ${script.slice(0, 200)}`);
  if (!lacksModelIntrospection(outputs)) return outputs;
  const introspection = await page.request.get(MODEL_INTROSPECTION_PATH);
  if (!introspection.ok()) throw new Error(`${MODEL_INTROSPECTION_PATH} answered ${introspection.status()}`);
  return withModelIntrospection(outputs, await introspection.json());
}
