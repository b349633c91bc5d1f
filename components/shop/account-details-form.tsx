'use client';

import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import type { AccountProfile } from '@/lib/sample-data/orders';
import { validateAccountDetails } from '@/lib/validation/shop-forms';

/** The account-details tab: checks what was typed, keeps it on error, and says that changes are not saved yet. */
export function AccountDetailsForm({ profile }: { profile: AccountProfile }) {
  const { field, status, onSubmit } = useFormFields({
    initial: { ...profile, currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateAccountDetails,
    idPrefix: 'account',
    clearErrorOnChange: true,
    onValid: () => 'Your changes look right, but account editing is not saved yet: nothing was changed.',
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Account details">
      <div className="shop-form-grid">
        <FormField look="shop" {...field('firstName')} label="First name" required autoComplete="given-name" />
        <FormField look="shop" {...field('lastName')} label="Last name" required autoComplete="family-name" />
        <FormField look="shop" {...field('displayName')} label="Display name" required autoComplete="nickname" hint="How your name appears in reviews." />
        <FormField look="shop" {...field('email')} label="Email address" type="email" required autoComplete="email" />
      </div>
      <fieldset className="shop-card mt-4">
        <legend className="shop-card-title">Password change</legend>
        <div className="shop-form-grid">
          <FormField look="shop" {...field('currentPassword')} label="Current password" type="password" autoComplete="current-password" className="span-2" />
          <FormField look="shop" {...field('newPassword')} label="New password" type="password" autoComplete="new-password" />
          <FormField look="shop" {...field('confirmPassword')} label="Confirm new password" type="password" autoComplete="new-password" />
        </div>
      </fieldset>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-primary">
          Save changes
        </button>
        <span className="small text-muted-theme">Editing is not saved yet.</span>
      </div>
      <FormStatus look="shop" status={status} />
    </form>
  );
}
