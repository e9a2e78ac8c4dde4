import type { Move, Position } from '@trigon/engine';
import type { PlayRoute, Route } from '../app/route.js';
import type { GameSession } from '../game/session.js';
import { ChoiceDialog, type Choice } from './ChoiceDialog.js';
import { NewGameDialog } from './NewGameDialog.js';
import { RecordDialog } from './RecordDialog.js';
import type { Seating } from './seating.js';

export type Dialog = 'new' | 'record' | undefined;

/**
 * The game page's dialogs: the choice between moves that share their cells, the position and
 * record, and the choices for a new game.
 */
export function GameDialogs(props: {
  route: PlayRoute;
  session: GameSession;
  /** The shown position and move number. */
  displayed: Position;
  ply: number;
  viewSeat: number;
  seating: Seating;
  /** The names of the players, for the record. */
  names: readonly string[];
  choice: Choice | undefined;
  onChoose: (move: Move) => void;
  onCancelChoice: () => void;
  dialog: Dialog;
  onCloseDialog: () => void;
  /** Leaves for another game; `fresh` when it is a new game rather than a record opened. */
  navigate: (route: Route, fresh: boolean) => void;
}) {
  const { route, session, seating } = props;
  const game = session.game;
  const mode = route.mode;
  return (
    <>
      {props.choice && (
        <ChoiceDialog
          game={game}
          position={props.displayed}
          choice={props.choice}
          bottomSeat={props.viewSeat}
          onChoose={props.onChoose}
          onCancel={props.onCancelChoice}
        />
      )}
      {props.dialog === 'record' && (
        <RecordDialog
          session={session}
          ply={props.ply}
          players={props.names}
          onClose={props.onCloseDialog}
          onOpen={(next) => props.navigate(next, false)}
          mode={mode}
          route={route}
        />
      )}
      {props.dialog === 'new' && (
        <NewGameDialog
          initial={{
            game: game.id,
            mode,
            level: route.level,
            seat: seating.humanSeat,
            ai:
              mode === 'ai'
                ? [...seating.aiLevels].map(([seat, level]) => ({ seat, level }))
                : undefined,
            options: session.options,
          }}
          onClose={props.onCloseDialog}
          onStart={(next) => props.navigate(next, true)}
        />
      )}
    </>
  );
}
