import { siteOrigin } from '@/lib/seo/site-origin';
import { openDataResponse } from './open-data-response';
import { openDataSchema } from './open-data-schema';
import { OPEN_DATA_SET_BY_NAME, type OpenDataSet } from './open-data-sets';

/** The file a /data/<file> request names: a set's CSV or JSON download, or the schema. */
export async function openDataFile(file: string, searchParams: URLSearchParams): Promise<Response> {
  if (file === 'schema.json') {
    return Response.json(openDataSchema(siteOrigin()), { headers: { 'Cache-Control': 'public, max-age=300' } });
  }
  const match = /^([a-z-]{1,40})\.(csv|json)$/.exec(file);
  const set = match ? OPEN_DATA_SET_BY_NAME.get(match[1] as OpenDataSet['name']) : undefined;
  if (!match || !set) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return openDataResponse(set, match[2] as 'csv' | 'json', searchParams);
}
