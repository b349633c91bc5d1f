'use client';

import { FormField } from '@/components/forms/form-field';
import { FormNote } from '@/components/forms/form-note';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { FIX_FIELDS_NOTICE, MESSAGE_MAX_LENGTH, validateMessage } from '@/lib/validation/message-forms';

/** The leave-a-comment form. It validates and keeps the text, and says plainly that nothing is stored yet. */
export function CommentForm() {
  const { field, status, onSubmit } = useFormFields({
    initial: { message: '', name: '', email: '' },
    validate: validateMessage,
    idPrefix: 'comment',
    onValid: ({ name }) =>
      `Thanks, ${name.trim()}. Your comment passed the checks, but comments are not stored yet, so it was not published or saved.`,
    onInvalid: () => FIX_FIELDS_NOTICE,
  });

  return (
    <form
      className="message-form comment-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="comment-form-title"
      aria-describedby="comment-form-note"
    >
      <h3 id="comment-form-title" className="comment-form-title">
        Leave a comment
      </h3>
      <FormNote id="comment-form-note">
        Comments are not stored yet: the form checks what you type, but nothing is saved or published.
      </FormNote>
      <FormField {...field('message')} label="Comment" required rows={5} maxLength={MESSAGE_MAX_LENGTH} />
      <div className="message-form-row">
        <FormField {...field('name')} label="Name" required autoComplete="name" />
        <FormField {...field('email')} label="Email address" type="email" required autoComplete="email" />
      </div>
      <button type="submit" className="btn btn-primary">
        Check comment
      </button>
      <FormStatus id="comment-form-status" status={status} />
    </form>
  );
}
