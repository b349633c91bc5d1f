import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';

type ChoicesFieldProps = {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
  hint?: string;
};

/** Any number of fixed options, as checkboxes (kept in the options' order). */
export function ChoicesField({ id, label, options, selected, onChange, error, hint }: ChoicesFieldProps) {
  const toggle = (value: string, isOn: boolean) =>
    onChange(options.map((option) => option.value).filter((candidate) => (candidate === value ? isOn : selected.includes(candidate))));
  return (
    <fieldset className="admin-choices-field" aria-describedby={describedByOf(id, error, hint)}>
      <legend className="form-label">{label}</legend>
      <div className="admin-choices">
        {options.map((option, index) => (
          <div key={option.value} className="form-check">
            <input
              id={index === 0 ? id : `${id}-${option.value}`}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={index === 0 ? id : `${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldFeedback id={id} error={error} hint={hint} />
    </fieldset>
  );
}
