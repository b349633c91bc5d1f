import { listPlayerChoices } from './player-choices';

const sources = ['https://rumble.com/embed/v5k2x9a/', '/media/streams/ministry.mp4', 'javascript:alert(1)'];

describe('listPlayerChoices', () => {
  it('offers an active stream’s sources, main first, then its trailer', () => {
    const choices = listPlayerChoices({ status: 'ACTIVE', sources, trailerUrl: 'https://youtu.be/Tr4pQx8Za1c' });
    expect(choices.map((choice) => choice.label)).toEqual(['Main · Rumble', 'Mirror 1 · Video file', 'Trailer · YouTube']);
    expect(choices.map((choice) => choice.source.kind)).toEqual(['rumble', 'file', 'youtube']);
  });

  it('offers only the trailer of a pending or withdrawn stream', () => {
    expect(listPlayerChoices({ status: 'PENDING', sources, trailerUrl: '/media/streams/x-trailer.mp4' }).map((choice) => choice.id)).toEqual(['trailer']);
    expect(listPlayerChoices({ status: 'INACTIVE', sources, trailerUrl: null })).toEqual([]);
  });
});
