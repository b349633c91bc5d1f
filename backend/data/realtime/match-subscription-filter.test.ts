import { matchesSubscriptionFilter } from './match-subscription-filter';

const brief = { id: 'b1', status: 'PUBLISHED', title: 'Appeals that worked', views: 12, tags: ['appeal', 'youtube'] };

describe('matchesSubscriptionFilter', () => {
  it.each([
    ['no filter', undefined, true],
    ['eq on a string', { status: { eq: 'PUBLISHED' } }, true],
    ['eq that differs', { status: { eq: 'DRAFT' } }, false],
    ['ne', { status: { ne: 'DRAFT' } }, true],
    ['gt and le on a number', { views: { gt: 10, le: 12 } }, true],
    ['between', { views: { between: [13, 20] } }, false],
    ['beginsWith', { title: { beginsWith: 'Appeals' } }, true],
    ['contains on a list', { tags: { contains: 'youtube' } }, true],
    ['notContains on a string', { title: { notContains: 'worked' } }, false],
    ['in', { status: { in: ['DRAFT', 'PUBLISHED'] } }, true],
    ['notIn', { status: { notIn: ['PUBLISHED'] } }, false],
    ['and of two', { and: [{ status: { eq: 'PUBLISHED' } }, { views: { lt: 5 } }] }, false],
    ['or of two', { or: [{ status: { eq: 'DRAFT' } }, { views: { ge: 12 } }] }, true],
    ['a field the record lacks', { profileId: { eq: 'p1' } }, false],
    ['a comparison across kinds', { views: { gt: '1' } }, false],
    ['an inherited name', { constructor: { ne: null } }, false],
  ])('%s', (_name, filter, expected) => {
    expect(matchesSubscriptionFilter(brief, filter as Record<string, unknown> | undefined)).toBe(expected);
  });
});
