import { createDiffieHellman, type DiffieHellman } from 'node:crypto';
import { SRP_GENERATOR, SRP_PRIME, SRP_PRIME_BYTES } from './srp-group';
import { toBytes } from './padded-hex';

let engine: DiffieHellman | undefined;

/**
 * OpenSSL's Diffie-Hellman is a constant-time 3072-bit modexp about seven times faster than
 * BigInt. One instance is reused: setPrivateKey and computeSecret are synchronous, so two
 * callers can never interleave on it.
 */
function getEngine(): DiffieHellman {
  engine ??= createDiffieHellman(SRP_PRIME_BYTES, toBytes(SRP_GENERATOR));
  return engine;
}

function powModPrimeSlowly(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = base % SRP_PRIME;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % SRP_PRIME;
    square = (square * square) % SRP_PRIME;
  }
  return result;
}

/** base^exponent mod N for the SRP prime N; base and exponent are non-negative. */
export function powModPrime(base: bigint, exponent: bigint): bigint {
  const reduced = base % SRP_PRIME;
  if (exponent === 0n) return 1n;
  // OpenSSL refuses 0, 1 and N-1 as a peer key, so those trivial cases are answered here.
  if (reduced === 0n || reduced === 1n) return reduced;
  if (reduced === SRP_PRIME - 1n) return exponent % 2n === 0n ? 1n : reduced;
  try {
    const dh = getEngine();
    dh.setPrivateKey(toBytes(exponent));
    return BigInt(`0x${dh.computeSecret(toBytes(reduced)).toString('hex')}`);
  } catch {
    // An OpenSSL build that validates peer keys against a subgroup order could refuse a base
    // outside the group g generates; the answer must still be right, only slower.
    return powModPrimeSlowly(reduced, exponent);
  }
}
