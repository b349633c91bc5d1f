import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { QUERY_LIMITS, type QueryLimits } from './query-limits';

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Refuses GraphQL text too long, with too many tokens or nested too deep, before `parse` builds
 * anything: one pass of graphql-js's own lexer, stopped at the first limit passed. A lexing error
 * is thrown as the GraphQLError `parse` would throw.
 */
export function checkDocumentText(text: string, limits: QueryLimits = QUERY_LIMITS): GraphQLError | null {
  if (text.length > limits.maxDocumentLength)
    return new GraphQLError(`The query is longer than ${limits.maxDocumentLength} characters.`);
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let nesting = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    tokens += 1;
    if (tokens > limits.maxTokens)
      return new GraphQLError(`The query has more than ${limits.maxTokens} tokens.`);
    if (OPENING.has(token.kind)) {
      nesting += 1;
      if (nesting > limits.maxNesting)
        return new GraphQLError(
          `The query nests braces, brackets or parentheses more than ${limits.maxNesting} deep.`,
        );
    } else if (CLOSING.has(token.kind)) {
      nesting -= 1;
    }
  }
  return null;
}
