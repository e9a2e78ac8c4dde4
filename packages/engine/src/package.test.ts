import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The package as others get it: `npm pack`, installed from the tarball into a fresh project
 * outside the workspace, used from Node, type-checked, and bundled for the browser with Vite.
 * A file missing from the tarball, a wrong `exports` entry or a source map pointing at sources
 * that are not shipped fails here, not for the first user.
 */

const engineDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = join(engineDir, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');

let work: string;
let project: string;
let tarball: string;
/** Paths inside the tarball, without its leading `package/`. */
let files: Set<string>;
let unpacked: string;

/** Runs a program; a failure carries what it printed, so the test says why. */
function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
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

beforeAll(() => {
  // The build the tarball is made of (nothing to do when it is up to date).
  run(process.execPath, [tsc, '-b', join(engineDir, 'tsconfig.build.json')], rootDir);
  work = mkdtempSync(join(tmpdir(), 'trigon-engine-pack-'));
  const packed = JSON.parse(
    run(npm, ['pack', '--json', '--pack-destination', work], engineDir),
  ) as { filename: string }[];
  tarball = join(work, packed[0].filename);
  unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', tarball, '-C', unpacked], work);
  files = new Set(walk(join(unpacked, 'package')));

  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'uses-trigon-engine', private: true, type: 'module' }),
  );
  // The engine has no dependencies, so the install needs no registry.
  run(
    npm,
    ['install', tarball, '--offline', '--no-audit', '--no-fund', '--no-package-lock'],
    project,
  );
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed @trigon/engine', () => {
  it('holds its build, its sources and its README, and no tests', () => {
    expect(files.has('package.json')).toBe(true);
    expect(files.has('README.md')).toBe(true);
    expect(files.has('dist/index.js')).toBe(true);
    expect(files.has('src/index.ts')).toBe(true);
    expect([...files].filter((f) => /\.test\./.test(f))).toEqual([]);
    expect([...files].filter((f) => f.endsWith('.tsbuildinfo'))).toEqual([]);
  });

  it('ships the MIT licence, the repository’s own text, as the licence asks of every copy', () => {
    expect(files.has('LICENSE')).toBe(true);
    expect(readFileSync(join(unpacked, 'package', 'LICENSE'), 'utf8')).toBe(
      readFileSync(join(rootDir, 'LICENSE'), 'utf8'),
    );
  });

  it('has a file for every exports entry', () => {
    const manifest = JSON.parse(
      readFileSync(join(unpacked, 'package', 'package.json'), 'utf8'),
    ) as {
      exports: Record<string, string | Record<string, string>>;
    };
    // A pattern entry (`./games/*`) stands for every game folder the package ships.
    const folders = [...files]
      .map((f) => /^dist\/games\/([\w-]+)\/index\.js$/.exec(f)?.[1])
      .filter((folder) => folder !== undefined);
    expect(folders.sort()).toEqual([
      'chess',
      'sankaku',
      'triangular-chess',
      'triangulate',
      'triangulation',
      'trigonal',
    ]);
    const targets = Object.values(manifest.exports)
      .flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)))
      .flatMap((target) =>
        target.includes('*') ? folders.map((folder) => target.replace('*', folder)) : [target],
      );
    expect(targets.length).toBeGreaterThan(10);
    const missing = targets.filter((target) => !files.has(inPackage('package.json', target)));
    expect(missing).toEqual([]);
  });

  it('has no source map, and no map comment, that points at a file outside the tarball', () => {
    const problems: string[] = [];
    let maps = 0;
    for (const file of files) {
      const text = readFileSync(join(unpacked, 'package', file), 'utf8');
      if (file.endsWith('.js') || file.endsWith('.d.ts')) {
        const comment = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text);
        if (comment && !files.has(inPackage(file, comment[1])))
          problems.push(`${file}: sourceMappingURL ${comment[1]}`);
      }
      if (file.endsWith('.map')) {
        maps++;
        const map = JSON.parse(text) as { sources: string[]; sourceRoot?: string };
        for (const source of map.sources) {
          const path = inPackage(file, join(map.sourceRoot ?? '', source));
          if (!files.has(path)) problems.push(`${file}: source ${source}`);
        }
      }
    }
    expect(maps).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('runs in Node from the main entry and a game entry', () => {
    writeFileSync(
      join(project, 'example.mjs'),
      `import { games, perft, unwrap, EngineError } from '@trigon/engine';
import { trigonal, moveFrom, moveTo } from '@trigon/engine/games/trigonal';
import { triChess } from '@trigon/engine/games/triangular-chess';
import { moveKind } from '@trigon/engine/games/chess';

const fromRegistry = unwrap(games.get('trigonal'));
const move = unwrap(trigonal.create().parseMove('Nf1-e2'));
let code;
try { trigonal.create({ nonsense: 'x' }); } catch (error) { code = error instanceof EngineError && error.code; }
console.log(JSON.stringify({
  main: perft(fromRegistry.create(), 2),
  subpath: perft(trigonal.create(), 2),
  same: fromRegistry === trigonal,
  move: [trigonal.topology.name(moveFrom(move)), trigonal.topology.name(moveTo(move)), moveKind(move)],
  dekle: triChess.create().legalMoves().length,
  code,
  ids: games.ids(),
}));
`,
    );
    const out = JSON.parse(run(process.execPath, ['example.mjs'], project));
    expect(out).toEqual({
      main: 224,
      subpath: 224,
      same: true,
      move: ['f1', 'e2', 0],
      dekle: 28,
      code: 'bad-option',
      ids: ['triangulation', 'triangular-chess', 'tri-chess', 'trigonal', 'sankaku', 'triangulate'],
    });
  });

  it('is loaded by a CommonJS program with require, as Node 20.19 and later load ES modules', () => {
    writeFileSync(
      join(project, 'example.cjs'),
      `const { games, perft, unwrap } = require('@trigon/engine');
const { sankaku } = require('@trigon/engine/games/sankaku');
console.log(JSON.stringify({
  trigonal: perft(unwrap(games.get('trigonal')).create(), 2),
  sankaku: perft(sankaku.create(), 1),
}));
`,
    );
    const out = JSON.parse(run(process.execPath, ['example.cjs'], project));
    expect(out).toEqual({ trigonal: 224, sankaku: 46 });
  });

  it('type-checks a TypeScript user against the shipped declarations', () => {
    writeFileSync(
      join(project, 'example.ts'),
      `import { perft, type GameDefinition, type Result } from '@trigon/engine';
import { trigonal, type TrigonalPosition } from '@trigon/engine/games/trigonal';

const game: GameDefinition<TrigonalPosition> = trigonal;
const position: TrigonalPosition = game.create();
const read: Result<TrigonalPosition> = game.parse(position.toText());
export const nodes: number = perft(position, 1) + (read.ok ? 0 : 1);
`,
    );
    // skipLibCheck off: the shipped declarations themselves are checked too.
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          types: [],
          skipLibCheck: false,
        },
        files: ['example.ts'],
      }),
    );
    expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], project)).toBe('');
  });

  it('type-checks a CommonJS TypeScript user, whose module resolution reads no exports map', () => {
    // module: commonjs resolves as Node 10 did (TypeScript's default for it): no `exports`, so
    // the game entries' declarations are found through `typesVersions`.
    writeFileSync(
      join(project, 'example-cjs.ts'),
      `import { perft, unwrap, games } from '@trigon/engine';
import { trigonal, type TrigonalPosition } from '@trigon/engine/games/trigonal';
import { PASS } from '@trigon/engine/games/triangulate';

const position: TrigonalPosition = trigonal.create();
export const nodes: number = perft(position, 1) + PASS + unwrap(games.get('sankaku')).players.length;
`,
    );
    writeFileSync(
      join(project, 'tsconfig.cjs.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022'],
          module: 'CommonJS',
          types: [],
          skipLibCheck: false,
        },
        files: ['example-cjs.ts'],
      }),
    );
    expect(run(process.execPath, [tsc, '-p', 'tsconfig.cjs.json'], project)).toBe('');
  });

  it('bundles for the browser with Vite, and the bundle plays', async () => {
    writeFileSync(
      join(project, 'main.js'),
      `import { games, perft, unwrap } from '@trigon/engine';
import { sankaku } from '@trigon/engine/games/sankaku';
export const result = {
  trigonal: perft(unwrap(games.get('trigonal')).create(), 2),
  sankaku: perft(sankaku.create(), 1),
};
`,
    );
    const { build } = await import('vite');
    await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: join(project, 'bundle'),
        emptyOutDir: true,
        target: 'es2022',
        lib: { entry: join(project, 'main.js'), formats: ['es'], fileName: 'main' },
      },
    });
    const bundle = join(project, 'bundle', 'main.js');
    expect(existsSync(bundle)).toBe(true);
    const code = readFileSync(bundle, 'utf8');
    // Nothing of Node in it, and the engine itself inside rather than imported.
    expect(code).not.toMatch(/from\s*["'](node:|@trigon\/)/);
    const { result } = (await import(pathToFileURL(bundle).href)) as {
      result: { trigonal: number; sankaku: number };
    };
    expect(result).toEqual({ trigonal: 224, sankaku: 46 });
  }, 60_000);
});
