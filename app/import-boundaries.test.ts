/**
 * The layers of shared/STYLE.md ("one way down") are enforced by eslint.config.mjs. A rule that
 * silently stopped resolving imports would pass every file, so this lints small sources with the
 * project's own configuration (ESLint's Node API, in a child process: ESLint loads the .mjs
 * config with a dynamic import, which Jest's module system does not run) and checks that each
 * forbidden import is reported and each allowed one is not.
 */
import { lintTexts } from '@/amplify/lint-texts.test-helper';


type Case = { name: string; file: string; source: string; rule: string | null };

const BOUNDARY = 'import/no-restricted-paths';
const DATA_CLIENT = 'no-restricted-imports';

const CASES: Case[] = [
  { name: 'a route importing backend/ by alias', file: 'app/probe/page.tsx', source: "import { loadBackendConfig } from '@/backend/core/config';\nexport const probe = loadBackendConfig;\n", rule: BOUNDARY },
  { name: 'a component importing backend/ by a relative path', file: 'components/probe/probe.tsx', source: "import { loadBackendConfig } from '../../backend/core/config';\nexport const probe = loadBackendConfig;\n", rule: BOUNDARY },
  { name: 'lib/ loading backend/ lazily', file: 'lib/probe/probe.ts', source: "export const probe = () => import('@/backend/core/config');\n", rule: BOUNDARY },
  { name: 'lib/ re-exporting from backend/', file: 'lib/probe/probe.ts', source: "export { loadBackendConfig } from '@/backend/core/config';\n", rule: BOUNDARY },
  { name: 'middleware importing backend/', file: 'middleware.ts', source: "import { loadBackendConfig } from './backend/core/config';\nexport const probe = loadBackendConfig;\n", rule: BOUNDARY },
  { name: 'backend/ importing lib/', file: 'backend/probe/probe.ts', source: "import { CONTENT_REVALIDATE_SECONDS } from '../../lib/data/cache-tags';\nexport const probe = CONTENT_REVALIDATE_SECONDS;\n", rule: BOUNDARY },
  { name: 'backend/ importing components/', file: 'backend/probe/probe.ts', source: "import { chooseLandingPath } from '@/components/auth/landing-path';\nexport const probe = chooseLandingPath;\n", rule: BOUNDARY },
  { name: 'amplify/ importing backend/', file: 'amplify/probe/probe.ts', source: "import { loadBackendConfig } from '../../backend/core/config';\nexport const probe = loadBackendConfig;\n", rule: BOUNDARY },
  { name: 'amplify/ importing lib/', file: 'amplify/probe/probe.ts', source: "import { CONTENT_REVALIDATE_SECONDS } from '../../lib/data/cache-tags';\nexport const probe = CONTENT_REVALIDATE_SECONDS;\n", rule: BOUNDARY },
  { name: 'lib/ importing components/', file: 'lib/probe/probe.ts', source: "import { chooseLandingPath } from '@/components/auth/landing-path';\nexport const probe = chooseLandingPath;\n", rule: BOUNDARY },
  { name: 'a component importing the Data client', file: 'components/probe/probe.tsx', source: "import { generateClient } from 'aws-amplify/data';\nexport const probe = generateClient;\n", rule: DATA_CLIENT },
  { name: 'a component importing the API category', file: 'components/probe/probe.tsx', source: "import { generateClient } from 'aws-amplify/api';\nexport const probe = generateClient;\n", rule: DATA_CLIENT },
  { name: 'a component reading data through lib/', file: 'components/probe/probe.tsx', source: "import { CONTENT_REVALIDATE_SECONDS } from '@/lib/data/cache-tags';\nexport const probe = CONTENT_REVALIDATE_SECONDS;\n", rule: null },
  { name: 'backend/ importing amplify/ declarations', file: 'backend/probe/probe.ts', source: "import { CACHE_TAGS } from '../../amplify/data/public-refresh';\nexport const probe = CACHE_TAGS;\n", rule: null },
  { name: 'lib/ importing amplify/ declarations', file: 'lib/probe/probe.ts', source: "import { CACHE_TAGS } from '@/amplify/data/public-refresh';\nexport const probe = CACHE_TAGS;\n", rule: null },
  { name: 'a site test starting the real backend', file: 'lib/probe/probe.test.ts', source: "import { loadBackendConfig } from '@/backend/core/config';\nexport const probe = loadBackendConfig;\n", rule: null },
  { name: 'a test-support helper of amplify/ reading the backend', file: 'amplify/functions/test-support/probe.ts', source: "import { loadBackendConfig } from '../../../backend/core/config';\nexport const probe = loadBackendConfig;\n", rule: null },
];


describe('import boundaries (eslint.config.mjs)', () => {
  let reported: string[][] = [];
  beforeAll(() => {
    reported = lintTexts(CASES);
  }, 180_000);

  it.each(CASES.map((testCase, index) => [testCase.name, testCase, index] as const))('%s', (_name, testCase, index) => {
    const rules = reported[index];
    if (testCase.rule) expect(rules).toContain(testCase.rule);
    else expect(rules.filter((rule) => rule === BOUNDARY || rule === DATA_CLIENT)).toEqual([]);
  });
});
