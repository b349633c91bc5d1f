/** A 404 drawing: a monitor whose middle zero is a crossed-out eye, i.e. a page nobody can see. */
export function NotFoundArt() {
  return (
    <svg
      className="error-art error-art-404"
      viewBox="0 0 420 280"
      width="420"
      height="280"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="art-frame" x="30" y="20" width="360" height="200" rx="18" />
      <rect className="art-screen" x="46" y="36" width="328" height="168" rx="8" />
      <g className="art-static">
        <rect x="60" y="52" width="90" height="4" rx="2" />
        <rect x="250" y="64" width="110" height="4" rx="2" />
        <rect x="70" y="180" width="140" height="4" rx="2" />
        <rect x="270" y="170" width="80" height="4" rx="2" />
      </g>
      <text className="art-digit" x="118" y="148" textAnchor="middle">
        4
      </text>
      <g className="art-eye" transform="translate(210 122)">
        <path d="M-42 0 Q0 -36 42 0 Q0 36 -42 0 Z" />
        <circle r="13" />
        <line x1="-38" y1="30" x2="38" y2="-30" />
      </g>
      <text className="art-digit" x="302" y="148" textAnchor="middle">
        4
      </text>
      <rect className="art-frame" x="180" y="220" width="60" height="26" />
      <rect className="art-frame" x="140" y="246" width="140" height="12" rx="6" />
    </svg>
  );
}
