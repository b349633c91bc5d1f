import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';
import { PLATFORMS } from '@/lib/content/platforms';
import { parseList } from '@/lib/content/my/field-rules';

type PlatformChecklistProps = {
  id: string;
  legend: string;
  hint: string;
  /** Comma-separated platform names, as the form keeps them ('X,YOUTUBE'). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** Tick boxes for a platform list of the profile (where the creator publishes). */
export function PlatformChecklist({ id, legend, hint, value, onChange, error, disabled }: PlatformChecklistProps) {
  const chosen = new Set(parseList(value));
  const toggle = (name: string, isChecked: boolean) => {
    const next = PLATFORMS.map((platform) => platform.name).filter((item) => (item === name ? isChecked : chosen.has(item)));
    onChange(next.join(','));
  };
  return (
    <fieldset className="form-field platform-checklist" disabled={disabled} aria-describedby={describedByOf(id, error, hint)}>
      <legend className="my-fieldset-legend">{legend}</legend>
      <div className="platform-checklist-grid">
        {PLATFORMS.map((platform) => (
          <div key={platform.name} className="form-check">
            <input
              id={`${id}-${platform.id}`}
              className="form-check-input"
              type="checkbox"
              checked={chosen.has(platform.name)}
              onChange={(event) => toggle(platform.name, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${platform.id}`}>
              <i className={`bi ${platform.iconClass}`} aria-hidden="true" /> {platform.displayName}
            </label>
          </div>
        ))}
      </div>
      <FieldFeedback id={id} error={error} hint={hint} />
    </fieldset>
  );
}
