import { NextResponse, type NextRequest } from 'next/server';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { decideAccess, requiredAccessFor } from '../protected-routes';
import { signInPathFor } from '../return-path';
import { readSessionUser } from './read-session-user';

/** Where a signed-in user without the right group is shown why (answered with status 403). */
const FORBIDDEN_PAGE = '/access-denied';

/**
 * The middleware's answer for a page: the signed-in areas and the admin area need a session the
 * user pool still honours; a guest is sent to sign in, a user outside the group gets the 403
 * page. `requestHeaders` go on to Next with the page (its Content-Security-Policy among them).
 */
export async function guardRequest(request: NextRequest, outputs: AmplifyOutputsDocument | null, requestHeaders: Headers): Promise<NextResponse> {
  const required = requiredAccessFor(request.nextUrl.pathname);
  if (!required) return NextResponse.next({ request: { headers: requestHeaders } });
  const user = await readSessionUser((name) => request.cookies.get(name)?.value, outputs);
  const decision = decideAccess(required, user);
  let response: NextResponse;
  if (decision === 'sign-in') {
    const { pathname, search } = request.nextUrl;
    response = NextResponse.redirect(new URL(signInPathFor(`${pathname}${search}`), request.url));
  } else if (decision === 'forbidden') {
    response = NextResponse.rewrite(new URL(FORBIDDEN_PAGE, request.url), { status: 403, request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  // A guarded page depends on who asks: never from a shared cache.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
