import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import type { TeamMember } from '@/lib/sample-data/team';

/** Who wrote the post, with a link to the team on the About page. */
export function AuthorBox({ author }: { author: TeamMember }) {
  return (
    <aside className="author-box" aria-label="About the author">
      <Avatar name={author.name} src={author.portrait} size={72} />
      <div>
        <p className="author-box-name">{author.name}</p>
        <p className="author-box-role">{author.role}</p>
        <p className="author-box-bio">{author.bio}</p>
        <Link href="/extra/about-us#team">Meet the team</Link>
      </div>
    </aside>
  );
}
