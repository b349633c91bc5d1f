'use client';

/**
 * "2 new reports — Show": said politely (a live region, no focus taken), and the list is read again
 * only when the moderator asks, so nothing moves under their cursor.
 */
export function NewArrivalsBar({ count, one, many, onShow }: { count: number; one: string; many: string; onShow: () => void }) {
  return (
    <div role="status" aria-live="polite" className="moderation-arrivals-slot">
      {count > 0 && (
        <p className="moderation-arrivals">
          <span>
            {count === 1 ? `1 new ${one}` : `${count} new ${many}`} since this list was loaded.
          </span>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={onShow}>
            Show
          </button>
        </p>
      )}
    </div>
  );
}
