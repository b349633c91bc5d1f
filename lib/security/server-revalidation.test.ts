import { REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER } from '@/lib/constants/security';
import { isServerRevalidation } from './server-revalidation';

const SECRET = 'k7Qm2vXz9pL4rT8wN1cB6yH3jF5dG0sAeU_-iOqZxYw';
const env = { [REVALIDATE_SECRET_ENV]: SECRET };
const headersWith = (value?: string) => new Headers(value === undefined ? {} : { [REVALIDATE_SECRET_HEADER]: value });

describe('the server’s credential for /api/revalidate', () => {
  it('is honoured only with this process’s exact secret', () => {
    expect(isServerRevalidation(headersWith(SECRET), env)).toBe(true);
    expect(isServerRevalidation(headersWith(), env)).toBe(false);
    expect(isServerRevalidation(headersWith(''), env)).toBe(false);
    expect(isServerRevalidation(headersWith(`${SECRET}x`), env)).toBe(false);
    expect(isServerRevalidation(headersWith(SECRET.slice(0, -1)), env)).toBe(false);
    expect(isServerRevalidation(headersWith(SECRET.toUpperCase()), env)).toBe(false);
  });

  it('honours nothing when the process has no secret or a short one (next start without the one server)', () => {
    expect(isServerRevalidation(headersWith(''), {})).toBe(false);
    expect(isServerRevalidation(headersWith('undefined'), {})).toBe(false);
    expect(isServerRevalidation(headersWith('short'), { [REVALIDATE_SECRET_ENV]: 'short' })).toBe(false);
  });
});
