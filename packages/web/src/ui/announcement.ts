import type { GameDefinition, PieceView, Position } from '@trigon/engine';
import { seatStatus } from '@trigon/engine';
import type { Ending, GameSession, Ply } from '../game/session.js';
import { effectWords } from '../game/standing.js';
import { pieceName } from './words.js';
import { plyLabel } from './MoveList.js';

/**
 * What the page says for a screen reader when a move is played, in words: who moved which
 * piece from where to where, what it took, what it became, and the check or checkmate it gave
 * ('White Pawn g4 to g5, check'); then every other thing it caused (an elimination, an army
 * changing hands, a rescue). The pieces are named by the game's definition.
 */
export function playedWords(session: GameSession, ply: Ply): string {
  const game = session.game;
  const effects = ply.effects.filter((e) => e.type !== 'check');
  const others = effects.map((e) => effectWords(game, e));
  // A player's leaving says itself in its effect's words.
  if (ply.withdrawal) return others.join('. ');
  const index = session.moves().indexOf(ply);
  const after = index === session.length - 1 ? session.position : session.positionAt(index + 1);
  const clause = [movedWords(game, ply)];
  if (ply.captured.length > 0) {
    const named = ply.captured.map((p) => capturedName(game, ply.seat, p));
    clause.push(`takes ${named.join(' and ')}`);
  }
  if (ply.promotion) clause.push(`promotes to ${pieceName(game, ply.promotion)}`);
  const check = ply.effects.find((e) => e.type === 'check');
  if (check) clause.push(checkWords(game, check.seats, after));
  // The engine's effects name a check only while the game goes on; a mate ends it.
  else if (after.outcome()?.reason === 'checkmate') clause.push('checkmate');
  return [clause.join(', '), ...others].join('. ');
}

/** 'White Pawn g4 to g5', 'White castles short', 'X passes'. */
function movedWords(game: GameDefinition, ply: Ply): string {
  const seat = seatName(game, ply.seat);
  const cell = (c: number) => game.topology.name(c);
  if (ply.castle) return `${seat} castles ${ply.castle}`;
  if (!ply.piece || ply.to < 0) return `${seat} passes`;
  const piece = `${seat} ${pieceName(game, ply.piece.kind)}`;
  return ply.from < 0
    ? `${piece} enters on ${cell(ply.to)}`
    : `${piece} ${cell(ply.from)} to ${cell(ply.to)}`;
}

/** A taken piece's name; among three or more, with whose it was. */
function capturedName(game: GameDefinition, mover: number, piece: PieceView): string {
  const name = pieceName(game, piece.kind);
  const others = game.players.length - 1;
  return others > 1 || piece.owner === mover ? `${seatName(game, piece.owner)} ${name}` : name;
}

/**
 * 'check' or 'checkmate' between two; among three, whom it checks ('check to Green', 'double
 * check to Green and Blue'), a checked seat that cannot escape being checkmated.
 */
function checkWords(game: GameDefinition, seats: readonly number[], after: Position): string {
  const outcome = after.outcome();
  const status = seatStatus(after);
  const mate =
    outcome?.reason === 'checkmate' || seats.some((s) => status[s]?.state === 'checkmated');
  const word = mate ? 'checkmate' : seats.length > 1 ? 'double check' : 'check';
  if (game.players.length === 2) return word;
  return `${word} to ${seats.map((s) => seatName(game, s)).join(' and ')}`;
}

function seatName(game: GameDefinition, seat: number): string {
  return game.players[seat] ?? `seat ${seat + 1}`;
}

/**
 * What the page says when moves are taken back (in the order they were played), or a declared
 * ending (a resignation, an agreed draw): 'Taken back: White f4-f5, Black i16-i13'.
 */
export function takenBackWords(
  game: GameDefinition,
  plies: readonly Ply[],
  ending: Ending | undefined,
): string {
  const what = ending
    ? [ending.reason]
    : plies.map((ply) => `${game.players[ply.seat]} ${plyLabel(ply)}`);
  return what.length > 0 ? `Taken back: ${what.join(', ')}` : '';
}
