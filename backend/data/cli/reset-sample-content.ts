// npx tsx backend/data/cli/reset-sample-content.ts [--wipe] – restores the sample content (see RESET_USAGE).
import { runResetSampleContent } from './reset-sample-content-command';

runResetSampleContent(process.argv.slice(2), process.env).then(
  ({ exitCode, output }) => {
    (exitCode === 0 ? console.log : console.error)(output);
    process.exit(exitCode);
  },
  (error: unknown) => {
    console.error('reset-sample-content failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
