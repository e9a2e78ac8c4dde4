import { CredentialsForm } from './CredentialsForm.js';
import { SignedInAs } from './SignedInAs.js';
import { accountFormLink } from './returnTo.js';
import { signIn } from './session.js';
import './account.css';

/** Signing in; then back to the page the visitor came from. */
export function SignInPage(props: { from?: string }) {
  const back = props.from ?? '#/';
  return (
    <main class="page account-page">
      <h1>Sign in</h1>
      <SignedInAs />
      <CredentialsForm
        submit="Sign in"
        newAccount={false}
        send={async (name, password) => {
          await signIn(name, password);
          location.hash = back;
        }}
      />
      <p>
        No account yet? <a href={accountFormLink('signup', location.hash)}>Sign up</a>
      </p>
    </main>
  );
}
