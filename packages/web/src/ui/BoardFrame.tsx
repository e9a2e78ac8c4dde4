import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';

const KEY = 'trigon.boardSize';
const MIN = 240;

/**
 * The board's box: as large as the screen allows by default, and resizable with the handle
 * at its corner (the size is remembered). The SVG inside scales to the box.
 */
export function BoardFrame({ children }: { children: ComponentChildren }) {
  const [size, setSize] = useState<number | undefined>(() => {
    const stored = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isFinite(stored) && stored >= MIN ? stored : undefined;
  });
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; size: number } | null>(null);

  useEffect(() => {
    if (size === undefined) globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, String(Math.round(size)));
  }, [size]);

  const onPointerDown = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    drag.current = { x: event.clientX, y: event.clientY, size: box.width };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const delta = Math.max(event.clientX - start.x, event.clientY - start.y);
    setSize(Math.max(MIN, start.size + delta));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div
      ref={frame}
      class="board-frame"
      style={size === undefined ? undefined : { width: `${size}px`, maxWidth: 'none' }}
    >
      {children}
      <button
        type="button"
        class="resize-handle"
        title="Drag to resize the board; double-click for the default size"
        aria-label="Resize the board"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onDblClick={() => setSize(undefined)}
        onKeyDown={(event) => {
          const box = frame.current?.getBoundingClientRect();
          if (!box) return;
          if (event.key === '+' || event.key === 'ArrowRight') setSize(box.width + 20);
          else if (event.key === '-' || event.key === 'ArrowLeft')
            setSize(Math.max(MIN, box.width - 20));
          else return;
          event.preventDefault();
        }}
      />
    </div>
  );
}
