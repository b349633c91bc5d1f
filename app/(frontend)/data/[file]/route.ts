import { openDataFile } from '@/lib/open-data/open-data-files';

export const dynamic = 'force-dynamic';

// GET /data/<set>.csv, /data/<set>.json (every public record, streamed; ?since= for changes) and /data/schema.json.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return openDataFile((await params).file, new URL(request.url).searchParams);
}
