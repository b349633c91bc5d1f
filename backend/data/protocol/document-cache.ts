import type { DocumentNode, GraphQLError } from 'graphql';

export interface CachedDocument {
  document?: DocumentNode;
  /** Syntax or validation errors: the same text always fails the same way. */
  errors?: readonly GraphQLError[];
}

/**
 * Characters of text the cache holds at most. A document's syntax tree takes memory in proportion
 * to its text, so a count alone would let 500 documents near the length limit (query-limits.ts)
 * hold hundreds of MB; clients' real operations are a few KB each and stay far below this.
 */
const DEFAULT_MAX_CHARACTERS = 2_000_000;

/**
 * Parsed and validated documents by their text. Clients send the same few operations again and
 * again, so parsing and validating once per text keeps them off the hot path. Least recently
 * used entries go first.
 */
export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();
  private characters = 0;

  constructor(
    private readonly capacity = 500,
    private readonly maxCharacters = DEFAULT_MAX_CHARACTERS,
  ) {}

  get(text: string): CachedDocument | undefined {
    const entry = this.entries.get(text);
    if (entry) {
      this.entries.delete(text);
      this.entries.set(text, entry);
    }
    return entry;
  }

  set(text: string, entry: CachedDocument): void {
    if (text.length > this.maxCharacters) return;
    if (!this.entries.has(text)) this.characters += text.length;
    this.entries.set(text, entry);
    while (this.entries.size > this.capacity || this.characters > this.maxCharacters) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.characters -= oldest.length;
    }
  }
}
