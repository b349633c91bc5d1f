import type { DataCustomOperation } from '../declaration/data-model';
import type { Actor } from './actor';

/**
 * Whether `actor` may call a custom query or mutation (or start a custom subscription), from the grants its directives declare:
 * AppSync checks the caller's authorization mode against the field's @aws_* directives (and, for
 * user pools, the listed groups); what the handler then reads or writes is its own business.
 */
export function mayCallCustomOperation(operation: Pick<DataCustomOperation, 'grants'>, actor: Actor): boolean {
  return operation.grants.some((grant) => {
    switch (grant.provider) {
      case 'apiKey':
        return actor.mode === 'apiKey';
      case 'iam':
        return actor.mode === 'iam' && (grant.role === undefined || grant.role === actor.role);
      case 'userPools':
        return actor.mode === 'userPool' && (grant.groups === null || grant.groups.some((group) => actor.groups.includes(group)));
    }
  });
}
