import { useState } from 'preact/hooks';
import {
  passwordProblem,
  userNameProblem,
  USER_NAME_MAX,
  USER_NAME_MIN,
  PASSWORD_MIN,
} from '@trigon/protocol';

type Field = 'name' | 'password' | 'confirm';
const PROBLEM_ID = 'account-problem';

/**
 * The form of the sign-up and sign-in pages: a user name and a password (twice to sign up). The
 * rules are checked here first, so a name or password the server would refuse is not sent; the
 * server's refusal (a name taken, a wrong password, too many tries) is said in its own words.
 */
export function CredentialsForm(props: {
  submit: 'Sign up' | 'Sign in';
  /** Sign up: the rules are said, and the password is asked twice. */
  newAccount: boolean;
  send: (name: string, password: string) => Promise<unknown>;
}) {
  const [problem, setProblem] = useState('');
  // The field the problem is about (its input is marked invalid and described by the problem),
  // or null for a refusal of the whole (a name taken, a wrong password).
  const [wrong, setWrong] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement;
    const name = input('name').value.trim();
    const password = input('password').value;
    const found: [Field, string | null][] = props.newAccount
      ? [
          ['name', userNameProblem(name)],
          ['password', passwordProblem(password)],
          [
            'confirm',
            password === input('confirm').value ? null : 'the two passwords are not the same',
          ],
        ]
      : [];
    const first = found.find(([, text]) => text !== null);
    if (first) {
      setWrong(first[0]);
      setProblem(first[1]!);
      input(first[0]).focus();
      return;
    }
    setWrong(null);
    setBusy(true);
    try {
      await props.send(name, password);
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  };
  // A field's description: its rules, and the problem when it is about this field.
  const described = (field: Field, rules?: string) =>
    [rules, wrong === field && problem ? PROBLEM_ID : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <form class="account-form" onSubmit={(e) => void onSubmit(e)}>
      <label for="account-name">User name</label>
      <input
        id="account-name"
        name="name"
        type="text"
        autocomplete="username"
        required
        aria-invalid={wrong === 'name' || undefined}
        aria-describedby={described('name', props.newAccount ? 'account-name-rules' : undefined)}
      />
      {props.newAccount && (
        <p id="account-name-rules" class="field-rules">
          {USER_NAME_MIN}–{USER_NAME_MAX} characters: ASCII letters, digits, _ and -, starting with
          a letter. Capitals are kept, but no two names differ only by them.
        </p>
      )}
      <label for="account-password">Password</label>
      <input
        id="account-password"
        name="password"
        type="password"
        autocomplete={props.newAccount ? 'new-password' : 'current-password'}
        required
        aria-invalid={wrong === 'password' || undefined}
        aria-describedby={described(
          'password',
          props.newAccount ? 'account-password-rules' : undefined,
        )}
      />
      {props.newAccount && (
        <>
          <p id="account-password-rules" class="field-rules">
            At least {PASSWORD_MIN} characters.
          </p>
          <label for="account-confirm">Password again</label>
          <input
            id="account-confirm"
            name="confirm"
            type="password"
            autocomplete="new-password"
            required
            aria-invalid={wrong === 'confirm' || undefined}
            aria-describedby={described('confirm')}
          />
        </>
      )}
      {problem && (
        <p id={PROBLEM_ID} class="error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" class="primary" disabled={busy}>
        {props.submit}
      </button>
    </form>
  );
}
