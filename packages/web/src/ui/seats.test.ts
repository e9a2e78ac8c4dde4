// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { h, render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { games, unwrap, type Move } from '@trigon/engine';
import { PlayerStrip } from './PlayerStrip.js';
import { ChoiceDialog } from './ChoiceDialog.js';
import { aiDescription, nextSeatAmong, seating } from './seating.js';
import { initialSeatPlayers, seatRoute } from './NewGameDialog.js';

const triangulation = unwrap(games.get('triangulation'));
const trigonal = unwrap(games.get('trigonal'));
let root: HTMLElement | undefined;

afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function mount(node: ComponentChild): HTMLElement {
  root = document.createElement('div');
  document.body.appendChild(root);
  act(() => render(node, root!));
  return root;
}

describe('player strips', () => {
  const strip = (props: Record<string, unknown>) =>
    mount(
      h(PlayerStrip, {
        game: triangulation,
        seat: 1,
        name: 'Green',
        captured: [],
        toMove: false,
        thinking: false,
        colour: '#00a087',
        ...props,
      }),
    ).querySelector('.player-strip')!;

  it('say a seat is eliminated, and by whom, and strike its name through', () => {
    const el = strip({ status: 'out', statusText: 'eliminated by Red', toMove: true });
    expect(el.getAttribute('data-status')).toBe('eliminated');
    expect(el.classList.contains('status-eliminated')).toBe(true);
    expect(el.querySelector('.seat-status')!.textContent).toBe('eliminated by Red');
    expect(el.querySelector('.to-move-tag')).toBeNull();
  });

  it('say whose turn it is, and show the army’s mark', () => {
    const el = strip({ status: 'check', statusText: 'in check', toMove: true });
    expect(el.querySelector('.to-move-tag')!.textContent).toBe('to move');
    expect(el.querySelector('.seat-status')!.textContent).toBe('in check');
    expect(el.querySelector('.seat-mark [data-mark="square"]')).not.toBeNull();
  });

  it('show a captured pile in the pieces’ original colours', () => {
    const el = strip({
      captured: [
        { owner: 0, kind: 'I' },
        { owner: 2, kind: 'R' },
      ],
    });
    const icons = [...el.querySelectorAll('.captured .piece-icon')];
    // Grouped by kind in the game's order: the Rukh before the Infantry.
    expect(icons.map((i) => i.getAttribute('aria-label'))).toEqual(['Blue Rukh', 'Red Infantry']);
  });

  it('keep the old look for other games: a swatch, no status', () => {
    const el = mount(
      h(PlayerStrip, {
        game: trigonal,
        seat: 0,
        name: 'White',
        captured: [],
        toMove: true,
        thinking: false,
        colour: '#ffffff',
      }),
    ).querySelector('.player-strip')!;
    expect(el.querySelector('.swatch')).not.toBeNull();
    expect(el.querySelector('.to-move-tag')).toBeNull();
    expect(el.getAttribute('data-status')).toBe('playing');
  });
});

describe('the rescue chooser', () => {
  it('lists the outcomes in words, no rescue first, and answers with the chosen move', () => {
    const position = unwrap(
      triangulation.parse('1/3/5/4rG*2/9/6gG*4/13/1rI12bG* r rgb - -/rRrI/-'),
    );
    const from = triangulation.topology.cell('H2Ω');
    const to = triangulation.topology.cell('H1Ω');
    const moves = position.legalMoves().filter((m) => {
      const info = position.moveInfo(m);
      return info.from === from && info.to === to;
    });
    let chosen: Move | undefined;
    const el = mount(
      h(ChoiceDialog, {
        game: triangulation,
        position,
        choice: { from, to, moves: [...moves].reverse() },
        bottomSeat: 0,
        onChoose: (m: Move) => (chosen = m),
        onCancel: () => undefined,
      }),
    );
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('button.choice')];
    expect(buttons).toHaveLength(16);
    expect(buttons[0].textContent).toBe('No rescue; your Infantry stays on H1Ω');
    const rukh = buttons.find(
      (b) => b.textContent === 'Rescue the Rukh; your Infantry returns to C8Σ',
    )!;
    expect(rukh.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    act(() => rukh.click());
    expect(position.moveToCoord(chosen!)).toBe('H2Ω-H1Ω!R@C8Σ');
  });
});

describe('seats played here and by the AI', () => {
  it('turn the board to the next seat played here', () => {
    expect(nextSeatAmong([], 2, 3)).toBe(2);
    expect(nextSeatAmong([0, 1], 1, 3)).toBe(1);
    expect(nextSeatAmong([0, 1], 2, 3)).toBe(0);
    expect(nextSeatAmong([0, 2], 1, 3)).toBe(2);
  });

  it('leave out the seat nobody plays, and give its viewer the next army', () => {
    const route = {
      page: 'play' as const,
      game: triangulation.id,
      mode: 'ai' as const,
      level: 3,
      seat: 2,
      options: { players: '2' },
      moves: [],
    };
    expect(seating(route, triangulation, { players: '2' })).toEqual({
      aiLevels: new Map([[1, 3]]),
      humans: [0],
      humanSeat: 0,
    });
    expect(seating({ ...route, seat: 1 }, triangulation, { players: '2' })).toEqual({
      aiLevels: new Map([[0, 3]]),
      humans: [1],
      humanSeat: 1,
    });
    expect(seating({ ...route, mode: 'local', seat: 0 }, triangulation, {})).toEqual({
      aiLevels: new Map(),
      humans: [0, 1, 2],
      humanSeat: 0,
    });
  });

  it('are described in the panel', () => {
    const players = triangulation.players;
    expect(
      aiDescription(
        players,
        new Map([
          [1, 2],
          [2, 2],
        ]),
        [0],
      ),
    ).toBe('Against the AI (level 2), you play Red');
    expect(aiDescription(players, new Map([[2, 1]]), [0, 1])).toBe(
      'Against the AI: the AI plays Blue (level 1); Red and Green play here',
    );
    expect(
      aiDescription(
        players,
        new Map([
          [0, 1],
          [2, 5],
        ]),
        [1],
      ),
    ).toBe('Against the AI: the AI plays Red (level 1) and Blue (level 5); Green plays here');
  });

  it('come from the new-game form’s choices and back', () => {
    expect(seatRoute(['here', 2, 4])).toEqual({
      mode: 'ai',
      seat: 0,
      level: 2,
      ai: [
        { seat: 1, level: 2 },
        { seat: 2, level: 4 },
      ],
    });
    expect(seatRoute([3, 'here', 'here'])).toEqual({
      mode: 'ai',
      seat: 1,
      level: 3,
      ai: [{ seat: 0, level: 3 }],
    });
    expect(seatRoute(['here', 'here', 'here'])).toEqual({ mode: 'local', seat: 0, level: 2 });
    expect(seatRoute([1, 2, 3])).toEqual({
      error: 'Choose at least one seat to play on this screen.',
    });
    // The neutral army of the two-player mode is neither played here nor by the AI.
    expect(seatRoute(['here', 2, 'here'], 2)).toEqual({
      mode: 'ai',
      seat: 0,
      level: 2,
      ai: [{ seat: 1, level: 2 }],
    });
    expect(seatRoute([2, 2, 'here'], 2)).toHaveProperty('error');

    const base = { game: 'triangulation', mode: 'ai' as const, options: {} };
    expect(initialSeatPlayers({ ...base, level: 3, seat: 1 }, 3)).toEqual([3, 'here', 3]);
    expect(
      initialSeatPlayers({ ...base, level: 3, seat: 0, ai: [{ seat: 2, level: 5 }] }, 3),
    ).toEqual(['here', 'here', 5]);
  });
});
