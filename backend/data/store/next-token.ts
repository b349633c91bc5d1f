import { createHmac, timingSafeEqual } from 'node:crypto';
import { RefusalError } from './refusal-error';

/** What a nextToken carries: where the page ended, for which query. */
export interface PagePosition {
  /** The query the token was issued for (model, query field, parent, direction). */
  scope: string;
  /** The sort-key values and id of the last record on the page. */
  after: (string | number)[];
}

export class InvalidNextTokenError extends RefusalError {
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
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw new InvalidNextTokenError();
      }
      // Only the payload's own members count: `null`, a list or `{"__proto__": …}` is no position.
      const scopeGiven = isObject(parsed) && Object.hasOwn(parsed, 's') ? parsed.s : undefined;
      const after = isObject(parsed) && Object.hasOwn(parsed, 'a') ? parsed.a : undefined;
      const isValid =
        scopeGiven === scope &&
        Array.isArray(after) &&
        after.every((value) => typeof value === 'string' || typeof value === 'number');
      if (!isValid) throw new InvalidNextTokenError();
      return { scope, after: after as (string | number)[] };
    },
  };
}

export type NextTokenCodec = ReturnType<typeof createNextTokenCodec>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
