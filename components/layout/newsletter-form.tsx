'use client';

import { useState, type FormEvent } from 'react';
import { isValidEmail } from '@/lib/validation/email';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';

/**
 * The footer's newsletter box. It validates the address and keeps what was typed on error.
 * Subscriptions are not stored yet (that arrives with the data service), and the form says so
 * rather than pretending to have subscribed anyone.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    setNotice(null);
    if (!value) return setError(REQUIRED_FIELD_MESSAGE);
    if (!isValidEmail(value)) return setError(INVALID_EMAIL_MESSAGE);
    setError(null);
    setNotice(`Thanks — ${value} looks right, but newsletter sign-ups are not stored yet, so nothing was saved.`);
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={submit} aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="form-label">
        Subscribe to our newsletter
      </label>
      <div className="input-group">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder="Email address"
          autoComplete="email"
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby="newsletter-feedback"
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Subscribe
        </button>
      </div>
      <p id="newsletter-feedback" className={`newsletter-feedback${error ? ' text-danger' : ''}`} role="status">
        {error ?? notice}
      </p>
    </form>
  );
}
