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

describe('browsing the record', () => {
  const page = {
    query: { q: '', platform: 'instagram', page: 1 },
    total: 8,
    pageSize: 20,
    pageCount: 1,
    counts: [{ kind: 'BAN' as const, label: 'Ban records', count: 8 }],
    facets: [
      {
        facet: 'platform' as const,
        label: 'Platform',
        choices: [
          { value: 'instagram', label: 'Instagram', count: 8, isChosen: true },
          { value: 'x', label: 'X', count: 3, isChosen: false },
        ],
      },
    ],
    results: [],
  };

  it('needs no words, counts each filter value as a link that narrows (or clears), and offers the filtered download', () => {
    render(<SearchScreen outcome={{ status: 'found', page }} />);
    expect(screen.getByRole('searchbox', { name: /Search creators/ })).not.toBeRequired();
    expect(screen.getByRole('status')).toHaveTextContent('8 results, newest first');
    const facets = screen.getByRole('navigation', { name: 'Narrow by' });
    expect(facets).toHaveTextContent('Instagram 8');
    expect(screen.getByRole('link', { name: /^X 3/ })).toHaveAttribute('href', '/search?platform=x');
    expect(screen.getByRole('link', { name: /Instagram 8/ })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Ban records (CSV)' })).toHaveAttribute('href', '/data/bans.csv?platform=instagram');
    expect(screen.getByRole('combobox', { name: 'Restriction' })).toBeInTheDocument();
  });
});
