import { FormField } from '@/components/forms/form-field';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '@/lib/content/profiles/profile-links';

type FieldProps = { id: string; name: string; value: string; error?: string; onChange: (value: string) => void };

/** The profile's ten link fields, each checked as a full https:// address. */
export function ProfileLinkFields({ field, disabled }: { field: (name: ProfileLinkField) => FieldProps; disabled?: boolean }) {
  return (
    <fieldset className="my-fieldset" disabled={disabled}>
      <legend className="my-fieldset-legend">Links</legend>
      <div className="my-form-grid">
        {PROFILE_LINK_FIELDS.map((link) => (
          <FormField
            key={link.field}
            {...field(link.field)}
            label={link.label}
            type="url"
            placeholder="https://"
            autoComplete="url"
            maxLength={2000}
          />
        ))}
      </div>
    </fieldset>
  );
}
