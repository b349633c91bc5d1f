import { decodeAck, decodeNotice, encodeAck, encodeNotices, MAX_NOTICE_BYTES } from './revalidation-notice';

describe('revalidation notices', () => {
  it('carry the tags and paths in one notice when they fit, and read back', () => {
    const notices = encodeNotices('instance-a', ['briefs', 'profiles', 'briefs'], ['/briefs/on-discipline', '/']);
    expect(notices).toHaveLength(1);
    expect(decodeNotice(notices[0])).toEqual({ from: 'instance-a', tags: ['briefs', 'profiles'], paths: ['/briefs/on-discipline', '/'] });
  });

  it('spread long path lists over several notices, each under PostgreSQL’s limit and carrying every tag', () => {
    const paths = Array.from({ length: 40 }, (_, index) => `/briefs/${String(index).padStart(3, '0')}-${'x'.repeat(280)}`);
    const notices = encodeNotices('instance-a', ['briefs'], paths);
    expect(notices.length).toBeGreaterThan(1);
    const decoded = notices.map((notice) => decodeNotice(notice));
    for (const [index, notice] of notices.entries()) {
      expect(Buffer.byteLength(notice)).toBeLessThanOrEqual(MAX_NOTICE_BYTES);
      expect(decoded[index]?.tags).toEqual(['briefs']);
    }
    expect(decoded.flatMap((notice) => notice?.paths ?? [])).toEqual(paths);
  });

  it('leave out what no site would take, and send nothing when nothing is left', () => {
    expect(decodeNotice(encodeNotices('a', ['Briefs!', 'briefs'], ['//evil.example', 'relative', '/ok'])[0])).toEqual({ from: 'a', tags: ['briefs'], paths: ['/ok'] });
    expect(encodeNotices('a', [], [])).toEqual([]);
  });

  it('ask for answers with a nonce of their own each, within the bound, and carry answers back', () => {
    let count = 0;
    const newAck = () => `nonce-${String(++count).padStart(10, '0')}`;
    const paths = Array.from({ length: 40 }, (_, index) => `/bans/${String(index).padStart(3, '0')}-${'x'.repeat(280)}`);
    const notices = encodeNotices('instance-a', ['platform-bans'], paths, MAX_NOTICE_BYTES, newAck);
    expect(notices.length).toBeGreaterThan(1);
    for (const notice of notices) expect(Buffer.byteLength(notice)).toBeLessThanOrEqual(MAX_NOTICE_BYTES);
    expect(new Set(notices.map((notice) => decodeNotice(notice)?.ack)).size).toBe(notices.length);
    expect(decodeAck(encodeAck('instance-b', 'nonce-0000000001'))).toEqual({ from: 'instance-b', acks: 'nonce-0000000001' });
    expect(decodeAck(notices[0])).toBeNull();
    expect(decodeNotice(JSON.stringify({ from: 'a', tags: ['briefs'], paths: [], ack: '<x>' }))).toBeNull();
  });

  it.each([
    ['not JSON', 'briefs'],
    ['an array', '["briefs"]'],
    ['no sender', JSON.stringify({ tags: ['briefs'], paths: [] })],
    ['a tag that is no tag', JSON.stringify({ from: 'a', tags: ['<script>'], paths: [] })],
    ['a path to another host', JSON.stringify({ from: 'a', tags: ['briefs'], paths: ['//evil.example/x'] })],
    ['too many tags', JSON.stringify({ from: 'a', tags: Array.from({ length: 51 }, () => 'briefs'), paths: [] })],
    ['nothing to refresh', JSON.stringify({ from: 'a', tags: [], paths: [] })],
    ['a payload past the bound', JSON.stringify({ from: 'a', tags: ['briefs'], paths: [`/${'x'.repeat(MAX_NOTICE_BYTES)}`] })],
  ])('refuse %s', (_, payload) => {
    expect(decodeNotice(payload)).toBeNull();
  });
});
