import { accountFormLink } from './returnTo.js';

/**
 * A link to a sign-in form that comes back to the page as it is when the link is followed: a
 * game page writes its moves into the address without a navigation.
 */
export function FormLink(props: { page: 'signin' | 'signup'; children: string }) {
  return (
    <a
      class={`account-${props.page}`}
      href={accountFormLink(props.page, location.hash)}
      onClick={(event) => {
        event.currentTarget.href = accountFormLink(props.page, location.hash);
      }}
    >
      {props.children}
    </a>
  );
}
