/**
 * Whom a guest's request counts against: the hourly quota of reports per visitor (issue 15) is
 * keyed by the visitor's address. Behind a trusted load balancer each visitor keeps a quota of
 * their own; without one, X-Forwarded-For is a visitor's own words and changes nothing.
 */
import { REPORTS_PER_VISITOR_HOUR } from '../../amplify/data/moderation/moderation-records';
import { TOO_MANY_REPORTS_MESSAGE } from '../../amplify/data/moderation/report-record';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';

jest.setTimeout(60_000);

const owner = { sub: '0b7d4b4e-41f4-4b8e-9a57-2a1d7f9c0001', username: 'writer@example.com' };
const BRIEF_ID = 'brief-reported';
const CONTENT = {
  Brief: [
    { id: BRIEF_ID, owner, userId: owner.sub, title: 'A reported brief', slug: BRIEF_ID, description: 'Short', username: 'writer', blogDate: '2025-03-01', month: 'March', categories: 'Stoicism', profileId: 'profile-1', status: 'PUBLISHED' },
  ],
};

const REPORT = 'mutation ($id: ID!, $reason: String!) { reportRecord(model: Brief, id: $id, reason: $reason) }';

async function startWithBrief(trustedProxies?: string[]) {
  const backend = await startDataBackend({ sampleContent: CONTENT, ...(trustedProxies ? { trustedProxies } : {}) });
  /** A guest's report, sent as if through a proxy that says it forwards for `forwardedFor`. */
  const report = async (forwardedFor: string, reason: string) => {
    const response = await fetch(backend.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': backend.apiKey, 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query: REPORT, variables: { id: BRIEF_ID, reason } }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    return body.errors?.[0]?.message ?? 'reported';
  };
  return { backend, report };
}

describe('the visitor a guest report counts against', () => {
  let backend: DataTestBackend | undefined;
  afterEach(async () => {
    await backend?.close();
    backend = undefined;
  });

  it('behind a trusted proxy, is whom it forwarded for: one visitor at the quota leaves another free', async () => {
    const started = await startWithBrief(['127.0.0.1', '::1']);
    backend = started.backend;
    for (let index = 0; index < REPORTS_PER_VISITOR_HOUR; index++) expect(await started.report('203.0.113.7', `r${index}`)).toBe('reported');
    expect(await started.report('203.0.113.7', 'once more')).toBe(TOO_MANY_REPORTS_MESSAGE);
    // The same visitor naming another address in front of the balancer's is still the same visitor.
    expect(await started.report('198.51.100.1, 203.0.113.7', 'disguised')).toBe(TOO_MANY_REPORTS_MESSAGE);
    expect(await started.report('203.0.113.8', 'another visitor')).toBe('reported');
  });

  it('keys an IPv6 visitor by their /64: a new address in it buys no fresh quota, another /64 has its own', async () => {
    const started = await startWithBrief(['127.0.0.1', '::1']);
    backend = started.backend;
    for (let index = 0; index < REPORTS_PER_VISITOR_HOUR; index++) expect(await started.report(`2001:db8:0:1::${index + 1}`, `r${index}`)).toBe('reported');
    expect(await started.report('2001:db8:0:1:dead:beef:0:1', 'same /64')).toBe(TOO_MANY_REPORTS_MESSAGE);
    expect(await started.report('2001:0db8:0000:0001:ffff:ffff:ffff:ffff', 'written out')).toBe(TOO_MANY_REPORTS_MESSAGE);
    expect(await started.report('2001:db8:0:2::1', 'another /64')).toBe('reported');
  });

  it('with no proxy trusted, is the peer: a forged X-Forwarded-For buys no fresh quota', async () => {
    const started = await startWithBrief();
    backend = started.backend;
    for (let index = 0; index < REPORTS_PER_VISITOR_HOUR; index++) expect(await started.report(`203.0.113.${index}`, `r${index}`)).toBe('reported');
    expect(await started.report('203.0.113.99', 'forged')).toBe(TOO_MANY_REPORTS_MESSAGE);
  });
});
