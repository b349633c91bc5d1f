/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRovingTabStop } from './use-roving-tab-stop';

const NAMES = ['Bold', 'Italic', 'Redo'];

function Toolbar() {
  const roving = useRovingTabStop(NAMES.length);
  return (
    <div role="toolbar" aria-label="Formatting" onKeyDown={roving.onKeyDown}>
      {NAMES.map((name, index) => (
        <button key={name} type="button" {...roving.itemProps(index)}>
          {name}
        </button>
      ))}
      <input aria-label="Link address" />
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const tabStops = () => NAMES.filter((name) => button(name).tabIndex === 0);

describe('a toolbar with one Tab stop and arrow keys between its items', () => {
  it('starts on the first item and moves with the arrows (wrapping), Home and End', () => {
    render(<Toolbar />);
    expect(tabStops()).toEqual(['Bold']);
    act(() => button('Bold').focus());

    fireEvent.keyDown(button('Bold'), { key: 'ArrowRight' });
    expect(button('Italic')).toHaveFocus();
    expect(tabStops()).toEqual(['Italic']);
    fireEvent.keyDown(button('Italic'), { key: 'End' });
    expect(button('Redo')).toHaveFocus();
    fireEvent.keyDown(button('Redo'), { key: 'ArrowRight' });
    expect(button('Bold')).toHaveFocus();
    fireEvent.keyDown(button('Bold'), { key: 'ArrowLeft' });
    expect(button('Redo')).toHaveFocus();
    fireEvent.keyDown(button('Redo'), { key: 'Home' });
    expect(button('Bold')).toHaveFocus();
    expect(tabStops()).toEqual(['Bold']);
  });

  it('remembers the item last used as the Tab stop, and leaves keys in other fields alone', () => {
    render(<Toolbar />);
    act(() => button('Italic').focus());
    expect(tabStops()).toEqual(['Italic']);

    const field = screen.getByLabelText('Link address');
    act(() => field.focus());
    const notHandled = fireEvent.keyDown(field, { key: 'ArrowLeft' });
    expect(notHandled).toBe(true);
    expect(field).toHaveFocus();
    expect(tabStops()).toEqual(['Italic']);
  });
});
