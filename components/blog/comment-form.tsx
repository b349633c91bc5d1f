'use client';

import { FormField } from '@/components/extra/form-field';
import { FormStatus } from '@/components/extra/form-status';
import { MESSAGE_MAX_LENGTH, validateMessage } from '@/components/extra/message-validation';
import { useMessageForm } from '@/components/extra/use-message-form';

const initial = { message: '', name: '', email: '' };

/** The leave-a-comment form. It validates and keeps the text, and says plainly that nothing is stored yet. */
export function CommentForm() {
  const { values, errors, notice, hasErrors, onChange, onSubmit } = useMessageForm(
    initial,
    validateMessage,
    ({ name }) =>
      `Thanks, ${name.trim()}. Your comment passed the checks, but comments are not stored yet, so it was not published or saved.`,
  );

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
      <p id="comment-form-note" className="form-note">
        <i className="bi bi-info-circle" aria-hidden="true" /> Comments are not stored yet: the form checks
        what you type, but nothing is saved or published.
      </p>
      <FormField
        id="comment-message"
        name="message"
        label="Comment"
        rows={5}
        value={values.message}
        onChange={onChange}
        error={errors.message}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <div className="message-form-row">
        <FormField
          id="comment-name"
          name="name"
          label="Name"
          value={values.name}
          onChange={onChange}
          error={errors.name}
          autoComplete="name"
        />
        <FormField
          id="comment-email"
          name="email"
          type="email"
          label="Email address"
          value={values.email}
          onChange={onChange}
          error={errors.email}
          autoComplete="email"
        />
      </div>
      <button type="submit" className="btn btn-primary">
        Check comment
      </button>
      <FormStatus id="comment-form-status" notice={notice} isError={hasErrors} />
    </form>
  );
}
