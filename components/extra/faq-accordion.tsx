'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { Faq } from '@/lib/sample-data/faqs';

/**
 * Questions that open and close their answers. Each question is a real button (Enter and Space
 * toggle it) with aria-expanded and aria-controls; Up, Down, Home and End move between questions,
 * as the WAI-ARIA accordion pattern describes. Several answers may be open at once.
 */
export function FaqAccordion({
  items,
  idPrefix,
  headingLevel: Heading = 'h3',
  openFirst = true,
}: {
  items: readonly Faq[];
  idPrefix: string;
  headingLevel?: 'h2' | 'h3';
  openFirst?: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(openFirst && items[0] ? [items[0].id] : []),
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const buttonId = `${idPrefix}-${item.id}-question`;
        const panelId = `${idPrefix}-${item.id}-answer`;
        return (
          <div key={item.id} className={`faq-item${isOpen ? ' open' : ''}`}>
            <Heading className="faq-question">
              <button
                type="button"
                id={buttonId}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <i className="bi bi-plus-lg faq-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq-answer"
              hidden={!isOpen}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
