import { expect, test } from './support/test';

// A reader who shortens a permalink (/bans/<id> → /bans) gets the list of those records, not "Page not found".
for (const [path, list] of [
  ['/bans', '/search?kind=bans'],
  ['/shadowban-reports', '/search?kind=shadowbans'],
] as const) {
  test(`${path} leads to ${list}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(list);
  });
}
