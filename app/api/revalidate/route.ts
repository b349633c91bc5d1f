import { revalidatePath, revalidateTag } from 'next/cache';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { parseRevalidationRequest } from '@/lib/data/revalidation-request';
import { jsonPostHandler } from '@/lib/security/json-post';

// POST /api/revalidate – a signed-in editor's save refreshes the cached public pages it changed.
export const POST = jsonPostHandler(async (body) => {
  if (!(await getSessionUser())) return Response.json({ message: 'Sign in first.' }, { status: 401 });
  const parsed = parseRevalidationRequest(body);
  if (!parsed) return Response.json({ message: 'Expected { tags: [...], paths?: [...] } with known tags and site paths.' }, { status: 400 });
  for (const tag of parsed.tags) revalidateTag(tag);
  for (const path of parsed.paths) revalidatePath(path);
  return Response.json({ revalidated: parsed });
});
