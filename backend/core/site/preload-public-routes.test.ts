import { evaluateSegments } from './preload-public-routes';

describe('evaluateSegments', () => {
  it('loads every layout, page and boundary module of the loader tree, and no metadata image', async () => {
    const loaded: string[] = [];
    const load = (name: string) => [async () => loaded.push(name), `/app/${name}.tsx`];
    const tree = [
      '',
      {
        children: [
          '(frontend)',
          { children: ['__PAGE__', {}, { page: load('page') }] },
          { layout: load('section-layout'), 'not-found': load('not-found'), metadata: { icon: [async () => loaded.push('icon')] } },
        ],
      },
      { layout: load('root-layout'), 'global-error': load('global-error') },
    ];
    await evaluateSegments(tree);
    expect(loaded).toEqual(['root-layout', 'global-error', 'section-layout', 'not-found', 'page']);
  });

  it('ignores what is not a segment', async () => {
    await expect(evaluateSegments(undefined)).resolves.toBeUndefined();
    await expect(evaluateSegments(['', null, { layout: 'not a loader' }])).resolves.toBeUndefined();
  });
});
