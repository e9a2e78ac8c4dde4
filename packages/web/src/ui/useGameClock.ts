import { useEffect, useRef } from 'preact/hooks';
import { GameClock, type ClockControl } from '../game/clock.js';
import type { GameSession } from '../game/session.js';
import { useTicking } from '../online/clocks.js';

/**
 * The clocks of a game on this screen, kept in step with the session: the clock of the seat
 * to move runs from the page's opening, passes to the next seat with each move (the mover
 * gaining the increment) and stops when the game ends. When the running clock reaches zero,
 * `onFlag` is told whose it was. Undefined for a game without clocks.
 */
export function useGameClock(props: {
  session: GameSession;
  version: number;
  control: ClockControl | undefined;
  onFlag: (seat: number) => void;
}): GameClock | undefined {
  const { session, control } = props;
  const clock = useRef<GameClock | undefined>();
  if (control && !clock.current)
    clock.current = new GameClock(session.game.players.length, control);
  const played = useRef(-1);
  const onFlag = useRef(props.onFlag);
  onFlag.current = props.onFlag;

  useEffect(() => {
    const timer = clock.current;
    if (!timer) return undefined;
    const now = performance.now();
    if (session.isOver()) {
      timer.stop(now);
      played.current = session.length;
      return undefined;
    }
    const turn = session.position.turn;
    // A move passes the clock on with the increment; a first turn or a move taken back starts
    // the clock of the seat to move without one.
    if (played.current >= 0 && session.length === played.current + 1 && timer.runningSeat >= 0)
      timer.moved(turn, now);
    else if (session.length !== played.current || timer.runningSeat !== turn)
      timer.start(turn, now);
    played.current = session.length;
    const check = () => {
      const seat = timer.flagged(performance.now());
      if (seat >= 0) onFlag.current(seat);
      else handle = setTimeout(check, Math.max(1, timer.timeLeft(turn, performance.now())));
    };
    let handle = setTimeout(check, Math.max(0, timer.timeLeft(turn, now)));
    return () => clearTimeout(handle);
  }, [props.version]);

  useTicking(clock.current !== undefined && !session.isOver(), 100);
  return clock.current;
}
