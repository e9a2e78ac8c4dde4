import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The package as others get it: `npm pack` of the AI and of the engine it depends on, both
 * installed from their tarballs into a fresh project outside the workspace, and used there as
 * the README shows, from ES modules, CommonJS and TypeScript.
 */

const aiDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = join(aiDir, '..', '..');
const engineDir = join(rootDir, 'packages', 'engine');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');

let work: string;
let project: string;
/** Paths inside the AI's tarball, without its leading `package/`. */
let files: Set<string>;
let unpacked: string;

/** Runs a program; a failure carries what it printed, so the test says why. */
function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

function pack(dir: string): string {
  const packed = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', work], dir)) as {
    filename: string;
  }[];
  return join(work, packed[0].filename);
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path, base) : [relative(base, path).split('\\').join('/')];
  });
}

/** The path `target` names from the file `from`, both inside the package; `/` separators. */
function inPackage(from: string, target: string): string {
  return normalize(join(dirname(from), target))
    .split('\\')
    .join('/');
}

/** Writes a program into the project and runs it with Node; its output. */
function program(name: string, text: string): string {
  writeFileSync(join(project, name), text);
  return run(process.execPath, [name], project);
}

beforeAll(() => {
  // The builds the tarballs are made of (nothing to do when they are up to date).
  run(process.execPath, [tsc, '-b', join(aiDir, 'tsconfig.build.json')], rootDir);
  work = mkdtempSync(join(tmpdir(), 'trigon-ai-pack-'));
  const engine = pack(engineDir);
  const ai = pack(aiDir);
  unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', ai, '-C', unpacked], work);
  files = new Set(walk(join(unpacked, 'package')));

  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'uses-trigon-ai', private: true, type: 'module' }),
  );
  // The AI's one dependency is the engine, from its own tarball: the install needs no registry.
  run(
    npm,
    ['install', engine, ai, '--offline', '--no-audit', '--no-fund', '--no-package-lock'],
    project,
  );
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed @trigon/ai', () => {
  it('holds its build, the worker scripts, its README and licence, and no tests', () => {
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/index.js',
      'dist/worker/node.js',
      'dist/worker/node-entry.js',
      'dist/worker/web-entry.js',
      'dist/search/helper-entry.js',
      'dist/search/helper-web-entry.js',
    ])
      expect(files.has(file), file).toBe(true);
    expect([...files].filter((f) => /\.test\.|testing\//.test(f))).toEqual([]);
    expect([...files].filter((f) => f.endsWith('.tsbuildinfo'))).toEqual([]);
  });

  it('has a file for every exports entry, and says which Node it needs', () => {
    const manifest = JSON.parse(
      readFileSync(join(unpacked, 'package', 'package.json'), 'utf8'),
    ) as {
      exports: Record<string, string | Record<string, string>>;
      engines?: { node?: string };
    };
    const targets = Object.values(manifest.exports).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    );
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((target) => !files.has(inPackage('package.json', target)))).toEqual([]);
    expect(manifest.engines?.node).toBe('>=20.19');
  });

  it('has no source map, and no map comment, that points at a file outside the tarball', () => {
    const problems: string[] = [];
    let maps = 0;
    for (const file of files) {
      if (file.endsWith('.js') || file.endsWith('.d.ts')) {
        const text = readFileSync(join(unpacked, 'package', file), 'utf8');
        const comment = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text);
        if (comment && !files.has(inPackage(file, comment[1])))
          problems.push(`${file}: sourceMappingURL ${comment[1]}`);
      }
      if (file.endsWith('.map')) {
        maps++;
        const text = readFileSync(join(unpacked, 'package', file), 'utf8');
        const map = JSON.parse(text) as { sources: string[]; sourceRoot?: string };
        for (const source of map.sources) {
          const path = inPackage(file, join(map.sourceRoot ?? '', source));
          if (!files.has(path)) problems.push(`${file}: source ${source}`);
        }
      }
    }
    expect(maps).toBeGreaterThan(0);
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('plays as the README shows, from an ES module', () => {
    const out = program(
      'player.mjs',
      `import { games, unwrap } from '@trigon/engine';
import { AiPlayer, formatScore } from '@trigon/ai';

const game = unwrap(games.get('trigonal'));
const position = game.create();
const ai = new AiPlayer(game, { level: 5, seed: 1 });
const { move, moveText, score } = ai.think(position);
position.play(move);
const depths = [];
const result = new AiPlayer(game).think(position, {
  depth: 3,
  onInfo: (info) => depths.push(info.depth + ' ' + formatScore(info.score)),
});
console.log(JSON.stringify({ moveText, score: typeof score, depths: depths.length, pv: result.pvText.length }));
`,
    );
    const result = JSON.parse(out) as { moveText: string; depths: number; pv: number };
    expect(result.moveText).toMatch(/^[a-z]+\d+-[a-z]+\d+/);
    expect(result).toMatchObject({ score: 'number', depths: 3 });
    expect(result.pv).toBeGreaterThan(0);
  });

  it('is loaded by a CommonJS program with require, as Node 20.19 and later load ES modules', () => {
    const out = program(
      'player.cjs',
      `const { games, unwrap } = require('@trigon/engine');
const { AiPlayer } = require('@trigon/ai');
const { createNodeSearchWorker } = require('@trigon/ai/node');
const game = unwrap(games.get('sankaku'));
const best = new AiPlayer(game, { level: 1, seed: 3 }).think(game.create(), { depth: 1 });
console.log(JSON.stringify({ legal: best.move >= 0, worker: typeof createNodeSearchWorker }));
`,
    );
    expect(JSON.parse(out)).toEqual({ legal: true, worker: 'function' });
  });

  it('searches on a worker thread, and the program ends by itself once it has its move', () => {
    writeFileSync(
      join(project, 'worker.mjs'),
      `import { createNodeSearchWorker } from '@trigon/ai/node';
const worker = createNodeSearchWorker();
const best = await worker.start({ game: 'trigonal', moves: ['f4-f5'], timeMs: 60_000 }, (info) => {
  if (info.depth === 2) worker.stop();
});
console.log(JSON.stringify({ move: best.move.length > 0, depth: best.depth >= 2 }));
`,
    );
    const ran = spawnSync(process.execPath, ['worker.mjs'], {
      cwd: project,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(ran.stderr).toBe('');
    expect(ran.signal).toBe(null);
    expect(JSON.parse(ran.stdout)).toEqual({ move: true, depth: true });
  });

  it('type-checks a TypeScript user of every entry against the shipped declarations', () => {
    const example = `import { games, unwrap } from '@trigon/engine';
import { trigonal, type TrigonalPosition } from '@trigon/engine/games/trigonal';
import {
  AiPlayer,
  createSearch,
  evaluationFor,
  registerEvaluation,
  type BestMove,
  type GameEvaluation,
  type SearchInfo,
  type SearchResult,
} from '@trigon/ai';
import { createNodeSearchWorker, startNodeHelpers } from '@trigon/ai/node';

const game = unwrap(games.get('trigonal'));
const myEvaluation: GameEvaluation<TrigonalPosition> = {
  game: 'trigonal',
  units: 'centipawns',
  evaluate: (position, seat) => (position.turn === seat ? 10 : -10),
};
const [, evaluation] = registerEvaluation(trigonal, myEvaluation);
const result: SearchResult = new AiPlayer(game, { evaluation }).think(game.create(), {
  onInfo: (info: SearchInfo) => void info.pv,
});
export const searched = createSearch(game, evaluationFor(game), { threads: 2, startHelpers: startNodeHelpers });
export const best: Promise<BestMove> = createNodeSearchWorker().start({ game: 'trigonal' });
export const move: number = result.move;
`;
    writeFileSync(join(project, 'example.ts'), example);
    writeFileSync(join(project, 'example-cjs.ts'), example);
    // skipLibCheck off: the shipped declarations themselves are checked too. A program on
    // Node has Node's types (the worker entry's settings name URL).
    const options = {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2022'],
      typeRoots: [join(rootDir, 'node_modules', '@types')],
      types: ['node'],
      skipLibCheck: false,
    };
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...options, module: 'NodeNext', moduleResolution: 'NodeNext' },
        files: ['example.ts'],
      }),
    );
    expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], project)).toBe('');
    // module: CommonJS resolves as Node 10 did (TypeScript's default there), reading no
    // exports map: '@trigon/ai/node' is found through typesVersions.
    writeFileSync(
      join(project, 'tsconfig.cjs.json'),
      JSON.stringify({
        compilerOptions: { ...options, module: 'CommonJS' },
        files: ['example-cjs.ts'],
      }),
    );
    expect(run(process.execPath, [tsc, '-p', 'tsconfig.cjs.json'], project)).toBe('');
  });
});
