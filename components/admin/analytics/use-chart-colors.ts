'use client';

import { useEffect, useState } from 'react';

export type ChartColors = { text: string; muted: string; grid: string; series: string[] };

/** Series colours readable on the dark (#0b0b0f) and light (#fff) backgrounds alike; the accent leads. */
const SERIES_AFTER_ACCENT = ['#1e90ff', '#16a870', '#d98a00', '#9b5de5', '#e0559b'];

function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--bs-body-color', '#d6d6de'),
    muted: read('--sw-muted', '#9a9aa8'),
    grid: read('--bs-border-color', '#2c2c38'),
    series: [read('--sw-accent', '#e50914'), ...SERIES_AFTER_ACCENT],
  };
}

/**
 * The theme's colours for charts (canvas cannot use CSS variables), read again whenever the
 * settings panel switches light/dark or the accent colour on <html>.
 */
export function useChartColors(): ChartColors | null {
  const [colors, setColors] = useState<ChartColors | null>(null);
  useEffect(() => {
    setColors(readColors());
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme', 'data-color-theme', 'class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}
