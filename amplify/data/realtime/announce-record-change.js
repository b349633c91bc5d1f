// announceRecordChange on AppSync: a NONE data source that answers its arguments as a
// RecordChange, which AppSync then sends to onRecordChange's subscribers (record-changes.ts).
// AppSync uploads this file as it is (no bundling): only @aws-appsync/utils may be imported.

export function request(ctx) {
  const { model, recordId, change } = ctx.arguments;
  return { payload: { recordKey: `${model}#${recordId}`, model, recordId, change } };
}

export function response(ctx) {
  return ctx.result;
}
