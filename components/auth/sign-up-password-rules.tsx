'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { checkPasswordRules } from './password-rules';
import { PasswordRulesList } from './password-rules-list';

/**
 * The password rules under the sign-up form's password field. The Authenticator renders its fields
 * as one block with no slot between them, so this finds the password field once the form is on
 * screen, places a container right after it and renders the list there, following what is typed.
 * Rendered after the Authenticator's fields (the sign-up screen's FormFields).
 */
export function SignUpPasswordRules() {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [password, setPassword] = useState('');

  useLayoutEffect(() => {
    const form = anchorRef.current?.closest('form');
    const input = form?.querySelector<HTMLInputElement>('input[name="password"]');
    const field = input?.closest('.amplify-field');
    if (!form || !input || !field) return;
    const container = document.createElement('div');
    field.after(container);
    const follow = () => setPassword(input.value);
    form.addEventListener('input', follow);
    setSlot(container);
    return () => {
      form.removeEventListener('input', follow);
      container.remove();
    };
  }, []);

  if (!slot) return <span ref={anchorRef} hidden />;
  return createPortal(<PasswordRulesList rules={checkPasswordRules(password)} />, slot);
}
