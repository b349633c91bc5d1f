import { relative } from 'node:path';
import TestSequencer from '@jest/test-sequencer';

/**
 * The suites that take minutes, longest first, with their seconds alone on a loaded 2-core machine
 * (`time npx jest <file>`, November 2026; a rough order is all that matters). Jest orders a
 * run by each file's duration from its cache, and without one by file size: CI's fresh clone has no
 * cache, so a short file with a long test started last and kept one worker busy for minutes after
 * the other had finished. These start first; every other file keeps Jest's own order after them.
 */
const SLOW_SUITES = new Map([
  ['amplify/functions/figures-aggregator/commit-in-parts-500.test.ts', 300],
  ['backend/backup/backup.test.ts', 130],
  ['amplify/functions/figures-aggregator/figures-aggregator.test.ts', 100],
  ['amplify/functions/content-statistics/content-statistics-parity.test.ts', 80],
  ['amplify/functions/content-statistics/open-data-parity.test.ts', 75],
  ['amplify/synth.test.ts', 70],
  ['amplify/functions/shared/split-commit.test.ts', 70],
  ['amplify/functions/figures-aggregator/commit-in-parts.test.ts', 50],
]);

export default class SlowFirstSequencer extends TestSequencer {
  sort(tests) {
    const weight = (test) => SLOW_SUITES.get(relative(test.context.config.rootDir, test.path).split('\\').join('/')) ?? 0;
    return super
      .sort(tests)
      .map((test, index) => ({ test, index }))
      .sort((a, b) => weight(b.test) - weight(a.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}
