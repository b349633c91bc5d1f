import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { storageAccess, type StorageAccess } from '../../../amplify/storage/access';
import { PROJECT_ROOT } from '../../core/project-root';
import { compileStoragePolicy, type StoragePolicy } from './compile-storage-policy';
import { nestedAccess } from './nested-paths.fixture';

jest.setTimeout(60_000);

/** Gen 2's role names for the local ones. */
const GEN2_ROLES: Record<string, string> = { guest: 'unauthenticatedUserIamRole', authenticated: 'authenticatedUserIamRole' };

function runGen2Orchestrator(modulePath: string, exportName: string): { policies: unknown; paths: unknown } {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'gen2-storage-policy.test-helper.mjs'), modulePath, exportName],
    { cwd: PROJECT_ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as { policies: unknown; paths: unknown };
}

function asGen2Policies(policy: StoragePolicy): unknown {
  return Object.fromEntries(
    [...policy.roles].map(([role, actions]) => [
      GEN2_ROLES[role] ?? role.replace(/^group:/, ''),
      Object.fromEntries([...actions].map(([action, { allow, deny }]) => [action, { allow: [...allow].sort(), deny: [...deny].sort() }])),
    ]),
  );
}

const groups = [
  { name: 'ADMINS', precedence: 0 },
  { name: 'MODERATORS', precedence: 1 },
  { name: 'EDITORS', precedence: 2 },
];

describe('compileStoragePolicy', () => {
  it.each<[string, StorageAccess, string, string]>([
    ['the declared rules', storageAccess, 'amplify/storage/access.ts', 'storageAccess'],
    ['rules with a nested path, two groups and an owner folder', nestedAccess, 'backend/storage/policy/nested-paths.fixture.ts', 'nestedAccess'],
  ])('reads %s exactly as the policies ampx would attach to each role', (_name, access, modulePath, exportName) => {
    const local = compileStoragePolicy(access, { groups, isGuestAccessEnabled: true });
    const gen2 = runGen2Orchestrator(modulePath, exportName);
    expect(asGen2Policies(local)).toEqual(gen2.policies);
    expect(local.paths).toEqual(gen2.paths);
  });

  it('gives guests no role when the identity pool refuses unauthenticated identities', () => {
    const policy = compileStoragePolicy(storageAccess, { groups, isGuestAccessEnabled: false });
    expect(policy.roles.has('guest')).toBe(false);
  });

  it('refuses rules for a group defineAuth does not declare, and paths ampx would refuse', () => {
    expect(() => compileStoragePolicy(nestedAccess, { groups: [{ name: 'ADMINS', precedence: 0 }], isGuestAccessEnabled: true })).toThrow(
      /names group EDITORS, which defineAuth does not declare/,
    );
    const badPaths: StorageAccess = (allow) => ({ 'media/*': [allow.guest.to(['read'])], 'media/{entity_id}/*': [allow.entity('identity').to(['read'])] });
    expect(() => compileStoragePolicy(badPaths, { groups, isGuestAccessEnabled: true })).toThrow(/no other path may be a prefix of a path holding/);
  });
});
