'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldFeedback } from '@/components/forms/field-feedback';
import { sanitizeRichText } from '@/lib/content/sanitize-html';
import { RichTextToolbar } from './rich-text-toolbar';

type RichTextEditorProps = {
  id: string;
  label: string;
  /** HTML, as the brief stores it (sanitized on save and on render). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The brief's body editor: TipTap's StarterKit (paragraphs, headings 2–4, lists, quotes, code,
 * links) producing the small HTML the sanitizer allows. Loaded with next/dynamic from the brief
 * editor only, so no other page carries it.
 */
export default function RichTextEditor({ id, label, value, onChange, error, disabled }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    // Stored HTML may come from any client of the API: only what the save and the page keep enters the editor.
    content: sanitizeRichText(value),
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-feedback` } : {}),
        class: `rich-text-content form-control${error ? ' is-invalid' : ''}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className="form-field rich-text">
      <span id={`${id}-label`} className="form-label">
        {label}
      </span>
      {editor ? <RichTextToolbar editor={editor} disabled={disabled} /> : <p className="my-loading">Loading the editor…</p>}
      <EditorContent editor={editor} />
      <FieldFeedback id={id} error={error} />
    </div>
  );
}
