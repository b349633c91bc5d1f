/** What every Amplify Data call answers: the record(s), or GraphQL errors (possibly both). */
export type DataResult<T> = { data?: T | null; errors?: readonly { message: string; errorType?: string }[] | null };

/** A Data call that failed, with the server's words (e.g. "Not Authorized to access createStream on type Mutation"). */
export class DataRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataRequestError';
  }
}

/** The data of a call that may find nothing (a get by id): null then; GraphQL errors throw as in unwrapDataResult. */
export function unwrapOptionalResult<T>(result: DataResult<T>, action: string): T | null {
  const messages = (result.errors ?? []).map((error) => error.message).filter(Boolean);
  if (messages.length > 0) throw new DataRequestError(`Could not ${action}: ${[...new Set(messages)].join('; ')}`);
  return result.data ?? null;
}

/** The data of a call, or a DataRequestError that says what `action` was and why it failed. */
export function unwrapDataResult<T>(result: DataResult<T>, action: string): T {
  const data = unwrapOptionalResult(result, action);
  if (data === null) throw new DataRequestError(`Could not ${action}: the server sent nothing back.`);
  return data;
}

/**
 * Runs a Data call and unwraps it; a call that throws (network down, no configuration) becomes a
 * DataRequestError with the same kind of sentence, so forms show one kind of message.
 */
export async function runDataCall<T>(action: string, call: () => Promise<DataResult<T>>): Promise<T> {
  let result: DataResult<T>;
  try {
    result = await call();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataRequestError(`Could not ${action}: ${reason || 'the request failed'}.`);
  }
  return unwrapDataResult(result, action);
}

/** A refused save that belongs to one field (a slug or name already taken): the form shows it there. */
export class FieldProblem extends DataRequestError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldProblem';
  }
}
