import { resolveRedirectReturnPath } from './redirect-return-path';

/** Session storage as the browser keeps it for one tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const opened = (search: string) => ({ search });

describe('resolveRedirectReturnPath', () => {
  it('notes the sign-in page’s returnTo and gives it back when the redirect returns with a code, once', () => {
    const storage = memoryStorage();
    expect(resolveRedirectReturnPath('/merchandise/account', opened('?returnTo=%2Fmerchandise%2Faccount'), storage)).toBe('/merchandise/account');
    expect(resolveRedirectReturnPath('/', opened('?code=abc&state=xyz'), storage)).toBe('/merchandise/account');
    expect(storage.length).toBe(0);
    expect(resolveRedirectReturnPath('/', opened('?code=def&state=uvw'), storage)).toBe('/');
  });

  it('also after a redirect that comes back with an error', () => {
    const storage = memoryStorage();
    resolveRedirectReturnPath('/me/briefs', opened('?returnTo=%2Fme%2Fbriefs'), storage);
    expect(resolveRedirectReturnPath('/', opened('?error=access_denied&state=xyz'), storage)).toBe('/me/briefs');
  });

  it('follows the sign-in page opened last in the tab', () => {
    const storage = memoryStorage();
    resolveRedirectReturnPath('/admin', opened('?returnTo=%2Fadmin'), storage);
    resolveRedirectReturnPath('/', opened(''), storage);
    expect(resolveRedirectReturnPath('/', opened('?code=abc&state=xyz'), storage)).toBe('/');
  });

  it('never leaves the site, whatever the storage holds', () => {
    const storage = memoryStorage();
    resolveRedirectReturnPath('/', opened(''), storage);
    storage.setItem(storage.key(0)!, '//evil.example/steal');
    expect(resolveRedirectReturnPath('/', opened('?code=abc&state=xyz'), storage)).toBe('/');
  });

  it('falls back to the page’s own returnTo without storage, or when storage throws', () => {
    expect(resolveRedirectReturnPath('/briefs', opened('?code=abc'), undefined)).toBe('/briefs');
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); }, getItem: () => { throw new Error('SecurityError'); } };
    expect(resolveRedirectReturnPath('/briefs', opened('?returnTo=%2Fbriefs'), refusing)).toBe('/briefs');
    expect(resolveRedirectReturnPath('/', opened('?code=abc'), refusing)).toBe('/');
  });
});
