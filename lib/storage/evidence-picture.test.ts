import { joinEvidence, readEvidence, splitEvidence } from './evidence-picture';

const PICTURE = 'picture-submissions/us-west-2:3f1c/evidence-lx2f-00a81k.png?v=9b2c0f';

describe('evidence with a picture', () => {
  it.each([
    ['text and a picture', 'https://example.com/notice', PICTURE],
    ['a picture alone', '', PICTURE],
    ['text alone', 'The e-mail from support', null],
    ['text ending in a line break while it is typed', 'First line\n', PICTURE],
    ['several lines', 'Notice of 3 May\nAppeal refused on 9 May', PICTURE],
  ])('keeps %s apart through a save', (_, text, picture) => {
    const stored = joinEvidence(text, picture);
    expect(splitEvidence(stored)).toEqual({ text, picture });
  });

  it('stores the picture as the last line under the text', () => {
    expect(joinEvidence('https://example.com/notice', PICTURE)).toBe(`https://example.com/notice\n${PICTURE}`);
  });

  it('reads older evidence, links and empty fields as text', () => {
    expect(splitEvidence('https://example.com/termination-notice')).toEqual({ text: 'https://example.com/termination-notice', picture: null });
    expect(splitEvidence('see profile-avatar/ folder')).toEqual({ text: 'see profile-avatar/ folder', picture: null });
    expect(splitEvidence(null)).toEqual({ text: '', picture: null });
  });
});

describe('readEvidence', () => {
  const local = { bucket: 'bucket', region: 'us-west-2', endpoint: 'http://localhost:3000/_aws/s3' };

  it('gives a public page the text and a display-size picture linking to the original', () => {
    expect(readEvidence(`Notice of 3 May \n${PICTURE}`, local)).toEqual({
      text: 'Notice of 3 May',
      picture: {
        src: 'http://localhost:3000/_aws/s3/bucket/picture-submissions/us-west-2%3A3f1c/evidence-lx2f-00a81k.png?variant=w640&v=9b2c0f',
        href: 'http://localhost:3000/_aws/s3/bucket/picture-submissions/us-west-2%3A3f1c/evidence-lx2f-00a81k.png?v=9b2c0f',
      },
    });
  });

  it('shows only the text while the site has no storage, never the reference', () => {
    expect(readEvidence(`Notice\n${PICTURE}`, null)).toEqual({ text: 'Notice', picture: null });
  });
});
