'use client';

import { useState, type FormEvent } from 'react';
import { FormStatus } from './form-status';
import { validateEmailOnly } from './message-validation';

/** The coming-soon page's notify-me box: it checks the address and says plainly that nothing is stored yet. */
export function NotifyForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmailOnly(email);
    if (problem) {
      setError(problem);
      setNotice(problem);
      return;
    }
    setError(null);
    setNotice(
      `${email.trim()} looks right, but launch notifications are not stored yet, so nothing was saved and no e-mail will be sent.`,
    );
  }

  return (
    <form className="notify-form" noValidate onSubmit={submit} aria-label="Launch notification">
      <label htmlFor="notify-email" className="form-label">
        Get notified at launch
      </label>
      <div className="input-group">
        <input
          id="notify-email"
          type="email"
          name="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder="Email address"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby="notify-status"
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Notify me
        </button>
      </div>
      <FormStatus id="notify-status" notice={notice} isError={Boolean(error)} />
    </form>
  );
}
