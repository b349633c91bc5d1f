/** What the player shows instead of a broken box: the video cannot be played here, and why. */
export function PlayerUnavailable({ reason, hint }: { reason: string; hint?: string }) {
  return (
    <div className="stream-player-unavailable" role="status">
      <i className="bi bi-camera-video-off" aria-hidden="true" />
      <p className="stream-player-unavailable-title">Video unavailable</p>
      <p className="stream-player-unavailable-text">{reason}</p>
      {hint ? <p className="stream-player-unavailable-hint">{hint}</p> : null}
    </div>
  );
}
