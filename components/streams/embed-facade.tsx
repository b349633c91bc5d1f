'use client';

import { useState } from 'react';
import { twitchEmbedUrl } from '@/lib/content/streams/twitch-source';
import type { PlayerSource } from '@/lib/content/streams/player-source-types';
import { kindLabelOf } from '@/lib/content/streams/player-choices';

type EmbedSource = Extract<PlayerSource, { kind: 'youtube' | 'rumble' | 'twitch' }>;

/**
 * A platform's player behind a still and a play button: the platform's page (and its cookies
 * and scripts) loads only when the visitor asks to play, which is also when the play is counted.
 */
export function EmbedFacade({ source, poster, title, isTrailer, onPlay }: { source: EmbedSource; poster: string | null; title: string; isTrailer: boolean; onPlay: () => void }) {
  const [embedUrl, setEmbedUrl] = useState<string | null>(null);
  const platform = kindLabelOf(source.kind);

  if (embedUrl) {
    return (
      <iframe
        className="stream-player-frame"
        src={embedUrl}
        title={`${title} on ${platform}`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      className="stream-player-facade"
      aria-label={`Play ${isTrailer ? 'the trailer of ' : ''}${title} (${platform})`}
      onClick={() => {
        setEmbedUrl(embedUrlOf(source));
        onPlay();
      }}
    >
      {poster ? <img src={poster} alt="" width={1280} height={720} className="stream-player-poster" /> : null}
      <span className="stream-player-play" aria-hidden="true">
        <i className="bi bi-play-fill" />
      </span>
      <span className="stream-player-via">
        {isTrailer ? 'Trailer · ' : ''}Plays from {platform}
      </span>
    </button>
  );
}

function embedUrlOf(source: EmbedSource): string {
  if (source.kind === 'twitch') return twitchEmbedUrl(source.target, window.location.hostname);
  if (source.kind === 'youtube') return `${source.embedUrl}&autoplay=1`;
  return `${source.embedUrl}?autoplay=1`;
}
