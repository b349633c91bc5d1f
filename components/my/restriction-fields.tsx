import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';
import { FormField } from '@/components/forms/form-field';
import { POLICY_CITED_LIMIT, RESTRICTION_OPTION_GROUPS, type RestrictionFormField } from '@/lib/content/my/restriction-form';
import { CheckField } from './check-field';

type BoundField = { id: string; name: string; value: string; error?: string; onChange: (value: string) => void };

type RestrictionFieldsProps = {
  field: (name: RestrictionFormField) => BoundField;
  /** What the end date means on this record: "Lifted on" for a ban. */
  endLabel: string;
};

/** The restriction select: the DSA Transparency Database's values, grouped by category under people's words. */
function RestrictionSelect({ id, name, value, error, onChange }: BoundField) {
  const hint = 'In the DSA Transparency Database’s categories; “How we count” explains each.';
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        What the platform did<span className="form-field-optional">{' (optional)'}</span>
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
      >
        <option value="">Not stated</option>
        {RESTRICTION_OPTION_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldFeedback id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * How the platform restricted the creator (issue 18), the same on a ban and a shadowban report:
 * the restriction, the policy it cited, when it ended, whether it gave reasons, the content.
 */
export function RestrictionFields({ field, endLabel }: RestrictionFieldsProps) {
  return (
    <fieldset className="my-fieldset">
      <legend className="my-fieldset-legend">The platform&rsquo;s decision</legend>
      <div className="my-form-grid">
        <RestrictionSelect {...field('dsaRestriction')} />
        <FormField {...field('policyCited')} label="Policy or rule cited" maxLength={POLICY_CITED_LIMIT} hint="As the platform named it, e.g. “Spam and deceptive practices”." />
        <FormField {...field('endDate')} label={endLabel} type="date" hint="Leave empty while it is ongoing." />
        <FormField {...field('contentUrl')} label="Link to the content or notice" type="url" placeholder="https://" hint="The affected post or video, or the platform’s notice." />
      </div>
      <CheckField {...field('statementOfReasons')} label="The platform gave a statement of reasons" hint="A notice saying what was restricted, why and under which rule." />
    </fieldset>
  );
}
