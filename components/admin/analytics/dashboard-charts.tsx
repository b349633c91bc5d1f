'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { shortenLabel } from './shorten-label';
import type { ChartColors } from './use-chart-colors';

// Only the pieces these charts use, so the page loads no more of chart.js than it needs.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

function baseOptions(colors: ChartColors, showLegend: boolean) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {
      legend: { display: showLegend, labels: { color: colors.text, boxWidth: 12 } },
      tooltip: { intersect: false },
    },
  };
}

function axes(colors: ChartColors) {
  return {
    ticks: { color: colors.muted, precision: 0 },
    grid: { color: colors.grid },
    border: { color: colors.grid },
  };
}

/** Lines of daily figures (page views, launches, active browsers, sign-ups). */
export function ActivityLineChart({ labels, series, colors, label }: { labels: string[]; series: { label: string; values: number[] }[]; colors: ChartColors; label: string }) {
  const options: ChartOptions<'line'> = {
    ...baseOptions(colors, true),
    interaction: { mode: 'index', intersect: false },
    scales: { x: axes(colors), y: { ...axes(colors), beginAtZero: true } },
  };
  const data = {
    labels,
    datasets: series.map((entry, index) => ({
      label: entry.label,
      data: entry.values,
      borderColor: colors.series[index % colors.series.length],
      backgroundColor: colors.series[index % colors.series.length],
      pointRadius: labels.length > 45 ? 0 : 2,
      tension: 0.25,
    })),
  };
  return <Line options={options} data={data} role="img" aria-label={label} />;
}

/**
 * Horizontal bars (events by type, top briefs, top streams). Long names are cut on the axis, where
 * they would squeeze the bars away; the tooltip shows the whole name and the table under the chart
 * lists every name in full for screen readers (the canvas itself is one image).
 */
export function CountBarChart({ labels, values, colors, label, colorIndex = 0 }: { labels: string[]; values: number[]; colors: ChartColors; label: string; colorIndex?: number }) {
  const options: ChartOptions<'bar'> = {
    ...baseOptions(colors, false),
    indexAxis: 'y',
    scales: {
      x: { ...axes(colors), beginAtZero: true },
      y: { ...axes(colors), ticks: { color: colors.text, callback: (_value, index) => shortenLabel(labels[index] ?? '') } },
    },
  };
  const color = colors.series[colorIndex % colors.series.length];
  const data = { labels, datasets: [{ label, data: values, backgroundColor: color, borderRadius: 4, maxBarThickness: 22 }] };
  return <Bar options={options} data={data} role="img" aria-label={label} />;
}
