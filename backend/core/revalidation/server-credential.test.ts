import { carriesServerSecret, newServerSecret, REVALIDATE_SECRET_HEADER } from './server-credential';

describe('the server’s secret for relayed revalidations', () => {
  it('is fresh per process and long enough for the site to honour it', () => {
    const secret = newServerSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newServerSecret()).not.toBe(secret);
  });

  it('is recognised only when a request carries it exactly', () => {
    const secret = newServerSecret();
    expect(carriesServerSecret({ [REVALIDATE_SECRET_HEADER]: secret }, secret)).toBe(true);
    expect(carriesServerSecret({}, secret)).toBe(false);
    expect(carriesServerSecret({ [REVALIDATE_SECRET_HEADER]: '' }, '')).toBe(false);
    expect(carriesServerSecret({ [REVALIDATE_SECRET_HEADER]: secret.slice(1) }, secret)).toBe(false);
    expect(carriesServerSecret({ [REVALIDATE_SECRET_HEADER]: [secret, secret] } as never, secret)).toBe(false);
  });
});
