/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FieldProblem } from '@/lib/content/admin/data-result';
import { newStreamValues, STREAM_SECTIONS, validateStreamValues } from '@/lib/content/admin/stream-fields';
import type { FormValues } from '@/lib/content/admin/record-fields';
import { RecordEditor } from './record-editor';

function renderEditor(save: (values: FormValues) => Promise<string>) {
  return render(
    <RecordEditor formLabel="New stream" idPrefix="stream" sections={STREAM_SECTIONS} initial={newStreamValues()} validate={validateStreamValues} save={save} submitLabel="Create stream" />,
  );
}

function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Harbour Nights' } });
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Night shift on the docks.' } });
  fireEvent.change(screen.getByLabelText(/^Stream URL/), { target: { value: '/media/streams/harbour-nights.mp4' } });
}

describe('an admin record editor', () => {
  it('shows every problem at its field, focuses the first and saves nothing', async () => {
    const save = jest.fn();
    renderEditor(save);
    fireEvent.change(screen.getByLabelText(/^Rating \(optional\)/), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Create stream/ })));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Enter a rating from 0 to 10 (decimals allowed)')).toBeVisible();
    expect(screen.getByText('Please correct the highlighted fields; nothing was saved yet.')).toBeVisible();
  });

  it('edits list fields: add, type, move up and remove entries', async () => {
    const save = jest.fn<Promise<string>, [FormValues]>(async () => 'Saved.');
    renderEditor(save);
    fillRequired();
    const genres = screen.getByRole('group', { name: /^Genres/ });
    fireEvent.click(within(genres).getByRole('button', { name: 'Add genre' }));
    fireEvent.change(within(genres).getByLabelText('Genre 1'), { target: { value: 'Drama' } });
    fireEvent.keyDown(within(genres).getByLabelText('Genre 1'), { key: 'Enter' });
    expect(within(genres).getByLabelText('Genre 2')).toHaveFocus();
    fireEvent.change(within(genres).getByLabelText('Genre 2'), { target: { value: 'Documentary' } });
    fireEvent.click(within(genres).getByRole('button', { name: 'Move genre 2 up' }));
    fireEvent.click(within(genres).getByRole('button', { name: 'Add genre' }));
    fireEvent.change(within(genres).getByLabelText('Genre 3'), { target: { value: 'Crime' } });
    fireEvent.click(within(genres).getByRole('button', { name: 'Remove genre 3' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Create stream/ })));
    expect(save.mock.calls[0][0].genre).toEqual(['Documentary', 'Drama']);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('keeps what was typed when the save fails, and shows a refusal that names a field at that field', async () => {
    renderEditor(async () => {
      throw new FieldProblem('slug', '“Harbour Nights (1998)” already uses the slug harbour-nights; choose another');
    });
    fillRequired();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Create stream/ })));
    expect(screen.getByLabelText(/^Slug/)).toHaveFocus();
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription('“Harbour Nights (1998)” already uses the slug harbour-nights; choose another');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was saved; your changes are still here.');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbour Nights');
  });

  it('shows progress while saving and refuses a second submit meanwhile', async () => {
    let finish: (text: string) => void = () => undefined;
    const save = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderEditor(save);
    fillRequired();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Create stream/ })));
    const button = screen.getByRole('button', { name: /Saving…/ });
    expect(button).toBeDisabled();
    await act(async () => fireEvent.submit(button.closest('form')!));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish('Created.'));
    expect(screen.getByRole('button', { name: /Create stream/ })).toBeEnabled();
  });
});
