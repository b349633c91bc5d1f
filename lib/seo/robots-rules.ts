import type { MetadataRoute } from 'next';

/** Areas with nothing for search engines: signed-in pages, the sign-in screens, and the APIs. */
export const DISALLOWED_PATHS = ['/admin', '/me', '/auth/', '/extra-pages/', '/api/', '/_aws/', '/merchandise/account', '/merchandise/checkout', '/merchandise/cart'];

export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
