import { useState } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { takeOver } from './take-over';

/** The page as the app draws it: controlled fields, and what it holds shown beside them. */
function SignInForm() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [password, setPassword] = useState('');
  return (
    <form>
      <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <input
        type="checkbox"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <output>{`${email}|${password.length}|${remember ? 'remember' : 'forget'}`}</output>
    </form>
  );
}

/** The same page as the API sent it: drawn at build time, typed into before any script ran. */
function drawnPage(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-prerendered', '1.0.0');
  root.innerHTML =
    '<form><input type="email"><input type="password"><input type="checkbox"><p>drawn</p></form>';
  document.body.append(root);
  const [email, password, remember] = Array.from(root.querySelectorAll('input'));
  email.value = 'ada@example.com';
  password.value = 'secret-words';
  remember.checked = true;
  password.focus();
  return root;
}

describe('the app taking over a page drawn at build time', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('replaces it in one render and keeps what was typed, and the focus', () => {
    const root = drawnPage();
    act(() => takeOver(root, createRoot(root), <SignInForm />));
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.querySelector('p')).toBeNull();
    expect(root.querySelector('output')?.textContent).toBe('ada@example.com|12|remember');
    expect(document.activeElement).toBe(root.querySelector('input[type=password]'));
  });

  it('gives nothing back to a page whose fields differ from what was drawn', () => {
    const root = drawnPage();
    root.querySelector('input[type=email]')?.setAttribute('type', 'text');
    act(() => takeOver(root, createRoot(root), <SignInForm />));
    expect(root.querySelector('output')?.textContent).toBe('|12|remember');
  });
});
