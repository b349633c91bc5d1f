import type { RecordChange } from '../../../amplify/data/realtime/record-changes';
import type { EvidenceFilesPort } from '../../../amplify/data/creator-records/evidence-files-port';
import type { LocalAccountData } from '../custom-operations/account-data';
import type { Database } from '../../core/database/database';
import type { DataModels, ModelOperation } from '../declaration/data-model';
import { findModel } from '../declaration/data-model';
import type { Actor } from '../policy/actor';
import { decideAccess, type Access } from '../policy/decide-access';
import { decideFieldRead, decideWriteGrant, type WriteGrant } from '../policy/decide-field-access';
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
  /** The TCP peer's address (proxies are not trusted: a forwarded header is anyone's to write). */
  clientAddress?: string;
  now: () => Date;
  /** The authorization layer's answer, asked once per model and operation in a request. */
  accessTo(modelName: string, operation: ModelOperation): Access;
  /** The field rules' answer for reading one field, asked once per model and field in a request. */
  fieldReadOf(modelName: string, fieldName: string): Access;
  /** Which input fields a create or an update may set, asked once per model and operation. */
  writeGrantFor(modelName: string, operation: 'create' | 'update'): WriteGrant;
  /** Records a mutation answered with: AppSync answers their guarded fields null (it shields subscribers). */
  mutationResults: WeakSet<object>;
  loaders: RelationLoaders;
  /** Set per run by protocol/run-operation.ts: completes long lists over turns of the event loop. */
  pacer?: ItemPacer;
  /** Set per run by protocol/run-operation.ts: caps the field errors an answer lists. */
  fieldErrors?: FieldErrorBudget;
  /** The bucket's evidence files, for submitMyEvidence (absent where no storage is served). */
  evidenceFiles?: EvidenceFilesPort;
  /** Take my data's ports: the bucket the exports go to, the pool's mailer and users. */
  accountData?: LocalAccountData;
  /**
   * Set by a door that refreshes the public site before it answers (handle-graphql-request.ts):
   * the record changes a mutation announces wait here until that refresh is done, since a reader
   * who hears one reads the page again and must not get the kept copy.
   */
  heldRecordChanges?: RecordChange[];
}

export interface DataServices {
  db: Database;
  models: DataModels;
  codec: NextTokenCodec;
  now?: () => Date;
  evidenceFiles?: EvidenceFilesPort;
  accountData?: LocalAccountData;
}

export function createRequestContext(
  services: DataServices,
  actor: Actor,
  requestId: string,
  clientAddress?: string,
): DataRequestContext {
  const answers = new Map<string, Access>();
  const fieldReads = new Map<string, Map<string, Access>>();
  const grants = new Map<string, WriteGrant>();
  const context: DataRequestContext = {
    db: services.db,
    models: services.models,
    codec: services.codec,
    actor,
    requestId,
    clientAddress,
    now: services.now ?? (() => new Date()),
    evidenceFiles: services.evidenceFiles,
    accountData: services.accountData,
    accessTo(modelName, operation) {
      const key = `${modelName}:${operation}`;
      let access = answers.get(key);
      if (!access) {
        access = decideAccess(findModel(services.models, modelName), operation, actor);
        answers.set(key, access);
      }
      return access;
    },
    fieldReadOf(modelName, fieldName) {
      let byField = fieldReads.get(modelName);
      if (!byField) {
        byField = new Map();
        fieldReads.set(modelName, byField);
      }
      let access = byField.get(fieldName);
      if (!access) {
        access = decideFieldRead(findModel(services.models, modelName), fieldName, actor);
        byField.set(fieldName, access);
      }
      return access;
    },
    writeGrantFor(modelName, operation) {
      const key = `${modelName}:${operation}`;
      let grant = grants.get(key);
      if (!grant) {
        grant = decideWriteGrant(findModel(services.models, modelName), operation, actor);
        grants.set(key, grant);
      }
      return grant;
    },
    mutationResults: new WeakSet(),
    loaders: undefined as unknown as RelationLoaders,
  };
  context.loaders = createRelationLoaders(context);
  return context;
}
