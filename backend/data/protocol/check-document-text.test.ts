import { GraphQLError } from 'graphql';
import { checkDocumentText } from './check-document-text';
import { QUERY_LIMITS } from './query-limits';

/** `{ a a a … }`: two braces and `fields` names. */
const flat = (fields: number) => `{ ${'a '.repeat(fields)}}`;
const nested = (levels: number) => `${'{ a '.repeat(levels)}${'}'.repeat(levels)}`;

describe('checking the text of a document before parsing it', () => {
  it('accepts a document of as many tokens as the limit and refuses one more', () => {
    expect(checkDocumentText(flat(QUERY_LIMITS.maxTokens - 2))).toBeNull();
    expect(checkDocumentText(flat(QUERY_LIMITS.maxTokens - 1))?.message).toBe(
      `The query has more than ${QUERY_LIMITS.maxTokens} tokens.`,
    );
  });

  it('does not count comments, which cost the lexer no more than the characters they hold', () => {
    expect(checkDocumentText(`${flat(QUERY_LIMITS.maxTokens - 2)}\n${'# note\n'.repeat(5_000)}`)).toBeNull();
  });

  it('accepts braces, brackets and parentheses nested as deep as the limit and refuses one more', () => {
    expect(checkDocumentText(nested(QUERY_LIMITS.maxNesting))).toBeNull();
    expect(checkDocumentText(nested(QUERY_LIMITS.maxNesting + 1))?.message).toBe(
      `The query nests braces, brackets or parentheses more than ${QUERY_LIMITS.maxNesting} deep.`,
    );
    const list = (levels: number) => `{ f(a: ${'['.repeat(levels)}${']'.repeat(levels)}) }`;
    expect(checkDocumentText(list(QUERY_LIMITS.maxNesting - 2))).toBeNull();
    expect(checkDocumentText(list(QUERY_LIMITS.maxNesting))).not.toBeNull();
  });

  it('refuses a text over the length limit without lexing it', () => {
    expect(checkDocumentText(`{ a }${' '.repeat(QUERY_LIMITS.maxDocumentLength)}`)?.message).toBe(
      `The query is longer than ${QUERY_LIMITS.maxDocumentLength} characters.`,
    );
  });

  it('stops at the first token past the limit, however long the rest', () => {
    // A million-token text (over the length limit too, so given a larger one here) is refused early.
    const limits = { ...QUERY_LIMITS, maxDocumentLength: Infinity, maxTokens: 10 };
    expect(checkDocumentText(`${flat(10)}${' ¿'.repeat(1_000_000)}`, limits)?.message).toBe(
      'The query has more than 10 tokens.',
    );
  });

  it('throws the syntax error parse would throw for text that does not lex', () => {
    expect(() => checkDocumentText('{ a "unterminated }')).toThrow(GraphQLError);
    expect(() => checkDocumentText('{ a "unterminated }')).toThrow(/Syntax Error: Unterminated string/);
  });
});
