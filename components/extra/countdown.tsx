'use client';

import { useEffect, useState } from 'react';
import { countdownParts } from './countdown-parts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds until `target` (an ISO date-time). The numbers depend on the
 * visitor's clock, so they appear only after mount: the server and the first client render both
 * show dashes, which keeps hydration exact.
 */
export function Countdown({ target, label }: { target: string; label: string }) {
  const [now, setNow] = useState<number | null>(null);
  const targetTime = Date.parse(target);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const parts = now === null ? null : countdownParts(targetTime, now);
  const passed = now !== null && now >= targetTime;

  return (
    <div className="countdown">
      <p className="visually-hidden">{label}</p>
      <ul className="countdown-units" aria-hidden="true">
        {UNITS.map((unit) => (
          <li key={unit} className="countdown-unit">
            <span className="countdown-value">{parts ? String(parts[unit]).padStart(2, '0') : '--'}</span>
            <span className="countdown-label">{unit}</span>
          </li>
        ))}
      </ul>
      {passed && (
        <p className="countdown-passed">
          Launch day has arrived. The catalogue opens as soon as the last checks pass.
        </p>
      )}
    </div>
  );
}
