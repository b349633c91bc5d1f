/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useFormFields } from './use-form-fields';

const NOTICE = 'Please correct the highlighted fields.';
const submitEvent = () => ({ preventDefault: () => undefined, currentTarget: { elements: [] } }) as unknown as FormEvent<HTMLFormElement>;

function useNameAndCity(clearErrorOnChange: boolean) {
  return useFormFields<'name' | 'city'>({
    initial: { name: '', city: '' },
    idPrefix: 'f',
    clearErrorOnChange,
    validate: (values) => ({ name: values.name ? undefined : 'Required', city: values.city ? undefined : 'Required' }),
    onInvalid: () => NOTICE,
    onValid: () => undefined,
  });
}

describe('the "correct the highlighted fields" notice', () => {
  it.each([true, false])('stays while a field is still wrong and goes once every field passes (clearErrorOnChange %s)', (clearErrorOnChange) => {
    const { result } = renderHook(() => useNameAndCity(clearErrorOnChange));
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.status).toEqual({ tone: 'error', message: NOTICE });
    act(() => result.current.field('name').onChange('Ada'));
    expect(result.current.status?.message).toBe(NOTICE);
    act(() => result.current.field('city').onChange('Leeds'));
    expect(result.current.status).toBeNull();
    expect(result.current.errors).toEqual({});
  });

  it('does not clear a status that was not the notice', () => {
    const { result } = renderHook(() => useNameAndCity(true));
    act(() => result.current.field('name').onChange('Ada'));
    act(() => result.current.field('city').onChange('Leeds'));
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.status).toBeNull();
  });
});
