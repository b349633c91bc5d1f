/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Amplify } from 'aws-amplify';

const mockChangePassword = jest.fn<Promise<void>, [string, string]>(async () => undefined);
jest.mock('@/lib/auth/account-settings', () => ({
  changePassword: (oldPassword: string, newPassword: string) => mockChangePassword(oldPassword, newPassword),
}));
jest.mock('@/lib/amplify/configure-amplify', () => ({ ensureAmplifyConfigured: async () => true }));

import { ACCOUNT_ERROR_MESSAGES } from '@/lib/auth/account-errors';
import { ChangePassword, PASSWORD_CHANGED_NOTICE } from './change-password';

const NEW_PASSWORD = 'Renewed#Resolve77';

beforeAll(() => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: 'us-west-2_test',
        userPoolClientId: 'client',
        passwordFormat: {
          minLength: 8,
          requireLowercase: true,
          requireUppercase: true,
          requireNumbers: true,
          requireSpecialCharacters: true,
        },
      },
    },
  });
});
beforeEach(() => mockChangePassword.mockClear());

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
}

it('labels its fields for password managers and lists the rules, ticking those met', async () => {
  render(<ChangePassword />);
  expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  expect(await screen.findByText('Password must have at least 8 characters')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcdefgh' } });
  expect(screen.getByText('Password must have at least 8 characters').closest('li')).toHaveClass('is-met');
  expect(screen.getByText('Password must have numbers').closest('li')).not.toHaveClass('is-met');
});

it('refuses a new password the policy would refuse, and a confirmation that differs, before asking the pool', async () => {
  render(<ChangePassword />);
  fill('Stoic#Discipline42', 'weakpassword', 'weakpasswort');
  // SPEC §9: the mismatch shows while typing once both hold 6 characters.
  expect(screen.getByText('Your passwords must match')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New password')).toHaveFocus();
  expect(mockChangePassword).not.toHaveBeenCalled();
});

it('changes the password and says so, emptying the fields', async () => {
  render(<ChangePassword />);
  fill('Stoic#Discipline42', NEW_PASSWORD, NEW_PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(PASSWORD_CHANGED_NOTICE)).toBeInTheDocument();
  expect(mockChangePassword).toHaveBeenCalledWith('Stoic#Discipline42', NEW_PASSWORD);
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

it('says plainly that the current password was wrong, keeping what was typed', async () => {
  mockChangePassword.mockRejectedValueOnce(
    Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
  );
  render(<ChangePassword />);
  fill('Wrong#Password1', NEW_PASSWORD, NEW_PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_ERROR_MESSAGES.wrongCurrentPassword);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled());
  expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
});
