'use client';

/** A live note's button: Show, then Showing… (disabled) until the page's new view is in (useShowInPlace). */
export function ShowButton({ isShowing, onShow }: { isShowing: boolean; onShow: () => void }) {
  return (
    <button type="button" className="btn btn-outline-primary btn-sm" onClick={onShow} disabled={isShowing}>
      {isShowing ? 'Showing…' : 'Show'}
    </button>
  );
}
