import { findSecrets } from './find-secrets';
import type { FuzzAnswer, FuzzRequest } from './fuzz-request';

export const SLOWEST_ANSWER_MS = 2_000;

export interface AnswerRules {
  /** Values no answer may carry. */
  secrets: readonly string[];
  /** 5xx statuses the door may answer (S3's 501 NotImplemented). */
  allowedStatuses?: readonly number[];
}

/** What is wrong with one answer, each line with enough of the request to replay it (empty when nothing). */
export function answerProblems(request: FuzzRequest, answer: FuzzAnswer, rules: AnswerRules): string[] {
  const target = request.headers?.['x-amz-target'];
  const where = `${request.method} ${request.path.slice(0, 160)}${target ? ` (${target.slice(0, 80)})` : ''} [${Object.keys(request.headers ?? {}).join(',')}] body ${request.body?.length ?? 0} B`;
  const problems: string[] = [];
  if (answer.status >= 500 && !rules.allowedStatuses?.includes(answer.status)) problems.push(`${answer.status} for ${where}`);
  if (answer.elapsedMs > SLOWEST_ANSWER_MS) problems.push(`${Math.round(answer.elapsedMs)} ms for ${where}`);
  for (const secret of findSecrets(answer.text, rules.secrets)) problems.push(`secret ${secret} in the answer to ${where}`);
  const expected = request.expect;
  if (!expected) return problems;
  if (expected.statuses && !expected.statuses.includes(answer.status))
    problems.push(`${answer.status || 'closed'} (expected ${expected.statuses.join(' or ')}) for ${where}`);
  if (expected.forbidden?.test(answer.text)) problems.push(`${expected.forbidden} matched the answer (${answer.text.slice(0, 200)}) to ${where}`);
  if (expected.wholeBody && answer.status === 200) {
    const cut = wholeBodyProblem(answer, expected.wholeBody);
    if (cut) problems.push(`a 200 ${cut} for ${where}`);
  }
  return problems;
}

/** Why a 200's body is not a whole download in `format`, or undefined when it is. */
function wholeBodyProblem(answer: FuzzAnswer, format: 'json' | 'csv'): string | undefined {
  if (!answer.isComplete) return `cut short after ${answer.bodyBytes} bytes`;
  // Only what was kept can be read; a longer body was at least complete on the wire.
  if (answer.bodyBytes !== Buffer.byteLength(answer.body)) return undefined;
  if (format === 'csv') return answer.body.endsWith('\n') ? undefined : 'CSV without its last line end';
  try {
    JSON.parse(answer.body);
    return undefined;
  } catch {
    return `JSON that does not parse (ends ${JSON.stringify(answer.body.slice(-80))})`;
  }
}
