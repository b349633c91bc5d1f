import type { AnalyticsClient } from './analytics-client';

/**
 * A hidden page may be frozen or closed without warning, so hiding it ends the session and sends
 * what is buffered; showing it again starts a new session, as Amplify's session tracking does.
 * Returns a function that stops watching.
 */
export function watchPageLifecycle(
  client: Pick<AnalyticsClient, 'startSession' | 'stopSession' | 'flush'>,
  target: { document: Document; window: Window } = { document, window },
): () => void {
  const onHidden = () => {
    client.stopSession();
    void client.flush();
  };
  const onVisibilityChange = () => {
    if (target.document.visibilityState === 'hidden') onHidden();
    else client.startSession();
  };
  target.document.addEventListener('visibilitychange', onVisibilityChange);
  target.window.addEventListener('pagehide', onHidden);
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibilityChange);
    target.window.removeEventListener('pagehide', onHidden);
  };
}
