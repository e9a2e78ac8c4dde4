import type { GameDefinition } from '@trigon/engine';
import type { Mode } from '../app/route.js';
import { SoundToggle } from '../sound/SoundToggle.js';
import type { GameActions } from './useGameActions.js';
import { useFocusKept } from './useFocusKept.js';

/** The players' actions, and the board's turning and the analysis switch. */
export interface GameCommands extends GameActions {
  readonly turnBoard: () => void;
  readonly setAutoTurn: (on: boolean) => void;
  readonly setAnalysis: (on: boolean) => void;
}

/**
 * The buttons under the move list: pass, undo, the draw offer and its answer (against the AI,
 * in a game of two, the AI answers with its next move), a draw claim,
 * resign, and the board's turning; the analysis switch where the engine is not the opponent;
 * the sounds' mute switch. A button pressed away leaves the keyboard on the next one
 * (useFocusKept).
 */
export function GameControls(props: {
  game: GameDefinition;
  mode: Mode;
  over: boolean;
  canUndo: boolean;
  /** The seat whose draw offer stands. */
  offer: number | undefined;
  /** The reason a draw may be claimed now, when the player to move is at this screen. */
  drawClaim: string | undefined;
  /** Whether the board may follow the player to move, and whether it does. */
  canFollow: boolean;
  autoTurn: boolean;
  analysisOn: boolean;
  commands: GameCommands;
}) {
  const { game, mode, over, offer, commands } = props;
  const focusKept = useFocusKept<HTMLDivElement>();
  return (
    <div class="actions" {...focusKept}>
      {commands.pass && (
        <button type="button" onClick={commands.pass}>
          Pass
        </button>
      )}
      {mode !== 'analysis' && (
        <button type="button" onClick={commands.undo} disabled={!props.canUndo}>
          Undo
        </button>
      )}
      {mode === 'local' && !over && offer === undefined && (
        <button type="button" onClick={commands.offerDraw}>
          Offer draw
        </button>
      )}
      {mode === 'ai' && game.players.length === 2 && !over && offer === undefined && (
        <button type="button" onClick={commands.offerDraw}>
          Offer draw
        </button>
      )}
      {mode === 'ai' && !over && offer !== undefined && (
        <p class="draw-offered">Draw offered: the AI answers with its move</p>
      )}
      {mode === 'local' && !over && offer !== undefined && (
        <>
          <button type="button" class="accept" onClick={commands.acceptDraw}>
            Accept draw ({game.players[offer]} offers)
          </button>
          <button type="button" onClick={commands.declineDraw}>
            Decline
          </button>
        </>
      )}
      {props.drawClaim && (
        <button type="button" onClick={commands.claimDraw}>
          Claim draw ({props.drawClaim})
        </button>
      )}
      {mode !== 'analysis' && !over && (
        <button type="button" class="resign" onClick={commands.resign}>
          Resign
        </button>
      )}
      <button
        type="button"
        class="turn-board"
        onClick={commands.turnBoard}
        title="Turn the board to the next seat"
      >
        {game.players.length > 2 ? 'Turn board' : 'Flip board'}
      </button>
      {props.canFollow && (
        <label class="toggle">
          <input
            type="checkbox"
            checked={props.autoTurn}
            onChange={(e) => commands.setAutoTurn((e.target as HTMLInputElement).checked)}
          />
          Turn to the player to move
        </label>
      )}
      {mode !== 'ai' && (
        <label class="toggle">
          <input
            type="checkbox"
            checked={props.analysisOn}
            onChange={(e) => commands.setAnalysis((e.target as HTMLInputElement).checked)}
          />
          Engine analysis
        </label>
      )}
      <SoundToggle />
    </div>
  );
}
