import { describe, expect, it } from 'vitest';
import * as engine from './index.js';
import { games, perft, playMoves, Trigonal } from './index.js';

describe('the engine package', () => {
  it('exports the core helpers', () => {
    for (const name of [
      'ok',
      'err',
      'unwrap',
      'resolveOptions',
      'parseOptionWords',
      'optionWords',
      'perft',
      'perftDivide',
      'playMoves',
      'Registry',
      'ZobristKeys',
      'joinHash',
      'Topology',
      'buildRays',
      'buildTargets',
      'builtinGames',
      'games',
    ]) {
      expect(engine).toHaveProperty(name);
    }
  });

  it('registers every built-in game once, Trigonal Chess among them', () => {
    const ids = games.ids();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(engine.builtinGames.map((g) => g.id));
    const trigonal = games.get('trigonal');
    expect(trigonal.ok && trigonal.value.title).toBe('Trigonal Chess');
    expect(games.get('chess')).toMatchObject({ ok: false });
  });

  it('exposes Trigonal Chess for its evaluation: position class, piece codes, move decoders, tables', () => {
    const p = Trigonal.trigonal.create();
    expect(p).toBeInstanceOf(Trigonal.TrigonalPosition);
    expect([
      Trigonal.PAWN,
      Trigonal.KNIGHT,
      Trigonal.BISHOP,
      Trigonal.ROOK,
      Trigonal.QUEEN,
      Trigonal.KING,
    ]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p.board).toBeInstanceOf(Int8Array);
    expect(p.board[Trigonal.board.cell('h2')]).toBe(Trigonal.KING);
    expect(p.board[Trigonal.board.cell('h14')]).toBe(-Trigonal.KING);
    expect(Array.from(p.king)).toEqual([Trigonal.board.cell('h2'), Trigonal.board.cell('h14')]);
    const move = p.legalMoves()[0];
    expect([
      Trigonal.moveFrom(move),
      Trigonal.moveTo(move),
      Trigonal.movePromotion(move),
      Trigonal.isCastle(move),
    ]).toEqual([p.moveInfo(move).from, p.moveInfo(move).to, 0, false]);
    expect(p.isCapture(move)).toBe(false);
    expect(Trigonal.ROOK_RAYS.directions).toBe(6);
    expect(Trigonal.BISHOP_RAYS.directions).toBe(12);
    expect(Trigonal.KNIGHT_TARGETS.start).toHaveLength(82);
    expect(Trigonal.KING_TARGETS.start).toHaveLength(82);
    expect(Trigonal.PAWN_TABLES).toHaveLength(2);
  });
});

describe('every built-in game keeps the contract (core/types.ts)', () => {
  for (const game of engine.builtinGames) {
    describe(game.id, () => {
      it('describes itself consistently', () => {
        expect(game.title.length).toBeGreaterThan(0);
        expect(game.views).toHaveLength(game.players.length);
        expect(game.topology.size).toBeGreaterThan(0);
        expect(new Set(game.pieces.map((p) => p.letter)).size).toBe(game.pieces.length);
        expect(new Set(game.options.map((o) => o.name)).size).toBe(game.options.length);
        for (const option of game.options) {
          expect(option.values).toContain(option.default);
          expect(option.description.length).toBeGreaterThan(0);
          if (option.valueDescriptions)
            expect(option.valueDescriptions).toHaveLength(option.values.length);
        }
      });

      it('starts a game that round-trips and plays', () => {
        const p = game.create();
        expect(p.game).toBe(game);
        expect(p.outcome()).toBeUndefined();
        const text = p.toText();
        const back = game.parse(text);
        expect(back.ok && back.value.toText()).toBe(text);
        expect(back.ok && back.value.hash()).toBe(p.hash());
        expect(Number.isSafeInteger(p.hash()) && p.hash() >= 0).toBe(true);
        const moves = p.legalMoves();
        expect(moves.length).toBeGreaterThan(0);
        expect(moves.length).toBeLessThanOrEqual(p.maxMoves);
        expect(perft(p, 1)).toBe(moves.length);
        for (const move of moves) {
          expect(move).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(move)).toBe(true);
          const parsed = p.parseMove(p.moveToCoord(move));
          expect(parsed).toEqual({ ok: true, value: move });
          p.play(move);
          p.undo();
          expect(p.toText()).toBe(text);
        }
        const first = p.moveToCoord(moves[0]);
        expect(playMoves(p, first)).toEqual({ ok: true, value: [moves[0]] });
        expect(p.history()).toEqual([moves[0]]);
        expect(p.clone().toText()).toBe(p.toText());
      });

      it('refuses nonsense with a message and no change', () => {
        const p = game.create();
        const text = p.toText();
        const bad = game.parse('not a position');
        expect(bad.ok).toBe(false);
        expect(!bad.ok && bad.error.length).toBeGreaterThan(0);
        const move = p.parseMove('zz99-zz98');
        expect(move.ok).toBe(false);
        expect(p.toText()).toBe(text);
      });
    });
  }
});
