import { a, type ClientSchema } from '@aws-amplify/data-schema';
import { describeDeclaration, type DataDeclaration } from '../declaration/load-declaration';

/**
 * A small declaration with Gen 2 field-level rules, for the tests of how the local API enforces
 * them (amplify/data/schema.ts declares none). Post carries the rules of the Gen 2 docs' kind:
 * a read-only owner field, a count any signed-in user may read, a timestamp only the API key and
 * ADMINS read, a flag only ADMINS set. Note shows the narrow case: one owner-only field, one
 * ADMINS-only flag, and a relationship with a rule of its own.
 */
export const fieldRulesSchema = a.schema({
  Post: a
    .model({
      title: a.string(),
      body: a.string(),
      owner: a
        .string()
        .authorization((allow) => [
          allow.owner().to(['read']),
          allow.groups(['ADMINS', 'MODERATORS']).to(['read']),
        ]),
      views: a
        .integer()
        .authorization((allow) => [allow.publicApiKey().to(['read']), allow.authenticated().to(['read'])]),
      createdAt: a
        .datetime()
        .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(['ADMINS']).to(['read'])]),
      featured: a
        .boolean()
        .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(['ADMINS'])]),
      notes: a.hasMany('Note', 'postId'),
    })
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner(), allow.groups(['ADMINS'])]),

  Note: a
    .model({
      title: a.string().required(),
      secret: a.string().authorization((allow) => [allow.owner()]),
      featured: a
        .boolean()
        .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(['ADMINS'])]),
      postId: a.id(),
      post: a.belongsTo('Post', 'postId').authorization((allow) => [allow.owner().to(['read'])]),
    })
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner(), allow.groups(['ADMINS'])]),
});

export type FieldRulesSchema = ClientSchema<typeof fieldRulesSchema>;

let declared: DataDeclaration | undefined;

/** The fixture read as the local API reads amplify/data/schema.ts, once per process. */
export function loadFieldRulesDeclaration(): DataDeclaration {
  declared ??= describeDeclaration(fieldRulesSchema.transform().schema);
  return declared;
}
