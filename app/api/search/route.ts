import type { NextRequest } from 'next/server';
import { runSearch } from '@/lib/content/search/run-search';
import { toSearchJson } from '@/lib/content/search/search-json';

// GET /api/search?q=…&kind=…&platform=…&restriction=…&verification=…&appeal=…&from=…&to=…&year=…&sort=…&page=N –
// the /search page's results as JSON (no q browses by the filters).
export async function GET(request: NextRequest) {
  const outcome = await runSearch(request.nextUrl.searchParams);
  if (outcome.status === 'invalid') {
    const { retryAfterSeconds } = outcome;
    return Response.json({ message: outcome.message }, retryAfterSeconds ? { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } } : { status: 400 });
  }
  return Response.json(toSearchJson(outcome.page), { headers: { 'Cache-Control': 'no-store' } });
}
