import type { GameDefinition, PieceView } from '@trigon/engine';

/** The name of a kind of piece in the game's own words, or its letter. */
export function pieceName(game: GameDefinition, kind: string): string {
  return game.pieces.find((p) => p.letter === kind)?.name ?? kind;
}

/** 'White Knight'; a piece that changed sides also says whose colour it was made in. */
export function describePiece(game: GameDefinition, piece: PieceView): string {
  const owner = game.players[piece.owner] ?? `seat ${piece.owner + 1}`;
  const name = pieceName(game, piece.kind);
  if (piece.original !== undefined && piece.original !== piece.owner) {
    return `${owner} ${name} (made ${game.players[piece.original] ?? piece.original})`;
  }
  return `${owner} ${name}`;
}
