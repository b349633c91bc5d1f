import type { DocumentNode, GraphQLError } from 'graphql';

export interface CachedDocument {
  document?: DocumentNode;
  /** Syntax or validation errors: the same text always fails the same way. */
  errors?: readonly GraphQLError[];
}

/**
 * Parsed and validated documents by their text. Clients send the same few operations again and
 * again, so parsing and validating once per text keeps them off the hot path. Least recently
 * used entries go first.
 */
export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();

  constructor(private readonly capacity = 500) {}

  get(text: string): CachedDocument | undefined {
    const entry = this.entries.get(text);
    if (entry) {
      this.entries.delete(text);
      this.entries.set(text, entry);
    }
    return entry;
  }

  set(text: string, entry: CachedDocument): void {
    this.entries.set(text, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
