import { ConfigError } from '../core/config';
import { DEFAULT_ANALYTICS_SETTINGS, loadAnalyticsSettings } from './analytics-settings';

describe('loadAnalyticsSettings', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadAnalyticsSettings({})).toEqual(DEFAULT_ANALYTICS_SETTINGS);
  });

  it('reads the queue limit and write batch size', () => {
    expect(loadAnalyticsSettings({ ANALYTICS_INGEST_QUEUE_LIMIT: '500', ANALYTICS_WRITE_BATCH_SIZE: ' 200 ' })).toEqual({
      ingestQueueLimit: 500,
      writeBatchSize: 200,
    });
  });

  it('lists every bad value at once', () => {
    let problems: string[] = [];
    try {
      loadAnalyticsSettings({ ANALYTICS_INGEST_QUEUE_LIMIT: '99', ANALYTICS_WRITE_BATCH_SIZE: 'many' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'ANALYTICS_INGEST_QUEUE_LIMIT must be a whole number from 100 to 1000000 (got "99")',
      'ANALYTICS_WRITE_BATCH_SIZE must be a whole number from 100 to 1000000 (got "many")',
    ]);
  });
});
