import { GraphQLError, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { checkDocumentShape } from './check-document-shape';
import { checkDocumentText } from './check-document-text';
import type { CachedDocument, DocumentCache } from './document-cache';
import { QUERY_LIMITS } from './query-limits';

/**
 * The parsed and validated document for a text, or the errors that refuse it, cached by text.
 * Each step graphql-js would take super-linear time in is guarded by a linear check before it:
 * the text (length, tokens, nesting) before `parse`, the document's shape before `validate`, and
 * validation stops after a few errors.
 */
export function prepareDocument(schema: GraphQLSchema, cache: DocumentCache, text: string): CachedDocument {
  let cached = cache.get(text);
  if (cached) return cached;
  let textRefusal: GraphQLError | null;
  try {
    textRefusal = checkDocumentText(text);
  } catch (error) {
    textRefusal = asGraphqlError(error);
  }
  // Refused texts are not kept: checking them again is cheap, and they would crowd out real ones.
  if (textRefusal) return { errors: [textRefusal] };
  cached = readDocument(schema, text);
  cache.set(text, cached);
  return cached;
}

function readDocument(schema: GraphQLSchema, text: string): CachedDocument {
  try {
    const document = parse(text);
    const shapeRefusal = checkDocumentShape(document);
    if (shapeRefusal) return { errors: [shapeRefusal] };
    const errors = validate(schema, document, specifiedRules, undefined, {
      maxErrors: QUERY_LIMITS.maxValidationErrors,
    });
    return errors.length > 0 ? { errors } : { document };
  } catch (error) {
    return { errors: [asGraphqlError(error)] };
  }
}

function asGraphqlError(error: unknown): GraphQLError {
  return error instanceof GraphQLError ? error : new GraphQLError(String(error));
}
