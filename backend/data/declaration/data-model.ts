/**
 * The declaration in amplify/data/ read into plain types: what the GraphQL schema, the store and
 * the authorization layer work from. Built once per process by describe-data-models.ts.
 */

/** GraphQL scalars a model field may have (AppSync's built-ins and AWS scalars). */
export type ScalarTypeName =
  | 'ID'
  | 'String'
  | 'Int'
  | 'Float'
  | 'Boolean'
  | 'AWSDate'
  | 'AWSTime'
  | 'AWSDateTime'
  | 'AWSTimestamp'
  | 'AWSEmail'
  | 'AWSJSON'
  | 'AWSURL'
  | 'AWSPhone'
  | 'AWSIPAddress';

export interface DataField {
  name: string;
  /** A scalar name, or the enum's name when `isEnum`. */
  type: string;
  isEnum: boolean;
  isRequired: boolean;
  isArray: boolean;
  /** For lists: whether the list itself may be null (`[String]` vs `[String]!`). */
  isArrayNullable: boolean;
  /** Set by the server only (managed timestamps, the owner field): never in create/update inputs. */
  isReadOnly: boolean;
  /** Added by the transformer (id, timestamps, owner fields), not declared: no field rule reaches it. */
  isImplicit?: boolean;
  /** The field's own @auth rules (Gen 2's `a.string().authorization(…)`): for this field they replace the model's. */
  rules?: AuthRule[];
  /** Gen 2's `.validate(…)` rules (the transformer's @validate), checked on create and update inputs. */
  validations?: FieldValidation[];
}

/** The @validate rules Gen 2 declares: comparisons for numbers, lengths and patterns for strings. */
export type ValidationType = 'gt' | 'lt' | 'gte' | 'lte' | 'minLength' | 'maxLength' | 'startsWith' | 'endsWith' | 'matches';

export interface FieldValidation {
  type: ValidationType;
  /** The rule's operand, as the SDL spells it (a number's digits, a prefix, a pattern). */
  value: string;
  errorMessage?: string;
}

export type RelationKind = 'belongsTo' | 'hasMany' | 'hasOne';

export interface DataRelation {
  name: string;
  kind: RelationKind;
  relatedModel: string;
  /** belongsTo: fields on this model holding the related id; hasMany/hasOne: fields on the related model pointing here. */
  referenceFields: string[];
  /** The relationship field's own @auth rules, as on a scalar field. */
  rules?: AuthRule[];
}

export interface DataIndex {
  /** Gen 2's index name, e.g. `briefsBySlug`. */
  name: string;
  /** The query field the index answers, e.g. `listBriefBySlug`. */
  queryField: string;
  partitionKey: string;
  sortKeys: string[];
}

export type AuthStrategy = 'public' | 'private' | 'owner' | 'groups';
export type AuthProvider = 'apiKey' | 'userPools' | 'iam' | 'oidc' | 'function';
/** What a rule may grant; Gen 2's `read` is get and list (index queries and related lists are lists). */
export type ModelOperation = 'create' | 'get' | 'list' | 'update' | 'delete';

export interface AuthRule {
  strategy: AuthStrategy;
  provider: AuthProvider;
  operations: ModelOperation[];
  /** owner rules: the field holding the owner. */
  ownerField?: string;
  /** owner rules: the token claims the owner value is made of, e.g. ['sub', 'username']. */
  identityClaims?: string[];
  /** groups rules: the groups allowed. */
  groups?: string[];
  /** groups rules: the claim listing the caller's groups. */
  groupClaim?: string;
}

export interface DataModel {
  name: string;
  /** As the client builds operation names: `list${pluralName}`. */
  pluralName: string;
  primaryKey: string;
  /** Scalar and enum fields in declaration order, with id, owner fields and timestamps. */
  fields: DataField[];
  relations: DataRelation[];
  indexes: DataIndex[];
  rules: AuthRule[];
  /** Managed timestamps: set on create (createdAt) and on every write (updatedAt) unless given. */
  timestamps: { createdAt: string; updatedAt: string };
  /** Gen 2's disableOperations(['subscriptions']) (`@model(subscriptions: null)`). */
  areSubscriptionsDisabled?: boolean;
  /** Gen 2's disableOperations(['mutations']) (`@model(mutations: null)`): no create, update or delete. */
  areMutationsDisabled?: boolean;
}

export interface DataEnum {
  name: string;
  values: string[];
}

/** A non-model type of the declaration (`a.customType`), used by custom operations. */
export interface DataCustomType {
  name: string;
  /** `type` names a scalar, an enum (`isEnum`), another custom type or a model. */
  fields: DataField[];
}

/**
 * Who may call a custom operation, from its AppSync directives: @aws_api_key, @aws_iam, and
 * @aws_cognito_user_pools (any signed-in user, or only members of `groups`).
 */
export type CustomOperationGrant =
  | { provider: 'apiKey' }
  /** `role`: only guests' or only signed-in identities' credentials (Gen 2's allow.guest() / allow.authenticated('identityPool')). */
  | { provider: 'iam'; role?: 'authenticated' | 'unauthenticated' }
  | { provider: 'userPools'; groups: string[] | null };

/** A custom query or mutation (`a.query()` / `a.mutation()`), served by a handler of its own. */
export interface DataCustomOperation {
  kind: 'query' | 'mutation';
  name: string;
  arguments: DataField[];
  returns: DataField;
  grants: CustomOperationGrant[];
}

/**
 * A custom subscription (Gen 2's `a.subscription().for(a.ref('<mutation>'))`, the transformer's
 * `@aws_subscribe(mutations: [...])`): each successful call of one of `mutations` through the API
 * is an event carrying that mutation's result, for callers its grants let in.
 */
export interface DataCustomSubscription {
  name: string;
  mutations: string[];
  /** AppSync's argument filters: an event goes out only where each one given equals the result's field of that name. */
  arguments: DataField[];
  returns: DataField;
  grants: CustomOperationGrant[];
}

export interface DataModels {
  models: DataModel[];
  enums: DataEnum[];
  customTypes: DataCustomType[];
  customOperations: DataCustomOperation[];
  /** Absent in declarations without any. */
  customSubscriptions?: DataCustomSubscription[];
}

export function findModel(models: DataModels, name: string): DataModel {
  const model = models.models.find((candidate) => candidate.name === name);
  if (!model) throw new Error(`The data declaration has no model ${name}.`);
  return model;
}
