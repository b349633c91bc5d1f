'use client';

import { useState } from 'react';
import { initialsOf } from '@/lib/initials';

/** A round picture that falls back to the person's initials when the image is missing or fails. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (!src || failed) {
    return (
      <span className="avatar avatar-initials" style={style} role="img" aria-label={name}>
        {initialsOf(name)}
      </span>
    );
  }
  return <img className="avatar" src={src} alt={name} width={size} height={size} style={style} onError={() => setFailed(true)} />;
}
