import type { AudioPost } from '@/lib/sample-data/blog-posts';

/** An audio post's player: the browser's own <audio> controls, with a download fallback. */
export function AudioPlayer({ post }: { post: AudioPost }) {
  const { audio } = post;
  return (
    <figure className="audio-player">
      <img className="audio-player-art" src={post.image} alt="" width={1280} height={720} />
      <div className="audio-player-body">
        <p className="audio-player-label">
          <i className="bi bi-soundwave" aria-hidden="true" />
          <span>Audio briefing · {audio.duration}</span>
        </p>
        <p className="audio-player-title">{post.title}</p>
        <audio
          className="audio-player-control"
          controls
          preload="metadata"
          aria-label={`Play: ${post.title}`}
        >
          <source src={audio.src} type={audio.mimeType} />
          Your browser cannot play this audio. <a href={audio.src}>Download the WAV file</a>.
        </audio>
        <figcaption className="audio-player-caption">{audio.caption}</figcaption>
      </div>
    </figure>
  );
}
