import { detectPlayerSource } from './detect-player-source';
import type { PlayerSource, PlayerSourceKind } from './player-source-types';
import type { StreamDetail } from './stream-types';

export type PlayerChoice = { id: string; label: string; source: PlayerSource; isTrailer: boolean };

const KIND_LABELS: Record<PlayerSourceKind, string> = {
  file: 'Video file',
  hls: 'Live stream (HLS)',
  youtube: 'YouTube',
  rumble: 'Rumble',
  twitch: 'Twitch',
  link: 'External page',
};

export function kindLabelOf(kind: PlayerSourceKind): string {
  return KIND_LABELS[kind];
}

/**
 * What the player offers for a stream, main source first: an ACTIVE stream plays its sources and
 * its trailer; a pending or withdrawn one only its trailer. Addresses that cannot be played or
 * linked safely are left out.
 */
export function listPlayerChoices(stream: Pick<StreamDetail, 'status' | 'sources' | 'trailerUrl'>): PlayerChoice[] {
  const choices: PlayerChoice[] = [];
  if (stream.status === 'ACTIVE') {
    stream.sources.forEach((address, index) => {
      const source = detectPlayerSource(address);
      if (!source) return;
      const name = index === 0 ? 'Main' : `Mirror ${index}`;
      choices.push({ id: `source-${index}`, label: `${name} · ${kindLabelOf(source.kind)}`, source, isTrailer: false });
    });
  }
  const trailer = detectPlayerSource(stream.trailerUrl);
  if (trailer) choices.push({ id: 'trailer', label: `Trailer · ${kindLabelOf(trailer.kind)}`, source: trailer, isTrailer: true });
  return choices;
}
