/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const calls: string[] = [];
const mockLeaveWithRecords = jest.fn(async (records: string) => {
  calls.push(`records ${records}`);
  return { records, removedRecords: 2, anonymisedRecords: 0, removedBriefs: 1, usernameFreeFrom: '2026-12-25T10:00:00.000Z' };
});
const mockRemoveMyFiles = jest.fn(async (records: string) => {
  calls.push(`files ${records}`);
  return 1;
});
const mockDeleteMyAccount = jest.fn(async () => {
  calls.push('account');
});
jest.mock('@/lib/auth/leave-account', () => ({
  ACCOUNT_DELETED_PATH: '/account-deleted',
  leaveWithRecords: (records: string) => mockLeaveWithRecords(records),
  removeMyFiles: (records: string) => mockRemoveMyFiles(records),
  deleteMyAccount: () => mockDeleteMyAccount(),
}));
const mockRouter = { replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

import { LeaveAccount } from './leave-account';

beforeEach(() => {
  calls.length = 0;
  jest.clearAllMocks();
});

const button = () => screen.getByRole('button', { name: 'Delete my account' });

it('explains both choices and deletes nothing until one is chosen and the word typed', () => {
  render(<LeaveAccount />);
  expect(screen.getByRole('radio', { name: 'Remove them' })).toHaveAccessibleDescription(/leaves the site/);
  expect(screen.getByRole('radio', { name: 'Keep them, anonymised' })).toHaveAccessibleDescription(/nothing left that leads back to you/);
  expect(screen.getByText(/kept back for 30 days/)).toBeInTheDocument();
  expect(button()).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: 'Remove them' }));
  expect(button()).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'delet' } });
  expect(button()).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: ' delete ' } });
  expect(button()).toBeEnabled();
  expect(calls).toEqual([]);
});

it('deals with the records, then the files, then the account, and lands on the page that says it is done', async () => {
  render(<LeaveAccount />);
  fireEvent.click(screen.getByRole('radio', { name: 'Keep them, anonymised' }));
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
  fireEvent.click(button());
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/account-deleted?records=ANONYMISE&free=2026-12-25'));
  expect(calls).toEqual(['records ANONYMISE', 'files ANONYMISE', 'account']);
  expect(mockRouter.refresh).toHaveBeenCalled();
});

it('says what was done when the account could not be deleted, and tries every step again', async () => {
  mockDeleteMyAccount.mockRejectedValueOnce(Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' }));
  render(<LeaveAccount />);
  fireEvent.click(screen.getByRole('radio', { name: 'Remove them' }));
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
  fireEvent.click(button());
  expect(await screen.findByText(/Your records were already dealt with as you chose, but your account is still here/)).toBeInTheDocument();
  expect(mockRouter.replace).not.toHaveBeenCalled();
  fireEvent.click(button());
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/account-deleted?records=REMOVE&free=2026-12-25'));
  // The first DeleteUser failed (its mock pushed nothing); the second run repeats every step.
  expect(calls).toEqual(['records REMOVE', 'files REMOVE', 'records REMOVE', 'files REMOVE', 'account']);
  expect(mockDeleteMyAccount).toHaveBeenCalledTimes(2);
});
