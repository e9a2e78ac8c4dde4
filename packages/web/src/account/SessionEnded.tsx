import { FormLink } from './FormLink.js';
import { dismissEnded, SESSION_ENDED, useMe } from './session.js';
import './account.css';

/** Said once the server has ended the session the page believed in (see session.ts). */
export function SessionEnded() {
  const { me, ended } = useMe();
  if (me || !ended) return null;
  return (
    <div class="session-ended" role="alert">
      <span>{SESSION_ENDED}</span> <FormLink page="signin">Sign in</FormLink>
      <button type="button" onClick={dismissEnded}>
        Dismiss
      </button>
    </div>
  );
}
