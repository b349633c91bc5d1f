import { hkdfSync } from 'node:crypto';
import { toPaddedHex } from './padded-hex';

/**
 * Cognito's "Caldera" key: one block of HKDF-SHA256 with salt padHex(u), key material
 * padHex(S) and info "Caldera Derived Key", cut to 16 bytes. The client appends the 0x01
 * block counter to the info by hand; standard HKDF adds the same byte itself.
 */
export function deriveSessionKey(sharedSecret: bigint, scrambler: bigint): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(toPaddedHex(sharedSecret), 'hex'),
      Buffer.from(toPaddedHex(scrambler), 'hex'),
      Buffer.from('Caldera Derived Key', 'utf8'),
      16,
    ),
  );
}
