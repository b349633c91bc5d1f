/**
 * What the identity services put in amplify_outputs.json, and what stays fixed for a data folder.
 */
import { parseAmplifyConfig } from 'aws-amplify/utils';
import { createTempDataDir, removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { startIdentityBackend } from './test-support/start-identity-backend';

jest.setTimeout(120_000);

describe('the identity outputs', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createTempDataDir();
  });
  afterAll(() => removeTempDataDir(dataDir));

  it('describe the pool as Gen 2 does, with the endpoints under custom', async () => {
    const backend = await startIdentityBackend({ dataDir });
    try {
      const { auth, custom } = backend.outputs as Record<string, Record<string, unknown>>;
      expect(auth).toEqual({
        aws_region: 'us-west-2',
        user_pool_id: expect.stringMatching(/^us-west-2_[A-Za-z0-9]{9}$/),
        user_pool_client_id: expect.stringMatching(/^[a-z0-9]{26}$/),
        identity_pool_id: expect.stringMatching(/^us-west-2:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        username_attributes: ['email'],
        standard_required_attributes: ['email'],
        user_verification_types: ['email'],
        unauthenticated_identities_enabled: true,
        // Issue 48: optional; e-mailed codes are served too, but outputs 1.3 can only name SMS and TOTP.
        mfa_configuration: 'OPTIONAL',
        mfa_methods: ['TOTP'],
        password_policy: {
          min_length: 8,
          require_lowercase: true,
          require_numbers: true,
          require_symbols: true,
          require_uppercase: true,
        },
        groups: [{ ADMINS: { precedence: 0 } }, { MODERATORS: { precedence: 1 } }],
      });
      expect(custom).toEqual({
        user_pool_endpoint: `${backend.baseUrl}/_aws/cognito-idp/`,
        identity_pool_endpoint: `${backend.baseUrl}/_aws/cognito-identity/`,
      });
      const cognito = parseAmplifyConfig(backend.outputs as Parameters<typeof parseAmplifyConfig>[0]).Auth?.Cognito;
      expect(cognito).toMatchObject({
        loginWith: { email: true },
        allowGuestAccess: true,
        mfa: { status: 'optional', totpEnabled: true },
        passwordFormat: { minLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSpecialCharacters: true },
      });
    } finally {
      await backend.close();
    }
  });

  it('keep the same ids and signing key when the backend restarts on the same data folder', async () => {
    const first = await startIdentityBackend({ dataDir });
    const ids = first.pool.ids;
    const kid = first.pool.signingKeys[0]?.kid;
    await first.close();
    const second = await startIdentityBackend({ dataDir });
    try {
      expect(second.pool.ids).toEqual(ids);
      expect(second.pool.signingKeys.map((key) => key.kid)).toEqual([kid]);
    } finally {
      await second.close();
    }
  });
});
