import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';

/**
 * A piece placed at (x, y) on the board; when it arrived from elsewhere (`from`: a move, a
 * step through the game, an illegal drop going back) it slides in from there. The page gives a
 * new key for every arrival, so the slide runs once per arrival.
 */
export function Placed(props: {
  x: number;
  y: number;
  from?: readonly [number, number];
  hidden?: boolean;
  children: ComponentChildren;
  'data-piece-cell'?: string;
}) {
  const ref = useRef<SVGGElement>(null);
  const { x, y, from } = props;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !from || prefersReducedMotion()) return;
    element.style.transition = 'none';
    element.style.transform = `translate(${from[0]}px, ${from[1]}px)`;
    element.getBoundingClientRect();
    element.style.transition = 'transform 0.18s ease-out';
    element.style.transform = `translate(${x}px, ${y}px)`;
  }, []);
  const style: JSX.CSSProperties = { transform: `translate(${x}px, ${y}px)` };
  if (props.hidden) style.visibility = 'hidden';
  return (
    <g ref={ref} class="piece" style={style} data-piece-cell={props['data-piece-cell']}>
      {props.children}
    </g>
  );
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
