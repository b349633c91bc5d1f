'use client';

import { useEffect, useRef, type ChangeEvent } from 'react';
import { FieldControl } from '@/components/forms/field-control';
import { IMAGE_CONTENT_TYPES } from '@/amplify/storage/images';
import { MAX_PICTURE_BYTES, type PictureFolder } from '@/lib/storage/picture-folders';
import { isPictureReference, pictureUrlOf } from '@/lib/storage/picture-reference';
import { STORAGE_MESSAGES } from '@/lib/storage/storage-messages';
import { PicturePreview, type PreviewShape } from './picture-preview';
import { UploadProgress } from './upload-progress';
import { usePictureHost } from './use-picture-host';
import { usePictureUpload, type PictureUploadState } from './use-picture-upload';

type ImageUploadFieldProps = {
  /** The address box gets this id (a form focuses it on an error); the file input `${id}-file`. */
  id: string;
  name?: string;
  label: string;
  /** What the field holds: a stored picture's reference, an address, or ''. */
  value: string;
  onChange: (value: string) => void;
  folder: PictureFolder;
  /** The preview's alternative text, e.g. "Your profile picture". */
  previewAlt: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Also offer a box for a picture's web address or a path on this site, as the sample content uses. */
  allowAddress?: boolean;
};

const PREVIEW_SHAPES: Record<PictureFolder, PreviewShape> = {
  avatar: 'round',
  briefThumbnail: 'wide',
  evidence: 'wide',
  streamThumbnail: 'wide',
  personalityImage: 'tall',
};

const FORMATS_HINT = `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`;

/**
 * A picture field: the current picture, "Choose a picture" (checked to be one by its bytes, then
 * uploaded with a progress bar and a cancel button), "Remove", and on success the stored
 * reference in the form's value. Errors are said here; the rest of the form keeps its input.
 */
export function ImageUploadField({ id, name, label, value, onChange, folder, previewAlt, error, hint, disabled, allowAddress }: ImageUploadFieldProps) {
  const host = usePictureHost();
  const upload = usePictureUpload(folder, onChange);
  const isUploading = upload.state.phase === 'uploading';
  const hasStoredPicture = isPictureReference(value);
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const feedbackId = `${id}-feedback`;
  const fileInput = useRef<HTMLInputElement>(null);
  const { acknowledge } = upload;
  // "Save to keep the new picture" is said until the form is submitted: after that the form's own
  // status says whether the save kept it.
  useEffect(() => {
    const form = fileInput.current?.form;
    if (!form) return;
    form.addEventListener('submit', acknowledge);
    return () => form.removeEventListener('submit', acknowledge);
  }, [acknowledge]);

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after a failure) is a change too.
    event.target.value = '';
    if (file) upload.start(file);
  }

  function remove() {
    upload.reset();
    onChange('');
  }

  return (
    <fieldset className="upload-field" disabled={disabled}>
      <legend className="form-label upload-field-legend">
        {label}
        <span className="form-field-optional"> (optional)</span>
      </legend>
      <div className="upload-field-body">
        <PicturePreview src={pictureUrlOf(value, host, 'w320')} alt={previewAlt} shape={PREVIEW_SHAPES[folder]} />
        <div className="upload-field-controls">
          <div className="upload-field-actions">
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              className="upload-field-input"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              aria-describedby={hintId}
              disabled={isUploading}
              onChange={onFileChosen}
              onFocus={upload.preload}
            />
            <label htmlFor={fileId} className="btn btn-outline-primary btn-sm upload-field-choose" onPointerEnter={upload.preload}>
              <i className="bi bi-upload" aria-hidden="true" /> Choose a picture
            </label>
            {value && !isUploading && (
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={remove}>
                <i className="bi bi-x-lg" aria-hidden="true" /> Remove
              </button>
            )}
          </div>
          <p id={hintId} className="form-text mb-0">
            {hint ? `${hint} ` : ''}
            {FORMATS_HINT}
          </p>
          {upload.state.phase === 'uploading' && <UploadProgress percent={upload.state.percent} fileName={upload.state.fileName} onCancel={upload.cancel} />}
          <UploadOutcome state={upload.state} />
        </div>
      </div>
      {allowAddress && (
        <div className="upload-field-address">
          <label htmlFor={id} className="form-label">
            Or the picture’s web address
          </label>
          <FieldControl
            id={id}
            name={name ?? id}
            type="url"
            value={hasStoredPicture ? '' : value}
            onChange={onChange}
            placeholder={hasStoredPicture ? 'Showing the uploaded picture' : 'https://… or /…'}
            invalid={Boolean(error)}
            describedBy={error ? feedbackId : undefined}
          />
        </div>
      )}
      {error && (
        <p id={feedbackId} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** What became of the last upload: a polite notice, or an alert for a failure. */
function UploadOutcome({ state }: { state: PictureUploadState }) {
  if (state.phase === 'failed') {
    return (
      <p className="upload-field-error mb-0" role="alert">
        <i className="bi bi-exclamation-circle" aria-hidden="true" /> {state.message}
      </p>
    );
  }
  const notice = state.phase === 'uploaded' ? 'Uploaded. Save to keep the new picture.' : state.phase === 'cancelled' ? STORAGE_MESSAGES.cancelled : '';
  return (
    // A live region without the status role: the form's own status stays the page's one status.
    <p className="upload-field-notice mb-0" aria-live="polite">
      {notice}
    </p>
  );
}
