import { getOperationAST, Kind, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values';
import { isPublicModel, LISTINGS_OF_MODEL, permalinkPathOf, TAGS_OF_MODEL, type PublicModel } from '../../../amplify/data/public-refresh';
import type { PublicChange } from '../../core/revalidation/content-changes';
import type { DocumentCache } from './document-cache';
import type { GraphqlRequestBody } from './execute-graphql';
import { prepareDocument } from './prepare-document';

/** What one successful mutation changed on the public site: the models, and the record when its page is known. */
type Touched = { models: PublicModel[]; record?: { model: string; id: string } };
type TouchedBy = (args: Record<string, unknown>) => Touched | null;

const TRAIL_MODELS: PublicModel[] = ['PlatformBan', 'ShadowbanExperience'];
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** A mutation naming its record as `model` and `id` (moderation) or `recordModel` and `recordId` (a record's trail). */
const namedRecord =
  (modelField: string, idField: string): TouchedBy =>
  (args) => {
    const model = args[modelField];
    if (!isPublicModel(model)) return null;
    const id = text(args[idField]);
    return { models: [model], record: id ? { model, id } : undefined };
  };
/** A creator's save or deletion of one record of `model`, by `id` (absent for a new record). */
const ownRecord =
  (model: PublicModel): TouchedBy =>
  (args) => {
    const id = text(args.id);
    return { models: [model], record: id ? { model, id } : undefined };
  };

/**
 * The custom mutations that change what public pages show. Reports, replies waiting for a
 * moderator, contact messages and views change nothing a visitor sees, so they cost nothing.
 */
const PUBLIC_MUTATIONS: ReadonlyMap<string, TouchedBy> = new Map<string, TouchedBy>([
  ['hideRecord', namedRecord('model', 'id')],
  ['restoreRecord', namedRecord('model', 'id')],
  ['setFeatured', namedRecord('model', 'id')],
  ['setRecordVerification', namedRecord('recordModel', 'recordId')],
  ['addMyAppealEvent', namedRecord('recordModel', 'recordId')],
  ['submitMyEvidence', namedRecord('recordModel', 'recordId')],
  // Named by the item's id alone: either kind of record's pages.
  ['deleteMyAppealEvent', () => ({ models: TRAIL_MODELS })],
  // A declined reply never showed.
  ['decideRecordReply', (args) => (args.publish === true ? { models: TRAIL_MODELS } : null)],
  ['saveMyProfile', () => ({ models: ['Profile'] })],
  ['saveMyBrief', ownRecord('Brief')],
  ['deleteMyBrief', ownRecord('Brief')],
  ['saveMyPlatformBan', ownRecord('PlatformBan')],
  ['deleteMyPlatformBan', ownRecord('PlatformBan')],
  ['saveMyShadowbanReport', ownRecord('ShadowbanExperience')],
  ['deleteMyShadowbanReport', ownRecord('ShadowbanExperience')],
  // Leaving the site takes a profile, its briefs and records, or leaves the records anonymised.
  ['leaveMyAccount', () => ({ models: ['Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience'] })],
]);

/** The generated createX / updateX / deleteX of a public model (the admins' streams and personalities). */
const MODEL_MUTATION = /^(?:create|update|delete)([A-Z][A-Za-z]*)$/;

function touchedBy(fieldName: string, args: Record<string, unknown>): Touched | null {
  const custom = PUBLIC_MUTATIONS.get(fieldName);
  if (custom) return custom(args);
  const model = MODEL_MUTATION.exec(fieldName)?.[1];
  if (!isPublicModel(model)) return null;
  const input = args.input as Record<string, unknown> | undefined;
  return ownRecord(model)({ id: input?.id });
}

/**
 * What a GraphQL request's successful mutations made stale on the public site (Next's tags and
 * the pages of the records they name), or null when it changed nothing public: a query, a
 * mutation outside the list, or one that failed (its answer is null). The document is the one the
 * request just ran, from the document cache.
 */
export function publicChangeOf(schema: GraphQLSchema, documents: DocumentCache, request: GraphqlRequestBody, result: ExecutionResult): PublicChange | null {
  const data = result.data;
  if (!data) return null;
  const { document } = prepareDocument(schema, documents, request.query);
  const operation = document && getOperationAST(document, request.operationName ?? undefined);
  const mutationType = schema.getMutationType();
  if (!operation || operation.operation !== 'mutation' || !mutationType) return null;
  const fields = mutationType.getFields();
  let variables: Record<string, unknown> | undefined;
  const tags = new Set<string>();
  const paths = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    // Fragments on the mutation type are not taken apart: nothing the site sends uses them.
    if (selection.kind !== Kind.FIELD) continue;
    const responseKey = selection.alias?.value ?? selection.name.value;
    if (data[responseKey] === null || data[responseKey] === undefined) continue;
    const field = Object.hasOwn(fields, selection.name.value) ? fields[selection.name.value] : undefined;
    if (!field) continue;
    if (!PUBLIC_MUTATIONS.has(field.name) && !MODEL_MUTATION.test(field.name)) continue;
    variables ??= getVariableValues(schema, operation.variableDefinitions ?? [], request.variables).coerced ?? {};
    const touched = touchedBy(field.name, getArgumentValues(field, selection, variables));
    if (!touched) continue;
    for (const model of touched.models) {
      TAGS_OF_MODEL[model].forEach((tag) => tags.add(tag));
      LISTINGS_OF_MODEL[model].forEach((path) => paths.add(path));
    }
    const permalink = touched.record && permalinkPathOf(touched.record.model, touched.record.id);
    if (permalink) paths.add(permalink);
  }
  return tags.size > 0 ? { tags: [...tags], paths: [...paths] } : null;
}
