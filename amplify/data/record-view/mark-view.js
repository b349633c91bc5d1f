// recordView, step 1 of 3 (AppSync JS on the ViewMark table): one mark per model, record,
// visitor and UTC day. The conditional put succeeds only for the first view of that day, so a
// reload, a second tab or a replayed request finds the mark and is not counted again.
// AppSync uploads this file as it is (no bundling): only @aws-appsync/utils may be imported.
import { util } from '@aws-appsync/utils';

/** Marks outlive their day by a day, then DynamoDB's TTL (amplify/backend.ts) removes them. */
const MARK_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
const VISITOR_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

export function request(ctx) {
  const { model, id, visitorId } = ctx.arguments;
  if (!util.matches(VISITOR_ID_PATTERN, visitorId)) {
    util.error('visitorId must be 8 to 64 letters, digits, dashes or underscores.', 'BadRequest');
  }
  const day = util.time.nowFormatted('yyyy-MM-dd', 'Etc/UTC');
  const now = util.time.nowISO8601();
  return {
    operation: 'PutItem',
    key: util.dynamodb.toMapValues({ id: `${model}#${id}#${visitorId}#${day}` }),
    attributeValues: util.dynamodb.toMapValues({
      __typename: 'ViewMark',
      expiresAt: util.time.nowEpochSeconds() + MARK_LIFETIME_SECONDS,
      createdAt: now,
      updatedAt: now,
    }),
    condition: { expression: 'attribute_not_exists(id)' },
  };
}

export function response(ctx) {
  if (ctx.error) {
    if (ctx.error.type === 'DynamoDB:ConditionalCheckFailedException') return { counted: false };
    util.error(ctx.error.message, ctx.error.type);
  }
  return { counted: true };
}
