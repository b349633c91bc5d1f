'use client';

import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '@/lib/sample-data/orders';
import { FormField } from './form-field';
import { hasErrors, validateAccountDetails, type AccountField, type AccountValues, type FieldErrors } from './shop-validation';

const ORDER: AccountField[] = ['firstName', 'lastName', 'displayName', 'email', 'currentPassword', 'newPassword', 'confirmPassword'];

/** The account-details tab: checks what was typed, keeps it on error, and says that changes are not saved yet. */
export function AccountDetailsForm({ profile }: { profile: AccountProfile }) {
  const [values, setValues] = useState<AccountValues>({ ...profile, currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<AccountField>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const field = (name: AccountField) => ({
    id: `account-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateAccountDetails(values);
    setErrors(found);
    if (hasErrors(found)) {
      setNotice(null);
      const first = ORDER.find((name) => found[name]);
      if (first) document.getElementById(`account-${first}`)?.focus();
      return;
    }
    setNotice('Your changes look right, but account editing is not saved yet: nothing was changed.');
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Account details">
      <div className="shop-form-grid">
        <FormField {...field('firstName')} label="First name" required autoComplete="given-name" />
        <FormField {...field('lastName')} label="Last name" required autoComplete="family-name" />
        <FormField {...field('displayName')} label="Display name" required autoComplete="nickname" hint="How your name appears in reviews." />
        <FormField {...field('email')} label="Email address" type="email" required autoComplete="email" />
      </div>
      <fieldset className="shop-card mt-4">
        <legend className="shop-card-title">Password change</legend>
        <div className="shop-form-grid">
          <FormField {...field('currentPassword')} label="Current password" type="password" autoComplete="current-password" className="span-2" />
          <FormField {...field('newPassword')} label="New password" type="password" autoComplete="new-password" />
          <FormField {...field('confirmPassword')} label="Confirm new password" type="password" autoComplete="new-password" />
        </div>
      </fieldset>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-primary">
          Save changes
        </button>
        <span className="small text-muted-theme">Editing is not saved yet.</span>
      </div>
      <div className={`shop-notice${notice ? ' shop-notice-info' : ''}`} role="status" aria-live="polite">
        {notice && <p className="mb-0">{notice}</p>}
      </div>
    </form>
  );
}
