/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { emptyBriefForm } from '@/lib/content/my/brief-form';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { BriefPreview } from './brief-preview';

const author = { id: 'p1', username: 'anika', displayName: 'Anika', avatarUrl: null, bio: null, totalBans: 0, platformsAffected: [] } as unknown as MyProfile;

describe('the brief preview', () => {
  it('shows a stored body only as the sanitizer leaves it: no handler, script or javascript: link reaches the page', () => {
    const values = {
      ...emptyBriefForm(),
      title: 'A brief',
      longDescription: '<p>Kept</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">link</a>',
    };
    const { container } = render(<BriefPreview values={values} author={author} existing={null} slug="a-brief" />);
    expect(screen.getByText('Kept')).toBeVisible();
    expect(container.querySelector('[onerror], script, a[href^="javascript"]')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
  });
});
