/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';

const mockSend = jest.fn();
jest.mock('@/lib/data/browser-data', () => ({
  loadPublicBrowserDataClient: async () => ({ mutations: { sendContactMessage: mockSend } }),
}));

import { ContactForm } from './contact-form';

function fillIn() {
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Please cover the Rumble ban.' } });
}

describe('the contact form', () => {
  beforeEach(() => mockSend.mockReset());

  it('shows progress while sending, thanks the sender once stored and empties itself', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockSend.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<ContactForm />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: /Send message/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message…');
    await act(async () => finish({ data: true }));
    expect(mockSend).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', subject: null, message: 'Please cover the Rumble ban.' });
    expect(screen.getByRole('status')).toHaveTextContent('Thanks, Ada. Your message has reached the editors');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('keeps what was typed and says why when the message is not stored', async () => {
    mockSend.mockResolvedValue({ data: null, errors: [{ message: 'Service unavailable' }] });
    render(<ContactForm />);
    fillIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Send message/ })));
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, your message was not saved (Service unavailable). Please try again.');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please cover the Rumble ban.');
    expect(screen.getByRole('button', { name: /Send message/ })).toBeEnabled();
  });

  it('sends nothing while a field is invalid', async () => {
    render(<ContactForm />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Send message/ })));
    expect(mockSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the highlighted fields.');
  });
});
