'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isClampHidingText } from './is-clamp-hiding-text';

type ClampedTextProps = {
  children: ReactNode;
  /** Classes of the text's paragraph (admin-message-body …). */
  className?: string;
  /** Completes the toggle's name for assistive technology: "of the message from Ada". */
  what?: string;
};

/**
 * Someone else's text in an admin list, at most four lines until "Show more": one long message
 * must not make the list a page fifty thousand pixels high. The toggle appears only when the clamp
 * hides something, measured again when the width changes; screen readers get the whole text.
 */
export function ClampedText({ children, className = '', what }: ClampedTextProps) {
  const id = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const [isHiding, setIsHiding] = useState(false);

  useEffect(() => {
    const text = textRef.current;
    if (!text || isExpanded) return;
    const measure = () => setIsHiding(isClampHidingText(text));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [children, isExpanded]);

  return (
    <div className="clamped-text">
      <p id={id} ref={textRef} className={`${className} clamped-text-body${isExpanded ? '' : ' is-clamped'}`}>
        {children}
      </p>
      {(isHiding || isExpanded) && (
        <button type="button" className="btn btn-link btn-sm clamped-text-toggle" aria-expanded={isExpanded} aria-controls={id} onClick={() => setIsExpanded(!isExpanded)}>
          {isExpanded ? 'Show less' : 'Show more'}
          {what && <span className="visually-hidden"> {what}</span>}
        </button>
      )}
    </div>
  );
}
