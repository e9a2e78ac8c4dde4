import { focusBoard } from './boardFocus.js';

/**
 * The first thing a keyboard reaches on a game page: a link past the header and its list of
 * games, straight to the board (the cell the board's own Tab stop is on). The address is the
 * router's, so the link focuses the board itself instead of following a fragment.
 */
export function SkipLink() {
  const skip = (event: Event) => {
    event.preventDefault();
    focusBoard();
  };
  return (
    <a class="skip-link" href={location.hash || '#/'} onClick={skip}>
      Skip to board
    </a>
  );
}
