/**
 * @jest-environment jsdom
 */
/**
 * The Data client's configuration: the outputs without the model introspection configure auth at
 * once; the introspection is fetched only when a Data client is asked for, then Amplify is configured
 * again with it, tokens still in cookies.
 */
import type { AmplifyOutputsDocument } from './amplify-outputs';

const configure = jest.fn();
const setKeyValueStorage = jest.fn();
jest.mock('aws-amplify', () => ({ Amplify: { configure: (...args: unknown[]) => configure(...args), getConfig: () => ({}) } }));
jest.mock('aws-amplify/auth/cognito', () => ({ cognitoUserPoolsTokenProvider: { setKeyValueStorage: (...args: unknown[]) => setKeyValueStorage(...args) } }));
jest.mock('aws-amplify/utils', () => ({ CookieStorage: class CookieStorage {} }));
jest.mock('./resources-config', () => ({ toResourcesConfig: (outputs: AmplifyOutputsDocument) => ({ fromOutputs: outputs }) }));

const loadBrowserOutputs = jest.fn<Promise<AmplifyOutputsDocument | null>, []>();
const loadBrowserModelIntrospection = jest.fn<Promise<unknown>, []>();
jest.mock('./browser-outputs', () => ({
  loadBrowserOutputs: () => loadBrowserOutputs(),
  loadBrowserModelIntrospection: () => loadBrowserModelIntrospection(),
}));

type Module = typeof import('./configure-amplify');
function freshModule(): Module {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./configure-amplify');
  });
  return loaded as Module;
}

const introspection = { version: 1, models: { Brief: { name: 'Brief' } } };
const withoutIntrospection: AmplifyOutputsDocument = { version: '1.4', auth: { aws_region: 'r', user_pool_id: 'p', user_pool_client_id: 'c' }, data: { url: 'http://localhost/graphql' } };

beforeEach(() => {
  configure.mockReset();
  setKeyValueStorage.mockReset();
  loadBrowserOutputs.mockReset().mockResolvedValue(withoutIntrospection);
  loadBrowserModelIntrospection.mockReset().mockResolvedValue(introspection);
});

it('configures auth without fetching the model introspection', async () => {
  const { ensureAmplifyConfigured } = freshModule();
  await expect(ensureAmplifyConfigured()).resolves.toBe(true);
  expect(loadBrowserModelIntrospection).not.toHaveBeenCalled();
  expect(configure).toHaveBeenCalledTimes(1);
  expect(configure).toHaveBeenCalledWith({ fromOutputs: withoutIntrospection });
  expect(setKeyValueStorage).toHaveBeenCalledTimes(1);
});

it('adds the introspection once for the Data client, and keeps the tokens in cookies', async () => {
  const { ensureAmplifyConfigured, ensureAmplifyDataConfigured } = freshModule();
  await ensureAmplifyConfigured();
  const [first, second] = await Promise.all([ensureAmplifyDataConfigured(), ensureAmplifyDataConfigured()]);
  expect([first, second]).toEqual([true, true]);
  expect(loadBrowserModelIntrospection).toHaveBeenCalledTimes(1);
  expect(configure).toHaveBeenCalledTimes(2);
  expect(configure).toHaveBeenLastCalledWith({ fromOutputs: { ...withoutIntrospection, data: { url: 'http://localhost/graphql', model_introspection: introspection } } });
  // Each configure re-wires the token provider's storage: the site's cookie storage is set after each.
  expect(setKeyValueStorage).toHaveBeenCalledTimes(2);
  expect(setKeyValueStorage.mock.invocationCallOrder[1]).toBeGreaterThan(configure.mock.invocationCallOrder[1]);
  // Auth asked for later does not configure again.
  await ensureAmplifyConfigured();
  expect(configure).toHaveBeenCalledTimes(2);
});

it('does not configure again for outputs that still hold the introspection, or have no data section', async () => {
  loadBrowserOutputs.mockResolvedValue({ ...withoutIntrospection, data: { url: 'http://localhost/graphql', model_introspection: introspection } });
  await expect(freshModule().ensureAmplifyDataConfigured()).resolves.toBe(true);
  expect(configure).toHaveBeenCalledTimes(1);
  configure.mockReset();
  loadBrowserOutputs.mockResolvedValue({ version: '1.4', auth: withoutIntrospection.auth });
  await expect(freshModule().ensureAmplifyDataConfigured()).resolves.toBe(true);
  expect(configure).toHaveBeenCalledTimes(1);
});

it('answers false when the introspection cannot be had, and tries again on the next call', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadBrowserModelIntrospection.mockResolvedValueOnce(undefined);
  const { ensureAmplifyDataConfigured } = freshModule();
  await expect(ensureAmplifyDataConfigured()).resolves.toBe(false);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('/amplify-model-introspection.json'));
  errors.mockRestore();
  await expect(ensureAmplifyDataConfigured()).resolves.toBe(true);
  expect(loadBrowserModelIntrospection).toHaveBeenCalledTimes(2);
});
