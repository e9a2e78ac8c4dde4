/**
 * Every package the repository publishes (not `private`) carries the MIT licence's text, as the
 * licence asks of every copy: npm packs a package's LICENSE file whatever its `files` say, and
 * `license: MIT` in package.json is no notice.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const packages = readdirSync(join(root, 'packages')).filter((name) => {
  const manifest = JSON.parse(
    readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
  ) as { private?: boolean };
  return manifest.private !== true;
});

it('finds the published packages', () => {
  expect(packages.sort()).toEqual(['ai', 'cli', 'engine']);
});

it.each(packages)('packages/%s carries the repository’s LICENSE', (name) => {
  const file = join(root, 'packages', name, 'LICENSE');
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
});
