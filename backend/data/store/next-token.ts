import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a nextToken carries: where the page ended, for which query. */
export interface PagePosition {
  /** The query the token was issued for (model, query field, parent, direction). */
  scope: string;
  /** The sort-key values and id of the last record on the page. */
  after: (string | number)[];
}

export class InvalidNextTokenError extends Error {
  constructor() {
    super('The nextToken is invalid or was issued for a different query.');
    this.name = 'InvalidNextTokenError';
  }
}

/**
 * Opaque, signed page tokens: a client can hand one back but not forge or alter one (a forged
 * token could otherwise start a page anywhere), and a token only works for the query it came from.
 */
export function createNextTokenCodec(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    encode(position: PagePosition): string {
      const payload = Buffer.from(JSON.stringify({ s: position.scope, a: position.after })).toString(
        'base64url',
      );
      return `${payload}.${sign(payload)}`;
    },
    decode(token: string, scope: string): PagePosition {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw new InvalidNextTokenError();
      const expected = Buffer.from(sign(payload));
      const received = Buffer.from(signature);
      if (expected.length !== received.length || !timingSafeEqual(expected, received))
        throw new InvalidNextTokenError();
      let parsed: { s?: unknown; a?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          s?: unknown;
          a?: unknown;
        };
      } catch {
        throw new InvalidNextTokenError();
      }
      const isValid =
        parsed.s === scope &&
        Array.isArray(parsed.a) &&
        parsed.a.every((value) => typeof value === 'string' || typeof value === 'number');
      if (!isValid) throw new InvalidNextTokenError();
      return { scope, after: parsed.a as (string | number)[] };
    },
  };
}

export type NextTokenCodec = ReturnType<typeof createNextTokenCodec>;
