import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The slice of the installed Amplify client's SRP code the tests drive. */
export interface ClientBigInteger {
  toString(radix: number): string;
}

interface AuthenticationHelper {
  A: ClientBigInteger;
  getPasswordAuthenticationKey(input: {
    username: string;
    password: string;
    serverBValue: ClientBigInteger;
    salt: ClientBigInteger;
  }): Promise<Uint8Array>;
}

export interface ClientSrp {
  getAuthenticationHelper(userPoolName: string): Promise<AuthenticationHelper>;
  getNowString(): string;
  getSignatureString(input: {
    userPoolName: string;
    username: string;
    challengeParameters: Record<string, string>;
    dateNow: string;
    hkdf: Uint8Array;
  }): string;
  BigInteger: new (value: string, radix: number) => ClientBigInteger;
}

const AUTH_PACKAGE_DIRS = [
  // The copy aws-amplify actually runs is nested under it; a hoisted one is the fallback.
  'node_modules/aws-amplify/node_modules/@aws-amplify/auth',
  'node_modules/@aws-amplify/auth',
];
const SRP_DIR = 'dist/cjs/providers/cognito/utils/srp';

/** Loads the client's CommonJS build by file path, since the package's exports map hides it. */
export function loadClientSrp(): ClientSrp {
  const root = join(__dirname, '..', '..', '..');
  const authDir = AUTH_PACKAGE_DIRS.map((dir) => join(root, dir)).find((dir) =>
    existsSync(join(dir, SRP_DIR)),
  );
  if (!authDir) throw new Error('installed @aws-amplify/auth not found');
  const load = createRequire(join(root, 'package.json'));
  const srp = load(join(authDir, SRP_DIR)) as Omit<ClientSrp, 'BigInteger'>;
  const { BigInteger } = load(join(authDir, SRP_DIR, 'BigInteger')) as Pick<ClientSrp, 'BigInteger'>;
  return { ...srp, BigInteger };
}
