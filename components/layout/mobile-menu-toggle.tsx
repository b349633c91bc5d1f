'use client';

/** The phone-width button that opens and closes a header's navigation. */
export function MobileMenuToggle({ isOpen, controls, onToggle }: { isOpen: boolean; controls: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="header-icon-button mobile-menu-toggle"
      aria-label={isOpen ? 'Close menu' : 'Open menu'}
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
    >
      <i className={`bi ${isOpen ? 'bi-x-lg' : 'bi-list'}`} aria-hidden="true" />
    </button>
  );
}
