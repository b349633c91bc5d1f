'use client';

import { Children, type ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/a11y';

/** The big featured carousel: cross-fading slides that advance on their own until hovered. */
export function HeroSlider({ label, compact = false, children }: { label: string; compact?: boolean; children: ReactNode }) {
  return (
    <Swiper
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
    >
      {Children.toArray(children).map((child, index) => (
        <SwiperSlide key={index}>{child}</SwiperSlide>
      ))}
    </Swiper>
  );
}
