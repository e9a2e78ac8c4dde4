import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinGames } from './games/index.js';
import * as engine from './index.js';
import { EngineError, games, perft, playMoves } from './index.js';
import * as Trigonal from './games/trigonal/index.js';

describe('the engine package', () => {
  it('exports from its main entry what README.md documents, and nothing else', () => {
    // Types leave no trace at run time; these are the values. A new name here is a decision:
    // document it in README.md, then add it.
    expect(Object.keys(engine).sort()).toEqual(
      [
        'ERROR_CODES',
        'EngineError',
        'Registry',
        'Topology',
        'checkCells',
        'couldWin',
        'err',
        'fail',
        'games',
        'heldPieces',
        'moveEffects',
        'moveRows',
        'numberedMoves',
        'readRecord',
        'readResult',
        'resultToken',
        'resultWords',
        'writeRecord',
        'moveWarnings',
        'ok',
        'optionWords',
        'ruleChanges',
        'parseOptionWords',
        'perft',
        'perftDivide',
        'playMoves',
        'playingSeats',
        'resolveOptions',
        'royalKinds',
        'seatStatus',
        'unwrap',
      ].sort(),
    );
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const name of Object.keys(engine)) expect(readme).toMatch(new RegExp(`\`${name}[\`(]`));
  });

  it('publishes every game under games/<folder>, and the chess machinery under games/chess', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { exports: Record<string, unknown> };
    // One pattern serves every game folder, so a new game needs no entry of its own.
    expect(Object.keys(manifest.exports)).toEqual(['.', './games/*', './package.json']);
    const folders = readdirSync(new URL('./games/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => existsSync(new URL(`./games/${entry.name}/index.ts`, import.meta.url)))
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([
      'chess',
      'sankaku',
      'triangular-chess',
      'triangulate',
      'triangulation',
      'trigonal',
    ]);
  });

  it('registers every built-in game once, Trigonal Chess among them', () => {
    const ids = games.ids();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(builtinGames.map((g) => g.id));
    const trigonal = games.get('trigonal');
    expect(trigonal.ok && trigonal.value.title).toBe('Trigonal Chess');
    expect(games.get('chess')).toMatchObject({ ok: false, code: 'unknown-game' });
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
  });
});

describe('bad options, the one way every game refuses them', () => {
  for (const game of builtinGames) {
    it(`${game.id}: create and reach throw a bad-option EngineError, parse returns the failure`, () => {
      const bad = { 'no-such-option': 'x' };
      const thrown = (run: () => unknown): unknown => {
        try {
          run();
        } catch (error) {
          return error;
        }
        return undefined;
      };
      for (const run of [
        () => game.create(bad),
        () => game.reach(game.pieces[0].letter, 0, 0, bad),
      ]) {
        const error = thrown(run);
        expect(error).toBeInstanceOf(EngineError);
        expect(error).toMatchObject({
          code: 'bad-option',
          message: expect.stringContaining("unknown option 'no-such-option'"),
        });
      }
      const option = game.options[0];
      const wrong = { [option.name]: 'no-such-value' };
      expect(thrown(() => game.create(wrong))).toMatchObject({ code: 'bad-option' });
      const text = game.create().toText();
      expect(game.parse(text, bad)).toMatchObject({ ok: false, code: 'bad-option' });
      expect(game.parse(text, wrong)).toMatchObject({ ok: false, code: 'bad-option' });
      // An option named twice in the text contradicts itself (or says nothing new): refused, as
      // the command line refuses --option twice, rather than the last word winning.
      const twice = `${text} ${option.name}=${option.values[0]} ${option.name}=${option.values.at(-1)}`;
      expect(game.parse(twice)).toEqual({
        ok: false,
        code: 'bad-option',
        error: expect.stringContaining(`option '${option.name}' is given twice`),
      });
      // In the text, a name that is also a property of every object is as unknown as any other.
      for (const name of ['__proto__', 'constructor', 'toString'])
        expect(game.parse(`${text} ${name}=x`)).toMatchObject({
          ok: false,
          code: 'bad-option',
          error: expect.stringContaining(`unknown option '${name}'`),
        });
    });
  }
});

// Triangulation read its tables at any seat and cell (seat 7's Infantry gave undefined cells,
// cell -1 another cell's moves); the other games gave nothing, as for a piece they do not have
// (found by the library probe).
describe("reach, given a seat or cell that is not the game's", () => {
  for (const game of builtinGames) {
    it(`${game.id}: throws a RangeError that says which`, () => {
      const kind = game.pieces.at(-1)!.letter;
      const last = game.players.length - 1;
      expect(game.reach(kind, last, 0)).toBeInstanceOf(Array);
      for (const seat of [-1, last + 1, 7, 0.5])
        expect(() => game.reach(kind, seat, 0)).toThrow(
          new RangeError(`seat ${seat} is not a seat of ${game.title} (seats are 0 to ${last})`),
        );
      const size = game.topology.size;
      for (const cell of [-1, size, 2.5, NaN])
        expect(() => game.reach(kind, 0, cell)).toThrow(
          new RangeError(
            `cell ${cell} is not a cell of the ${game.title} board (cells are 0 to ${size - 1})`,
          ),
        );
      // A piece the game does not have is still nothing, wherever it stands.
      expect(game.reach('Z', 0, 0)).toEqual([]);
    });
  }
});

describe('every built-in game keeps the contract (core/types.ts)', () => {
  for (const game of builtinGames) {
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

      it('holds nothing on a cell the board does not have (contents of topology.cell of a typo)', () => {
        const p = game.create();
        const size = game.topology.size;
        expect(game.topology.cell('zz99')).toBe(-1);
        for (const cell of [-1, size, size + 7, 1.5, Number.NaN])
          expect({ cell, contents: p.contents(cell) }).toEqual({ cell, contents: [] });
        // Every real cell holds pieces of the game's kinds and seats.
        for (let cell = 0; cell < size; cell++)
          for (const piece of p.contents(cell)) {
            expect(game.pieces.map((k) => k.letter)).toContain(piece.kind);
            expect(piece.owner >= 0 && piece.owner < game.players.length).toBe(true);
          }
      });
    });
  }
});
