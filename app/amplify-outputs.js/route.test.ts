/**
 * /amplify-outputs.js gives browsers the running backend's outputs as a script that sets one
 * global: run as a browser would, it must give back the very document, whatever its strings hold,
 * less the data model's introspection (the Data client fetches that when it is made).
 */
import { OUTPUTS_GLOBAL } from '@/lib/amplify/amplify-outputs';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { GET } from './route';

jest.mock('@/lib/amplify/read-outputs', () => ({ readAmplifyOutputs: jest.fn() }));
const outputs = readAmplifyOutputs as jest.MockedFunction<typeof readAmplifyOutputs>;

/** Runs the script with `window` as its only global, as the browser's script element does. */
function run(script: string): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  new Function('window', script)(window);
  return window;
}

it('sets the global to the outputs document without the model introspection, quotes, line separators and </script> included', async () => {
  const document = {
    version: '1.4',
    auth: { user_pool_id: 'local_1', note: 'a "quoted" \u2028 </script> \\ value' },
    data: { url: 'http://localhost/graphql', api_key: 'da2-key', model_introspection: { models: { Brief: { name: 'Brief' } } } },
  };
  outputs.mockResolvedValue(document as unknown as Awaited<ReturnType<typeof readAmplifyOutputs>>);
  const answer = await GET();
  expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const script = await answer.text();
  // Parsed as JSON, not as a (slower) object literal.
  expect(script.startsWith(`window.${OUTPUTS_GLOBAL}=JSON.parse("`)).toBe(true);
  expect(run(script)[OUTPUTS_GLOBAL]).toEqual({ ...document, data: { url: 'http://localhost/graphql', api_key: 'da2-key' } });
  expect(script).not.toContain('model_introspection');
});

it('sets it to null when the server has no outputs', async () => {
  outputs.mockResolvedValue(null);
  const script = await (await GET()).text();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const window: Record<string, unknown> = {};
  new Function('window', 'console', script)(window, console);
  expect(window[OUTPUTS_GLOBAL]).toBeNull();
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});
