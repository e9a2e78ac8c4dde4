import { expect, it } from 'vitest';
import type { PlayerGames } from '@trigon/protocol';
import { findSeatToken, type MyGame } from './seatToken.js';

/** A game of the list with only what the search reads set apart. */
function game(id: string, token: string): MyGame {
  return {
    id,
    token,
    game: 'trigonal',
    rated: false,
    createdAt: 0,
    status: 'playing',
    seat: 0,
    turn: 0,
    toMove: true,
    opponents: [],
    others: [],
    clock: { kind: 'none' },
    clocks: null,
    result: null,
    place: null,
    calledOff: false,
  };
}

/** A list of `pages`, recording which pages were read. */
function list(pages: MyGame[][]) {
  const read: number[] = [];
  const readPage = (page: number): Promise<PlayerGames<MyGame>> => {
    read.push(page);
    return Promise.resolve({
      page,
      more: page < pages.length,
      games: pages[page - 1] ?? [],
    });
  };
  return { read, readPage };
}

it('finds the seat on the first page without reading further', async () => {
  const { read, readPage } = list([[game('a', 'ta'), game('b', 'tb')], [game('c', 'tc')]]);
  expect(await findSeatToken('b', readPage)).toBe('tb');
  expect(read).toEqual([1]);
});

it('reads the pages in turn until the game is found', async () => {
  const { read, readPage } = list([[game('a', 'ta')], [game('b', 'tb')], [game('c', 'tc')]]);
  expect(await findSeatToken('c', readPage)).toBe('tc');
  expect(read).toEqual([1, 2, 3]);
});

it('stops at the last page when the player holds no seat in the game', async () => {
  const { read, readPage } = list([[game('a', 'ta')], [game('b', 'tb')]]);
  expect(await findSeatToken('z', readPage)).toBeUndefined();
  expect(read).toEqual([1, 2]);
});

it('gives up after a bounded number of pages', async () => {
  const endless = (page: number): Promise<PlayerGames<MyGame>> =>
    Promise.resolve({ page, more: true, games: [game(`g${page}`, 't')] });
  let reads = 0;
  const counted = (page: number) => (reads++, endless(page));
  expect(await findSeatToken('never', counted)).toBeUndefined();
  expect(reads).toBe(50);
});
