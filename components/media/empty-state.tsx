import Link from 'next/link';

/** What a list shows when it has nothing in it. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className="empty-state">
      <i className="bi bi-collection-play" aria-hidden="true" />
      <p>{message}</p>
      <Link href="/view-all" className="btn btn-outline-primary btn-sm">
        Browse every title
      </Link>
    </div>
  );
}
