/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DataExport } from '@/lib/auth/take-my-data';

const mockRead = jest.fn<Promise<DataExport>, []>();
const mockRequest = jest.fn<Promise<DataExport>, []>();
jest.mock('@/lib/auth/take-my-data', () => ({ readMyDataExport: () => mockRead(), requestMyDataExport: () => mockRequest() }));

import { TakeMyData } from './take-my-data';

const NONE: DataExport = { status: 'NONE', requestedAt: null, readyAt: null, expiresAt: null, downloadUrl: null, fileName: null, size: null, nextRequestAt: null, failure: null };
const PREPARING: DataExport = { ...NONE, status: 'PREPARING', requestedAt: new Date('2026-11-21T12:00:00Z'), nextRequestAt: new Date('2026-11-21T13:00:00Z') };
const READY: DataExport = {
  ...PREPARING,
  status: 'READY',
  readyAt: new Date('2026-11-21T12:00:05Z'),
  expiresAt: new Date('2026-11-28T12:00:05Z'),
  downloadUrl: 'https://bucket.example/account-exports/x/streamit-data.zip?sig',
  fileName: 'streamit-data.zip',
  size: 2_400_000,
};
const refusal = (message: string) => Object.assign(new Error(message), { name: 'DataExportError' });

beforeEach(() => {
  jest.useFakeTimers();
  mockRead.mockReset();
  mockRequest.mockReset();
});
afterEach(() => jest.useRealTimers());

it('prepares on one press, says it is preparing, then offers the download with its expiry', async () => {
  mockRead.mockResolvedValueOnce(NONE);
  render(<TakeMyData />);
  mockRequest.mockResolvedValueOnce(PREPARING);
  fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
  expect(await screen.findByText(/Preparing your data/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Prepare/ })).not.toBeInTheDocument();
  mockRead.mockResolvedValueOnce(READY);
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
  const link = await screen.findByRole('link', { name: /Download your data \(2\.3 MB, ZIP\)/ });
  expect(link).toHaveAttribute('href', READY.downloadUrl);
  expect(screen.getByText(/Available until/)).toHaveTextContent('28 Nov 2026');
  // Within the hour no new copy may be asked for: the page says when.
  expect(screen.getByText(/You can ask for a new copy after/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Prepare a new copy' })).not.toBeInTheDocument();
});

it('says in plain words why a preparation failed, and lets it be asked for again', async () => {
  mockRead.mockResolvedValueOnce({ ...NONE, status: 'FAILED', requestedAt: new Date(), failure: 'We could not prepare your data. Ask again in a moment.' });
  render(<TakeMyData />);
  expect(await screen.findByText(/We could not prepare your data./)).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

it('shows a refusal as the service words it (once an hour), and a lost connection plainly', async () => {
  mockRead.mockResolvedValueOnce(NONE);
  render(<TakeMyData />);
  mockRequest.mockRejectedValueOnce(refusal('You can ask for your data once an hour: ask again after 2026-11-21 13:00 UTC.'));
  fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
  expect(await screen.findByText(/once an hour: ask again after/)).toBeInTheDocument();
  mockRequest.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' }));
  expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
});
