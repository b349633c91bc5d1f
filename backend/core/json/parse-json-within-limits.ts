/**
 * JSON from a request, parsed only when its shape is bounded. JSON.parse itself is fast on flat
 * text but holds the event loop for ~150 ms on 1 MB of nested brackets (and the result then
 * overflows the stack of anything that walks it), and ~60 ms on 90,000 distinct keys; a linear
 * scan first refuses both before any parsing happens.
 */
export const JSON_LIMITS = {
  /** Arrays and objects inside each other. */
  maxDepth: 64,
  /** Object members in the whole document (each costs a property insertion). */
  maxMembers: 20_000,
};

export type JsonLimits = typeof JSON_LIMITS;

/** Thrown for text that is not JSON, or JSON past a limit; the message says which. */
export class JsonInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonInputError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;

/** Depth and member count of JSON text, stopping at the first limit passed; strings are skipped. */
export function assertJsonWithinLimits(text: string, limits: JsonLimits = JSON_LIMITS): void {
  let depth = 0;
  let members = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) isInString = false;
      continue;
    }
    if (code === QUOTE) isInString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limits.maxDepth)
        throw new JsonInputError(`The JSON nests deeper than ${limits.maxDepth} levels.`);
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
    else if (code === COLON && ++members > limits.maxMembers) {
      throw new JsonInputError(`The JSON has more than ${limits.maxMembers} object members.`);
    }
  }
}

/** Parses request JSON within `limits`; JsonInputError for bad or oversized shapes. */
export function parseJsonWithinLimits(text: string, limits: JsonLimits = JSON_LIMITS): unknown {
  assertJsonWithinLimits(text, limits);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JsonInputError('The request body is not valid JSON.');
  }
}
