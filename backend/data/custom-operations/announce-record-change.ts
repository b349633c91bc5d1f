import { readRecordChange } from '../../../amplify/data/realtime/record-changes';
import type { CustomOperationHandler } from '.';
import { asDataApiError } from './creator-operations';

/**
 * announceRecordChange, as AppSync's NONE data source answers it (an ADMINS caller's hint: pages
 * that hear it read the record again). Its subscribers hear the answer through the resolver
 * (custom-operation-fields.ts); the rules' own announcements need no call of it.
 */
export const announceRecordChange: CustomOperationHandler = async (_ctx, args) => {
  try {
    return readRecordChange(args);
  } catch (error) {
    throw asDataApiError(error);
  }
};
