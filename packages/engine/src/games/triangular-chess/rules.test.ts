import { describe, expect, it } from 'vitest';
import { perft } from '../../core/perft.js';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { START, triangularChess, triChess, type DekleGame, type DeklePosition } from './index.js';
import { boardText } from './text.js';

/** A position from pieces written as letter + cell ('Ka37 kh73', upper case White). */
const position = (
  game: DekleGame,
  pieces: string,
  rest = 'w - - 0 1',
  options: GameOptions = {},
): DeklePosition => unwrap(game.parse(`${unwrap(boardText(pieces))} ${rest}`, options));
const coords = (p: DeklePosition): string[] =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();
const movesFrom = (p: DeklePosition, cell: string): string[] =>
  coords(p).filter((m) => m.startsWith(cell + '-'));
const targetsFrom = (p: DeklePosition, cell: string): string[] =>
  movesFrom(p, cell)
    .map((m) => m.slice(4))
    .sort();
const kingMoves = (p: DeklePosition): string[] =>
  coords(p).filter((m) => m.startsWith(board.name(p.king[p.turn]) + '-') || m.startsWith('O-O'));
const list = (text: string): string[] => text.split(/\s+/).sort();
const GAMES = [triangularChess, triChess];

describe('blocking and leaping (rules §7.3)', () => {
  it('Triangular Chess: a rook is blocked at once by its own pawn; e55 is on no rook line', () => {
    const p = position(triangularChess, 'Rd45 Pd44 ne55 Ka14 kh85');
    expect(targetsFrom(p, 'd45')).toEqual(list('a36 b36 c45 d55 e66 e76 f87'));
  });

  it('Triangular Chess: a bishop takes the first enemy on its line', () => {
    const p = position(triangularChess, 'Bd45 Pc34 ne54 Ka14 kh85');
    expect(targetsFrom(p, 'd45')).toEqual(list('e54 c56 c57 b68'));
  });

  it('a knight leaps over the pieces around it, in both games', () => {
    for (const game of GAMES) {
      const p = position(game, 'Nd45 Pd44 Pd55 Pc45 Pe44 Pe55 Pe54 rf53 Ka14 kh85');
      expect(targetsFrom(p, 'd45')).toEqual(list('b24 b57 c23 c67 f53 f64'));
    }
  });

  it('Tri-Chess: a pawn on the shared first cell blocks two rook rays', () => {
    const p = position(triChess, 'Rd45 Pd44 ne55 Ka14 kh85');
    expect(targetsFrom(p, 'd45')).toEqual(
      list('a15 a25 a47 a48 b25 b35 b46 b47 c35 c45 c46 d55 d56 d66 d67 d77 d78 d88 e55'),
    );
  });

  it("Tri-Chess: the king's two-cell slide needs an empty middle cell", () => {
    const p = position(triChess, 'Kd45 Pd44 kh85');
    expect(targetsFrom(p, 'd45')).toEqual(list('c34 c35 c45 c46 c56 d55 d56 e54 e55'));
  });

  it('Triangular Chess: a knight pinned by a bishop cannot move', () => {
    const p = position(triangularChess, 'Ka37 Nb46 bd55 kh85');
    expect(coords(p)).toEqual(list('a37-a36 a37-a47'));
  });

  it('Tri-Chess: the enemy king two cells along a strip pins the piece between the kings', () => {
    const pinned = position(triChess, 'Kd45 Pd55 kd56');
    expect(movesFrom(pinned, 'd55')).toEqual([]);
    expect(pinned.inCheck()).toBe(false);
    expect(movesFrom(position(triChess, 'Kd45 Pd55 kd66'), 'd55')).toEqual(['d55-e55']);
    // In Triangular Chess the kings do not reach each other so.
    expect(movesFrom(position(triangularChess, 'Kd45 Pd55 kd56'), 'd55')).toEqual(['d55-e55']);
  });

  it('kings touching at a vertex: legal in Triangular Chess, check in Tri-Chess (§6 item 16)', () => {
    const text = `${unwrap(boardText('Ka14 ka25'))} w - - 0 1`;
    expect(triangularChess.parse(text).ok).toBe(true);
    expect(triChess.parse(text)).toEqual({
      ok: false,
      code: 'bad-position',
      error: "the Black king on a25 is in check, but it is White's turn",
    });
  });
});

describe('pawns (rules §7.4, the same in both games)', () => {
  for (const game of GAMES) {
    describe(game.title, () => {
      it('a pawn on a ∇ steps through an edge then a vertex, on a Δ the other way round', () => {
        const p = game.create();
        expect(targetsFrom(p, 'b13')).toEqual(['c13', 'd22']);
        expect(targetsFrom(p, 'b14')).toEqual(['c23', 'd23']);
      });

      it('steps ahead and takes on the two cells beside the cell ahead', () => {
        expect(movesFrom(position(game, 'Pe54 nf53 bf64 Ka14 kh85'), 'e54')).toEqual(
          list('e54-f54 e54-f53 e54-f64'),
        );
        expect(movesFrom(position(game, 'Pd45 pe54 ne44 be55 Ka14 kh85'), 'd45')).toEqual(
          list('d45-e44 d45-e55'),
        );
      });

      it('the edge rule: with no cell ahead the pawn moves or takes onto its capture cell', () => {
        expect(movesFrom(position(game, 'Pf21 Ka14 kh85'), 'f21')).toEqual(['f21-g31']);
        const take = position(game, 'Pf21 ng31 Ka14 kh85');
        expect(movesFrom(take, 'f21')).toEqual(['f21-g31']);
        expect(take.isCapture(unwrap(take.parseMove('f21-g31')))).toBe(true);
        expect(movesFrom(position(game, 'Pf21 Ng31 Ka14 kh85'), 'f21')).toEqual([]);
        expect(movesFrom(position(game, 'Pe11 Ka14 kh85'), 'e11')).toEqual(['e11-f21']);
        expect(movesFrom(position(game, 'Pe88 Ka14 kh85'), 'e88')).toEqual(['e88-f87']);
        expect(movesFrom(position(game, 'Pg31 Ka14 kh85'), 'g31')).toEqual(
          list('g31-h41=Q g31-h41=R g31-h41=B g31-h41=N g31-h41=U'),
        );
        expect(movesFrom(position(game, 'Pg86 Ka14 kh73'), 'g86')).toEqual(
          list('g86-h85=Q g86-h85=R g86-h85=B g86-h85=N g86-h85=U'),
        );
        expect(movesFrom(position(game, 'pd11 Ka58 kh85', 'b - - 0 1'), 'd11')).toEqual([
          'd11-c12',
        ]);
      });

      it('double step and en passant (the Wikipedia example, g46 read as g64)', () => {
        const p = position(game, 'Ka37 Pe54 kh73 pg64', 'b - - 0 1');
        expect(coords(p)).toEqual(
          list(
            game === triChess
              ? 'g64-f64 g64-e55 h73-h63 h73-h74 h73-h62 h73-h84 h73-g63 h73-g74'
              : 'g64-f64 g64-e55 h73-h63 h73-h74',
          ),
        );
        unwrap(playMoves(p, 'g64-e55'));
        expect(p.toText()).toBe(`${unwrap(boardText('Ka37 Pe54 kh73 pe55'))} w - f64 0 2`);
        expect(coords(p)).toEqual(
          list(
            game === triChess
              ? 'a37-a36 a37-a47 a37-b46 a37-a26 a37-a48 a37-b36 a37-b47 e54-f54 e54-f64'
              : 'a37-a36 a37-a47 a37-b46 e54-f54 e54-f64',
          ),
        );
        const ep = unwrap(p.parseMove('exf64 e.p.'));
        expect(p.moveToText(ep)).toBe('exf64e.p.');
        expect(p.moveInfo(ep)).toEqual({
          from: board.cell('e54'),
          to: board.cell('f64'),
          capture: true,
        });
        p.play(ep);
        expect(p.toText()).toBe(`${unwrap(boardText('Ka37 Pf64 kh73'))} b - - 0 2`);
      });

      it('en passant lasts one move only', () => {
        const p = position(game, 'Ka37 Pe54 kh73 pg64 pg31', 'b - - 0 1');
        unwrap(playMoves(p, 'g64-e55 a37-a36 g31-f31'));
        expect(movesFrom(p, 'e54')).toEqual(['e54-f54']);
      });

      it('promotion by a step or a capture, to any of Q R B N U', () => {
        const p = position(game, 'Pg53 rh52 bh63 Ka14 kh85');
        expect(movesFrom(p, 'g53')).toEqual(
          list(
            ['h62', 'h52', 'h63']
              .flatMap((to) => [...'QRBNU'].map((q) => `g53-${to}=${q}`))
              .join(' '),
          ),
        );
      });
    });
  }
});

describe('castling (rules §4.8, §7.5)', () => {
  const CASTLE = 'Ka37 Ra14 Ra58 kh73';

  it('Triangular Chess: both ways, the rook landing beside the king', () => {
    const p = position(triangularChess, CASTLE, 'w KQ - 0 1');
    expect(kingMoves(p)).toEqual(list('a37-a36 a37-a47 a37-b46 O-O O-O-O'));
    const short = unwrap(p.parseMove('O-O'));
    expect(p.moveInfo(short)).toEqual({
      from: board.cell('a37'),
      to: board.cell('a58'),
      capture: false,
      castle: 'short',
    });
    p.play(short);
    expect(p.toText()).toBe(`${unwrap(boardText('Ka48 Ra47 Ra14 kh73'))} b - - 1 1`);
    p.undo();
    unwrap(playMoves(p, 'O-O-O'));
    expect(p.toText()).toBe(`${unwrap(boardText('Ka25 Ra26 Ra58 kh73'))} b - - 1 1`);
  });

  it('not across an attacked cell; the rook may pass one (a15)', () => {
    const p = position(triangularChess, `${CASTLE} rh63`, 'w KQ - 0 1');
    expect(kingMoves(p)).toEqual(list('a37-a47 a37-b46 O-O'));
    expect(p.parseMove('O-O-O')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'O-O-O is not legal now: the king would cross a36, which is attacked',
    });
    // A knight on c23 covers a15, which only the rook passes.
    const knight = position(triangularChess, `${CASTLE} nc23`, 'w KQ - 0 1');
    expect(knight.attacked(board.cell('a15'), 1)).toBe(true);
    expect(kingMoves(knight)).toContain('O-O-O');
  });

  it('not out of check, not through pieces, not after the king or rook has moved', () => {
    const check = position(triangularChess, `${CASTLE} nc45`, 'w KQ - 0 1');
    expect(check.inCheck()).toBe(true);
    expect(kingMoves(check).filter((m) => m.startsWith('O'))).toEqual([]);
    const blocked = position(triangularChess, `${CASTLE} Na15`, 'w KQ - 0 1');
    expect(kingMoves(blocked)).toEqual(list('a37-a36 a37-a47 a37-b46 O-O'));
    const p = position(triangularChess, CASTLE, 'w KQ - 0 1');
    unwrap(playMoves(p, 'a58-b58 h73-h63 b58-a58 h63-h73'));
    expect(p.toText().split(' ')[2]).toBe('Q');
    expect(kingMoves(p)).toEqual(list('a37-a36 a37-a47 a37-b46 O-O-O'));
  });

  it('Tri-Chess: O-O and the plain king move a37-a48 are two moves', () => {
    const p = position(triChess, CASTLE, 'w KQ - 0 1');
    expect(kingMoves(p)).toEqual(
      list('a37-a36 a37-a47 a37-b46 a37-a26 a37-a48 a37-b36 a37-b47 O-O O-O-O'),
    );
    const plain = unwrap(p.parseMove('a37-a48'));
    const castle = unwrap(p.parseMove('O-O'));
    expect(plain).not.toBe(castle);
    expect(p.moveToText(plain)).toBe('Ka48');
    p.play(plain);
    expect(p.toText()).toBe(`${unwrap(boardText('Ka48 Ra14 Ra58 kh73'))} b - - 1 1`);
  });

  it('Tri-Chess: the king must be safe after the rook has left its corner', () => {
    // A Black rook on b58 looks down S-file 8 through a58 to a48 once the White rook has gone.
    const tri = position(triChess, 'Ka37 Ra58 rb58 kh73', 'w K - 0 1');
    expect(kingMoves(tri)).not.toContain('O-O');
    expect(tri.parseMove('O-O')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'O-O is not legal now: the king would be in check on a48',
    });
    // In Triangular Chess a rook on b58 has no such line.
    expect(kingMoves(position(triangularChess, 'Ka37 Ra58 rb58 kh73', 'w K - 0 1'))).toContain(
      'O-O',
    );
  });

  it("Black castles as White's mirror image", () => {
    const p = position(triangularChess, 'Ka37 kh73 rh41 rh85', 'b kq - 0 1');
    expect(kingMoves(p)).toEqual(list('h73-h63 h73-h74 h73-g64 O-O O-O-O'));
    unwrap(playMoves(p, 'O-O'));
    expect(p.toText()).toBe(`${unwrap(boardText('Ka37 kh84 rh74 rh41'))} w - - 1 2`);
  });
});

describe('mate and stalemate (rules §7.6)', () => {
  const cases: [DekleGame, string, string][] = [
    [triangularChess, 'ka14 Ka25 Ra15', 'checkmate'],
    [triangularChess, 'ka14 Ka25 Nb36', 'checkmate'],
    [triangularChess, 'kh85 Kh74 Qh84', 'checkmate'],
    [triangularChess, 'kh41 Ka14 Qg42', 'stalemate'],
    [triangularChess, 'kh85 Kg75 Rh74', 'stalemate'],
    [triChess, 'kh41 Ka14 Qf42', 'checkmate'],
  ];
  for (const [game, pieces, reason] of cases) {
    it(`${game.title}: ${pieces}, Black to move: ${reason}`, () => {
      const p = position(game, pieces, 'b - - 0 1');
      expect(p.legalMoves()).toEqual([]);
      expect(p.inCheck()).toBe(reason === 'checkmate');
      expect(p.outcome()).toEqual({ winners: reason === 'checkmate' ? [0] : [], reason });
      expect(p.drawClaim()).toBeUndefined();
    });
  }

  it('the mating move is written with #', () => {
    const p = position(triangularChess, 'ka14 Ka25 Re33');
    expect(p.moveToText(unwrap(p.parseMove('e33-a15')))).toBe('Ra15#');
  });
});

describe('the start position (rules §7.7)', () => {
  it('is the text of docs/rules/README.md in both games', () => {
    for (const game of GAMES) expect(game.create().toText()).toBe(START);
    expect(START).toBe('rnbqukbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1');
  });

  it('White has exactly the 28 moves of §7.7, Black their mirror image', () => {
    const white = list(
      'b13-c13 b13-d22 b14-c23 b14-d23 b24-c24 b24-d33 b25-c34 b25-d34 b35-c35 b35-d44 b36-c45 b36-d45 b46-c46 b46-d55 b47-c56 b47-d56 b57-c57 b57-d66 b58-c67 b58-d67 b68-c68 b68-d77 a15-c23 a15-c34 a48-c56 a48-c67 a36-c35 a36-c46',
    );
    const black = list(
      'g31-f31 g31-e22 g41-f32 g41-e32 g42-f42 g42-e33 g52-f43 g52-e43 g53-f53 g53-e44 g63-f54 g63-e54 g64-f64 g64-e55 g74-f65 g74-e65 g75-f75 g75-e66 g85-f76 g85-e76 g86-f86 g86-e77 h51-f32 h51-f43 h84-f65 h84-f76 h63-f53 h63-f64',
    );
    for (const game of GAMES) {
      expect(coords(game.create())).toEqual(white);
      expect(coords(unwrap(game.parse(START.replace(' w ', ' b '))))).toEqual(black);
    }
  });

  it('perft(2) is 784 in both games', () => {
    for (const game of GAMES) expect(perft(game.create(), 2)).toBe(784);
  });
});

describe('the test position TP (rules §7.8)', () => {
  const TP =
    'Ka37 Ra14 Ra58 Qc45 Nc34 Ud56 Be32 Pb13 Pb24 Pd67 Pe54 Pf21 Pg53 kh73 rh41 rh85 qf42 ne66 bh52 ug52 pg64 pg41 pd33 pc78';
  const tp = (game: DekleGame, turn: string) => position(game, TP, `${turn} KQkq - 0 1`);

  it('Triangular Chess, White to move: the depth-1 list of §7.8', () => {
    const expected = list(
      'a14-a15 a14-b14 a14-c23 a14-d23 O-O-O a37-a36 a37-a47 O-O a37-b46 a58-a48 a58-b58 a58-c67 b13-c13 b13-d22 b24-c24 c34-a15 c34-a26 c34-d12 c34-e22 c34-e55 c45-a36 c45-b36 c45-b57 c45-b58 c45-c35 c45-c46 c45-d33 c45-d34 c45-d45 d56-b46 d56-b57 d56-d44 d56-d77 d56-e76 d67-e66 d67-e76 e32-b14 e32-c23 e32-d23 e32-f43 e32-f53 e32-g64 e54-f54 f21-g31',
    ).concat(['h52', 'h62'].flatMap((to) => [...'QRBNU'].map((q) => `g53-${to}=${q}`)));
    expect(coords(tp(triangularChess, 'w'))).toEqual(expected.sort());
  });

  const counts: [DekleGame, string, number, number][] = [
    [triangularChess, 'w', 54, 1748],
    [triangularChess, 'b', 33, 1713],
    [triChess, 'w', 101, 6200],
    [triChess, 'b', 67, 6365],
  ];
  for (const [game, turn, one, two] of counts) {
    it(`${game.title}, ${turn === 'w' ? 'White' : 'Black'} to move: perft ${one}, ${two}`, () => {
      const p = tp(game, turn);
      expect([perft(p, 1), perft(p, 2)]).toEqual([one, two]);
    });
  }

  it('exercises the edge pawn, the double step with en passant, and castling for Black', () => {
    const p = tp(triangularChess, 'b');
    expect(coords(p)).toEqual(expect.arrayContaining(['c78-b68', 'g64-e55', 'O-O']));
    unwrap(playMoves(p, 'g64-e55'));
    expect(coords(p)).toContain('e54-f64');
    // Tri-Chess counts a37-a48 twice: as a king move and as O-O.
    const tri = coords(tp(triChess, 'w'));
    expect(tri.filter((m) => m === 'a37-a48' || m === 'O-O')).toEqual(['O-O', 'a37-a48']);
  });
});

describe('option black-setup (rules §3, §6 item 1)', () => {
  const options = { 'black-setup': 'rotation' };

  it("rotation turns White's set-up half round: Black's king on h62, queen on h73", () => {
    for (const game of GAMES) {
      const p = game.create(options);
      expect(p.toText()).toBe(
        'rnbkuqbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1 black-setup=rotation',
      );
      expect(perft(p, 2)).toBe(784);
    }
  });

  it('Black then castles short toward h41 and long toward h85', () => {
    const p = position(triangularChess, 'Ka37 kh62 rh41 rh85', 'b kq - 0 1', options);
    expect(kingMoves(p)).toEqual(list('h62-h52 h62-h63 h62-g53 O-O O-O-O'));
    const short = p.clone();
    unwrap(playMoves(short, 'O-O'));
    expect(short.toText()).toBe(
      `${unwrap(boardText('Ka37 kh51 rh52 rh85'))} w - - 1 2 black-setup=rotation`,
    );
    unwrap(playMoves(p, 'O-O-O'));
    expect(p.toText()).toBe(
      `${unwrap(boardText('Ka37 kh74 rh73 rh41'))} w - - 1 2 black-setup=rotation`,
    );
  });

  it("the castling field needs Black's king where the set-up puts it", () => {
    const text = `${unwrap(boardText('Ka37 kh73 rh41 rh85'))} b kq - 0 1`;
    expect(triangularChess.parse(text).ok).toBe(true);
    expect(triangularChess.parse(text, options)).toEqual({
      ok: false,
      code: 'bad-position',
      error: "castling right 'k' needs the Black king on h62",
    });
  });
});

describe('option leapers (rules §6 item 6)', () => {
  it('by path, a unicorn on a14 cannot leap to a26, and so does not attack it', () => {
    const offset = position(triangularChess, 'Ua14 Ka58 kh85');
    const path = position(triangularChess, 'Ua14 Ka58 kh85', 'w - - 0 1', { leapers: 'path' });
    expect(targetsFrom(offset, 'a14')).toEqual(list('a26 c13 c24'));
    expect(targetsFrom(path, 'a14')).toEqual(list('c13 c24'));
    // The other way round the path stays on the board: a26 → a25 → b14 → a14.
    const text = `${unwrap(boardText('Ua14 Kh85 ka26'))} b - - 0 1`;
    expect(unwrap(triangularChess.parse(text)).inCheck()).toBe(true);
    expect(unwrap(triangularChess.parse(text, { leapers: 'path' })).inCheck()).toBe(false);
  });

  it('changes perft from the start at depth 3 on', () => {
    for (const game of GAMES) {
      const offset = game.create();
      const path = game.create({ leapers: 'path' });
      expect(perft(path, 2)).toBe(784);
      expect(perft(path, 3)).toBeLessThan(perft(offset, 3));
    }
  });
});

describe('draws (rules §5, docs/rules/README.md)', () => {
  it('insufficient material: only K v K in Triangular Chess; also K+B, K+N, K+U v K in Tri-Chess', () => {
    const dead = (game: DekleGame, pieces: string): boolean =>
      position(game, pieces).outcome()?.reason === 'insufficient material';
    expect(dead(triangularChess, 'Kd45 kh85')).toBe(true);
    expect(dead(triChess, 'Kd45 kh85')).toBe(true);
    for (const piece of ['Bc45', 'Nc45', 'Uc45', 'bc45', 'nc45', 'uc45']) {
      expect(dead(triangularChess, `Kd45 kh85 ${piece}`)).toBe(false);
      expect(dead(triChess, `Kd45 kh85 ${piece}`)).toBe(true);
    }
    for (const piece of ['Rc45', 'Qc45', 'Pc45', 'rc45']) {
      expect(dead(triChess, `Kd45 kh85 ${piece}`)).toBe(false);
    }
    expect(dead(triChess, 'Kd45 kh85 Bc45 bc56')).toBe(false);
    const p = position(triChess, 'Kd45 kh85 Nc45');
    expect(p.legalMoves()).toEqual([]);
    expect(p.outcome()).toEqual({ winners: [], reason: 'insufficient material' });
  });

  it('threefold repetition may be claimed; the fifth occurrence ends the game', () => {
    const p = triangularChess.create();
    const cycle = 'a15-c23 h51-f32 c23-a15 f32-h51';
    unwrap(playMoves(p, cycle));
    expect(p.drawClaim()).toBeUndefined();
    unwrap(playMoves(p, cycle));
    expect(p.repetitions()).toBe(3);
    expect(p.drawClaim()).toBe('threefold repetition');
    expect(p.outcome()).toBeUndefined();
    unwrap(playMoves(p, `${cycle} ${cycle}`));
    expect(p.outcome()).toEqual({ winners: [], reason: 'fivefold repetition' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.drawClaim()).toBeUndefined();
  });

  it('the 50-move rule may be claimed; the 75-move rule ends the game, unless the last move mates', () => {
    const p = position(triangularChess, 'Kd45 kh85 Rc45', 'w - - 99 80');
    unwrap(playMoves(p, 'c45-c35'));
    expect(p.drawClaim()).toBe('fifty-move rule');
    const late = position(triangularChess, 'Kd45 kh85 Rc45', 'w - - 149 80');
    unwrap(playMoves(late, 'c45-c35'));
    expect(late.outcome()).toEqual({ winners: [], reason: 'seventy-five-move rule' });
    const mate = position(triangularChess, 'ka14 Ka25 Re33', 'w - - 149 80');
    unwrap(playMoves(mate, 'e33-a15'));
    expect(mate.outcome()).toEqual({ winners: [0], reason: 'checkmate' });
  });
});
