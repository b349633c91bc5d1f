'use client';

import { useState } from 'react';

/** The product's pictures: a large view and thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const views = ['front', 'detail', 'worn'];
  return (
    <div className="product-gallery">
      <div className="product-gallery-main">
        <img src={images[current]} alt={`${name}, ${views[current] ?? `view ${current + 1}`}`} width={600} height={600} />
      </div>
      {images.length > 1 && (
        <ul className="product-gallery-thumbs list-unstyled" aria-label="Product pictures">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={`product-gallery-thumb${index === current ? ' active' : ''}`}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt="" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
