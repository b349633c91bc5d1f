import { revalidatePath, revalidateTag } from 'next/cache';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { parseRevalidationRequest } from '@/lib/data/revalidation-request';
import { jsonPostHandler } from '@/lib/security/json-post';
import { isServerRevalidation } from '@/lib/security/server-revalidation';

// POST /api/revalidate – a signed-in editor's save refreshes the cached public pages it changed;
// the server itself relays other instances' edits here with its secret (lib/security/server-revalidation.ts).
export const POST = jsonPostHandler(async (body, request) => {
  if (!isServerRevalidation(request.headers) && !(await getSessionUser())) return Response.json({ message: 'Sign in first.' }, { status: 401 });
  const parsed = parseRevalidationRequest(body);
  if (!parsed) return Response.json({ message: 'Expected { tags: [...], paths?: [...] } with known tags and site paths.' }, { status: 400 });
  for (const tag of parsed.tags) revalidateTag(tag);
  for (const path of parsed.paths) revalidatePath(path);
  return Response.json({ revalidated: parsed });
});
