import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';

/** A modal dialog (the browser's own <dialog>): Escape or a click outside closes it. */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  class?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
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
        <header class="modal-head">
          <h2>{props.title}</h2>
          <button type="button" class="close" aria-label="Close" onClick={props.onClose}>
            ×
          </button>
        </header>
        {props.children}
      </div>
    </dialog>
  );
}
