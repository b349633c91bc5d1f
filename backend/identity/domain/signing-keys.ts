import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type KeyLike,
} from 'jose';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKey {
  kid: string;
  /** Secret: store encrypted or at least outside anything served. */
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A fresh 2048-bit RSA key whose kid is its RFC 7638 thumbprint, so it is stable and unique. */
export async function generateSigningKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const publicParts = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicParts);
  const labels = { kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), ...labels },
    publicJwk: { ...publicParts, ...labels },
  };
}

/** The `/.well-known/jwks.json` document: public halves only. */
export function publicJwks(keys: readonly SigningKey[]): JSONWebKeySet {
  return { keys: keys.map(({ publicJwk }) => ({ ...publicJwk })) };
}

const importedKeys = new WeakMap<JWK, Promise<KeyLike | Uint8Array>>();

/** Importing a JWK costs more than signing with it, so each key object is imported once. */
export function importPrivateKey(key: SigningKey): Promise<KeyLike | Uint8Array> {
  let imported = importedKeys.get(key.privateJwk);
  if (!imported) {
    imported = importJWK(key.privateJwk, SIGNING_ALGORITHM);
    importedKeys.set(key.privateJwk, imported);
  }
  return imported;
}
