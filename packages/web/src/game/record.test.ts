import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { GameSession } from './session.js';
import { readRecord, writeRecord } from './record.js';

const trigonal = unwrap(games.get('trigonal'));
const date = new Date(2026, 10, 29);

function session(moves: string[], start?: string): GameSession {
  const s = start ? unwrap(GameSession.fromText(trigonal, start)) : GameSession.start(trigonal);
  for (const m of moves) unwrap(s.playText(m));
  return s;
}

describe('game records', () => {
  it('writes tags and numbered moves in the readable notation', () => {
    const text = writeRecord(session(['f4-f5', 'f8-f7', 'f1-e2']), {
      players: ['Ann', 'AI level 2'],
      date,
    });
    expect(text).toBe(
      [
        '[Game "trigonal"]',
        '[Title "Trigonal Chess"]',
        '[Date "2026.11.29"]',
        '[White "Ann"]',
        '[Black "AI level 2"]',
        '[Result "*"]',
        '',
        '1. f4-f5 f8-f7 2. Nf1-e2 *',
        '',
      ].join('\n'),
    );
  });

  it('reads back what it wrote: same moves, same position, same result', () => {
    const original = session(['f4-f5', 'f8-f7', 'g4-g5', 'Nf11-e8']);
    original.resign(1);
    const read = unwrap(readRecord(writeRecord(original, { players: ['A', 'B'] }), games));
    expect(read.session.coordinates()).toEqual(original.coordinates());
    expect(read.session.position.toText()).toBe(original.position.toText());
    expect(read.players).toEqual(['A', 'B']);
    expect(read.session.ending()).toMatchObject({ winners: [0], by: 'resignation' });
    expect(read.tags.get('Termination')).toBe('White wins: Black resigned');
  });

  it('reads back a resignation, an agreed draw and the server’s older words as endings', () => {
    const resigned = unwrap(
      readRecord(
        '[Game "trigonal"]\n[Result "Black won (White resigned)"]\n\n1. f4-f5 2. i16-i13',
        games,
      ),
    ).session;
    expect(resigned.coordinates()).toEqual(['f4-f5', 'i16-i13']);
    expect(resigned.ending()).toEqual({
      winners: [1],
      reason: 'White resigned',
      by: 'resignation',
    });
    const drawn = session(['f4-f5']);
    drawn.agreeDraw();
    const read = unwrap(readRecord(writeRecord(drawn), games)).session;
    expect(read.ending()).toEqual({ winners: [], reason: 'draw by agreement', by: 'agreement' });
    read.undo();
    expect(read.isOver()).toBe(false);
  });

  it('keeps a start position that is not the game’s own, and numbers from Black’s move', () => {
    const start = 'k/3/5/7/9/11/13/1K13/3P13 b - - 0 1';
    const original = session(['a1-b1'], start);
    const text = writeRecord(original, { date });
    expect(text).toContain(`[Position "${start}"]`);
    expect(text).toContain('1... Ka1-b1 *');
    const read = unwrap(readRecord(text, games));
    expect(read.session.startText).toBe(start);
    expect(read.session.position.toText()).toBe(original.position.toText());
  });

  it('writes a checkmate’s result and reason', () => {
    const mate = session(['d4-b2'], 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1');
    const text = writeRecord(mate, { date });
    expect(text).toContain('[Result "1-0"]');
    expect(text).toContain('[Termination "White wins: checkmate"]');
    expect(text).toMatch(/1\. Qd4-b2# 1-0\n$/);
  });

  it('reads moves in coordinate form, glued move numbers and comments', () => {
    const read = unwrap(
      readRecord('[Game "trigonal"]\n1.f4-f5 {a comment} f8-f7 ; rest of line\n2. f1-e2', games),
    );
    expect(read.session.coordinates()).toEqual(['f4-f5', 'f8-f7', 'f1-e2']);
  });

  it('says which move of a record is wrong, by the number the record shows', () => {
    const read = readRecord('[Game "trigonal"]\n1. f4-f5 f8-f7 2. f5-f9', games);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^move 2\. 'f5-f9' \(White\): /);
  });

  it('says which tag is wrong', () => {
    const unknown = readRecord('[Game "chess"]\n1. e4', games);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toMatch(/^tag Game: unknown game 'chess'/);
    const option = readRecord('[Game "trigonal"]\n[Options "colour=green"]\n', games);
    expect(option.ok).toBe(false);
    if (!option.ok) expect(option.error).toMatch(/^tag Options: /);
    const position = readRecord('[Game "trigonal"]\n[Position "nonsense"]\n', games);
    expect(position.ok).toBe(false);
    if (!position.ok) expect(position.error).toMatch(/^tag Position: /);
    const malformed = readRecord('[Game trigonal]\n', games);
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(malformed.error).toBe('line 1: a tag must look like [Name "value"]');
  });

  it('carries the options that differ from their defaults', () => {
    const spec = trigonal.options.find((o) => o.values.length > 1)!;
    expect(spec).toBeDefined();
    const other = spec.values.find((v) => v !== spec.default)!;
    const s = GameSession.start(trigonal, { [spec.name]: other });
    const text = writeRecord(s, { date });
    expect(text).toContain(`[Options "${spec.name}=${other}"]`);
    expect(unwrap(readRecord(text, games)).session.options[spec.name]).toBe(other);
  });
});

describe('records of a game of three', () => {
  const triangulation = unwrap(games.get('triangulation'));
  // Red is out at move 11 (Green's Cavalry takes its General); Green and Blue play on.
  const knockout =
    'C7Φ-D7Σ H1Ω-G4Φ H8Γ-G8Γ C6Ω-E5Ω G4Φ-E5Ω F8Δ-F8Λ B8Ω-B7Ω E5Ω-C8Σ H6Δ-G6Π C7Ω-C6Ω C8Σ-B7Ω F8Λ-F7Λ C8Φ-D6Φ';

  it('number the rounds of the seats still playing, and read back', () => {
    const s = GameSession.start(triangulation);
    for (const m of knockout.split(' ')) unwrap(s.playText(m));
    // Blue, then Green and Blue again: rounds 5 and 6 are Green's and Blue's.
    for (let i = 0; i < 3; i++) s.play(s.legalMoves()[0]);
    const [green5, blue5, green6, blue6] = s
      .moves()
      .slice(12)
      .map((p) => p.text);
    const text = writeRecord(s, { date });
    expect(text.replace(/\s+/g, ' ')).toContain(` 5. ${green5} ${blue5} 6. ${green6} ${blue6} *`);
    const read = unwrap(readRecord(text, games));
    expect(read.session.coordinates()).toEqual(s.coordinates());
  });
});
