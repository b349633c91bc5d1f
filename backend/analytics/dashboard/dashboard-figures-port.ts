import type { DashboardFiguresPort } from '../../../amplify/data/analytics/dashboard-query';
import type { Queryable } from '../../core/database/database';
import { readRollups } from '../store/month-rollups';
import { queryActivity } from './query-activity';
import { queryTopItems } from './query-top-items';

/**
 * The dashboard's port on the local store's daily figures (kept as events are stored:
 * store/insert-events.ts), weekly and monthly roll-ups and runs (store/month-rollups.ts), so a
 * read costs the range's days, weeks, months and keys, not the events behind them.
 */
export function createDashboardFiguresPort(db: Queryable): DashboardFiguresPort {
  return {
    readActivity: (range) => queryActivity(db, range),
    readRollups: (spans) => readRollups(db, spans),
    readTopItems: (range, reading, dimension, limit) => queryTopItems(db, range, reading, dimension, limit),
  };
}
