'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayerUnavailable } from './player-unavailable';

type Props = { url: string; isHls: boolean; poster: string | null; title: string; hint?: string; onPlay: () => void };

/**
 * A file or an HLS stream in the page's own <video>. HLS plays natively where the browser can
 * (Safari) and through hls.js elsewhere, loaded only for such a source. A source that fails to
 * load turns into the "video unavailable" state rather than an empty black box.
 */
export function NativeVideo({ url, isHls, poster, title, hint, onPlay }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || isHls) return;
    // The file may have failed before React attached its listeners (the server's HTML starts loading it).
    // Only an error counts: a video just mounted on the client says NETWORK_NO_SOURCE until it starts loading.
    if (video.error) setFailure('The video file could not be loaded.');
  }, [isHls, url]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !isHls) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      return;
    }
    let isCurrent = true;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (!isCurrent) return;
        if (!Hls.isSupported()) {
          setFailure('This browser cannot play live streams (HLS).');
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) {
            setFailure('The live stream could not be loaded.');
            hls.destroy();
          }
        });
        hls.loadSource(url);
        hls.attachMedia(video);
      })
      .catch(() => isCurrent && setFailure('The live-stream player could not be loaded.'));
    return () => {
      isCurrent = false;
      destroy?.();
    };
  }, [isHls, url]);

  if (failure) return <PlayerUnavailable reason={failure} hint={hint} />;
  return (
    <video
      ref={videoRef}
      className="stream-player-video"
      src={isHls ? undefined : url}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={`${title} video`}
      onPlay={onPlay}
      onError={() => setFailure(isHls ? 'The live stream could not be loaded.' : 'The video file could not be loaded.')}
    />
  );
}
