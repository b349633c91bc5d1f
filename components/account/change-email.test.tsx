/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';

const mockSettings = {
  readSignInAddress: jest.fn(async () => ({ userId: 'user-1', email: 'old@example.com' })),
  requestEmailChange: jest.fn<Promise<'code-sent' | 'done'>, [string]>(async () => 'code-sent'),
  resendEmailChangeCode: jest.fn(async () => undefined),
  confirmEmailChange: jest.fn<Promise<string>, [string]>(async () => 'new@example.com'),
};
jest.mock('@/lib/auth/account-settings', () => ({
  readSignInAddress: () => mockSettings.readSignInAddress(),
  requestEmailChange: (email: string) => mockSettings.requestEmailChange(email),
  resendEmailChangeCode: () => mockSettings.resendEmailChangeCode(),
  confirmEmailChange: (code: string) => mockSettings.confirmEmailChange(code),
}));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

import { ChangeEmail } from './change-email';

beforeEach(() => {
  window.sessionStorage.clear();
  mockRefresh.mockClear();
  for (const mock of Object.values(mockSettings)) mock.mockClear();
});

async function askFor(email: string) {
  render(<ChangeEmail />);
  expect(await screen.findByTestId('sign-in-address')).toHaveTextContent('old@example.com');
  const field = screen.getByLabelText('New e-mail address');
  expect(field).toHaveAttribute('autocomplete', 'email');
  fireEvent.change(field, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
  return screen.findByLabelText(`Code sent to ${email}`);
}

it('asks for the code sent to the new address, saying the old one stays the sign-in address until then', async () => {
  const codeField = await askFor('new@example.com');
  expect(mockSettings.requestEmailChange).toHaveBeenCalledWith('new@example.com');
  expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByRole('note')).toHaveTextContent(
    'A code is on its way to new@example.com. Until you enter it, old@example.com stays the address you sign in with.',
  );
});

it('confirms the code, names the new address and refreshes the server-rendered parts', async () => {
  const codeField = await askFor('new@example.com');
  fireEvent.change(codeField, { target: { value: ' 123456 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
  expect(await screen.findByText('Done: you now sign in with new@example.com.')).toBeInTheDocument();
  expect(mockSettings.confirmEmailChange).toHaveBeenCalledWith('123456');
  expect(screen.getByTestId('sign-in-address')).toHaveTextContent('new@example.com');
  expect(mockRefresh).toHaveBeenCalled();
  expect(screen.getByLabelText('New e-mail address')).toBeInTheDocument();
});

it('shows a wrong code in the pool’s words and keeps waiting', async () => {
  mockSettings.confirmEmailChange.mockRejectedValueOnce(
    Object.assign(new Error('Invalid verification code provided, please try again.'), {
      name: 'CodeMismatchException',
    }),
  );
  const codeField = await askFor('new@example.com');
  fireEvent.change(codeField, { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
  expect(
    await screen.findByText('Invalid verification code provided, please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Code sent to new@example.com')).toBeInTheDocument();
});

it('sends the code again', async () => {
  await askFor('new@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
  expect(await screen.findByText('A new code is on its way to new@example.com.')).toBeInTheDocument();
  expect(mockSettings.resendEmailChangeCode).toHaveBeenCalledTimes(1);
});

it('withdraws the change by asking for the current address again', async () => {
  await askFor('new@example.com');
  mockSettings.requestEmailChange.mockResolvedValueOnce('done');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw the change' }));
  expect(
    await screen.findByText('Change withdrawn: you still sign in with old@example.com.'),
  ).toBeInTheDocument();
  expect(mockSettings.requestEmailChange).toHaveBeenLastCalledWith('old@example.com');
  expect(window.sessionStorage.length).toBe(0);
});

it('remembers a waiting change across a reload of the page', async () => {
  await askFor('new@example.com');
  // A fresh page in the same tab.
  document.body.innerHTML = '';
  render(<ChangeEmail />);
  expect(await screen.findByLabelText('Code sent to new@example.com')).toBeInTheDocument();
});

it('refuses the current address and an address another account has', async () => {
  render(<ChangeEmail />);
  await screen.findByTestId('sign-in-address');
  fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'OLD@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
  expect(await screen.findByText('This is already the address you sign in with.')).toBeInTheDocument();
  expect(mockSettings.requestEmailChange).not.toHaveBeenCalled();

  mockSettings.requestEmailChange.mockRejectedValueOnce(
    Object.assign(new Error('An account with the given email already exists.'), {
      name: 'AliasExistsException',
    }),
  );
  fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'taken@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
  expect(await screen.findByText('An account with the given email already exists.')).toBeInTheDocument();
});
