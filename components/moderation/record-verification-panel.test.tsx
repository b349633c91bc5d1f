/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { RecordVerificationPanel } from './record-verification-panel';
import { useIsModerator } from './use-is-moderator';

jest.mock('./use-is-moderator', () => ({ useIsModerator: jest.fn() }));
const isModerator = jest.mocked(useIsModerator);

describe('the verification panel on a record’s page', () => {
  it('renders nothing for visitors who do not moderate', async () => {
    isModerator.mockReturnValue(false);
    const { container } = await act(async () => render(<RecordVerificationPanel recordModel="PlatformBan" recordId="b1" currentLevel="SELF_REPORTED" />));
    expect(container).toBeEmptyDOMElement();
  });

  it('offers moderators only their three levels, every source by its label, and a required note', async () => {
    isModerator.mockReturnValue(true);
    await act(async () => render(<RecordVerificationPanel recordModel="PlatformBan" recordId="b1" currentLevel="EVIDENCE_ATTACHED" />));
    expect(screen.getByText('Evidence attached')).toBeInTheDocument();
    const levels = screen.getByRole('combobox', { name: 'New step' });
    expect([...levels.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'Corroborated', 'Confirmed', 'Disputed']);
    const sources = screen.getByRole('combobox', { name: /^Source/ });
    expect([...sources.querySelectorAll('option')].map((option) => option.value)).toEqual(['', 'MATCHING_REPORT', 'PRESS', 'PLATFORM_STATEMENT', 'PLATFORM_NOTICE', 'OTHER']);
    expect(screen.getByRole('option', { name: "The platform's notice to the creator" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What did you check?' })).toBeRequired();
  });
});
