/** How moves fall into rounds is the record format's, so it lives beside it in the engine. */
export { moveRows, numberedMoves, type MoveRow } from '@trigon/engine';
