import type { PublicDataClient, PublicDataContext } from './public-data';

/** The client's `graphql` for a document it has no types for (its generic typing is too deep to infer here). */
type UntypedClient = {
  graphql(context: PublicDataContext, options: { query: string; variables: Record<string, unknown> }): Promise<{ data?: Record<string, unknown> | null }>;
};

/**
 * A document the site writes itself (aliased gets, a trail's lists side by side), sent through the
 * guest's Data client: its answer's fields, or an `Error` naming the data API's messages.
 */
export async function readUntypedDocument(
  client: PublicDataClient,
  context: PublicDataContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const result = await (client as unknown as UntypedClient).graphql(context, { query, variables }).catch((error: unknown) => {
    throw new Error(`Data API: ${messagesOf(error)}`);
  });
  return result.data ?? {};
}

/** A rejected `client.graphql` carries the answer's errors; anything else is its own message. */
function messagesOf(error: unknown): string {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) return errors.map((entry) => String((entry as { message?: unknown })?.message ?? entry)).join('; ');
  return error instanceof Error ? error.message : String(error);
}
