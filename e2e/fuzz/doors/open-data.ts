import { encodedText, hugeString, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzExpectation, FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

const DOWNLOADS = ['bans.csv', 'bans.json', 'shadowban-reports.csv', 'shadowban-reports.json'] as const;

/**
 * `?since=` values that name no real instant in the form the route documents (a date, or a date and
 * time, in ISO 8601): out of the calendar, outside years 0001–9999 in JavaScript's signed
 * six-digit form, other digits, a NUL, text. Each is already percent-encoded.
 */
export const INVALID_SINCE = [
  '0000-01-01',
  encodeURIComponent('+275760-09-13T00:00:00Z'),
  encodeURIComponent('-000001-01-01T00:00:00Z'),
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-01-01T25:00:00Z',
  '2024-01-01%00',
  '%00',
  encodeURIComponent('２０２４-01-01'),
  encodeURIComponent('2024-01-01é😀'),
  '1',
  'now',
  ...PROTOTYPE_NAMES,
];

/** Values a lenient parser might take that the route may take or refuse, but never with a 5xx or a cut body. */
const ODD_SINCE = ['2024', '2024-01-01T00:00:00%2B14:00', '2024-01-01%20', '%202024-01-01', '', '2024-01-01T00:00:00.123456789Z'];

/** The answer a download must give: `refusals` for an invalid `since`, and never a truncated 200 (a HEAD has no body). */
function expectationFor(method: string, format: 'csv' | 'json', refusals: readonly number[] | undefined): FuzzExpectation {
  return { ...(method === 'GET' ? { wholeBody: format } : {}), ...(refusals ? { statuses: refusals } : {}) };
}

/**
 * The open data downloads with hostile `?since=` (invalid instants, 10 KB values, repeated,
 * unicode, NUL) and cursor-like junk: every invalid `since` is a 400 (431 when the head is too
 * long), and nothing is a 5xx or a truncated 200.
 */
export function openDataRequests(random: SeededRandom, _context: FuzzContext, count: number): FuzzRequest[] {
  return random.many(count, () => {
    const file = random.pick(DOWNLOADS);
    const format = file.endsWith('.json') ? 'json' : 'csv';
    const junk = () => `${random.pick(['cursor', 'nextToken', 'after', 'limit', 'page', 'offset', ...PROTOTYPE_NAMES])}=${encodedText(random, 200)}`;
    let since: string;
    let isInvalid = true;
    let statuses: readonly number[] = [400];
    switch (random.int(0, 5)) {
      case 0:
      case 1:
        since = `since=${random.pick(INVALID_SINCE)}`;
        break;
      case 2:
        // Percent-encoded, most 10 KB values pass the server's 16 KB bound on a request's head: those answer 431.
        since = `since=${encodeURIComponent(hugeString(random, 10_240))}`;
        statuses = [400, 431];
        break;
      case 3:
        // Repeated: both invalid is a 400 whichever the route reads; a valid one beside may go either way.
        if (random.chance(0.5)) {
          since = `since=${random.pick(INVALID_SINCE)}&since=${random.pick(INVALID_SINCE)}`;
        } else {
          since = random.pick([`since=2024-01-01&since=${random.pick(INVALID_SINCE)}`, `since=${random.pick(INVALID_SINCE)}&since=2024-01-01`]);
          isInvalid = false;
        }
        break;
      case 4:
        since = `since=${random.pick(ODD_SINCE)}`;
        isInvalid = false;
        break;
      default:
        since = random.pick(['since=2024-01-01', 'since[]=2024-01-01', 'SINCE=x', '']);
        isInvalid = false;
    }
    const query = [since, ...random.many(random.int(0, 2), junk)].filter(Boolean).join('&');
    const method = random.chance(0.9) ? 'GET' : 'HEAD';
    return {
      door: 'open data',
      method,
      path: `/data/${file}${query ? `?${query}` : ''}`,
      headers: random.chance(0.2) ? { rsc: '1' } : undefined,
      expect: expectationFor(method, format, isInvalid ? statuses : undefined),
    };
  });
}
