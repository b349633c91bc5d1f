/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecordManager } from './record-manager';

type Item = { id: string; text: string };

function renderManager(afterChange: (recordId: string) => Promise<void>) {
  const load = jest.fn(async (): Promise<Item[]> => [{ id: 'ban-1', text: 'The first ban' }, { id: 'ban-2', text: 'The second ban' }]);
  render(
    <RecordManager<Item>
      noun="ban"
      addLabel="Add a platform ban"
      emptyText="No bans."
      load={load}
      remove={async () => undefined}
      afterChange={afterChange}
      labelOf={(item) => item.text}
      renderItem={(item) => <p>{item.text}</p>}
      renderForm={({ onSaved }) => (
        <button type="button" onClick={() => onSaved({ id: 'ban-3', text: 'The third ban' })}>
          Save the form
        </button>
      )}
      renderTrail={(item, onRecordChanged) => (
        <button type="button" onClick={onRecordChanged}>
          Add evidence to {item.text}
        </button>
      )}
    />,
  );
  return { load };
}

describe('RecordManager', () => {
  it('refreshes the totals and public pages of the record whose evidence or appeal changed, and reloads the list', async () => {
    const afterChange = jest.fn(async () => undefined);
    const { load } = renderManager(afterChange);
    fireEvent.click(await screen.findByRole('button', { name: 'Add evidence to The second ban' }));
    await waitFor(() => expect(afterChange).toHaveBeenCalledWith('ban-2'));
    expect(afterChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('keeps the list when that refresh fails (the trail’s editor has said the save worked)', async () => {
    const afterChange = jest.fn(async () => {
      throw new Error('offline');
    });
    const { load } = renderManager(afterChange);
    fireEvent.click(await screen.findByRole('button', { name: 'Add evidence to The first ban' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(afterChange).toHaveBeenCalledWith('ban-1');
    expect(await screen.findByText('The first ban')).toBeInTheDocument();
  });

  it('refreshes for the saved record after an add', async () => {
    const afterChange = jest.fn(async () => undefined);
    renderManager(afterChange);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a platform ban' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(afterChange).toHaveBeenCalledWith('ban-3'));
    expect(await screen.findByText('The ban is added. Your profile totals are up to date.')).toBeInTheDocument();
  });
});
