import type { ChangeEvent, HTMLAttributes } from 'react';

export type FieldControlProps = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Ids of the texts that describe the control (its error message, hint or status). */
  describedBy?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** The keyboard a phone shows (`numeric` for a mailed code). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  /** A textarea with this many rows. */
  rows?: number;
  /** The id of a <datalist> whose values the input suggests. */
  list?: string;
  /** A select with these options, after an empty "Choose…" one. */
  options?: readonly string[];
};

/** The bare input, textarea or select of a field, with Bootstrap's invalid state set for people and for assistive technology. */
export function FieldControl({
  invalid,
  describedBy,
  required,
  rows,
  options,
  type = 'text',
  onChange,
  ...rest
}: FieldControlProps) {
  const shared = {
    ...rest,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
  const invalidClass = invalid ? ' is-invalid' : '';
  if (options) {
    return (
      <select {...shared} className={`form-select${invalidClass}`}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  if (rows) return <textarea {...shared} rows={rows} className={`form-control${invalidClass}`} />;
  return <input {...shared} type={type} className={`form-control${invalidClass}`} />;
}
