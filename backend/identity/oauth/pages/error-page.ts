import type { ServerResponse } from 'node:http';
import { escapeHtml } from './html';
import { sendHtmlPage } from './render-page';

/**
 * For refusals that cannot go back to the app (an unknown client, an unregistered return
 * address): the words for people, and the OAuth error code for whoever debugs it.
 */
export function sendErrorPage(res: ServerResponse, status: number, input: { error: string; message: string; siteOrigin: string }): void {
  sendHtmlPage(res, status, {
    title: 'Sign-in stopped',
    body: `<p class="alert" role="alert">${escapeHtml(input.message)}</p>
<p class="muted">Error: <code>${escapeHtml(input.error)}</code></p>
<p class="muted"><a href="${escapeHtml(`${input.siteOrigin}/`)}">Back to the site</a></p>`,
  });
}
