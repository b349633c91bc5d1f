/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PasswordRulesList } from './password-rules-list';

describe('the password rules list', () => {
  it('names each rule with its state for screen readers, in the order given', () => {
    render(
      <PasswordRulesList
        rules={[
          { text: 'Password must have at least 8 characters', isMet: false },
          { text: 'Password must have numbers', isMet: true },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Your password needs' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Still needed: Password must have at least 8 characters',
      'Done: Password must have numbers',
    ]);
  });

  it('shows nothing when the pool sets no rules', () => {
    const { container } = render(<PasswordRulesList rules={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
