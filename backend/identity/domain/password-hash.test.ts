import { hashSecret, verifySecret } from './password-hash';

describe('hashSecret / verifySecret', () => {
  it('round-trips and refuses another secret', async () => {
    const stored = await hashSecret('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifySecret('correct horse', stored)).resolves.toBe(true);
    await expect(verifySecret('correct horsf', stored)).resolves.toBe(false);
    await expect(verifySecret('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashSecret('same'), hashSecret('same')]);
    expect(first).not.toBe(second);
    await expect(verifySecret('same', second)).resolves.toBe(true);
  });

  it('treats composed and decomposed Unicode as the same secret', async () => {
    const stored = await hashSecret('caf\u00e9');
    await expect(verifySecret('cafe\u0301', stored)).resolves.toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const stored = await hashSecret('secret');
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(32).toString('base64')].join('$');
    await expect(verifySecret('secret', tampered)).resolves.toBe(false);
    await expect(verifySecret('secret', '')).resolves.toBe(false);
    await expect(verifySecret('secret', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
    await expect(verifySecret('secret', ['scrypt', 3, 8, 1, parts[4], parts[5]].join('$'))).resolves.toBe(
      false,
    );
    await expect(
      verifySecret('secret', ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$')),
    ).resolves.toBe(false);
    await expect(verifySecret('secret', ['scrypt', 16384, 8, 1, '', parts[5]].join('$'))).resolves.toBe(
      false,
    );
  });
});
