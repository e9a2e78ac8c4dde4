/**
 * The keyboard's way to the board: "Skip to board", and a game just started from the new-game
 * form, whose page (the form's) is gone with the focus it held, which would fall to the top of
 * the new page.
 */

let wanted = false;

/** Puts the focus on the board's own Tab stop (the cell it keeps), or the board itself. */
export function focusBoard(): void {
  const board = document.querySelector<SVGSVGElement>('svg.board');
  const cell = board?.querySelector<SVGElement>('[tabindex="0"]');
  (cell ?? board)?.focus();
}

/** Asks the next game page drawn to take the focus to its board (a game started from a form). */
export function focusBoardNext(): void {
  wanted = true;
}

/** Called by a game page once its board is drawn: the focus goes there when asked for. */
export function takeBoardFocus(): void {
  if (!wanted) return;
  wanted = false;
  focusBoard();
}
