import type { Database } from '../../core/database/database';
import type { DataModels, ModelOperation } from '../declaration/data-model';
import { findModel } from '../declaration/data-model';
import type { Actor } from '../policy/actor';
import { decideAccess, type Access } from '../policy/decide-access';
import type { FieldErrorBudget } from '../protocol/field-error-budget';
import type { ItemPacer } from '../protocol/pace-list-items';
import type { NextTokenCodec } from '../store/next-token';
import { createRelationLoaders, type RelationLoaders } from './relation-loaders';

/** Everything a resolver needs for one GraphQL request. */
export interface DataRequestContext {
  db: Database;
  models: DataModels;
  codec: NextTokenCodec;
  actor: Actor;
  requestId: string;
  now: () => Date;
  /** The authorization layer's answer, asked once per model and operation in a request. */
  accessTo(modelName: string, operation: ModelOperation): Access;
  loaders: RelationLoaders;
  /** Set per run by protocol/run-operation.ts: completes long lists over turns of the event loop. */
  pacer?: ItemPacer;
  /** Set per run by protocol/run-operation.ts: caps the field errors an answer lists. */
  fieldErrors?: FieldErrorBudget;
}

export interface DataServices {
  db: Database;
  models: DataModels;
  codec: NextTokenCodec;
  now?: () => Date;
}

export function createRequestContext(
  services: DataServices,
  actor: Actor,
  requestId: string,
): DataRequestContext {
  const answers = new Map<string, Access>();
  const context: DataRequestContext = {
    db: services.db,
    models: services.models,
    codec: services.codec,
    actor,
    requestId,
    now: services.now ?? (() => new Date()),
    accessTo(modelName, operation) {
      const key = `${modelName}:${operation}`;
      let access = answers.get(key);
      if (!access) {
        access = decideAccess(findModel(services.models, modelName), operation, actor);
        answers.set(key, access);
      }
      return access;
    },
    loaders: undefined as unknown as RelationLoaders,
  };
  context.loaders = createRelationLoaders(context);
  return context;
}
