/**
 * @jest-environment jsdom
 */
import { hasSessionCookie } from './has-session-cookie';

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

it('is false for a guest, whatever other cookies there are', () => {
  expect(hasSessionCookie()).toBe(false);
  document.cookie = 'theme=dark; path=/';
  document.cookie = 'CognitoIdentityServiceProvider.client1.someone.accessToken=abc; path=/';
  expect(hasSessionCookie()).toBe(false);
});

it("is true when Amplify's LastAuthUser cookie is there", () => {
  document.cookie = 'theme=dark; path=/';
  document.cookie = 'CognitoIdentityServiceProvider.client1.LastAuthUser=0c5b-user; path=/';
  expect(hasSessionCookie()).toBe(true);
});

it('is not stopped by a cookie whose name does not decode', () => {
  document.cookie = '%E0%A4%A=broken; path=/';
  document.cookie = 'CognitoIdentityServiceProvider.client1.LastAuthUser=someone; path=/';
  expect(hasSessionCookie()).toBe(true);
});
