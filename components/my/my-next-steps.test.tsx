/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { isOnboardingDone, MyNextSteps } from './my-next-steps';

function stepsShown() {
  return screen.getAllByTestId('next-step').map((step) => ({
    link: within(step).getByRole('link').getAttribute('href'),
    isDone: within(step).queryByText('Done') !== null,
  }));
}

describe('the next steps of a new creator', () => {
  it('welcomes a creator without a profile with the three steps, none done', () => {
    render(<MyNextSteps progress={{ hasProfile: false, hasBans: false, hasBriefs: false }} />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(stepsShown()).toEqual([
      { link: '/me/profile', isDone: false },
      { link: '/me/bans', isDone: false },
      { link: '/me/briefs/new', isDone: false },
    ]);
    expect(screen.getByRole('link', { name: 'Create my profile' })).toBeVisible();
  });

  it('marks each step done once it is', () => {
    render(<MyNextSteps progress={{ hasProfile: true, hasBans: false, hasBriefs: true }} />);
    expect(screen.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
    expect(stepsShown().map((step) => step.isDone)).toEqual([true, false, true]);
  });

  it('is done only when all three are', () => {
    expect(isOnboardingDone({ hasProfile: true, hasBans: true, hasBriefs: true })).toBe(true);
    expect(isOnboardingDone({ hasProfile: true, hasBans: true, hasBriefs: false })).toBe(false);
    expect(isOnboardingDone({ hasProfile: false, hasBans: false, hasBriefs: false })).toBe(false);
  });
});
