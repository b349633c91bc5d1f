'use client';

import { useState, type FormEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { isWebUrl } from '@/lib/content/profiles/web-url';
import { useRovingTabStop } from './use-roving-tab-stop';

type Tool = { name: string; icon: string; isActive: (editor: Editor) => boolean; run: (editor: Editor) => void };

const TOOLS: Tool[] = [
  { name: 'Bold', icon: 'bi-type-bold', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'Italic', icon: 'bi-type-italic', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'Heading', icon: 'bi-type-h2', isActive: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { name: 'Subheading', icon: 'bi-type-h3', isActive: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { name: 'Bulleted list', icon: 'bi-list-ul', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'Numbered list', icon: 'bi-list-ol', isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: 'Quote', icon: 'bi-quote', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * TipTap's focus() moves the focus on the next animation frame: keys typed before it, on a busy
 * machine, landed on the button (a space pressed it again, undoing the bold). The text takes the
 * focus at once instead.
 */
function runAndFocus(editor: Editor, command: (editor: Editor) => void) {
  command(editor);
  if (!editor.isDestroyed) editor.view.focus();
}

/** Formatting buttons, a link box that only takes web addresses, undo and redo. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const active = useEditorState({ editor, selector: ({ editor: current }) => TOOLS.map((tool) => tool.isActive(current)).concat(current.isActive('link')) });
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const isLinkActive = active[TOOLS.length];
  // The formatting buttons, then Link, Undo and Redo.
  const roving = useRovingTabStop(TOOLS.length + 3);

  function openLink() {
    setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkError(null);
    setIsLinkOpen(true);
  }

  function applyLink(event: FormEvent) {
    event.preventDefault();
    const url = href.trim();
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!isWebUrl(url)) {
      setLinkError('Please enter a full web address starting with https://');
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    setIsLinkOpen(false);
  }

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={roving.onKeyDown}>
      {TOOLS.map((tool, index) => (
        <button key={tool.name} {...roving.itemProps(index)} type="button" className={`btn btn-sm${active[index] ? ' active' : ''}`} aria-pressed={active[index]} title={tool.name} aria-label={tool.name} disabled={disabled} onClick={() => runAndFocus(editor, tool.run)}>
          <i className={`bi ${tool.icon}`} aria-hidden="true" />
        </button>
      ))}
      <button {...roving.itemProps(TOOLS.length)} type="button" className={`btn btn-sm${isLinkActive ? ' active' : ''}`} aria-pressed={isLinkActive} title="Link" aria-label="Link" disabled={disabled} onClick={openLink}>
        <i className="bi bi-link-45deg" aria-hidden="true" />
      </button>
      <button {...roving.itemProps(TOOLS.length + 1)} type="button" className="btn btn-sm" title="Undo" aria-label="Undo" disabled={disabled} onClick={() => runAndFocus(editor, (e) => e.chain().focus().undo().run())}>
        <i className="bi bi-arrow-counterclockwise" aria-hidden="true" />
      </button>
      <button {...roving.itemProps(TOOLS.length + 2)} type="button" className="btn btn-sm" title="Redo" aria-label="Redo" disabled={disabled} onClick={() => runAndFocus(editor, (e) => e.chain().focus().redo().run())}>
        <i className="bi bi-arrow-clockwise" aria-hidden="true" />
      </button>
      {isLinkOpen && (
        // Not a nested <form>: the brief's form around it would receive the submit.
        <div className="rich-text-link" role="group" aria-label="Link address">
          <input
            type="url"
            className={`form-control form-control-sm${linkError ? ' is-invalid' : ''}`}
            aria-label="Link address"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && applyLink(event)}
            autoFocus
          />
          <button type="button" className="btn btn-sm btn-primary" onClick={applyLink}>
            Apply
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setIsLinkOpen(false)}>
            Cancel
          </button>
          {linkError && <span className="invalid-feedback d-block">{linkError}</span>}
        </div>
      )}
    </div>
  );
}
