/**
 * Password hashing: Argon2id (RFC 9106) through @node-rs/argon2, with the parameters OWASP's
 * Password Storage Cheat Sheet gives as its first choice: 19 MiB of memory, 2 passes, 1 lane,
 * a 16-byte random salt and a 32-byte hash (about 20-40 ms on one core of this server). The
 * hash is a PHC string that names its parameters, so hashes made with other parameters later
 * still verify.
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read from a declaration.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` is the one `passwordHash` was made from; false for a malformed hash. */
export async function checkPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of a real check for a name that has no account, so that how long a sign-in
 * takes does not tell whether the name exists.
 */
export async function checkNoPassword(password: string): Promise<false> {
  dummy ??= hashPassword('no account has this password');
  await checkPassword(await dummy, password);
  return false;
}
