import { useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), a[href]';

/**
 * Keeps the keyboard in a group of controls whose buttons come and go with the game's state
 * (Resign goes once the game is over, Offer draw gives way to Accept and Decline, Undo is
 * disabled once nothing is left to undo): when the focused control is taken off the page or
 * disabled, the browser leaves the focus on the page's body, from
 * where Tab starts again at the top of the page. The focus goes instead to the control that
 * followed it and is still there, or else the one before it, or else the group's first, or
 * else where `otherwise` puts it.
 * Spread the returned props on the group's element.
 */
export function useFocusKept<T extends HTMLElement>(
  /** Where the focus goes when the group has no control left (the status's Move now). */
  otherwise?: () => void,
): {
  ref: { current: T | null };
  onFocusIn: (event: FocusEvent) => void;
} {
  const ref = useRef<T | null>(null);
  // The focused control, and the group's controls around it when it took the focus.
  const last = useRef<{ element: Element; before: Element[]; after: Element[] } | null>(null);
  const onFocusIn = (event: FocusEvent) => {
    const group = ref.current;
    const element = event.target;
    if (!group || !(element instanceof Element)) return;
    const all = [...group.querySelectorAll(FOCUSABLE)];
    const at = all.indexOf(element);
    last.current =
      at < 0 ? null : { element, before: all.slice(0, at).reverse(), after: all.slice(at + 1) };
  };
  // After every render: the state that removes a control is rendered here.
  useLayoutEffect(() => {
    const group = ref.current;
    const seen = last.current;
    // A control disabled by its own press (Undo with nothing left to undo) loses the focus as
    // one taken off the page does.
    if (!group || !seen || (seen.element.isConnected && seen.element.matches(FOCUSABLE))) return;
    const active = document.activeElement;
    // (A disabled control keeps the focus until the browser's next update, then drops it.)
    if (active && active !== document.body && active !== seen.element) return;
    last.current = null;
    const stays = (e: Element) => e.isConnected && group.contains(e) && e.matches(FOCUSABLE);
    const next =
      seen.after.find(stays) ?? seen.before.find(stays) ?? group.querySelector(FOCUSABLE);
    if (next instanceof HTMLElement) next.focus();
    else otherwise?.();
  });
  return { ref, onFocusIn };
}
