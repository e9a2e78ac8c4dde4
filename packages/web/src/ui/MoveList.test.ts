// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { games, unwrap } from '@trigon/engine';
import { GameSession } from '../game/session.js';
import { MoveList } from './MoveList.js';

const triangulation = unwrap(games.get('triangulation'));
const trigonal = unwrap(games.get('trigonal'));
let root: HTMLElement | undefined;

afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function session(game = triangulation, moves = ''): GameSession {
  const out = GameSession.start(game);
  for (const move of moves.split(' ').filter(Boolean)) unwrap(out.playText(move));
  return out;
}

function mount(s: GameSession): HTMLElement {
  root = document.createElement('div');
  document.body.appendChild(root);
  act(() =>
    render(
      h(MoveList, {
        game: s.game,
        session: s,
        ply: s.length,
        onSelect: () => undefined,
        version: s.length,
      }),
      root!,
    ),
  );
  return root;
}

/** Each move's seat column (its place among the row's cells) and its spoken label. */
function entries(element: HTMLElement): { column: number; label: string; text: string }[] {
  return [...element.querySelectorAll<HTMLElement>('.moves button.move')].map((button) => ({
    column: [...button.parentElement!.children].indexOf(button) - 1,
    label: button.getAttribute('aria-label')!,
    text: button.textContent!,
  }));
}

// Red is out at move 11 (Green's Cavalry takes its General); Green and Blue play on.
const KNOCKOUT =
  'C7Φ-D7Σ H1Ω-G4Φ H8Γ-G8Γ C6Ω-E5Ω G4Φ-E5Ω F8Δ-F8Λ B8Ω-B7Ω E5Ω-C8Σ H6Δ-G6Π C7Ω-C6Ω C8Σ-B7Ω F8Λ-F7Λ C8Φ-D6Φ';

describe('the move list', () => {
  it('puts every move of two seats under its seat, a round a row', () => {
    const s = session(trigonal, 'f4-f5 f8-f7 Nf1-e2');
    const element = mount(s);
    expect(entries(element)).toEqual([
      { column: 0, label: '1. White f4-f5', text: 'f4-f5' },
      { column: 1, label: '1. Black f8-f7', text: 'f8-f7' },
      { column: 0, label: '2. White Nf1-e2', text: 'Nf1-e2' },
    ]);
    expect(element.querySelectorAll('.moves .note')).toHaveLength(0);
  });

  it('gives a neutral army no column: a game of three played by two reads as a game of two', () => {
    // Blue is the neutral army: Red and Green take turns.
    const s = GameSession.start(triangulation, { players: '2' });
    const scratch = triangulation.create({ players: '2' });
    for (let i = 0; i < 3; i++) {
      const move = scratch.moveToCoord(scratch.legalMoves()[0]!);
      scratch.play(scratch.legalMoves()[0]!);
      unwrap(s.playText(move));
    }
    const element = mount(s);
    const head = [...element.querySelectorAll('.move-head span')].map((e) => e.textContent);
    expect(head).toEqual(['', 'Red', 'Green']);
    expect(
      entries(element).map((e) => [e.column, e.label.split(' ').slice(0, 2).join(' ')]),
    ).toEqual([
      [0, '1. Red'],
      [1, '1. Green'],
      [0, '2. Red'],
    ]);
  });

  it('keeps the seats’ columns after a player of three is eliminated', () => {
    const s = session(triangulation, KNOCKOUT);
    const element = mount(s);
    const shown = entries(element);
    expect(shown).toHaveLength(13);
    shown.forEach((entry, i) => {
      expect(entry.column).toBe(s.ply(i).seat);
      expect(entry.label).toContain(` ${triangulation.players[s.ply(i).seat]} `);
    });
    expect(shown[12]).toEqual({ column: 1, label: '5. Green IC8Φ-D6Φ', text: 'IC8Φ-D6Φ' });
    expect(shown[11].label).toBe('4. Blue IF8Λ-F7Λ');
    const notes = [...element.querySelectorAll<HTMLElement>('.moves .note')];
    expect(notes.map((n) => [n.dataset.ply, n.textContent])).toEqual([
      ['8', 'Green checks Red'],
      ['11', 'Red is eliminated by Green'],
    ]);
  });

  it('writes a player’s leaving in words, under its seat, and the moves after it under theirs', () => {
    const s = session(triangulation, 'C6Ω-D6Ω');
    expect(s.withdraw(1)).toBe(true);
    unwrap(s.playText('F8Δ-E8Λ'));
    unwrap(s.playText('C7Φ-D7Φ'));
    const element = mount(s);
    expect(entries(element)).toEqual([
      { column: 0, label: '1. Red IC6Ω-D6Ω', text: 'IC6Ω-D6Ω' },
      { column: 1, label: '1. Green leaves the game', text: 'leaves the game' },
      { column: 2, label: '1. Blue IF8Δ-E8Λ', text: 'IF8Δ-E8Λ' },
      { column: 0, label: '2. Red IC7Φ-D7Φ', text: 'IC7Φ-D7Φ' },
    ]);
    expect(element.textContent).not.toContain('leave:');
    const leaving = element.querySelector<HTMLElement>('.moves button.move[data-ply="2"]')!;
    expect(leaving.dataset.coord).toBe('leave:g');
    expect([...element.querySelectorAll('.moves .note')].map((n) => n.textContent)).toEqual([
      'Green leaves the game; its army stands neutral',
    ]);
  });
});
