/** A running upload: Bootstrap's progress bar (0–100, SPEC §9) and the way to stop it. */
export function UploadProgress({ percent, fileName, onCancel }: { percent: number; fileName: string; onCancel: () => void }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="upload-progress">
      <div className="progress" role="progressbar" aria-label={`Uploading ${fileName}`} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100}>
        <div className="progress-bar" style={{ width: `${value}%` }} />
      </div>
      {/* Beside the bar, so 0% shows too; assistive technology reads aria-valuenow. */}
      <span className="upload-progress-value" aria-hidden="true">
        {value}%
      </span>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
