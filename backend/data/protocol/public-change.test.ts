import type { ExecutionResult } from 'graphql';
import { loadDataDeclaration } from '../declaration/load-declaration';
import { buildDataSchema } from '../graphql/build-data-schema';
import { DocumentCache } from './document-cache';
import { publicChangeOf } from './public-change';

const schema = buildDataSchema(loadDataDeclaration().models);

function changeOf(query: string, data: ExecutionResult['data'], variables: Record<string, unknown> = {}, operationName: string | null = null) {
  return publicChangeOf(schema, new DocumentCache(), { query, variables, operationName }, { data });
}

describe('what a request changed on the public site', () => {
  it('a hidden ban: the ban and profile reads, the pages that list it, and its permalink', () => {
    const query = 'mutation Hide($id: ID!) { hideRecord(model: PlatformBan, id: $id, reason: "planted") { id } }';
    expect(changeOf(query, { hideRecord: { id: 'h1' } }, { id: 'ban 1' })).toEqual({
      tags: ['platform-bans', 'profiles'],
      paths: ['/', '/profiles', '/platforms', '/bans/ban%201'],
    });
  });

  it('a restored report, a verification step and a creator’s save: each its own record’s pages', () => {
    expect(changeOf('mutation { restoreRecord(model: ShadowbanExperience, id: "r1", reason: "ok") }', { restoreRecord: true })?.paths).toContain('/shadowban-reports/r1');
    const verify = 'mutation { setRecordVerification(recordModel: PlatformBan, recordId: "b1", level: CORROBORATED, note: "n", source: PRESS) { id } }';
    expect(changeOf(verify, { setRecordVerification: { id: 's' } })?.paths).toContain('/bans/b1');
    const anonymise = 'mutation($id: ID) { saveMyPlatformBan(id: $id, platformId: "youtube", isAnonymous: true) { id } }';
    expect(changeOf(anonymise, { saveMyPlatformBan: { id: 'b2' } }, { id: 'b2' })).toEqual({ tags: ['platform-bans', 'profiles'], paths: ['/', '/profiles', '/platforms', '/bans/b2'] });
  });

  it('a published reply refreshes either kind of record; a declined one nothing', () => {
    expect(changeOf('mutation { decideRecordReply(id: "r", publish: true) { id } }', { decideRecordReply: { id: 'r' } })?.tags).toEqual([
      'platform-bans',
      'profiles',
      'shadowban-experiences',
    ]);
    expect(changeOf('mutation { decideRecordReply(id: "r", publish: false, reason: "no") { id } }', { decideRecordReply: { id: 'r' } })).toBeNull();
  });

  it('several mutations in one request, aliased, add up', () => {
    const query = 'mutation { a: hideRecord(model: Brief, id: "b", reason: "x") { id } b: setFeatured(model: Stream, id: "s", featured: true) }';
    expect(changeOf(query, { a: { id: 'h' }, b: true })?.tags).toEqual(['briefs', 'profiles', 'streams']);
  });

  it('nothing for a failed mutation, a query, or a mutation no visitor sees', () => {
    expect(changeOf('mutation { hideRecord(model: PlatformBan, id: "b", reason: "x") { id } }', { hideRecord: null })).toBeNull();
    expect(changeOf('query { getPlatformBan(id: "b") { id } }', { getPlatformBan: { id: 'b' } })).toBeNull();
    expect(changeOf('mutation { reportRecord(model: PlatformBan, id: "b", reason: "spam") }', { reportRecord: true })).toBeNull();
    expect(changeOf('mutation { hideRecord(model: PlatformBan, id: "b", reason: "x") { id } }', null)).toBeNull();
  });

  it('the operation the request named, among several', () => {
    const query = 'query Read { listBriefs { items { id } } } mutation Hide { hideRecord(model: Profile, id: "p", reason: "x") { id } }';
    expect(changeOf(query, { hideRecord: { id: 'h' } }, {}, 'Hide')?.tags).toEqual(['profiles', 'briefs', 'platform-bans', 'shadowban-experiences']);
    expect(changeOf(query, { listBriefs: { items: [] } }, {}, 'Read')).toBeNull();
  });
});
