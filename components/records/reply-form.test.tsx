/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';
import { ReplyForm } from './reply-form';

jest.mock('@/components/auth/use-current-user', () => ({ useCurrentUser: () => ({ status: 'signedOut' }) }));
const loadPublicClient = jest.fn();
jest.mock('@/lib/data/browser-data', () => ({ loadPublicBrowserDataClient: () => loadPublicClient(), loadBrowserDataClient: jest.fn() }));

describe('the reply form under a record', () => {
  it('opens in place, names who may reply, and sends nothing until the required fields are filled', async () => {
    await act(async () => render(<ReplyForm recordModel="PlatformBan" recordId="b1" />));
    const toggle = screen.getByRole('button', { name: 'Reply to or correct this record' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const role = screen.getByRole('combobox', { name: 'You are' });
    expect([...role.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'Platform representative', 'The creator', 'Third party']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reply' })));
    expect(screen.getAllByText(REQUIRED_FIELD_MESSAGE)).toHaveLength(3);
    expect(loadPublicClient).not.toHaveBeenCalled();
  });

  it('sends a guest’s reply on the API key and thanks them', async () => {
    const submitRecordReply = jest.fn().mockResolvedValue({ data: true });
    loadPublicClient.mockResolvedValue({ mutations: { submitRecordReply } });
    await act(async () => render(<ReplyForm recordModel="ShadowbanExperience" recordId="s1" />));
    fireEvent.click(screen.getByRole('button', { name: 'Reply to or correct this record' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name or organisation' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'You are' }), { target: { value: 'CREATOR' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply or correction' }), { target: { value: 'It was lifted.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reply' })));
    expect(submitRecordReply).toHaveBeenCalledWith({ recordModel: 'ShadowbanExperience', recordId: 's1', authorName: 'Ada', authorRole: 'CREATOR', body: 'It was lifted.' });
    expect(await screen.findByText(/Your reply has reached the moderators/)).toBeInTheDocument();
  });
});
