/**
 * Player accounts on the wire: the rules for user names and passwords (one declaration, so the
 * web app can say what is wrong before it asks), the request bodies as zod schemas, and the
 * answers.
 */
import { z } from 'zod';

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/**
 * Why `name` cannot be a user name, or null when it can. A user name is 2-20 characters: ASCII
 * letters, digits, `_` and `-`, starting with a letter. ASCII only, so that no two names look
 * alike in another script and none hides a control or invisible character.
 */
export function userNameProblem(name: string): string | null {
  const bad = [...name].find((c) => !/^[A-Za-z0-9_-]$/.test(c));
  if (bad !== undefined) {
    const code = `U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    const shown =
      bad === ' '
        ? `a space (${code})`
        : /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(bad)
          ? `'${bad}' (${code})`
          : code;
    return `a user name has only ASCII letters, digits, _ and -; ${shown} is not one of them`;
  }
  if (name.length < USER_NAME_MIN || name.length > USER_NAME_MAX)
    return `a user name has ${USER_NAME_MIN} to ${USER_NAME_MAX} characters, not ${name.length}`;
  if (!/^[A-Za-z]/.test(name)) return 'a user name starts with a letter';
  return null;
}

/** Why `password` cannot be a password, or null when it can. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `a password has at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `a password has at most ${PASSWORD_MAX} characters`;
  return null;
}

// The shape only: the rules above give the reasons, and a too-long field stops here.
const nameField = z.string().max(200, 'a user name has at most 20 characters');
const passwordField = z.string().max(1000, `a password has at most ${PASSWORD_MAX} characters`);

/** `POST /api/signup` and `POST /api/signin`. */
export const credentialsSchema = z.strictObject({ name: nameField, password: passwordField });
export type Credentials = z.infer<typeof credentialsSchema>;

/** `POST /api/me/password`: the current password and the new one. */
export const changePasswordSchema = z.strictObject({
  current: passwordField,
  password: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

/** `DELETE /api/me`: the password again, so that a session left open cannot delete the account. */
export const deleteAccountSchema = z.strictObject({ password: passwordField });
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;

/** The header that carries the session's CSRF token on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';

/** What a seat of a deleted account shows instead of its name (it has no page). */
export const DELETED_PLAYER = 'deleted player';

/** `GET /api/me`, and the answer of sign-up and sign-in: who is signed in. */
export interface Me {
  name: string;
  /** When the account was made, ms since 1970. */
  created: number;
  /** To send in the `x-csrf-token` header with every state-changing request. */
  csrf: string;
}

/**
 * `GET /api/session`: who is signed in, always answered 200 (so that a page can ask on every
 * load without a refused request). `ended`: the cookie named a session that is over (signed out
 * elsewhere, expired, or ended by a password change), which the page tells its player.
 */
export interface SessionAnswer {
  account: Me | null;
  ended: boolean;
}
