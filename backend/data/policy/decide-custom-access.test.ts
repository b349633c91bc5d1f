import type { DataCustomOperation } from '../declaration/data-model';
import { loadDataDeclaration } from '../declaration/load-declaration';
import type { Actor } from './actor';
import { mayCallCustomOperation } from './decide-custom-access';

const guest: Actor = { mode: 'apiKey' };
const iamGuest: Actor = { mode: 'iam', role: 'unauthenticated', identityId: 'us-west-2:g', sub: null, groups: [] };
const member: Actor = { mode: 'userPool', sub: 's', username: 's', groups: [], claims: {} };
const admin: Actor = { mode: 'userPool', sub: 'a', username: 'a', groups: ['ADMINS'], claims: {} };

function operation(grants: DataCustomOperation['grants']): DataCustomOperation {
  const returns = { name: 'x', type: 'String', isEnum: false, isRequired: false, isArray: false, isArrayNullable: false, isReadOnly: false };
  return { kind: 'query', name: 'x', arguments: [], returns, grants };
}

describe('who may call a custom operation', () => {
  it('lets guests with the API key and signed-in users record a view, as declared', () => {
    const recordView = loadDataDeclaration().models.customOperations.find((op) => op.name === 'recordView');
    expect(recordView?.grants).toEqual([{ provider: 'apiKey' }, { provider: 'userPools', groups: null }]);
    expect(mayCallCustomOperation(recordView!, guest)).toBe(true);
    expect(mayCallCustomOperation(recordView!, member)).toBe(true);
    expect(mayCallCustomOperation(recordView!, iamGuest)).toBe(false);
  });

  it('lets only members of the listed groups call a group-guarded operation', () => {
    const adminsOnly = operation([{ provider: 'userPools', groups: ['ADMINS'] }]);
    expect(mayCallCustomOperation(adminsOnly, admin)).toBe(true);
    expect(mayCallCustomOperation(adminsOnly, member)).toBe(false);
    expect(mayCallCustomOperation(adminsOnly, guest)).toBe(false);
  });

  it('lets identity-pool callers in only through @aws_iam', () => {
    expect(mayCallCustomOperation(operation([{ provider: 'iam' }]), iamGuest)).toBe(true);
    expect(mayCallCustomOperation(operation([{ provider: 'iam' }]), guest)).toBe(false);
  });
});
