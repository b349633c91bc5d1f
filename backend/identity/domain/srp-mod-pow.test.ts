import { randomBytes } from 'node:crypto';
import { powModPrime } from './srp-mod-pow';
import { SRP_PRIME } from './srp-group';

function powModPrimeByBigInt(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = base % SRP_PRIME;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % SRP_PRIME;
    square = (square * square) % SRP_PRIME;
  }
  return result;
}

const randomInteger = (bytes: number): bigint => BigInt(`0x${randomBytes(bytes).toString('hex')}`);

describe('powModPrime', () => {
  it('agrees with plain BigInt arithmetic for random bases and exponents', () => {
    for (let round = 0; round < 8; round += 1) {
      const base = randomInteger(390);
      const exponent = randomInteger(round % 2 === 0 ? 32 : 128);
      expect(powModPrime(base, exponent)).toBe(powModPrimeByBigInt(base, exponent));
    }
  });

  it('handles the bases and exponents OpenSSL refuses', () => {
    const exponent = randomInteger(32) | 1n;
    expect(powModPrime(0n, exponent)).toBe(0n);
    expect(powModPrime(SRP_PRIME, exponent)).toBe(0n);
    expect(powModPrime(1n, exponent)).toBe(1n);
    expect(powModPrime(SRP_PRIME - 1n, exponent)).toBe(SRP_PRIME - 1n);
    expect(powModPrime(SRP_PRIME - 1n, exponent + 1n)).toBe(1n);
    expect(powModPrime(12345n, 0n)).toBe(1n);
    expect(powModPrime(12345n, 1n)).toBe(12345n);
    expect(powModPrime(2n, 10n)).toBe(1024n);
  });
});
