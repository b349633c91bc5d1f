'use client';

import { Children, type ReactNode } from 'react';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useDocumentDir } from './use-document-dir';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/a11y';

export type SliderVariant = 'poster' | 'landscape' | 'banner' | 'cast' | 'genre';

type Breakpoints = Record<number, { slidesPerView: number; slidesPerGroup: number }>;

// Slides per view at each width; the same numbers drive the CSS that lays out the row before
// Swiper starts (styles/components/_media.scss, .media-slider-*).
const BREAKPOINTS: Record<SliderVariant, Breakpoints> = {
  poster: {
    0: { slidesPerView: 2.3, slidesPerGroup: 2 },
    576: { slidesPerView: 3.3, slidesPerGroup: 3 },
    768: { slidesPerView: 4.3, slidesPerGroup: 4 },
    992: { slidesPerView: 5.3, slidesPerGroup: 5 },
    1200: { slidesPerView: 6, slidesPerGroup: 6 },
  },
  landscape: {
    0: { slidesPerView: 1.25, slidesPerGroup: 1 },
    576: { slidesPerView: 2.2, slidesPerGroup: 2 },
    992: { slidesPerView: 3.2, slidesPerGroup: 3 },
    1200: { slidesPerView: 4, slidesPerGroup: 4 },
  },
  banner: {
    0: { slidesPerView: 1.1, slidesPerGroup: 1 },
    768: { slidesPerView: 2, slidesPerGroup: 2 },
  },
  cast: {
    0: { slidesPerView: 2.6, slidesPerGroup: 2 },
    576: { slidesPerView: 3.6, slidesPerGroup: 3 },
    768: { slidesPerView: 5.3, slidesPerGroup: 5 },
    1200: { slidesPerView: 7, slidesPerGroup: 7 },
  },
  genre: {
    0: { slidesPerView: 1.6, slidesPerGroup: 1 },
    576: { slidesPerView: 2.6, slidesPerGroup: 2 },
    992: { slidesPerView: 4.3, slidesPerGroup: 4 },
    1200: { slidesPerView: 5, slidesPerGroup: 5 },
  },
};

/** A horizontal row of cards with previous/next buttons; swipes on touch screens. */
export function MediaSlider({ variant, label, children }: { variant: SliderVariant; label: string; children: ReactNode }) {
  const dir = useDocumentDir();
  return (
    <Swiper
      key={dir}
      className={`media-slider media-slider-${variant}`}
      modules={[Navigation, A11y]}
      navigation
      spaceBetween={16}
      breakpoints={BREAKPOINTS[variant]}
      watchOverflow
      a11y={{ containerMessage: label, prevSlideMessage: `Previous in ${label}`, nextSlideMessage: `Next in ${label}` }}
    >
      {Children.toArray(children).map((child, index) => (
        <SwiperSlide key={index}>{child}</SwiperSlide>
      ))}
    </Swiper>
  );
}
