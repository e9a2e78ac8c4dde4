import { expect, it } from 'vitest';
import { speedClass } from './speed.js';

const realtime = (minutes: number, seconds: number) =>
  ({
    kind: 'realtime',
    initialMs: minutes * 60_000,
    bonusMs: seconds * 1000,
    mode: 'increment',
  }) as const;

it("classes real-time games by lichess's estimate, initial + 40 × increment", () => {
  expect(speedClass(realtime(0.5, 0))).toBe('bullet');
  expect(speedClass(realtime(1, 0))).toBe('bullet');
  expect(speedClass(realtime(2, 1))).toBe('bullet'); // 160 s
  expect(speedClass(realtime(3, 0))).toBe('blitz'); // 180 s
  expect(speedClass(realtime(3, 2))).toBe('blitz'); // 260 s
  expect(speedClass(realtime(5, 3))).toBe('blitz'); // 420 s
  expect(speedClass(realtime(8, 0))).toBe('rapid'); // 480 s
  expect(speedClass(realtime(10, 0))).toBe('rapid');
  expect(speedClass(realtime(15, 10))).toBe('rapid'); // 1300 s
  expect(speedClass(realtime(25, 0))).toBe('classical');
  expect(speedClass(realtime(30, 20))).toBe('classical');
});

it('puts days per move and untimed games in correspondence', () => {
  expect(speedClass({ kind: 'correspondence', daysPerMove: 2 })).toBe('correspondence');
  expect(speedClass({ kind: 'none' })).toBe('correspondence');
});
