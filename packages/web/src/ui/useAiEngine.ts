import { useEffect, useRef } from 'preact/hooks';
import { AiEngine } from '../ai/engine.js';

/** The page's AI worker, made on first use and stopped when the page goes. */
export function useAiEngine(): AiEngine {
  const engine = useRef<AiEngine>();
  engine.current ??= new AiEngine();
  useEffect(() => () => engine.current?.dispose(), []);
  return engine.current;
}
