/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import RichTextEditor from './rich-text-editor';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** The editor's content element once TipTap has drawn it (it renders after mounting). */
async function renderEditor(value: string) {
  render(<RichTextEditor id="brief-longDescription" label="Brief" value={value} onChange={() => undefined} />);
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name: 'Brief' });
    expect(box).toHaveClass('ProseMirror');
    return box;
  });
}

describe('the brief editor loading a stored body', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('never puts an event handler from stored HTML into the page', async () => {
    const box = await renderEditor('<p>Intro</p><img src=x onerror="window.__pwned=1"><p onclick="window.__pwned=2">Body</p>');
    expect(box).toHaveTextContent('IntroBody');
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('__pwned');
    expect(window.__pwned).toBeUndefined();
  });

  it('loads only what the sanitizer keeps: a link it strips arrives without its address', async () => {
    const box = await renderEditor('<p><a href="//evil.example/phish">protocol-relative</a> and <a href="https://example.com/ok">fine</a></p>');
    const hrefs = [...box.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/ok']);
  });
});
