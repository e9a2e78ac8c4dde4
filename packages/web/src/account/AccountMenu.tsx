import { formatRoute } from '../app/route.js';
import { FormLink } from './FormLink.js';
import { loadMe, useMe } from './session.js';
import { signOutHere } from './signOutHere.js';
import './account.css';

/**
 * The header's account links: sign in or up (and back here after), or the player's name, their
 * account and signing out. Empty until the server has said who is signed in, so that it does not
 * show one and then the other.
 */
export function AccountMenu() {
  const { me } = useMe();
  if (me === undefined) return <div class="account-menu" />;
  if (!me)
    return (
      <div class="account-menu">
        <FormLink page="signin">Sign in</FormLink>
        <FormLink page="signup">Sign up</FormLink>
      </div>
    );
  return (
    <div class="account-menu">
      <a class="account-name" href={formatRoute({ page: 'player', name: me.name, list: 0 })}>
        {me.name}
      </a>
      <a class="account-link" href={formatRoute({ page: 'account' })}>
        Account
      </a>
      {/* A sign-out that failed (the server out of reach): the menu asks who is signed in. */}
      <button
        type="button"
        class="sign-out"
        onClick={() => void signOutHere().catch(() => loadMe(true))}
      >
        Sign out
      </button>
    </div>
  );
}
