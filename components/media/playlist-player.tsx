'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ArtworkImage } from './artwork-image';
import { PlayerFrame } from './player-frame';

export type PlaylistItem = {
  slug: string;
  title: string;
  href: string;
  still: string;
  movieTime: string;
  typeLabel: string;
  rating: string;
  year: number;
  synopsis: string;
};

/** A watchlist: the chosen item in a player-like frame, and the queue to pick from. */
export function PlaylistPlayer({ items }: { items: PlaylistItem[] }) {
  const [current, setCurrent] = useState(0);
  const item = items[current];
  const hasNext = current < items.length - 1;
  return (
    <div className="playlist">
      <div className="playlist-featured">
        <PlayerFrame key={item.slug} image={item.still} title={item.title} duration={item.movieTime} />
        <div className="playlist-featured-body">
          <p className="playlist-now">
            Now selected · {current + 1} of {items.length}
          </p>
          <h2 className="playlist-featured-title">{item.title}</h2>
          <ul className="media-facts list-unstyled">
            <li className="media-fact-rating">{item.rating}</li>
            <li>{item.typeLabel}</li>
            <li>{item.year}</li>
            <li>
              <i className="bi bi-clock" aria-hidden="true" /> {item.movieTime}
            </li>
          </ul>
          <p className="playlist-synopsis">{item.synopsis}</p>
          <div className="playlist-actions">
            <Link href={item.href} className="btn btn-primary">
              <i className="bi bi-info-circle" aria-hidden="true" /> Details
            </Link>
            <button type="button" className="btn btn-outline-primary" disabled={!hasNext} onClick={() => setCurrent((index) => index + 1)}>
              Play next <i className="bi bi-skip-forward-fill" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
      <div className="playlist-queue">
        <h2 className="playlist-queue-title">Up in the queue</h2>
        <ol className="playlist-list list-unstyled">
          {items.map((entry, index) => (
            <li key={entry.slug}>
              <button
                type="button"
                className={`playlist-entry${index === current ? ' active' : ''}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                <span className="playlist-entry-index">{index === current ? <i className="bi bi-play-fill" aria-hidden="true" /> : index + 1}</span>
                <ArtworkImage src={entry.still} alt={`${entry.title} still`} className="playlist-entry-image" />
                <span className="playlist-entry-text">
                  <span className="playlist-entry-title">{entry.title}</span>
                  <span className="playlist-entry-meta">
                    {entry.typeLabel} · {entry.movieTime}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
