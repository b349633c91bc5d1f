import { FormField } from '@/components/forms/form-field';

type SuggestFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly string[];
  error?: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

/** A text field with the browser's own suggestion list (a datalist): free text stays possible. */
export function SuggestField({ suggestions, ...field }: SuggestFieldProps) {
  const listId = `${field.id}-suggestions`;
  return (
    <>
      <FormField {...field} type="text" list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
