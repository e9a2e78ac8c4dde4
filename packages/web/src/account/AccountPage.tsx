import { useState } from 'preact/hooks';
import { passwordProblem, type Me } from '@trigon/protocol';
import { formatRoute } from '../app/route.js';
import { FormLink } from './FormLink.js';
import { changePassword, deleteAccount, loadMe, useMe } from './session.js';
import { signOutHere } from './signOutHere.js';
import { dayWords } from '../players/words.js';
import './account.css';

/** The signed-in player's account: who, since when, the password, signing out, deleting it. */
export function AccountPage() {
  const { me } = useMe();
  const [deleted, setDeleted] = useState(false);
  if (me === undefined) return <main class="page account-page" />;
  if (!me)
    return (
      <main class="page account-page">
        <h1>Account</h1>
        {deleted && (
          <p class="account-done" role="status">
            Your account is deleted. Your finished games stay, shown as deleted player.
          </p>
        )}
        <p>
          {/* Both come back here: a player whose session ended came to their account. */}
          You are not signed in. <FormLink page="signin">Sign in</FormLink> or{' '}
          <FormLink page="signup">sign up</FormLink>.
        </p>
      </main>
    );
  return (
    <main class="page account-page">
      <h1>Account</h1>
      <Who me={me} />
      <button type="button" onClick={() => void signOutHere().catch(() => loadMe(true))}>
        Sign out
      </button>
      <PasswordForm />
      <DeleteForm onDeleted={() => setDeleted(true)} />
    </main>
  );
}

function Who({ me }: { me: Me }) {
  const since = dayWords(new Date(me.created));
  return (
    <p class="account-who">
      Signed in as <strong class="account-page-name">{me.name}</strong>, a player since {since}.{' '}
      <a href={formatRoute({ page: 'player', name: me.name, list: 0 })}>Your player page</a>
    </p>
  );
}

/** A form's state: the sentence it shows, whether it is a refusal, and whether it is sending. */
function useSending() {
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const done = await work();
      setSaid(done === null ? null : { text: done, error: false });
    } catch (error) {
      setSaid({ text: (error as Error).message, error: true });
    }
    setBusy(false);
  };
  const refuse = (text: string) => setSaid({ text, error: true });
  const message = said && (
    <p class={said.error ? 'error' : 'account-done'} role={said.error ? 'alert' : 'status'}>
      {said.text}
    </p>
  );
  return { busy, run, refuse, message };
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

function PasswordForm() {
  const { busy, run, refuse, message } = useSending();
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const current = field(form, 'current').value;
    const password = field(form, 'password').value;
    const problem =
      passwordProblem(password) ??
      (password === field(form, 'confirm').value ? null : 'the two new passwords are not the same');
    if (problem) return refuse(problem);
    void run(async () => {
      await changePassword(current, password);
      form.reset();
      return 'Your password is changed, and your other devices are signed out.';
    });
  };
  return (
    <form class="account-form password-form" onSubmit={onSubmit}>
      <h2>Change password</h2>
      <label for="password-current">Current password</label>
      <input
        id="password-current"
        name="current"
        type="password"
        autocomplete="current-password"
        required
      />
      <label for="password-new">New password</label>
      <input
        id="password-new"
        name="password"
        type="password"
        autocomplete="new-password"
        required
      />
      <label for="password-confirm">New password again</label>
      <input
        id="password-confirm"
        name="confirm"
        type="password"
        autocomplete="new-password"
        required
      />
      {message}
      <button type="submit" disabled={busy}>
        Change password
      </button>
    </form>
  );
}

function DeleteForm(props: { onDeleted: () => void }) {
  const { busy, run, message } = useSending();
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const password = field(form, 'password').value;
    void run(async () => {
      await deleteAccount(password);
      props.onDeleted();
      return null;
    });
  };
  return (
    <form class="account-form delete-form" onSubmit={onSubmit}>
      <h2>Delete account</h2>
      <label for="delete-password">Password</label>
      <input
        id="delete-password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
      />
      <label class="check">
        <input type="checkbox" name="understood" required /> I understand my account is gone for
        good; my finished games stay, shown as deleted player
      </label>
      {message}
      <button type="submit" class="danger" disabled={busy}>
        Delete account
      </button>
    </form>
  );
}
