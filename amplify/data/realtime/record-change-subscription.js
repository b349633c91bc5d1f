// onRecordChange on AppSync: a NONE data source run when someone subscribes. AppSync has checked
// the grants and matches the `recordKey` argument itself (its argument filter); every event is
// content-free (record-changes.ts), so nothing more is filtered here.
// AppSync uploads this file as it is (no bundling): only @aws-appsync/utils may be imported.

export function request() {
  return { payload: null };
}

export function response() {
  return null;
}
