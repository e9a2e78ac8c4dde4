import { CredentialsForm } from './CredentialsForm.js';
import { SignedInAs } from './SignedInAs.js';
import { accountFormLink } from './returnTo.js';
import { signUp } from './session.js';
import './account.css';

/** Making an account; once made, the player is signed in and back where they came from. */
export function SignUpPage(props: { from?: string }) {
  const back = props.from ?? '#/';
  return (
    <main class="page account-page">
      <h1>Sign up</h1>
      <SignedInAs />
      <p>
        An account keeps your games and your ratings, and gives you your seats back on any device.
        Playing needs none.
      </p>
      <CredentialsForm
        submit="Sign up"
        newAccount
        send={async (name, password) => {
          await signUp(name, password);
          location.hash = back;
        }}
      />
      <p>
        Have an account? <a href={accountFormLink('signin', location.hash)}>Sign in</a>
      </p>
    </main>
  );
}
