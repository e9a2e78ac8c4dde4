import { expect, it } from 'vitest';
import { accountFormLink, returnAddress } from './returnTo.js';

it('comes back to the page the visitor was on', () => {
  expect(returnAddress('#/play/trigonal?mode=ai&level=2')).toBe('#/play/trigonal?mode=ai&level=2');
  expect(returnAddress('#/lobby')).toBe('#/lobby');
  expect(returnAddress('')).toBe('#/');
});

it('never carries a seat token into another address', () => {
  expect(returnAddress('#/online/abc/secret-token-1234567')).toBe('#/online/abc');
});

it('keeps the first page when the visitor goes from one form to the other', () => {
  const signIn = accountFormLink('signin', '#/online/abc');
  expect(signIn).toBe('#/signin?from=%23%2Fonline%2Fabc');
  expect(accountFormLink('signup', signIn)).toBe('#/signup?from=%23%2Fonline%2Fabc');
  expect(accountFormLink('signup', '#/signin')).toBe('#/signup');
  expect(accountFormLink('signin', '#/')).toBe('#/signin');
});
