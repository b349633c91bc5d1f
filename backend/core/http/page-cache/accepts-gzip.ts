/**
 * Whether Accept-Encoding (RFC 9110 §12.5.3) allows gzip: named (or as x-gzip) with a weight above
 * zero, or covered by `*` when gzip is not named. No header: identity only, as Next's compression has it.
 */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(weight) ? weight : 0);
  }
  const gzip = weights.get('gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}
