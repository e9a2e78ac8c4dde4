import { useEffect, useRef } from 'preact/hooks';

/**
 * Buttons that step through the game's moves (first, previous, next, latest), and the arrow
 * keys, Home and End doing the same while the focus is not on a form field or the board.
 */
export function StepButtons(props: {
  /** The number of moves shown on the board. */
  ply: number;
  length: number;
  onSelect: (ply: number) => void;
}) {
  const { ply, length, onSelect } = props;
  // The key handler reads the props of the latest render: an effect that re-registered it on
  // each change ran only after the page was painted, so a key pressed at once after a step
  // (a click on "First position", then →) stepped from the ply before it.
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, .board, dialog')) return;
      // With a modifier the key is the browser's: Alt+Left goes back a page.
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const { ply, length, onSelect } = latest.current;
      if (event.key === 'ArrowLeft') onSelect(Math.max(0, ply - 1));
      else if (event.key === 'ArrowRight') onSelect(Math.min(length, ply + 1));
      else if (event.key === 'Home') onSelect(0);
      else if (event.key === 'End') onSelect(length);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const step = (label: string, target: number, disabled: boolean, d: string) => (
    <button
      type="button"
      title={label}
      aria-label={label}
      onClick={() => onSelect(target)}
      disabled={disabled}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d={d}
          fill="currentColor"
          stroke="currentColor"
          stroke-width="1.6"
          stroke-linejoin="round"
        />
      </svg>
    </button>
  );
  return (
    <nav class="step-buttons" aria-label="Step through the game">
      {step('First position', 0, ply === 0, 'M4 3 V13 M13 3 L6 8 L13 13 Z')}
      {step('Previous move', Math.max(0, ply - 1), ply === 0, 'M11 3 L4 8 L11 13 Z')}
      {step('Next move', Math.min(length, ply + 1), ply >= length, 'M5 3 L12 8 L5 13 Z')}
      {step('Last move', length, ply >= length, 'M12 3 V13 M3 3 L10 8 L3 13 Z')}
    </nav>
  );
}
