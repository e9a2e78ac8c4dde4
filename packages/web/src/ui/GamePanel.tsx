import type { ComponentChildren } from 'preact';
import type { GameDefinition } from '@trigon/engine';
import type { GameSession } from '../game/session.js';
import type { GameSkin } from '../pieces/index.js';
import { MoveList } from './MoveList.js';
import { StepButtons } from './StepButtons.js';

/**
 * The panel beside the board: the game's title and who plays it, the status line, the game's
 * own extras, the move list with its step buttons, then the controls, the analysis and the
 * links out (records, a new game, the rules).
 */
export function GamePanel(props: {
  game: GameDefinition;
  skin: GameSkin;
  session: GameSession;
  /** Who plays: 'Same screen: every seat plays here', 'Against the AI …'. */
  description: string;
  ply: number;
  version: number;
  onSelect: (ply: number) => void;
  status: ComponentChildren;
  /** What the AI reports while it thinks. */
  aiInfo: string | undefined;
  controls: ComponentChildren;
  analysis: ComponentChildren;
  onRecord: () => void;
  onCopyLink: () => void;
  onNewGame: () => void;
  notice: string;
}) {
  const { game, skin, session } = props;
  return (
    <aside class="panel" aria-label="Game">
      <header class="panel-head">
        <h1>{game.title}</h1>
        <p class="mode">{props.description}</p>
      </header>

      {props.status}

      {props.aiInfo && <p class="ai-info">AI: {props.aiInfo}</p>}

      {skin.PanelExtras && <skin.PanelExtras session={session} ply={props.ply} />}

      <MoveList
        game={game}
        session={session}
        ply={props.ply}
        onSelect={props.onSelect}
        version={props.version}
      />

      <StepButtons ply={props.ply} length={session.length} onSelect={props.onSelect} />

      {props.controls}

      {props.analysis}

      <div class="actions records">
        <button type="button" onClick={props.onRecord}>
          Position and record
        </button>
        <button type="button" onClick={props.onCopyLink}>
          Copy link
        </button>
        <button type="button" onClick={props.onNewGame}>
          New game
        </button>
        <a class="button" href={`#/rules/${game.id}`}>
          Rules
        </a>
      </div>
      {props.notice && (
        <p class="notice" aria-hidden="true">
          {props.notice}
        </p>
      )}
    </aside>
  );
}
