import type { NextRequest } from 'next/server';
import { runSearch } from '@/lib/content/search/run-search';
import { toSearchJson } from '@/lib/content/search/search-json';

// GET /api/search?q=…&kind=…&platform=…&year=…&appeal=…&page=N – the /search page's results as JSON.
export async function GET(request: NextRequest) {
  const outcome = await runSearch(request.nextUrl.searchParams);
  if (outcome.status === 'invalid') return Response.json({ message: outcome.message }, outcome.isTooSlow ? { status: 503, headers: { 'Retry-After': '5' } } : { status: 400 });
  if (outcome.status === 'empty') return Response.json({ message: 'Add q, the words to search for: /api/search?q=…' }, { status: 400 });
  return Response.json(toSearchJson(outcome.page), { headers: { 'Cache-Control': 'no-store' } });
}
