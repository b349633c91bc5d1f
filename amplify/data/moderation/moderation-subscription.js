// The moderation queues' subscriptions (onReportRecord, onSubmitRecordReply): AppSync JS on a NONE
// data source, run when a moderator subscribes. AppSync has checked the groups already; every
// event of the subscribed mutation is passed on as it is, with no filter of its own.
// AppSync uploads this file as it is (no bundling): only @aws-appsync/utils may be imported.

export function request() {
  return { payload: null };
}

export function response() {
  return null;
}
