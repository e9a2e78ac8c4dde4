import { err, ok, type Result } from './result.js';
import type { GameOptions, OptionSpec } from './types.js';

/** Checks option values against their specs and fills in the defaults. */
export function resolveOptions(
  specs: readonly OptionSpec[],
  given: GameOptions = {},
): Result<GameOptions> {
  const out: Record<string, string> = {};
  for (const spec of specs) out[spec.name] = spec.default;
  for (const [name, value] of Object.entries(given)) {
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      const known = specs.map((s) => s.name).join(', ') || 'none';
      return err('bad-option', `unknown option '${name}' (options: ${known})`);
    }
    if (!spec.values.includes(value)) {
      return err(
        'bad-option',
        `option '${name}' cannot be '${value}' (values: ${spec.values.join(', ')})`,
      );
    }
    out[name] = value;
  }
  return ok(out);
}

/** Reads `name=value` words (command-line flags, the tail of position text). */
export function parseOptionWords(words: readonly string[]): Result<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0 || eq === word.length - 1)
      return err('bad-option', `'${word}' is not of the form name=value`);
    // Defined, not assigned: `out['__proto__'] = …` would set no option, and the word would
    // pass unnoticed instead of being refused as an unknown name.
    Object.defineProperty(out, word.slice(0, eq), {
      value: word.slice(eq + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return ok(out);
}

/** The `name=value` words of the options that differ from their defaults, in spec order. */
export function optionWords(specs: readonly OptionSpec[], options: GameOptions): string[] {
  return specs
    .filter((s) => options[s.name] !== undefined && options[s.name] !== s.default)
    .map((s) => `${s.name}=${options[s.name]}`);
}

/**
 * The `name=value` words of the options that change the rules from the game's standard ones (a
 * value other than the default, of an option that is not only `notation`), in spec order: empty
 * when the options play the game every default plays.
 */
export function ruleChanges(specs: readonly OptionSpec[], options: GameOptions): string[] {
  return optionWords(
    specs.filter((s) => s.notation !== true),
    options,
  );
}

/**
 * `parseOptionWords` for text that states a game or a position (position text, a record's
 * Options tag), where a name given twice contradicts itself: refused, not read as the last word.
 */
export function parseOptionWordsOnce(words: readonly string[]): Result<Record<string, string>> {
  const read = parseOptionWords(words);
  if (!read.ok) return read;
  const names = words.map((word) => word.slice(0, word.indexOf('=')));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice === undefined) return read;
  const given = words.filter((_, i) => names[i] === twice).join(', ');
  return err('bad-option', `option '${twice}' is given twice (${given})`);
}
