'use client';

import { useState } from 'react';

export type PreviewShape = 'round' | 'wide' | 'tall';

/** The picture a field holds now, in the shape the site shows it; a placeholder when there is none or it cannot load. */
export function PicturePreview({ src, alt, shape }: { src: string | null; alt: string; shape: PreviewShape }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isShown = src !== null && failedSrc !== src;
  return (
    <div className={`upload-preview upload-preview-${shape}`}>
      {isShown ? (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span className="upload-preview-empty">
          <i className="bi bi-image" aria-hidden="true" />
          <span>{src ? 'Cannot show this picture' : 'No picture yet'}</span>
        </span>
      )}
    </div>
  );
}
