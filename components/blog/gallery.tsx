'use client';

import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GalleryImage } from '@/lib/sample-data/blog-posts';

/**
 * A gallery post's images as a grid of thumbnails; each opens a lightbox built on the native
 * modal <dialog> (focus stays inside, Escape closes). Arrow keys move between images and follow
 * the page's reading direction.
 */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [index, setIndex] = useState(0);
  const current = images[index];

  function open(at: number) {
    setIndex(at);
    dialogRef.current?.showModal();
  }

  function close() {
    dialogRef.current?.close();
  }

  function step(delta: number) {
    setIndex((at) => (at + delta + images.length) % images.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === 'ArrowRight';
    const rtl = document.documentElement.dir === 'rtl';
    step(forward !== rtl ? 1 : -1);
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <div className="gallery">
      <ul className="gallery-grid">
        {images.map((image, at) => (
          <li key={image.src}>
            <button
              type="button"
              className="gallery-thumb"
              ref={(element) => {
                thumbRefs.current[at] = element;
              }}
              onClick={() => open(at)}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={1280}
                height={720}
                loading={at < 3 ? 'eager' : 'lazy'}
              />
              <span className="visually-hidden">, open larger view</span>
              <span className="gallery-thumb-zoom" aria-hidden="true">
                <i className="bi bi-arrows-angle-expand" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className="gallery-lightbox"
        aria-label={`${title}: image ${index + 1} of ${images.length}`}
        onKeyDown={onKeyDown}
        onClick={onBackdropClick}
        onClose={() => thumbRefs.current[index]?.focus()}
      >
        <div className="gallery-lightbox-inner">
          <button type="button" className="gallery-lightbox-close" onClick={close} aria-label="Close gallery">
            <i className="bi bi-x-lg" aria-hidden="true" />
          </button>
          <figure className="gallery-lightbox-figure">
            <img src={current.src} alt={current.alt} width={1280} height={720} loading="lazy" />
            <figcaption>
              <span className="gallery-lightbox-count">
                {index + 1} / {images.length}
              </span>
              <span>{current.caption}</span>
            </figcaption>
          </figure>
          <div className="gallery-lightbox-nav">
            <button
              type="button"
              className="btn btn-outline-light"
              onClick={() => step(-1)}
              aria-label="Previous image"
            >
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-outline-light"
              onClick={() => step(1)}
              aria-label="Next image"
            >
              <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
