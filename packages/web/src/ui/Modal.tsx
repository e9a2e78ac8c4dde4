import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';

/**
 * A modal dialog (the browser's own <dialog>): Escape or a click outside closes it, and the focus
 * goes back to where it was before (the dialog is taken off the page, and the browser would
 * leave it on the page's body).
 */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  class?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => {
      // Closed first: while a modal dialog is open, the rest of the page takes no focus.
      if (dialog?.open) dialog.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${props.class ?? ''}`}
      aria-label={props.title}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) props.onClose();
      }}
    >
      <div class="modal-body">
        {/* Not a <header>: outside <main> (the Appearance dialog sits in the page's header)
            that is a banner landmark, a second one inside the page's own. */}
        <div class="modal-head">
          <h2>{props.title}</h2>
          <button type="button" class="close" aria-label="Close" onClick={props.onClose}>
            ×
          </button>
        </div>
        {props.children}
      </div>
    </dialog>
  );
}
