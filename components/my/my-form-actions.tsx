import type { StatusMessage } from '@/components/forms/form-status';
import { ActionStatus } from './action-status';
import { SaveButton } from './save-button';

type MyFormActionsProps = {
  form: { isSubmitting: boolean; status: StatusMessage | null };
  saveLabel: string;
  /** Forms that stay open (an add form under a list) have no Cancel. */
  onCancel?: () => void;
};

/** The foot of a creator's form: Save, Cancel when it can be closed, and what the save did beside them. */
export function MyFormActions({ form, saveLabel, onCancel }: MyFormActionsProps) {
  return (
    <div className="my-form-actions">
      <SaveButton isSaving={form.isSubmitting} label={saveLabel} />
      {onCancel && (
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </button>
      )}
      <ActionStatus status={form.status} />
    </div>
  );
}
