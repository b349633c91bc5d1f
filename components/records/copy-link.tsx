'use client';

import { useId, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'select';

const MESSAGES: Readonly<Record<CopyState, string>> = {
  idle: '',
  copied: 'Link copied.',
  select: 'Copying is not available here: the address is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
};

/**
 * A record's full address to cite: a read-only field (select it to copy by hand, without
 * JavaScript too) and a "Copy link" button writing it to the clipboard. Where the Clipboard API is
 * missing or refused (an http page, a denied permission) the field's text is selected instead.
 */
export function CopyLink({ url }: { url: string }) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const selectField = () => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      selectField();
      setState('select');
    }
  };
  return (
    <div className="copy-link">
      <label htmlFor={`${id}-address`} className="visually-hidden">
        Full address of this record
      </label>
      <input
        ref={fieldRef}
        id={`${id}-address`}
        className="form-control form-control-sm copy-link-address"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void copy()}>
        <i className={`bi ${state === 'copied' ? 'bi-check-lg' : 'bi-link-45deg'}`} aria-hidden="true" /> Copy link
      </button>
      <p className="copy-link-status" role="status">
        {MESSAGES[state]}
      </p>
    </div>
  );
}
