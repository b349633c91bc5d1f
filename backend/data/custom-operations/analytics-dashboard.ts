import { DashboardArgumentError } from '../../../amplify/data/analytics/dashboard-figures';
import { answerDashboard } from '../../../amplify/data/analytics/dashboard-query';
import { createDashboardFiguresPort } from '../../analytics';
import { DataApiError } from '../operations/data-api-error';
import type { CustomOperationHandler } from '.';

/**
 * analyticsDashboard (ADMINS; the field's grant is checked before this runs): the rules of
 * amplify/data/analytics/dashboard-query.ts over the daily figures the analytics service keeps in
 * the same database. On AWS the analyticsDashboard function runs them over the aggregator's items.
 */
export const analyticsDashboard: CustomOperationHandler = async (ctx, args) => {
  try {
    return await answerDashboard(createDashboardFiguresPort(ctx.db), args, ctx.now());
  } catch (error) {
    if (error instanceof DashboardArgumentError) throw new DataApiError('BadRequest', error.message);
    throw error;
  }
};
