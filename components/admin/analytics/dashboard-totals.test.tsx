/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { DashboardTotals } from './dashboard-totals';

// Issue 46: events the browsers gave up on are shown to the admins, not swallowed.
it('shows the events dropped beside the other totals', () => {
  render(<DashboardTotals totals={{ events: 12_345, launches: 3, pageViews: 40, activeEndpoints: 5, signUps: 1, sessions: 4, droppedEvents: 1_234 }} />);
  const dropped = screen.getByTestId('total-droppedEvents');
  expect(dropped).toHaveTextContent('1,234');
  expect(dropped.closest('li')).toHaveTextContent('Events dropped');
  expect(screen.getByRole('list', { name: 'Totals for the range' }).children).toHaveLength(7);
});
