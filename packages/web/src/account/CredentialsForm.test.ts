// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { CredentialsForm } from './CredentialsForm.js';

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function mount(send: (name: string, password: string) => Promise<unknown>): HTMLElement {
  root = document.createElement('div');
  document.body.appendChild(root);
  act(() => render(h(CredentialsForm, { submit: 'Sign up', newAccount: true, send }), root!));
  return root;
}

function fill(form: HTMLElement, name: string, password: string, confirm: string): void {
  const set = (field: string, value: string) =>
    ((form.querySelector(`input[name="${field}"]`) as HTMLInputElement).value = value);
  set('name', name);
  set('password', password);
  set('confirm', confirm);
}

async function submit(form: HTMLElement): Promise<void> {
  await act(async () => {
    form.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await Promise.resolve();
  });
}

const input = (form: HTMLElement, field: string) =>
  form.querySelector(`input[name="${field}"]`) as HTMLInputElement;

it('ties a problem to its field: marked invalid, described by the problem, and focused', async () => {
  const sent: string[] = [];
  const form = mount(async (name) => sent.push(name));
  fill(form, 'Ada Lovelace', 'long enough', 'long enough');
  await submit(form);
  const problem = form.querySelector('[role="alert"]')!;
  expect(problem.textContent).toBe(
    'a user name has only ASCII letters, digits, _ and -; a space (U+0020) is not one of them',
  );
  expect(input(form, 'name').getAttribute('aria-invalid')).toBe('true');
  expect(input(form, 'name').getAttribute('aria-describedby')).toBe(
    `account-name-rules ${problem.id}`,
  );
  expect(document.activeElement).toBe(input(form, 'name'));
  expect(input(form, 'password').hasAttribute('aria-invalid')).toBe(false);

  fill(form, 'Ada', 'long enough', 'long enougH');
  await submit(form);
  expect(input(form, 'name').hasAttribute('aria-invalid')).toBe(false);
  expect(input(form, 'name').getAttribute('aria-describedby')).toBe('account-name-rules');
  expect(input(form, 'confirm').getAttribute('aria-invalid')).toBe('true');
  expect(input(form, 'confirm').getAttribute('aria-describedby')).toBe(problem.id);
  expect(document.activeElement).toBe(input(form, 'confirm'));
  expect(sent).toEqual([]);

  fill(form, 'Ada', 'long enough', 'long enough');
  await submit(form);
  expect(sent).toEqual(['Ada']);
  expect(input(form, 'confirm').hasAttribute('aria-invalid')).toBe(false);
});
