import { AttachFailedError, saveThenAttach } from './save-then-attach';

const saved = { id: 'ban-1' };

describe('saving a record with the evidence file chosen in its form', () => {
  it('saves the record, then attaches the file to the saved record', async () => {
    const calls: string[] = [];
    const result = await saveThenAttach({
      save: async (id) => (calls.push(`save ${id ?? 'new'}`), saved),
      attach: async (recordId) => void calls.push(`attach ${recordId}`),
      hasFile: true,
      fileError: null,
      id: undefined,
      noun: 'ban',
    });
    expect(result).toBe(saved);
    expect(calls).toEqual(['save new', 'attach ban-1']);
  });

  it('saves nothing when the chosen file cannot be evidence', async () => {
    const save = jest.fn(async () => saved);
    await expect(
      saveThenAttach({ save, attach: jest.fn(), hasFile: true, fileError: 'This file is empty', id: undefined, noun: 'ban' }),
    ).rejects.toThrow('The evidence file cannot be attached: This file is empty');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the saved record and says so when the file fails after it', async () => {
    const error = await saveThenAttach({
      save: async () => saved,
      attach: async () => {
        throw new Error('Network error.');
      },
      hasFile: true,
      fileError: null,
      id: 'ban-1',
      noun: 'ban',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AttachFailedError);
    expect((error as AttachFailedError<typeof saved>).saved).toBe(saved);
    expect((error as Error).message).toBe('The ban is saved, but the file was not attached: Network error. Save again to retry, or remove the file.');
  });

  it('does not attach when no file was chosen', async () => {
    const attach = jest.fn();
    await saveThenAttach({ save: async () => saved, attach, hasFile: false, fileError: null, id: undefined, noun: 'ban' });
    expect(attach).not.toHaveBeenCalled();
  });
});
