import type { ServerResponse } from 'node:http';
import { escapeHtml } from './html';
import { sendHtmlPage } from './render-page';

/** The site's own pages for what the hosted page does not do itself. */
export const SITE_SIGN_UP_PATH = '/extra-pages/sign-up';
export const SITE_RESET_PASSWORD_PATH = '/auth/login?screen=forgot-password';

export interface SignInPageInput {
  /** The authorization request the form completes (its id is the form's only hidden field). */
  requestId: string;
  siteOrigin: string;
  email?: string;
  error?: string;
}

/**
 * Under no-referrer a browser sends `Origin: null` with the form's post, which POST
 * /oauth2/login must refuse; same-origin sends the real origin to this origin only.
 */
const SIGN_IN_PAGE_HEADERS = { 'Referrer-Policy': 'same-origin' };

/** GET /oauth2/authorize's answer when the user must sign in: e-mail and password, links to sign up and reset. */
export function sendSignInPage(res: ServerResponse, status: number, input: SignInPageInput): void {
  const alert = input.error ? `<p class="alert" role="alert">${escapeHtml(input.error)}</p>` : '';
  sendHtmlPage(res, status, {
    title: 'Sign in',
    body: `${alert}<form method="post" action="/oauth2/login" autocomplete="on">
<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${input.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${input.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<div class="links">
<a href="${escapeHtml(`${input.siteOrigin}${SITE_RESET_PASSWORD_PATH}`)}">Forgot your password?</a>
<a href="${escapeHtml(`${input.siteOrigin}${SITE_SIGN_UP_PATH}`)}">Create an account</a>
</div>`,
  }, SIGN_IN_PAGE_HEADERS);
}
