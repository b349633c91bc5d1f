/**
 * A statistics request refused for its arguments. Named BadRequest, so the AWS function's error
 * type is the local backend's errorType; the local handlers turn it into their DataApiError.
 */
export class StatisticsRequestError extends Error {
  readonly errorType = 'BadRequest';
  constructor(message: string) {
    super(message);
    this.name = 'BadRequest';
  }
}

export const refuseStatistics = (message: string) => new StatisticsRequestError(message);

export type StatisticsArgs = Record<string, unknown>;
