import { isArtworkKind, isArtworkName, renderArtwork } from '@/lib/artwork/render-artwork';

// GET /artwork/{kind}/{name}.svg – generated artwork for sample data, cached for a year.
export async function GET(_request: Request, context: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await context.params;
  const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
  if (!isArtworkKind(kind) || !isArtworkName(name)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  return new Response(renderArtwork(kind, name), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
