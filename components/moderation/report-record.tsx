'use client';

import { useId, useState } from 'react';
import type { ModeratedModel } from '@/lib/content/moderation/moderated-models';
import { ReportRecordForm } from './report-record-form';

/**
 * "Report this …" under a public record: a quiet button that opens the report form in place (the
 * form, and the sign-in check it makes, load only when asked for). `what` names the record
 * ("brief", "profile", "stream").
 */
export function ReportRecord({ model, id, what }: { model: ModeratedModel; id: string; what: string }) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="container-xl report-record">
      <button type="button" className="btn btn-link btn-sm report-record-toggle" aria-expanded={isOpen} aria-controls={isOpen ? formId : undefined} onClick={() => setIsOpen(!isOpen)}>
        <i className="bi bi-flag" aria-hidden="true" /> <span>{isOpen ? 'Close the report form' : `Report this ${what}`}</span>
      </button>
      {isOpen && <ReportRecordForm id={formId} model={model} recordId={id} what={what} />}
    </div>
  );
}
