/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const mockSignOutEverywhere = jest.fn(async () => ({ isLeavingForHostedLogout: false }));
jest.mock('@/lib/auth/account-settings', () => ({ signOutEverywhere: () => mockSignOutEverywhere() }));
const mockRouter = { replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

import { SignOutEverywhere } from './sign-out-everywhere';

beforeEach(() => {
  mockSignOutEverywhere.mockClear();
  mockRouter.replace.mockClear();
  mockRouter.refresh.mockClear();
});

it('asks first, with focus on Cancel, and gives focus back when cancelled', () => {
  render(<SignOutEverywhere />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
  expect(
    screen.getByRole('group', { name: 'Sign out on every device, this one included?' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Sign out everywhere…' })).toHaveFocus();
  expect(mockSignOutEverywhere).not.toHaveBeenCalled();
});

it('signs out everywhere once confirmed and goes to sign in again, back to this page after', async () => {
  render(<SignOutEverywhere />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
  expect(await screen.findByText('Signing out everywhere…')).toBeInTheDocument();
  expect(mockSignOutEverywhere).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(mockRouter.replace).toHaveBeenCalledWith('/auth/login?returnTo=%2Fme%2Fsecurity'),
  );
  expect(mockRouter.refresh).toHaveBeenCalled();
});

it('leaves the navigation to the hosted UI after a redirect sign-in', async () => {
  mockSignOutEverywhere.mockResolvedValueOnce({ isLeavingForHostedLogout: true });
  render(<SignOutEverywhere />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockRouter.replace).not.toHaveBeenCalled();
});

it('says why when the pool could not be reached, and stays signed in', async () => {
  mockSignOutEverywhere.mockRejectedValueOnce(
    Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' }),
  );
  render(<SignOutEverywhere />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
  expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeEnabled();
  expect(mockRouter.replace).not.toHaveBeenCalled();
});
