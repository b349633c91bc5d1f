'use client';

import { Children, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useDocumentDir } from './use-document-dir';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/a11y';

/**
 * The big featured carousel: cross-fading slides that advance on their own (never for visitors
 * who prefer reduced motion), pause on hover, and can be paused with a button.
 */
export function HeroSlider({ label, compact = false, children }: { label: string; compact?: boolean; children: ReactNode }) {
  const dir = useDocumentDir();
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  function onSwiper(instance: SwiperInstance) {
    swiper.current = instance;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      instance.autoplay.stop();
      setPaused(true);
    } else if (paused) {
      instance.autoplay.stop();
    }
  }

  function togglePlay() {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.start();
    else autoplay.stop();
    setPaused(!paused);
  }

  return (
    <div className={`hero-slider-frame${compact ? ' is-compact' : ''}`}>
      <Swiper
        key={dir}
        className={`hero-slider${compact ? ' hero-slider-compact' : ''}`}
        modules={[A11y, Autoplay, EffectFade, Navigation, Pagination]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={700}
        rewind
        autoplay={{ delay: 6500, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation
        pagination={{ clickable: true }}
        a11y={{ containerMessage: label }}
        onSwiper={onSwiper}
      >
        {Children.toArray(children).map((child, index) => (
          <SwiperSlide key={index}>{child}</SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="hero-autoplay-toggle" onClick={togglePlay} aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}>
        <i className={`bi ${paused ? 'bi-play-fill' : 'bi-pause-fill'}`} aria-hidden="true" />
      </button>
    </div>
  );
}
