import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm run docs` (TypeDoc, warnings as errors) is how a library user gets the API reference.
 * An entry point that moved, or a public name whose documentation links to nothing, breaks it;
 * this runs it as the README says, into a scratch folder, so that the break shows in CI.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'trigon-api-docs-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the API reference', () => {
  it('typedoc builds it from the configured entry points without a warning', () => {
    const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
      entryPoints: string[];
    };
    expect(config.entryPoints.filter((entry) => !existsSync(join(root, entry)))).toEqual([]);
    const typedoc = join(root, 'node_modules', 'typedoc', 'bin', 'typedoc');
    execFileSync(process.execPath, [typedoc, '--out', out], { cwd: root, stdio: 'pipe' });
    const index = readFileSync(join(out, 'modules.html'), 'utf8');
    // One page per entry point: the engine, each game's subpath, the AI and its Node worker.
    const modules = new Set(index.match(/href="modules\/[^"]+"/g));
    expect(modules.size).toBe(config.entryPoints.length);
  }, 120_000);
});
