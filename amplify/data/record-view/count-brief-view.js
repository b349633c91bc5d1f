// recordView, step 2 of 3 (AppSync JS on the Brief table): when the view is a brief's, add one
// view if step 1 counted it (only a PUBLISHED brief), else just read the count. Other models
// pass through to the next step. Uploaded as it is: only @aws-appsync/utils may be imported.
import { runtime, util } from '@aws-appsync/utils';

const MODEL = 'Brief';

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
    condition: {
      expression: 'attribute_exists(#id) AND #status = :published',
      expressionNames: { '#id': 'id', '#status': 'status' },
      expressionValues: util.dynamodb.toMapValues({ ':published': 'PUBLISHED' }),
    },
  };
}

export function response(ctx) {
  const missing = `No published ${MODEL} with id ${ctx.arguments.id}.`;
  if (ctx.error) {
    if (ctx.error.type === 'DynamoDB:ConditionalCheckFailedException') util.error(missing, 'NotFound');
    util.error(ctx.error.message, ctx.error.type);
  }
  if (!ctx.result || ctx.result.status !== 'PUBLISHED') util.error(missing, 'NotFound');
  return { views: ctx.result.views ?? 0, counted: ctx.prev.result.counted };
}
