import { JSON_CONTENT_TYPE } from '@/lib/constants/security';
import { siteOrigin } from '@/lib/seo/site-origin';

export type Refusal = { status: 403 | 415; message: string };

/**
 * Why a request that changes something must be refused, or null: it has to come from the site's
 * own pages (the origin browsers use, PUBLIC_URL) and carry JSON. A cross-site form can neither
 * set an Origin of ours nor send application/json without a CORS preflight, which nothing here
 * grants, so a signed-in visitor's cookies cannot be used against them from another site.
 */
export function refusalOf(headers: Headers, origin: string = siteOrigin()): Refusal | null {
  if (headers.get('sec-fetch-site') === 'cross-site') return { status: 403, message: 'Requests from other sites are refused.' };
  const from = headers.get('origin') ?? originOfReferer(headers.get('referer'));
  if (!from) return { status: 403, message: 'The request must say where it comes from (Origin or Referer).' };
  if (from !== origin) return { status: 403, message: 'Requests from other origins are refused.' };
  const type = headers.get('content-type')?.split(';', 1)[0].trim().toLowerCase();
  if (type !== JSON_CONTENT_TYPE) return { status: 415, message: `The body must be ${JSON_CONTENT_TYPE}.` };
  return null;
}

/**
 * A route handler for a state-changing JSON request: refused (403/415, JSON error) unless
 * `refusalOf` lets it through, 400 for a body that is not JSON (or that never arrived in full),
 * else `handle` with the parsed body.
 */
export function jsonPostHandler(handle: (body: unknown, request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await answer(request, handle);
    // The middleware (which sets the site's headers) does not run for the API.
    response.headers.set('X-Content-Type-Options', 'nosniff');
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

async function answer(request: Request, handle: (body: unknown, request: Request) => Promise<Response>): Promise<Response> {
  const refusal = refusalOf(request.headers);
  if (refusal) return Response.json({ message: refusal.message }, { status: refusal.status });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: 'The body is not valid JSON.' }, { status: 400 });
  }
  return handle(body, request);
}

function originOfReferer(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
