type SwitchFieldProps = { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string };

/** A yes/no field as a switch, with its hint. */
export function SwitchField({ id, label, checked, onChange, hint }: SwitchFieldProps) {
  return (
    <div className="form-check form-switch admin-switch-field">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-text mb-0">
          {hint}
        </p>
      )}
    </div>
  );
}
