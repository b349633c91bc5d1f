/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClampedText } from './clamped-text';
import { isClampHidingText } from './is-clamp-hiding-text';

// jsdom lays nothing out: the heights a browser would measure are set by hand.
function setHeights(scrollHeight: number, clientHeight: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => clientHeight });
}

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

describe('isClampHidingText', () => {
  it('says so when the text is taller than its clamped box', () => {
    expect(isClampHidingText({ scrollHeight: 400, clientHeight: 96 })).toBe(true);
  });

  it('allows a pixel of rounding', () => {
    expect(isClampHidingText({ scrollHeight: 97, clientHeight: 96 })).toBe(false);
  });
});

describe('a clamped text in an admin list', () => {
  it('offers Show more when the clamp hides text, and Show less once expanded', async () => {
    setHeights(2000, 96);
    await act(async () => render(<ClampedText what="of the message from Ada">{'word '.repeat(4000)}</ClampedText>));
    const toggle = screen.getByRole('button', { name: 'Show more of the message from Ada' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(text).toHaveClass('is-clamped');

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less of the message from Ada' })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('is-clamped');
  });

  it('shows no toggle when the whole text fits', async () => {
    setHeights(48, 48);
    await act(async () => render(<ClampedText>Short and sweet.</ClampedText>));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Short and sweet.')).toBeVisible();
  });
});
