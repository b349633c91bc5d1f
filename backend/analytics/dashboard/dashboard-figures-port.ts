import type { DashboardFiguresPort } from '../../../amplify/data/analytics/dashboard-query';
import type { Queryable } from '../../core/database/database';
import { queryActivity } from './query-activity';
import { queryTopItems } from './query-top-items';

/**
 * The dashboard's port on the local store's daily figures (kept as events are stored:
 * store/insert-events.ts), so a read costs the range's days and keys, not the events behind them.
 */
export function createDashboardFiguresPort(db: Queryable): DashboardFiguresPort {
  return {
    readActivity: (range) => queryActivity(db, range),
    readTopItems: (range, dimension, limit) => queryTopItems(db, range, dimension, limit),
  };
}
