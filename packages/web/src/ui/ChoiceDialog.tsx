import type { GameDefinition, Move, Position } from '@trigon/engine';
import { useSkin } from '../pieces/index.js';
import { Modal } from './Modal.js';
import { PieceIcon } from './PieceIcon.js';
import { pieceName } from './words.js';

/** Moves that share their cells and differ by a choice (a promotion piece, a rescue…). */
export interface Choice {
  readonly from: number;
  readonly to: number;
  readonly moves: readonly Move[];
}

export interface ChoiceDialogProps {
  readonly game: GameDefinition;
  readonly position: Position;
  readonly choice: Choice;
  readonly bottomSeat: number;
  readonly onChoose: (move: Move) => void;
  readonly onCancel: () => void;
}

/**
 * Asks which of several moves between the same cells the player means. A game may bring its
 * own dialog (its skin's `ChoiceDialog`); otherwise each move is a button: the piece it
 * promotes to when the choice names one of the game's pieces, and its notation; or, where the
 * skin words its choices (`choiceLabel`: a rescue, say), a list of those words with
 * the piece each choice is about, the move without a choice first.
 */
export function ChoiceDialog(props: ChoiceDialogProps) {
  const skin = useSkin(props.game);
  if (skin.ChoiceDialog) return <skin.ChoiceDialog {...props} />;
  const { game, position, choice } = props;
  const from = game.topology.name(choice.from);
  const to = game.topology.name(choice.to);
  if (skin.choiceLabel) {
    const moves = choiceOrder(position, choice.moves);
    return (
      <Modal title={`${from} to ${to}: choose`} onClose={props.onCancel} class="choice-dialog">
        <ul class="choices worded">
          {moves.map((move) => {
            const label = skin.choiceLabel!(position, move);
            const coord = position.moveToCoord(move);
            return (
              <li key={move}>
                <button
                  type="button"
                  class="choice"
                  data-choice={position.moveInfo(move).choice ?? ''}
                  data-move={coord}
                  onClick={() => props.onChoose(move)}
                >
                  {label.piece ? (
                    <PieceIcon
                      game={game}
                      piece={label.piece}
                      bottomSeat={props.bottomSeat}
                      size={32}
                      label={false}
                    />
                  ) : (
                    <span class="no-piece" aria-hidden="true" />
                  )}
                  <span>{label.text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    );
  }
  return (
    <Modal title={`${from} to ${to}: choose`} onClose={props.onCancel} class="choice-dialog">
      <div class="choices">
        {choice.moves.map((move) => {
          const info = position.moveInfo(move);
          const letter = info.choice ?? '';
          const isPiece = game.pieces.some((p) => p.letter === letter);
          const text = position.moveToText(move);
          return (
            <button
              key={move}
              type="button"
              class="choice"
              data-choice={letter}
              aria-label={isPiece ? `${pieceName(game, letter)} (${text})` : text}
              onClick={() => props.onChoose(move)}
            >
              {isPiece && (
                <PieceIcon
                  game={game}
                  piece={{ owner: position.turn, kind: letter }}
                  bottomSeat={props.bottomSeat}
                  size={56}
                  label={false}
                />
              )}
              <span>{isPiece ? pieceName(game, letter) : text}</span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}

/** Moves of one from-to pair in the order a chooser lists them: the one without a choice first. */
export function choiceOrder(position: Position, moves: readonly Move[]): Move[] {
  const plain = (m: Move) => (position.moveInfo(m).choice === undefined ? 0 : 1);
  return [...moves].sort((a, b) => plain(a) - plain(b));
}
