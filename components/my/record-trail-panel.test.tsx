/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { RecordTrailPanel } from './record-trail-panel';

type Doc = Record<string, unknown> & { id: string };

/** A data client holding one record's trail, answering as the creator mutations do (the rules themselves are tested in amplify/data/creator-records/). */
function fakeClient() {
  const events: Doc[] = [];
  const items: Doc[] = [];
  let ids = 0;
  const page = (list: Doc[]) => Promise.resolve({ data: [...list], nextToken: null });
  const client = {
    models: {
      AppealEvent: { listAppealEventByRecordKeyAndDate: jest.fn(() => page(events)) },
      EvidenceItem: { listEvidenceItemByRecordKeyAndSubmittedAt: jest.fn(() => page(items)) },
    },
    mutations: {
      addMyAppealEvent: jest.fn(async (args: Doc) => {
        const event = { ...args, id: `event-${++ids}`, createdAt: `2026-11-20T10:00:0${ids}Z` };
        events.push(event);
        return { data: event };
      }),
      deleteMyAppealEvent: jest.fn(async ({ id }: { id: string }) => {
        events.splice(events.findIndex((event) => event.id === id), 1);
        return { data: { id } };
      }),
      submitMyEvidence: jest.fn(async (args: Doc) => {
        const item = { ...args, id: `item-${++ids}`, kind: 'TEXT', sha256: `${ids}`.repeat(64), size: String(args.text).length, contentType: 'text/plain; charset=utf-8', submittedAt: `2026-11-20T10:00:0${ids}Z`, supersedes: args.supersedes ?? null };
        items.push(item);
        return { data: item };
      }),
    },
  };
  return { client: client as unknown as BrowserDataClient, mutations: client.mutations };
}

function renderPanel() {
  const fake = fakeClient();
  const onRecordChanged = jest.fn();
  render(<RecordTrailPanel client={fake.client} model="PlatformBan" id="ban-1" recordLabel="YouTube ban of 1 Mar 2026" since="2026-03-01" onRecordChanged={onRecordChanged} />);
  return { ...fake, onRecordChanged };
}

describe('a saved record’s appeal and evidence on /me', () => {
  it('adds a dated appeal event, lists it and removes it, focus staying in the section', async () => {
    const { mutations, onRecordChanged } = renderPanel();
    const appeal = screen.getByRole('region', { name: 'Appeal of the YouTube ban of 1 Mar 2026' });
    await within(appeal).findByText(/No appeal events yet/);
    const form = within(appeal).getByRole('form', { name: 'Add an appeal event to the YouTube ban of 1 Mar 2026' });
    fireEvent.change(within(form).getByLabelText('Appeal step'), { target: { value: 'FILED' } });
    fireEvent.change(within(form).getByLabelText('On'), { target: { value: '2026-02-01' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add event' })));
    expect(within(form).getByText("The date cannot be before the record's own date (2026-03-01)")).toBeVisible();
    expect(mutations.addMyAppealEvent).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('On'), { target: { value: '2026-03-05' } });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'Sent the form.' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add event' })));
    expect(mutations.addMyAppealEvent).toHaveBeenCalledWith({ recordModel: 'PlatformBan', recordId: 'ban-1', kind: 'FILED', date: '2026-03-05', note: 'Sent the form.' }, { authMode: 'userPool' });
    const timeline = await within(appeal).findByRole('list');
    expect(within(timeline).getByText('Appeal filed')).toBeVisible();
    expect(within(appeal).getByText('Sent the form.')).toBeVisible();
    expect(onRecordChanged).toHaveBeenCalledTimes(1);
    // The form is empty again for the next event.
    expect(within(form).getByLabelText('Appeal step')).toHaveValue('');

    await act(async () => fireEvent.click(within(appeal).getByRole('button', { name: 'Remove Appeal filed of 5 Mar 2026' })));
    await waitFor(() => expect(within(appeal).queryByRole('list')).toBeNull());
    expect(within(appeal).getByText('Appeal filed of 5 Mar 2026 is removed.')).toBeVisible();
    expect(within(appeal).getByRole('heading', { name: /Appeal/ })).toHaveFocus();
    expect(onRecordChanged).toHaveBeenCalledTimes(2);
  });

  it('submits pasted evidence with its hash shown, and a correction that marks the first item superseded', async () => {
    const { mutations } = renderPanel();
    const evidence = screen.getByRole('region', { name: 'Evidence for the YouTube ban of 1 Mar 2026' });
    await within(evidence).findByText(/No evidence yet/);
    const form = within(evidence).getByRole('form', { name: 'Add evidence to the YouTube ban of 1 Mar 2026' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Submit evidence' })));
    expect(mutations.submitMyEvidence).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/^Text/), { target: { value: 'Your channel is terminated.' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Submit evidence' })));
    expect(mutations.submitMyEvidence).toHaveBeenCalledWith({ recordModel: 'PlatformBan', recordId: 'ban-1', text: 'Your channel is terminated.', supersedes: undefined }, { authMode: 'userPool' });
    const first = (await within(evidence).findByText('Item 1')).closest('li') as HTMLElement;
    expect(within(first).getByLabelText(`SHA-256 ${'1'.repeat(64)}`)).toHaveTextContent('111111111111…');

    fireEvent.click(within(first).getByRole('button', { name: 'Correct this item (1)' }));
    const correction = within(first).getByRole('form', { name: 'Correct evidence item 1 of the YouTube ban of 1 Mar 2026' });
    fireEvent.change(within(correction).getByLabelText(/^Text/), { target: { value: 'Your channel is terminated (2 March).' } });
    await act(async () => fireEvent.click(within(correction).getByRole('button', { name: 'Submit the correction' })));
    expect(mutations.submitMyEvidence).toHaveBeenLastCalledWith(expect.objectContaining({ supersedes: 'item-1' }), { authMode: 'userPool' });
    expect(await within(first).findByText('Superseded by item 2')).toBeVisible();
    expect(within(first).queryByRole('button', { name: /Correct this item/ })).toBeNull();
    expect(within(evidence).getByText('Corrects item 1')).toBeVisible();
  });
});
