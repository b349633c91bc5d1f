'use client';

import { useRef, useState } from 'react';
import { recordEvent } from '@/lib/analytics/site-analytics';
import { kindLabelOf, type PlayerChoice } from '@/lib/content/streams/player-choices';
import { EmbedFacade } from './embed-facade';
import { NativeVideo } from './native-video';
import { PlayerUnavailable } from './player-unavailable';

type Props = { slug: string; title: string; poster: string | null; choices: PlayerChoice[]; emptyReason: string };

/**
 * The stream's player: one stage for the chosen source (a video element, a platform embed, or a
 * way out to a page that cannot be embedded) and, when there are several, buttons to switch.
 * The first play on the page records 'stream_played'.
 */
export function StreamPlayer({ slug, title, poster, choices, emptyReason }: Props) {
  const [selectedId, setSelectedId] = useState(choices[0]?.id);
  const hasPlayed = useRef(false);
  const selected = choices.find((choice) => choice.id === selectedId) ?? choices[0];
  const recordPlay = () => {
    if (hasPlayed.current) return;
    hasPlayed.current = true;
    recordEvent('stream_played', { streamSlug: slug });
  };
  const others = choices.length > 1 ? 'Try another source below the player.' : undefined;

  return (
    <div className="stream-player">
      <div className="stream-player-stage" data-source-kind={selected?.source.kind ?? 'none'}>
        {!selected ? (
          <PlayerUnavailable reason={emptyReason} />
        ) : selected.source.kind === 'file' || selected.source.kind === 'hls' ? (
          <NativeVideo key={selected.id} url={selected.source.url} isHls={selected.source.kind === 'hls'} poster={poster} title={title} hint={others} onPlay={recordPlay} />
        ) : selected.source.kind === 'link' ? (
          <ExternalSource url={selected.source.url} />
        ) : (
          <EmbedFacade key={selected.id} source={selected.source} poster={poster} title={title} isTrailer={selected.isTrailer} onPlay={recordPlay} />
        )}
      </div>
      {choices.length > 1 ? (
        <div className="stream-player-choices" role="group" aria-label="Sources">
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              className={`stream-player-choice${choice.id === selected?.id ? ' active' : ''}`}
              aria-pressed={choice.id === selected?.id}
              onClick={() => setSelectedId(choice.id)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
      {selected && 'watchUrl' in selected.source ? (
        <a className="stream-player-watch" href={selected.source.watchUrl} target="_blank" rel="noopener noreferrer">
          <i className="bi bi-box-arrow-up-right" aria-hidden="true" /> Open on {kindLabelOf(selected.source.kind)}
        </a>
      ) : null}
    </div>
  );
}

/** A page the site cannot embed: say so and offer it in a new tab. */
function ExternalSource({ url }: { url: string }) {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return (
    <div className="stream-player-unavailable" role="status">
      <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
      <p className="stream-player-unavailable-title">This video plays on {host}</p>
      <p className="stream-player-unavailable-text">Its page cannot be embedded here.</p>
      <a className="btn btn-primary btn-sm" href={url} target="_blank" rel="noopener noreferrer">
        Watch on {host}
      </a>
    </div>
  );
}
