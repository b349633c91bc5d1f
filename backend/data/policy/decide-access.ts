import type { DataModel, ModelOperation } from '../declaration/data-model';
import { accessThrough, type Access } from './access';
import type { Actor } from './actor';
import { canRoleDo, modelRolesOf } from './model-roles';

export { isOwnedBy, type Access, type OwnerCondition } from './access';

/**
 * What `actor` may do with `operation` on `model`, as AppSync's resolvers decide it: a role that
 * may do it to at least one field lets the caller in (field rules then decide field by field),
 * while a delete takes a role that may delete every field.
 */
export function decideAccess(model: DataModel, operation: ModelOperation, actor: Actor): Access {
  const roles = modelRolesOf(model);
  const admitting = roles.roles.filter((role) => canRoleDo(roles, role, operation, operation === 'delete'));
  return accessThrough(
    admitting.map((role) => role.rule),
    actor,
  );
}
