import { platformByUrl } from '@/lib/content/platforms';
import { isWebUrl } from '@/lib/content/profiles/web-url';

/** Where else the stream can be watched: each link with its platform's icon and name. */
export function StreamPlatformLinks({ links }: { links: string[] }) {
  const safe = links.filter(isWebUrl);
  if (!safe.length) return null;
  return (
    <ul className="stream-platform-links list-unstyled">
      {safe.map((href) => {
        const platform = platformByUrl(href);
        return (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer" className="stream-platform-link">
              <i className={`bi ${platform?.iconClass ?? 'bi-box-arrow-up-right'}`} aria-hidden="true" /> Watch on {platform?.displayName ?? new URL(href).hostname.replace(/^www\./, '')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
