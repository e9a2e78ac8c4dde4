import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOARD_SETS, THEMES } from './appearance.js';

/**
 * WCAG 2 contrast of every theme × board set, read from the style sheets themselves: text on
 * the backgrounds it is written on at least 4.5:1, a move dot (or capture ring) on every cell
 * colour at least 3:1 (non-text contrast), the dot's transparency composited onto the cell.
 */
const css = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

type Properties = Record<string, string>;

/** Custom properties of every rule, by each selector of the rule. */
function rules(text: string): Map<string, Properties> {
  const out = new Map<string, Properties>();
  const bare = text.replace(/\/\*[\s\S]*?\*\//gu, '');
  for (const [, selectors, body] of bare.matchAll(/([^{}]+)\{([^{}]*)\}/gu)) {
    const properties: Properties = {};
    for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/gu)) {
      properties[name] = value.trim();
    }
    for (const selector of selectors.split(',').map((s) => s.trim())) {
      out.set(selector, { ...out.get(selector), ...properties });
    }
  }
  return out;
}

const base = rules(css('../style.css'));
const themed = rules(css('./themes.css'));

function themeProperties(theme: string): Properties {
  const dark = base.get(':root') ?? {};
  return theme === 'dark' ? dark : { ...dark, ...themed.get(`:root[data-theme='${theme}']`) };
}

function boardProperties(board: string): Properties {
  return { ...themed.get(':root'), ...themed.get(`:root[data-board='${board}']`) };
}

type Rgba = [number, number, number, number];

function parse(colour: string | undefined): Rgba {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/iu.exec(colour ?? '');
  if (!m) throw new Error(`not a #rrggbb or #rrggbbaa colour: ${colour}`);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16));
  return [r, g, b, m[2] ? parseInt(m[2], 16) / 255 : 1];
}

/** `top` painted over the opaque `under`. */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colours of a theme and the backgrounds each is written on. */
const TEXT_ON: readonly [readonly string[], readonly string[]][] = [
  [
    ['--text', '--text-strong', '--text-dim', '--accent', '--board-label'],
    ['--bg', '--bg-panel'],
  ],
  [
    ['--text', '--text-strong'],
    ['--bg-raised', '--bg-hover'],
  ],
];

/** Rules that write white text on a colour of their own, the same in every theme. */
const WHITE_TEXT: readonly [string, string][] = [
  ['../style.css', 'button.primary'],
  ['../style.css', 'button.primary:hover'],
  ['../style.css', ".moves .move[aria-current='true']"],
  ['../style.css', ".moves button.move[aria-current='true']:hover"],
  ['../online/online.css', '.player-strip .clock.running'],
];

/** Every declaration (not only custom properties) of the rules naming `selector`. */
function declarations(text: string, selector: string): Properties {
  const out: Properties = {};
  const bare = text.replace(/\/\*[\s\S]*?\*\//gu, '');
  for (const [, selectors, body] of bare.matchAll(/([^{}]+)\{([^{}]*)\}/gu)) {
    if (!selectors.split(',').some((s) => s.trim() === selector)) continue;
    for (const [, name, value] of body.matchAll(/([\w-]+)\s*:\s*([^;]+);/gu))
      out[name] = value.trim();
  }
  return out;
}

const cases = THEMES.flatMap((t) => BOARD_SETS.map((b) => [t.id, b.id] as const));

describe('contrast', () => {
  it('has a block for every board set and theme', () => {
    for (const b of BOARD_SETS) expect(themed.has(`:root[data-board='${b.id}']`)).toBe(true);
    for (const t of THEMES.filter((t) => t.id !== 'dark')) {
      expect(themed.has(`:root[data-theme='${t.id}']`)).toBe(true);
    }
  });

  it.each(cases)('%s theme, %s board: text at least 4.5:1', (theme) => {
    const p = themeProperties(theme);
    for (const [texts, backgrounds] of TEXT_ON) {
      for (const text of texts) {
        for (const background of backgrounds) {
          const ratio = contrast(parse(p[text]), parse(p[background]));
          expect(
            ratio,
            `${theme}: ${text} ${p[text]} on ${background} ${p[background]}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it.each(cases)('%s theme, %s board: move dots at least 3:1 on every cell', (theme, board) => {
    const p = { ...themeProperties(theme), ...boardProperties(board) };
    const dot = parse(p['--move-dot']);
    for (const cell of ['--cell-light', '--cell-dark']) {
      const under = parse(p[cell]);
      const ratio = contrast(over(dot, under), under);
      expect(
        ratio,
        `${board}: dot ${p['--move-dot']} on ${cell} ${p[cell]}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(WHITE_TEXT)(
    '%s, %s: white text at least 4.5:1 on its fixed background',
    (file, selector) => {
      const background = declarations(css(file), selector).background;
      const ratio = contrast(parse('#ffffff'), parse(background));
      expect(ratio, `${selector}: #fff on ${background}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('is a test that can fail: the old dot, rgba(20,85,30,0.55), is under 3:1 on the dark wood', () => {
    const wood = parse(boardProperties('wood')['--cell-dark']);
    expect(contrast(over([20, 85, 30, 0.55], wood), wood)).toBeLessThan(3);
  });
});
