import { admissionOptions } from './admission-options';

describe("the admission gate's limits from the configuration", () => {
  it('lets pages use every place, searches and downloads a quarter each', () => {
    const options = admissionOptions({ maxActive: 8, maxQueued: 128, maxWaitMs: 5000 });
    expect(options).toMatchObject({ maxActive: 8, maxWaitMs: 5000 });
    expect(options.lanes).toEqual({
      page: { maxActive: 8, maxQueued: 128 },
      search: { maxActive: 2, maxQueued: 128 },
      export: { maxActive: 2, maxQueued: 128 },
    });
  });

  it('leaves every lane at least one place on a small limit', () => {
    const { lanes } = admissionOptions({ maxActive: 1, maxQueued: 4, maxWaitMs: 1000 });
    expect([lanes.page.maxActive, lanes.search.maxActive, lanes.export.maxActive]).toEqual([1, 1, 1]);
  });
});
