export type TwitchTarget = { video: string } | { channel: string } | { clip: string } | { collection: string };

/**
 * How the player plays one address. `file` and `hls` play in the page's own <video>; the embeds
 * load the platform's player in an iframe; `link` is a page the site cannot embed (shown as a
 * way out to the platform, never as a broken frame).
 */
export type PlayerSource =
  | { kind: 'file'; url: string; mimeType: string | null }
  | { kind: 'hls'; url: string }
  | { kind: 'youtube'; embedUrl: string; watchUrl: string }
  | { kind: 'rumble'; embedUrl: string }
  | { kind: 'twitch'; target: TwitchTarget; watchUrl: string }
  | { kind: 'link'; url: string };

export type PlayerSourceKind = PlayerSource['kind'];
