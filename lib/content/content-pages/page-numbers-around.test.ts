import { pageNumbersAround } from './numbered-page';

describe('pageNumbersAround', () => {
  it('links the first, the last and the current page’s neighbours, however many pages there are', () => {
    expect(pageNumbersAround(1, 8334)).toEqual([1, 2, 3, 8334]);
    expect(pageNumbersAround(4000, 8334)).toEqual([1, 3998, 3999, 4000, 4001, 4002, 8334]);
    expect(pageNumbersAround(8334, 8334)).toEqual([1, 8332, 8333, 8334]);
  });

  it('links every page of a short list once', () => {
    expect(pageNumbersAround(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbersAround(1, 1)).toEqual([1]);
  });
});
