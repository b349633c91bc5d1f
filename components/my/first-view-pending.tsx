/**
 * What a signed-in page shows where its first view goes while the server reads it as the caller
 * (/me, /admin/moderation): the page's frame (header, banner, tabs) and its stylesheets and scripts
 * go out at once instead of after the read, so the browser loads them while the server reads.
 * At least a screen high, so the footer starts below the fold and the first view's arrival moves
 * nothing the reader sees (no layout shift). No role="status": it is gone once the first view
 * arrives, usually before anyone could read it; `aria-busy` tells assistive technology to wait.
 */
export function FirstViewPending({ what }: { what: string }) {
  return (
    <div className="first-view-pending" aria-busy="true" style={{ minHeight: '100vh' }}>
      <p className="my-loading admin-loading small">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Reading {what}…
      </p>
    </div>
  );
}
