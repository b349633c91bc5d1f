/** The calls made to Amplify's Auth client, in order, with their input. */
const mockCalls: string[] = [];
function mockCall<T>(name: string, answer: T) {
  return jest.fn(async (input?: unknown): Promise<T> => {
    mockCalls.push(`${name}${input === undefined ? '' : ` ${JSON.stringify(input)}`}`);
    return answer;
  });
}
const mockAuth = {
  confirmUserAttribute: mockCall('confirmUserAttribute', undefined),
  fetchAuthSession: mockCall('fetchAuthSession', {
    tokens: { accessToken: { payload: { scope: 'aws.cognito.signin.user.admin' } } },
  }),
  fetchUserAttributes: mockCall('fetchUserAttributes', { sub: 'user-1', email: 'new@example.com' }),
  sendUserAttributeVerificationCode: mockCall('sendUserAttributeVerificationCode', {}),
  signOut: mockCall('signOut', undefined),
  updatePassword: mockCall('updatePassword', undefined),
  updateUserAttributes: mockCall<Record<string, unknown>>('updateUserAttributes', {}),
};
// Looked up when called: the module under test is loaded before the mocks above are made.
jest.mock('aws-amplify/auth', () =>
  Object.fromEntries(
    [
      'confirmUserAttribute',
      'fetchAuthSession',
      'fetchUserAttributes',
      'sendUserAttributeVerificationCode',
      'signOut',
      'updatePassword',
      'updateUserAttributes',
    ].map((name) => [name, (input?: unknown) => mockAuth[name as keyof typeof mockAuth](input)]),
  ),
);
let mockIsConfigured = true;
let mockHasHostedUi = false;
jest.mock('@/lib/amplify/configure-amplify', () => ({
  ensureAmplifyConfigured: async () => mockIsConfigured,
  hasHostedUi: () => mockHasHostedUi,
}));

import { CONFIGURATION_ERROR_MESSAGE } from './messages';
import {
  changePassword,
  confirmEmailChange,
  readSignInAddress,
  requestEmailChange,
  resendEmailChangeCode,
  signOutEverywhere,
} from './account-settings';

beforeEach(() => {
  mockCalls.length = 0;
  mockIsConfigured = true;
  mockHasHostedUi = false;
  for (const mock of Object.values(mockAuth)) mock.mockClear();
});

it('reads the address the user signs in with', async () => {
  expect(await readSignInAddress()).toEqual({ userId: 'user-1', email: 'new@example.com' });
});

it('changes the password with updatePassword', async () => {
  await changePassword('Old#Passw0rd', 'New#Passw0rd');
  expect(mockCalls).toEqual(['updatePassword {"oldPassword":"Old#Passw0rd","newPassword":"New#Passw0rd"}']);
});

it('asks for a new address with updateUserAttributes and tells whether a code went out', async () => {
  mockAuth.updateUserAttributes.mockResolvedValueOnce({
    email: {
      isUpdated: false,
      nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE', codeDeliveryDetails: {} },
    },
  });
  expect(await requestEmailChange('new@example.com')).toBe('code-sent');
  expect(mockAuth.updateUserAttributes).toHaveBeenCalledWith({
    userAttributes: { email: 'new@example.com' },
  });

  mockAuth.updateUserAttributes.mockResolvedValueOnce({
    email: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
  });
  expect(await requestEmailChange('old@example.com')).toBe('done');
});

it('sends the code again for the e-mail attribute', async () => {
  await resendEmailChangeCode();
  expect(mockCalls).toEqual(['sendUserAttributeVerificationCode {"userAttributeKey":"email"}']);
});

it('confirms the new address, then refreshes the tokens so the session names it', async () => {
  expect(await confirmEmailChange('123456')).toBe('new@example.com');
  expect(mockCalls).toEqual([
    'confirmUserAttribute {"userAttributeKey":"email","confirmationCode":"123456"}',
    'fetchAuthSession {"forceRefresh":true}',
    'fetchUserAttributes',
  ]);
});

it('signs out everywhere with fresh tokens, so the global sign-out is not sent with an expired one', async () => {
  expect(await signOutEverywhere()).toEqual({ isLeavingForHostedLogout: false });
  expect(mockCalls).toEqual(['fetchAuthSession {"forceRefresh":true}', 'signOut {"global":true}']);
});

it('tells when a redirect sign-in leaves for the hosted UI’s logout', async () => {
  mockHasHostedUi = true;
  mockAuth.fetchAuthSession.mockResolvedValueOnce({
    tokens: { accessToken: { payload: { scope: 'openid email aws.cognito.signin.user.admin' } } },
  });
  expect(await signOutEverywhere()).toEqual({ isLeavingForHostedLogout: true });
});

it('refuses every call when Amplify is not configured', async () => {
  mockIsConfigured = false;
  await expect(changePassword('a', 'b')).rejects.toThrow(CONFIGURATION_ERROR_MESSAGE);
  expect(mockAuth.updatePassword).not.toHaveBeenCalled();
});
