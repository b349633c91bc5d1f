/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { SearchScreen } from './search-screen';

// run-search.ts's words (it cannot be imported here: it brings the server's data client).
const SEARCH_BUSY_MESSAGE = 'Search is busy right now. Please try again in a few seconds.';

describe('the search screen', () => {
  it('keeps the words of a search that could not run now in the box, under the reason', () => {
    render(<SearchScreen outcome={{ status: 'invalid', message: SEARCH_BUSY_MESSAGE, query: { q: 'shadow throttled', kind: 'BAN', page: 2 }, retryAfterSeconds: 2 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_BUSY_MESSAGE);
    expect(screen.getByRole('searchbox', { name: /Search creators/ })).toHaveValue('shadow throttled');
  });

  it('leaves the box empty under a refusal of the address itself', () => {
    render(<SearchScreen outcome={{ status: 'invalid', message: 'page must be a whole number from 1 to 200.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('page must be');
    expect(screen.getByRole('searchbox', { name: /Search creators/ })).toHaveValue('');
  });
});
