// recordView, step 3 of 3 (AppSync JS on the Stream table): when the view is a stream's, add one
// view if step 1 counted it, else just read the count. Every stream is public, whatever its
// status. Other models pass through. Uploaded as it is: only @aws-appsync/utils may be imported.
import { runtime, util } from '@aws-appsync/utils';

const MODEL = 'Stream';

export function request(ctx) {
  if (ctx.arguments.model !== MODEL) runtime.earlyReturn(ctx.prev.result);
  const key = util.dynamodb.toMapValues({ id: ctx.arguments.id });
  if (!ctx.prev.result.counted) return { operation: 'GetItem', key, consistentRead: true };
  return {
    operation: 'UpdateItem',
    key,
    update: {
      expression: 'ADD #views :one',
      expressionNames: { '#views': 'views' },
      expressionValues: util.dynamodb.toMapValues({ ':one': 1 }),
    },
    condition: { expression: 'attribute_exists(#id)', expressionNames: { '#id': 'id' } },
  };
}

export function response(ctx) {
  const missing = `No ${MODEL} with id ${ctx.arguments.id}.`;
  if (ctx.error) {
    if (ctx.error.type === 'DynamoDB:ConditionalCheckFailedException') util.error(missing, 'NotFound');
    util.error(ctx.error.message, ctx.error.type);
  }
  if (!ctx.result) util.error(missing, 'NotFound');
  return { views: ctx.result.views ?? 0, counted: ctx.prev.result.counted };
}
