import type { DataRequestContext } from '../operations/request-context';
import { accountDataHandlers } from './account-data';
import { announceRecordChange } from './announce-record-change';
import { analyticsDashboard } from './analytics-dashboard';
import { contentStatisticsHandlers } from './content-statistics';
import { creatorOperationHandlers } from './creator-operations';
import { moderationOperationHandlers } from './moderation-operations';
import { mySignIns } from './my-sign-ins';
import { recordView } from './record-view';
import { searchContent } from './search-content';

/** A custom query or mutation's local implementation: its arguments in, its declared return value out. */
export type CustomOperationHandler = (ctx: DataRequestContext, args: Record<string, unknown>) => Promise<unknown>;
export type CustomOperationHandlers = Record<string, CustomOperationHandler>;

/**
 * The local backend's handler for each custom operation declared in amplify/data/schema.ts (on
 * AWS the declared AppSync JS handlers or functions run instead; both must mean the same thing,
 * and the creator mutations share their rules with the function: amplify/data/creator-records/).
 */
export const CUSTOM_OPERATION_HANDLERS: CustomOperationHandlers = {
  recordView,
  searchContent,
  analyticsDashboard,
  mySignIns,
  announceRecordChange,
  ...accountDataHandlers,
  ...Object.fromEntries(creatorOperationHandlers),
  ...Object.fromEntries(moderationOperationHandlers),
  ...Object.fromEntries(contentStatisticsHandlers),
};
