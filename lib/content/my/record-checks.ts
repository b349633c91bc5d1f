import { lengthError } from './field-rules';
import { isAppealStatus } from './record-options';

/**
 * The checks of the fields a platform ban and a shadowban report share. The evidence holds its
 * text and, on its last line, the picture's reference (lib/storage/evidence-picture), both within
 * one limit, which the form's text box counts down too.
 */
export const EVIDENCE_LIMIT = 2000;

export function evidenceError(value: string): string | undefined {
  return lengthError(value, EVIDENCE_LIMIT, 'your note');
}

export function appealStatusError(value: string): string | undefined {
  return isAppealStatus(value) ? undefined : 'Choose an appeal status';
}
