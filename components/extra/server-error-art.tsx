/** A 500 drawing: a server rack with one failing unit and a broken signal line. */
export function ServerErrorArt() {
  return (
    <svg
      className="error-art error-art-500"
      viewBox="0 0 420 280"
      width="420"
      height="280"
      aria-hidden="true"
      focusable="false"
    >
      <path className="art-wire" d="M20 140 H110 M310 140 H352 l10 -18 l12 36 l10 -18 H400" />
      <g className="art-rack">
        <rect x="120" y="30" width="180" height="60" rx="10" />
        <rect x="120" y="110" width="180" height="60" rx="10" />
        <rect x="120" y="190" width="180" height="60" rx="10" />
      </g>
      <g className="art-slots">
        <rect x="140" y="55" width="90" height="8" rx="4" />
        <rect x="140" y="135" width="90" height="8" rx="4" />
        <rect x="140" y="215" width="90" height="8" rx="4" />
      </g>
      <circle className="art-led" cx="262" cy="59" r="7" />
      <circle className="art-led art-led-fail" cx="262" cy="139" r="7" />
      <circle className="art-led" cx="262" cy="219" r="7" />
      <circle className="art-led" cx="282" cy="59" r="7" />
      <circle className="art-led art-led-fail" cx="282" cy="139" r="7" />
      <circle className="art-led" cx="282" cy="219" r="7" />
      <path className="art-crack" d="M210 110 l-14 18 l16 8 l-12 22" />
      <g className="art-warning" transform="translate(330 40)">
        <path d="M30 0 L60 52 H0 Z" />
        <rect x="27" y="16" width="6" height="20" rx="3" />
        <circle cx="30" cy="43" r="3.5" />
      </g>
    </svg>
  );
}
