import { a } from '@aws-amplify/data-schema';
import { ADMINS } from '../../auth/groups';

/** What the site itself keeps: view counts (recordView), the footer's sign-ups and contact messages. */
export const siteModels = {
  // Views of briefs and streams, counted once per visitor per day (see recordView below).
  ViewedModel: a.enum(['Brief', 'Stream']),
  ViewCount: a.customType({
    views: a.integer().required(),
    /** False when this visitor's view of this record was already counted today. */
    counted: a.boolean().required(),
  }),
  // One record per model, record, visitor and UTC day (id `Brief#<id>#<visitorId>#<YYYY-MM-DD>`);
  // only recordView writes them. expiresAt (epoch seconds) is the table's TTL attribute on AWS
  // (amplify/backend.ts); the local backend deletes expired marks itself.
  ViewMark: a
    .model({
      expiresAt: a.timestamp().required(),
    })
    .authorization((allow) => [allow.groups([ADMINS]).to(['read', 'delete'])]),
  recordView: a
    .mutation()
    .arguments({
      model: a.ref('ViewedModel').required(),
      id: a.id().required(),
      /** A random id the browser keeps (localStorage), never anything personal. */
      visitorId: a.string().required(),
    })
    .returns(a.ref('ViewCount'))
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    // On AWS an AppSync JS pipeline: mark the visitor-day (conditional put), then add one view on
    // the record's own table. The local backend serves the same mutation natively
    // (backend/data/custom-operations/record-view.ts).
    .handler([
      a.handler.custom({ dataSource: a.ref('ViewMark'), entry: '../record-view/mark-view.js' }),
      a.handler.custom({ dataSource: a.ref('Brief'), entry: '../record-view/count-brief-view.js' }),
      a.handler.custom({ dataSource: a.ref('Stream'), entry: '../record-view/count-stream-view.js' }),
    ]),

  // Issue 5's footer and contact forms: only ADMINS read and clear them. Visitors send through the
  // two mutations below, never the models' create: each counts what a visitor sends in an hour
  // (amplify/data/site/inbox-operations.ts, run on AWS by the `moderation` function).
  NewsletterSubscription: a
    .model({
      // No createdAt of its own: the managed timestamp, which no client may supply.
      email: a.email().required(),
    })
    .authorization((allow) => [allow.groups([ADMINS]).to(['read', 'delete'])]),

  ContactMessage: a
    .model({
      name: a.string().required(),
      email: a.email().required(),
      subject: a.string(),
      message: a.string().required(),
    })
    .authorization((allow) => [allow.groups([ADMINS]).to(['read', 'delete'])]),

  /** Anyone writes to the admins: name, address and message within the form's limits (message-limits.ts). */
  sendContactMessage: a
    .mutation()
    .arguments({ name: a.string().required(), email: a.email().required(), subject: a.string(), message: a.string().required() })
    .returns(a.boolean())
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.function('moderation')),

  /** Anyone signs an address up for the newsletter; an address already on the list is kept once. */
  subscribeNewsletter: a
    .mutation()
    .arguments({ email: a.email().required() })
    .returns(a.boolean())
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.function('moderation')),
};
