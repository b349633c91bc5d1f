import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import type { BriefAuthor } from '@/lib/content/briefs/brief-types';
import { platformDisplayName } from '@/lib/content/platforms';
import { profilePath } from '@/lib/content/profiles/profile-seo';

/** Who wrote the brief, with a way to their profile and ban history. */
export function AuthorCard({ author }: { author: BriefAuthor }) {
  const href = profilePath(author.username);
  return (
    <aside className="brief-author" aria-label="About the author">
      <Avatar name={author.displayName} src={author.avatarUrl} size={64} />
      <div className="brief-author-text">
        <p className="brief-author-label">Written by</p>
        <h2 className="brief-author-name">
          <Link href={href}>{author.displayName}</Link>
        </h2>
        <p className="brief-author-handle">@{author.username}</p>
        {author.bio ? <p className="brief-author-bio">{author.bio}</p> : null}
        <p className="brief-author-facts">
          {author.totalBans === 1 ? '1 recorded ban' : `${author.totalBans} recorded bans`}
          {author.platformsAffected.length ? ` on ${author.platformsAffected.map(platformDisplayName).join(', ')}` : ''}
        </p>
        <Link href={href} className="btn btn-outline-primary btn-sm">
          Profile and ban history
        </Link>
      </div>
    </aside>
  );
}
