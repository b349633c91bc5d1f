import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { loadClientSrp, type ClientSrp } from './amplify-client-srp.test-helper';
import {
  computeVerifier,
  createVerifier,
  startSrpChallenge,
  verifyPasswordClaim,
  verifyPlainPassword,
} from './srp-server';
import { createSecretBlock } from './srp-secret-block';
import { getSrpPoolName } from './srp-pool-name';
import { SRP_PRIME } from './srp-group';
import { isSrpTimestampFresh } from './srp-timestamp';

// The client's pure-JS BigInteger needs about a second per handshake on a busy two-core machine.
jest.setTimeout(60_000);

const client: ClientSrp = loadClientSrp();

const ALPHABET =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- éü漢字🔑';

function randomText(minLength: number, maxLength: number): string {
  const characters = [...ALPHABET];
  const length = randomInt(minLength, maxLength + 1);
  return Array.from({ length }, () => characters[randomInt(characters.length)]).join('');
}

function randomUserId(): string {
  return randomInt(2) === 0 ? randomUUID() : `${randomText(1, 12)}@example.com`;
}

function saltWithPrefix(prefix: string): string {
  return prefix + randomBytes(16 - prefix.length / 2).toString('hex');
}

interface Handshake {
  poolName: string;
  userIdForSrp: string;
  salt: string;
  verifier: string;
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  timestamp: string;
  claimSignature: string;
}

/** One sign-in as the real client performs it, against a server record made for `storedPassword`. */
async function runHandshake(options: {
  userPoolId: string;
  userIdForSrp: string;
  storedPassword: string;
  typedPassword: string;
  salt?: string;
}): Promise<Handshake> {
  const poolName = getSrpPoolName(options.userPoolId);
  const record = options.salt
    ? computeVerifier(poolName, options.userIdForSrp, options.storedPassword, options.salt)
    : createVerifier(poolName, options.userIdForSrp, options.storedPassword);

  const helper = await client.getAuthenticationHelper(poolName);
  const A = helper.A.toString(16);
  const { b, B } = startSrpChallenge(record.verifier);
  const secretBlock = createSecretBlock();

  const hkdf = await helper.getPasswordAuthenticationKey({
    username: options.userIdForSrp,
    password: options.typedPassword,
    serverBValue: new client.BigInteger(B, 16),
    salt: new client.BigInteger(record.salt, 16),
  });
  const timestamp = client.getNowString();
  const claimSignature = client.getSignatureString({
    userPoolName: poolName,
    username: options.userIdForSrp,
    challengeParameters: { SECRET_BLOCK: secretBlock },
    dateNow: timestamp,
    hkdf,
  });
  return {
    poolName,
    userIdForSrp: options.userIdForSrp,
    ...record,
    A,
    b,
    B,
    secretBlock,
    timestamp,
    claimSignature,
  };
}

const SALT_PREFIXES = ['00', '0000', '00ff', '80', 'ff', '7f'];

describe('SRP server against the installed Amplify client', () => {
  it.each(SALT_PREFIXES.flatMap((prefix) => [prefix, prefix]))(
    'accepts the right password and refuses a wrong one with a salt starting %s',
    async (prefix) => {
      const userIdForSrp = randomUserId();
      const password = randomText(8, 40);
      const salt = saltWithPrefix(prefix);
      const userPoolId = 'us-east-1_AbC123xyz';

      const right = await runHandshake({
        userPoolId,
        userIdForSrp,
        storedPassword: password,
        typedPassword: password,
        salt,
      });
      expect(verifyPasswordClaim(right)).toBe(true);

      const wrong = await runHandshake({
        userPoolId,
        userIdForSrp,
        storedPassword: password,
        typedPassword: `${password}x`,
        salt,
      });
      expect(verifyPasswordClaim(wrong)).toBe(false);
    },
  );

  it('works with freshly generated salts, random users and passwords', async () => {
    for (let round = 0; round < 5; round += 1) {
      const userIdForSrp = randomUserId();
      const password = randomText(1, 64);
      const right = await runHandshake({
        userPoolId: 'eu-west-2_Pool9',
        userIdForSrp,
        storedPassword: password,
        typedPassword: password,
      });
      expect(verifyPasswordClaim(right)).toBe(true);
      const wrong = await runHandshake({
        userPoolId: 'eu-west-2_Pool9',
        userIdForSrp,
        storedPassword: password,
        typedPassword: randomText(1, 64),
      });
      expect(verifyPasswordClaim(wrong)).toBe(false);
    }
  });

  it('uses only the second segment of a pool id with several underscores', async () => {
    expect(getSrpPoolName('us-east-1_Abc_def')).toBe('Abc');
    const handshake = await runHandshake({
      userPoolId: 'us-east-1_Abc_def',
      userIdForSrp: 'user-1',
      storedPassword: 'Secret#123',
      typedPassword: 'Secret#123',
    });
    expect(verifyPasswordClaim(handshake)).toBe(true);
    expect(verifyPasswordClaim({ ...handshake, poolName: 'Abc_def' })).toBe(false);
  });
});

describe('verifyPasswordClaim refusals', () => {
  let good: Handshake;

  beforeAll(async () => {
    good = await runHandshake({
      userPoolId: 'us-east-1_Refusals1',
      userIdForSrp: 'c0ffee00-0000-4000-8000-000000000001',
      storedPassword: 'Correct-Horse-9',
      typedPassword: 'Correct-Horse-9',
    });
    expect(verifyPasswordClaim(good)).toBe(true);
  });

  it('reads the client TIMESTAMP as fresh', () => {
    expect(isSrpTimestampFresh(good.timestamp, new Date(), 60_000)).toBe(true);
  });

  it('refuses A ≡ 0 mod N and A ≥ N', () => {
    expect(verifyPasswordClaim({ ...good, A: '0' })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: SRP_PRIME.toString(16) })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: (SRP_PRIME * 2n).toString(16) })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: (SRP_PRIME - 1n).toString(16) })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: '1' })).toBe(false);
  });

  it('refuses non-hex numbers', () => {
    for (const field of ['A', 'b', 'B', 'verifier'] as const) {
      expect(verifyPasswordClaim({ ...good, [field]: `${good[field]}g` })).toBe(false);
      expect(verifyPasswordClaim({ ...good, [field]: '' })).toBe(false);
      expect(verifyPasswordClaim({ ...good, [field]: `0x${good[field]}` })).toBe(false);
    }
  });

  it('accepts an upper-case or zero-prefixed A, as the client reads SRP values as integers', () => {
    expect(verifyPasswordClaim({ ...good, A: `00${good.A.toUpperCase()}` })).toBe(true);
  });

  it('refuses a tampered signature, secret block, timestamp or user id', () => {
    const flipped = Buffer.from(good.claimSignature, 'base64');
    flipped[0] ^= 1;
    expect(verifyPasswordClaim({ ...good, claimSignature: flipped.toString('base64') })).toBe(false);
    expect(verifyPasswordClaim({ ...good, claimSignature: '' })).toBe(false);
    expect(verifyPasswordClaim({ ...good, claimSignature: good.claimSignature.slice(0, -1) })).toBe(false);
    expect(verifyPasswordClaim({ ...good, claimSignature: 'not base64 at all!!' })).toBe(false);
    expect(verifyPasswordClaim({ ...good, secretBlock: createSecretBlock() })).toBe(false);
    expect(verifyPasswordClaim({ ...good, secretBlock: `${good.secretBlock}*` })).toBe(false);
    expect(verifyPasswordClaim({ ...good, timestamp: `${good.timestamp} ` })).toBe(false);
    expect(verifyPasswordClaim({ ...good, userIdForSrp: 'someone-else' })).toBe(false);
  });

  it('refuses a claim checked against another challenge', () => {
    const other = startSrpChallenge(good.verifier);
    expect(verifyPasswordClaim({ ...good, ...other })).toBe(false);
  });

  it('accepts the secret block in URL-safe form without padding, as the client decodes it', () => {
    const urlSafe = good.secretBlock.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(verifyPasswordClaim({ ...good, secretBlock: urlSafe })).toBe(true);
  });
});

describe('verifier records', () => {
  it('creates a 16-byte hex salt and a 768-digit verifier', () => {
    const record = createVerifier('Pool', 'user', 'password');
    expect(record.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(record.verifier).toMatch(/^[0-9a-f]{768}$/);
  });

  it('gives the same verifier for the same salt and a different one for another salt', () => {
    const salt = saltWithPrefix('00');
    const first = computeVerifier('Pool', 'user', 'password', salt);
    expect(computeVerifier('Pool', 'user', 'password', salt)).toEqual(first);
    expect(computeVerifier('Pool', 'user', 'password', saltWithPrefix('ff')).verifier).not.toBe(
      first.verifier,
    );
  });

  it('checks a plain password against the stored verifier', () => {
    const record = createVerifier('Pool', 'user', 'Pa55word!');
    expect(
      verifyPlainPassword({ poolName: 'Pool', userIdForSrp: 'user', password: 'Pa55word!', ...record }),
    ).toBe(true);
    expect(
      verifyPlainPassword({ poolName: 'Pool', userIdForSrp: 'user', password: 'Pa55word?', ...record }),
    ).toBe(false);
    expect(
      verifyPlainPassword({ poolName: 'Pool', userIdForSrp: 'other', password: 'Pa55word!', ...record }),
    ).toBe(false);
    expect(
      verifyPlainPassword({
        poolName: 'Pool',
        userIdForSrp: 'user',
        password: 'Pa55word!',
        ...record,
        salt: 'zz',
      }),
    ).toBe(false);
  });

  it('refuses a non-hex salt or verifier', () => {
    expect(() => computeVerifier('Pool', 'user', 'password', 'salt!')).toThrow(TypeError);
    expect(() => startSrpChallenge('not hex')).toThrow(TypeError);
  });
});
