import { revalidatePath, revalidateTag } from 'next/cache';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { forgetSearches } from '@/lib/content/search/remembered-searches';
import { createRevalidationBudget } from '@/lib/data/revalidation-budget';
import { parseRevalidationRequest } from '@/lib/data/revalidation-request';
import { jsonPostHandler } from '@/lib/security/json-post';
import { isServerRevalidation } from '@/lib/security/server-revalidation';

const budget = createRevalidationBudget();
// Refusing costs no freshness: the data API refreshed the pages itself when the change was saved
// (backend/data/protocol/public-change.ts); an editor's call only repeats that refresh.
const TOO_MANY_MESSAGE = 'Too many refreshes at once: the public pages already show the saved change (the server refreshed them when it saved it).';

// POST /api/revalidate – a signed-in editor's save refreshes the cached public pages it changed,
// within a per-user and an overall allowance (lib/data/revalidation-budget.ts); the server itself
// relays other instances' edits here with its secret (lib/security/server-revalidation.ts), each
// one already counted on the instance it was asked of.
export const POST = jsonPostHandler(async (body, request) => {
  const isServer = isServerRevalidation(request.headers);
  const user = isServer ? null : await getSessionUser();
  if (!isServer && !user) return Response.json({ message: 'Sign in first.' }, { status: 401 });
  const parsed = parseRevalidationRequest(body);
  if (!parsed) return Response.json({ message: 'Expected { tags: [...], paths?: [...] } with known tags and site paths.' }, { status: 400 });
  const refusal = user ? budget.take(user.userId) : null;
  if (refusal) return Response.json({ message: TOO_MANY_MESSAGE }, { status: 429, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } });
  for (const tag of parsed.tags) revalidateTag(tag);
  for (const path of parsed.paths) revalidatePath(path);
  forgetSearches();
  return Response.json({ revalidated: parsed });
});
