/**
 * A record saved from its form, then the file the creator chose with it submitted as an evidence
 * item of that record (the same path as "Add evidence": uploaded, then sealed by the server). The
 * record is saved first because an item needs its record; a file that then fails leaves the record
 * saved, so the next save updates that record (never a second one) and tries the file again.
 */
export type AttachStep<T extends { id: string }> = {
  /** Creates the record (no id) or updates it. */
  save: (id: string | undefined) => Promise<T>;
  /** Submits the file as an evidence item of the saved record. */
  attach: (recordId: string) => Promise<void>;
  hasFile: boolean;
  /** Why the chosen file cannot be evidence: nothing is saved then. */
  fileError: string | null;
  /** The record being edited, or one this form saved before its file failed. */
  id: string | undefined;
  /** Says what was saved (`noun`: "ban") when the file failed after it. */
  noun: string;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class AttachFailedError<T> extends Error {
  constructor(
    readonly saved: T,
    cause: unknown,
    noun: string,
  ) {
    super(`The ${noun} is saved, but the file was not attached: ${messageOf(cause)} Save again to retry, or remove the file.`);
    this.name = 'AttachFailedError';
  }
}

export async function saveThenAttach<T extends { id: string }>({ save, attach, hasFile, fileError, id, noun }: AttachStep<T>): Promise<T> {
  if (hasFile && fileError) throw new Error(`The evidence file cannot be attached: ${fileError}`);
  const saved = await save(id);
  if (!hasFile) return saved;
  try {
    await attach(saved.id);
  } catch (error) {
    throw new AttachFailedError(saved, error, noun);
  }
  return saved;
}
