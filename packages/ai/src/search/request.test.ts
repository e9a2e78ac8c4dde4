import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { AiPlayer, type PlayerSettings } from '../player.js';
import { evaluationFor } from '../evaluation/registry.js';
import { createSearch, type CreateSettings } from './create.js';
import type { SearchRequest } from './types.js';

const trigonal = unwrap(games.get('trigonal'));
const sankaku = unwrap(games.get('sankaku'));
const triangulation = unwrap(games.get('triangulation'));

describe('a search refuses what it cannot do, with what was wrong', () => {
  const cases: [SearchRequest, string][] = [
    [{ depth: 0 }, 'depth must be a whole number of at least 1, not 0'],
    [{ depth: 2.5 }, 'depth must be a whole number of at least 1, not 2.5'],
    [{ nodes: 0 }, 'nodes must be a whole number of at least 1, not 0'],
    [{ nodes: NaN }, 'nodes must be a whole number of at least 1, not NaN'],
    [{ timeMs: -1 }, 'timeMs must be a number of milliseconds of at least 0, not -1'],
    [{ timeMs: NaN }, 'timeMs must be a number of milliseconds of at least 0, not NaN'],
    [{ randomMargin: -5 }, 'randomMargin must be a whole number of at least 0, not -5'],
    [{ clock: { remainingMs: NaN } }, 'clock.remainingMs must be a number, not NaN'],
    [
      { clock: { remainingMs: 1000, incrementMs: -1 } },
      'clock.incrementMs must be a number of milliseconds of at least 0, not -1',
    ],
    [
      { clock: { remainingMs: 1000, movesToGo: 0 } },
      'clock.movesToGo must be a whole number of at least 1, not 0',
    ],
  ];

  const searches = [
    { game: trigonal },
    { game: triangulation },
    { game: triangulation, multiPlayer: 'brs' },
    { game: triangulation, multiPlayer: 'mcts' },
  ] as const;

  it.each(cases)('refuses %j', (request, message) => {
    for (const { game, ...settings } of searches) {
      const search = createSearch(game, evaluationFor(game), settings);
      const position = game.create();
      const before = position.toText();
      expect(() => search.search(position, request)).toThrow(new RangeError(message));
      expect(position.toText()).toBe(before);
    }
  });

  it('takes Infinity as no limit of depth or nodes, and a time of 0', () => {
    const search = createSearch(trigonal, evaluationFor(trigonal));
    expect(search.search(trigonal.create(), { depth: 2, nodes: Infinity }).depth).toBe(2);
    expect(search.search(trigonal.create(), { depth: Infinity, nodes: 500 }).move).toBeGreaterThan(
      -1,
    );
    expect(search.search(trigonal.create(), { timeMs: 0 }).move).toBeGreaterThan(-1);
  });

  it('refuses a position of another game, for the searcher and the player alike', () => {
    for (const { game, ...settings } of searches) {
      const search = createSearch(game, evaluationFor(game), settings);
      expect(() => search.search(sankaku.create(), { depth: 1 })).toThrow(
        new RangeError(`a position of sankaku given to an AI for ${game.id}`),
      );
    }
    const player = new AiPlayer(trigonal, { level: 1 });
    expect(() => player.think(sankaku.create())).toThrow(
      new RangeError('a position of sankaku given to an AI for trigonal'),
    );
    const mcts = new AiPlayer(triangulation, { level: 1, search: 'mcts' });
    expect(() => mcts.think(trigonal.create())).toThrow(
      new RangeError('a position of trigonal given to an AI for triangulation'),
    );
  });
});

describe('a searcher refuses settings it cannot keep, when it is made', () => {
  const evaluation = evaluationFor(trigonal);

  it.each([Infinity, NaN, -4])('refuses a table of %s megabytes', (size) => {
    // Infinity looped for ever making the table; the others made the smallest table.
    const message = `hashMegabytes must be a number of megabytes of at least 0, not ${size}`;
    expect(() => createSearch(trigonal, evaluation, { hashMegabytes: size })).toThrow(
      new RangeError(message),
    );
    expect(() =>
      createSearch(triangulation, evaluationFor(triangulation), {
        multiPlayer: 'mcts',
        hashMegabytes: size,
      }),
    ).toThrow(new RangeError(message));
    expect(() => new AiPlayer(trigonal, { hashMegabytes: size })).toThrow(new RangeError(message));
  });

  it('refuses a multi-player search it does not know, which was searched as paranoid', () => {
    const message = 'the search must be one of paranoid, brs, mcts, not "bsr"';
    const typo = { multiPlayer: 'bsr' } as unknown as CreateSettings;
    expect(() => createSearch(triangulation, evaluationFor(triangulation), typo)).toThrow(
      new RangeError(message),
    );
    const player = { search: 'bsr' } as unknown as PlayerSettings;
    expect(() => new AiPlayer(triangulation, player)).toThrow(new RangeError(message));
    expect(() => new AiPlayer(trigonal, player)).toThrow(new RangeError(message));
  });

  it('refuses seats that are not two or more of the game’s, and an evaluation of another game', () => {
    const three = evaluationFor(triangulation);
    for (const seats of [1, 4, 2.5, NaN]) {
      expect(() => createSearch(triangulation, three, { seats })).toThrow(
        new RangeError(
          `seats must be a whole number from 2 to 3 (the seats of triangulation), not ${seats}`,
        ),
      );
    }
    expect(() => createSearch(sankaku, evaluation)).toThrow(
      new RangeError("the evaluation of 'trigonal' cannot judge 'sankaku'"),
    );
  });

  it('refuses threads it cannot start, which searched on one thread', () => {
    expect(() => createSearch(trigonal, evaluation, { threads: 2 })).toThrow(
      new RangeError('threads above 1 need a way to start helper threads (startHelpers)'),
    );
    for (const threads of [0, 1.5, 65, NaN]) {
      expect(() => createSearch(trigonal, evaluation, { threads })).toThrow(
        new RangeError(`threads must be a whole number from 1 to 64, not ${threads}`),
      );
    }
  });
});

describe('one search at a time on a searcher', () => {
  it('refuses a search started from its own onInfo, and searches again after', () => {
    for (const [game, settings] of [
      [trigonal, {}],
      [triangulation, { multiPlayer: 'brs' }],
      [triangulation, { multiPlayer: 'mcts' }],
    ] as const) {
      const search = createSearch(game, evaluationFor(game), settings);
      const alone = search.search(game.create(), { nodes: 3000 });
      search.clear();
      let inner: unknown;
      const outer = search.search(game.create(), {
        nodes: 3000,
        onInfo: () => {
          try {
            search.search(game.create(), { depth: 1, nodes: 2000 });
          } catch (error) {
            inner ??= error;
          }
        },
      });
      expect(inner).toEqual(
        new Error('this searcher is already searching (search called from its onInfo?)'),
      );
      // The refused call left the running search as it was.
      expect(outer.moveText).toBe(alone.moveText);
      expect(outer.nodes).toBe(alone.nodes);
      expect(search.search(game.create(), { depth: 1, nodes: 2000 }).move).toBeGreaterThan(-1);
    }
  });

  it('searches again after an onInfo that threw', () => {
    const search = createSearch(trigonal, evaluationFor(trigonal));
    expect(() =>
      search.search(trigonal.create(), {
        depth: 2,
        onInfo: () => {
          throw new Error('from onInfo');
        },
      }),
    ).toThrow('from onInfo');
    expect(search.search(trigonal.create(), { depth: 2 }).depth).toBe(2);
  });
});

describe('a search for two seats', () => {
  it('refuses a position where three play, whose scores it got wrong', () => {
    const forTwo = createSearch(triangulation, evaluationFor(triangulation), { seats: 2 });
    expect(() => forTwo.search(triangulation.create(), { depth: 1 })).toThrow(
      new RangeError(
        "a position where 3 seats play given to a search for two (createSearch's seats)",
      ),
    );
    const two = triangulation.create({ players: '2' });
    expect(forTwo.search(two, { depth: 2 }).depth).toBe(2);
  });
});

describe('a searcher given a position of other rules', () => {
  it('searches it as the first search of a game, not with what the old rules taught it', () => {
    // The same placement and hash, other moves: a Knight of 9 and a Bishop of 120.
    const standard = trigonal.create();
    const other = trigonal.create({ knight: '9', bishop: '120' });
    expect(other.hash()).toBe(standard.hash());
    const summary = (r: { moveText: string; score: number; nodes: number }) => [
      r.moveText,
      r.score,
      r.nodes,
    ];
    const fresh = summary(
      createSearch(trigonal, evaluationFor(trigonal)).search(other, { depth: 5 }),
    );
    const reused = createSearch(trigonal, evaluationFor(trigonal));
    reused.search(standard, { depth: 5 });
    // It read the standard game's table there: other scores, other nodes.
    expect(summary(reused.search(other, { depth: 5 }))).toEqual(fresh);
    const player = new AiPlayer(trigonal, { level: 8 });
    player.think(standard, { depth: 5 });
    expect(summary(player.think(other, { depth: 5 }))).toEqual(fresh);
  });
});
