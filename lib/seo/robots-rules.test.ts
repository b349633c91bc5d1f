import { buildRobots } from './robots-rules';

describe('robots.txt', () => {
  it('lets crawlers read the public site, keeps them out of private areas and names the sitemap', () => {
    const robots = buildRobots('https://bans.example.org');
    expect(robots.sitemap).toBe('https://bans.example.org/sitemap.xml');
    expect(robots.rules).toEqual([expect.objectContaining({ userAgent: '*', allow: '/' })]);
    const disallowed = (robots.rules as { disallow: string[] }[])[0].disallow;
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/me', '/api/', '/_aws/']));
    expect(disallowed).not.toContain('/briefs');
  });
});
