import { describe, expect, it } from 'vitest';
import { ARMY_COLOURS, ARMY_MARKS } from './triangulation.js';

// Colour-vision deficiency simulation of Machado, Oliveira and Fernandes (2009), severity 1,
// applied in linear RGB; distances are CIE76 ΔE in CIELAB (D65).
const DEFICIENCIES: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function linear(hex: string): number[] {
  return [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
}

function lab([r, g, b]: number[]): number[] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function seen(hex: string, matrix: number[][]): number[] {
  const c = linear(hex);
  return lab(
    matrix.map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))),
  );
}

describe('the armies’ colours and marks', () => {
  it.each(Object.entries(DEFICIENCIES))('stay apart with %s (ΔE at least 30)', (_, matrix) => {
    const colours = ARMY_COLOURS.map((p) => seen(p.fill, matrix));
    for (let a = 0; a < 3; a++) {
      for (let b = a + 1; b < 3; b++) {
        const distance = Math.hypot(...colours[a].map((v, i) => v - colours[b][i]));
        expect(distance).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('give each army its own mark', () => {
    expect(new Set(ARMY_MARKS).size).toBe(3);
  });

  it('is a test that can fail: red and green of the generic palette collide for deuteranopes', () => {
    const [red, green] = [
      seen('#d8453b', DEFICIENCIES.deuteranopia),
      seen('#3f9b4a', DEFICIENCIES.deuteranopia),
    ];
    expect(Math.hypot(...red.map((v, i) => v - green[i]))).toBeLessThan(30);
  });
});
