'use client';

import { useState } from 'react';
import { ArtworkImage } from './artwork-image';

/**
 * A player-like frame for a title: a still with a play button that starts a preview with
 * pause and mute controls. The catalogue carries no video files, so the preview is the still.
 */
export function PlayerFrame({ image, title, duration, lazy = false }: { image: string; title: string; duration: string; lazy?: boolean }) {
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const classes = ['player-frame', started && 'is-started', playing && 'is-playing'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <ArtworkImage src={image} alt={`${title} still`} lazy={lazy} className="player-frame-image" />
      {started ? (
        <>
          <p className="player-status">
            <span className="player-live-dot" aria-hidden="true" /> {playing ? 'Preview playing' : 'Preview paused'}
          </p>
          <div className="player-controls">
            <button type="button" className="player-control" aria-label={playing ? 'Pause preview' : 'Play preview'} onClick={() => setPlaying((value) => !value)}>
              <i className={`bi ${playing ? 'bi-pause-fill' : 'bi-play-fill'}`} aria-hidden="true" />
            </button>
            <div className="player-progress" aria-hidden="true">
              <span />
            </div>
            <span className="player-time">{duration}</span>
            <button type="button" className="player-control" aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
              <i className={`bi ${muted ? 'bi-volume-mute-fill' : 'bi-volume-up-fill'}`} aria-hidden="true" />
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="player-start"
          aria-label={`Play a preview of ${title}`}
          onClick={() => {
            setStarted(true);
            setPlaying(true);
          }}
        >
          <i className="bi bi-play-fill" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
