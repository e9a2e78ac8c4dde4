import { formatRoute } from '../app/route.js';
import { useMe } from './session.js';

/** On the sign-in and sign-up pages, a player already signed in is told who, before switching. */
export function SignedInAs() {
  const { me } = useMe();
  if (!me) return null;
  return (
    <p class="signed-in-as">
      You are signed in as{' '}
      <a href={formatRoute({ page: 'player', name: me.name, list: 0 })}>{me.name}</a>; the form
      below switches to another account.
    </p>
  );
}
