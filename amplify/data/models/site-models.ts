import { a } from '@aws-amplify/data-schema';
import { ADMINS } from '../../auth/groups';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH, tooLong } from '../site/message-limits';

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

  // Issue 5's footer and contact forms: anyone may send, only ADMINS read and clear them.
  NewsletterSubscription: a
    .model({
      // No createdAt of its own: the managed timestamp, which no client may supply.
      email: a.email().required(),
    })
    .authorization((allow) => [
      allow.publicApiKey().to(['create']),
      allow.authenticated().to(['create']),
      allow.groups([ADMINS]).to(['read', 'delete']),
    ]),

  ContactMessage: a
    .model({
      // Anyone may send one: each field is bounded (an e-mail address is, by its type, at 254).
      name: a.string().required().validate((v) => v.minLength(1, 'Name is required.').maxLength(NAME_MAX_LENGTH, tooLong('Name', NAME_MAX_LENGTH))),
      email: a.email().required(),
      subject: a.string().validate((v) => v.maxLength(SUBJECT_MAX_LENGTH, tooLong('Subject', SUBJECT_MAX_LENGTH))),
      message: a.string().required().validate((v) => v.minLength(1, 'Message is required.').maxLength(MESSAGE_MAX_LENGTH, tooLong('Message', MESSAGE_MAX_LENGTH))),
    })
    .authorization((allow) => [
      allow.publicApiKey().to(['create']),
      allow.authenticated().to(['create']),
      allow.groups([ADMINS]).to(['read', 'delete']),
    ]),
};
