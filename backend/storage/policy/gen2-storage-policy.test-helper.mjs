// Runs Gen 2's own StorageAccessOrchestrator (the code `ampx` uses to turn defineStorage's access
// rules into IAM policies) over an access callback, with stand-ins for the roles and the policy
// factory, and prints what each role would be granted. Run with `node --import tsx`.
// Usage: node --import tsx gen2-storage-policy.test-helper.mjs <module exporting the callback> <export name>
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const libDir = dirname(require.resolve('@aws-amplify/backend-storage'));
const { StorageAccessOrchestrator } = await import(pathToFileURL(join(libDir, 'storage_access_orchestrator.js')).href);
const [modulePath, exportName] = process.argv.slice(2);
const access = (await import(pathToFileURL(resolve(modulePath)).href))[exportName];

const policies = {};
const acceptorFor = (role) => ({ identifier: role, acceptResourceAccess: (policy) => (policies[role] = policy) });
const getInstanceProps = {
  constructContainer: { getConstructFactory: () => ({ getInstance: () => ({ getResourceAccessAcceptor: acceptorFor }) }) },
};
const policyFactory = {
  createPolicy: (accessMap) =>
    Object.fromEntries([...accessMap].map(([action, { allow, deny }]) => [action, { allow: [...allow].sort(), deny: [...deny].sort() }])),
};
const paths = new StorageAccessOrchestrator(access, getInstanceProps, [], policyFactory).orchestrateStorageAccess();
process.stdout.write(JSON.stringify({ policies, paths }));
