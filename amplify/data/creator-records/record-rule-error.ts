/**
 * A request the creator-record rules refuse, with the AppSync error type the caller gets:
 * `Unauthorized` (someone else's record), `BadRequest` (a field breaks a rule), `NotFound`,
 * `Conflict` (a name already taken, or a record changed meanwhile).
 */
export type RecordRuleErrorType = 'Unauthorized' | 'BadRequest' | 'NotFound' | 'Conflict';

export class RecordRuleError extends Error {
  constructor(
    readonly errorType: RecordRuleErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'RecordRuleError';
  }
}

export const badRequest = (message: string) => new RecordRuleError('BadRequest', message);
