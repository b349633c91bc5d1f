/**
 * Every limit a GraphQL request meets before and while it runs, in one place. One event loop
 * serves the whole site, so each bound keeps some step of graphql-js (or of ours) linear and
 * small: no document of at most 1 MB costs more than a few tens of milliseconds before it runs.
 */
export const QUERY_LIMITS = {
  /** Characters of GraphQL text. */
  maxDocumentLength: 100_000,
  /** Lexer tokens, counted before parse (graphql-js 15 has no maxTokens): bounds parsing and the AST. */
  maxTokens: 10_000,
  /** Braces, brackets and parentheses open at once: graphql-js parses and walks values recursively. */
  maxNesting: 64,
  /** Operation definitions in one document: several rules work per operation and fragment pair. */
  maxOperations: 20,
  /** Fragment definitions in one document: validation compares fragments pairwise. */
  maxFragments: 50,
  /**
   * Fields one selection set holds, counting its inline fragments and every fragment it spreads
   * (each spread in full, so fragments that spread others twice add up as they would expand):
   * OverlappingFieldsCanBeMergedRule compares the fields it collects pairwise.
   */
  maxFieldsPerSelection: 250,
  /**
   * Pairs of fields sharing a response name, over the whole document (a name selected n times
   * makes n(n-1)/2): the pairs that rule may compare, each at most once.
   */
  maxSameNamePairs: 10_000,
  /** Aliases in a document: aliases make new response names, which the rule above cannot see coming. */
  maxAliases: 100,
  /** Directives in a document (each is checked per location, and @include/@skip per execution). */
  maxDirectives: 50,
  /** Arguments of one field or directive: the rule compares the arguments of same-named fields pairwise. */
  maxArguments: 20,
  /** Nesting of lists and input objects in an argument literal or in the variables. */
  maxValueDepth: 32,
  /**
   * Values (objects, lists and scalars) in the argument literals of a document, and again in the
   * variables: validating and coercing an input object costs µs per field of its type.
   */
  maxInputValues: 1_000,
  /** Validation stops after this many errors (each error's location is found by scanning the text). */
  maxValidationErrors: 20,
  /** Nesting of selection sets (listProfiles { items { briefs { items { profile { id } } } } } is 6). */
  maxDepth: 12,
  /** Fields the answer may resolve, counting each list field as `limit` of its items (100 by default). */
  maxCost: 200_000,
  /**
   * Fields of list items completed in one turn of the event loop; items past it wait for the
   * next turn (see pace-list-items.ts), so a large answer never holds the loop for long.
   */
  fieldsPerTurn: 5_000,
  /** Field errors one answer lists; past them a failing field answers null and is only counted. */
  maxFieldErrors: 100,
  /** AppSync's hard limit for one request; past it the answer is an ExecutionTimeout error. */
  timeoutMs: 30_000,
};

export type QueryLimits = typeof QUERY_LIMITS;
