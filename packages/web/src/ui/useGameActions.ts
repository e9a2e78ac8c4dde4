import { useState } from 'preact/hooks';
import type { Move } from '@trigon/engine';
import { moveWarnings } from '@trigon/engine';
import type { Mode } from '../app/route.js';
import type { AiEngine } from '../ai/engine.js';
import type { Ending, GameSession, Ply } from '../game/session.js';
import type { MoveTargets } from './moveTargets.js';
import type { Seating } from './seating.js';
import type { GameView } from './useGameView.js';

/** What the players at this screen do besides moving pieces on the board. */
export interface GameActions {
  /** Absent when the shown position has no pass. */
  readonly pass?: () => void;
  readonly undo: () => void;
  readonly offerDraw: () => void;
  readonly acceptDraw: () => void;
  readonly declineDraw: () => void;
  readonly claimDraw: () => void;
  readonly resign: () => void;
}

/**
 * Playing a move and the other things players do (take back, offer, accept or claim a draw,
 * resign), on the session, with the warning the engine gives about a move played here.
 */
export function useGameActions(props: {
  session: GameSession;
  view: GameView;
  mode: Mode;
  seating: Seating;
  engine: AiEngine;
  targets: MoveTargets;
  /** The AI's search was stopped. */
  resetAi: () => void;
  /** A move was played here. */
  onPlayed: (ply: Ply) => void;
  /** Moves were taken back (in the order they were played), or else a declared ending. */
  onTakenBack: (plies: readonly Ply[], ending: Ending | undefined) => void;
}): {
  play: (move: Move) => void;
  /** A warning about the last move played here; it never blocks the move. */
  warning: string | undefined;
  canUndo: boolean;
  actions: GameActions;
} {
  const { session, view, mode, engine } = props;
  const { aiLevels, humans, humanSeat } = props.seating;
  const [warning, setWarning] = useState<string | undefined>();
  const mover = session.position.turn;
  const ending = session.ending();

  const play = (move: Move) => {
    if (mode === 'analysis') {
      while (session.length > view.ply) session.undo();
      // A move on an analysis board plays on past a resignation or an agreed draw.
      if (session.ending()?.by !== 'rules' && session.isOver()) session.undo();
    }
    const warnings = moveWarnings(session.position, move).map((w) => w.message);
    setWarning(warnings.length > 0 ? warnings.join(' ') : undefined);
    const ply = session.play(move);
    view.setPly(session.length);
    props.onPlayed(ply);
    view.bump();
  };

  const changed = () => {
    view.setPly(session.length);
    props.resetAi();
    view.bump();
  };

  // A declared ending (resignation, agreed draw) is taken back first; against the AI a move
  // is taken back with the AI's replies to it.
  const declared = ending !== undefined && ending.by !== 'rules';
  // A loss on time stands: the clocks do not run back.
  const canUndo =
    ending?.by === 'time'
      ? false
      : declared ||
        (mode === 'ai' ? session.moves().some((p) => !aiLevels.has(p.seat)) : session.length > 0);

  const passes = props.targets.passes;
  const actions: GameActions = {
    pass: passes.length > 0 ? () => play(passes[0]) : undefined,
    undo: () => {
      engine.cancel();
      const before = session.moves().slice();
      if (declared) {
        session.undo();
      } else {
        do {
          if (!session.undo()) break;
        } while (mode === 'ai' && session.length > 0 && aiLevels.has(session.position.turn));
      }
      setWarning(undefined);
      props.onTakenBack(before.slice(session.length), declared ? ending : undefined);
      changed();
    },
    offerDraw: () => {
      // Against the AI the offer is the player's, made on either side's turn.
      session.offerDraw(mode === 'ai' ? humanSeat : mover);
      view.bump();
    },
    acceptDraw: () => {
      session.agreeDraw();
      view.bump();
    },
    declineDraw: () => {
      session.drawOffer = undefined;
      view.bump();
    },
    claimDraw: () => {
      session.claimDraw();
      view.bump();
    },
    resign: () => {
      engine.cancel();
      const leaver = aiLevels.has(mover) ? humanSeat : mover;
      // In a game of three or more, while someone else still plays here, the leaver leaves
      // and the others play on; otherwise resigning ends the game.
      const inGame = session.position.activeSeats?.() ?? humans;
      const staying = humans.some((h) => h !== leaver && inGame.includes(h));
      if (!(staying && session.withdraw(leaver))) session.resign(leaver);
      changed();
    },
  };

  return { play, warning, canUndo, actions };
}
