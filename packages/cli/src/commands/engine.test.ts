import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';

// The protocol is tested on the real program, as another program would drive it.
const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** A running `trigon engine`: send lines, wait for answers. */
class Engine {
  readonly process: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiting: (() => void) | undefined;
  readonly exited: Promise<number | null>;

  constructor() {
    if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build)`);
    this.process = spawn(process.execPath, [main, 'engine']);
    createInterface({ input: this.process.stdout }).on('line', (line) => {
      this.lines.push(line);
      this.waiting?.();
    });
    this.exited = new Promise((resolve) => this.process.on('exit', (code) => resolve(code)));
  }

  send(...lines: string[]): void {
    for (const line of lines) this.process.stdin.write(line + '\n');
  }

  /** Every line up to and including the first that matches, within the time allowed. */
  async until(pattern: RegExp, ms = 20_000): Promise<string[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const at = this.lines.findIndex((line) => pattern.test(line));
      if (at >= 0) return this.lines.splice(0, at + 1);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no line matching ${pattern} within ${ms} ms; got: ${this.lines.join(' | ')}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}

const trigonal = unwrap(games.get('trigonal'));
/** The coordinate forms of the legal moves after `moves`. */
function legalAfter(moves: string[], text?: string): string[] {
  const p = text === undefined ? trigonal.create() : unwrap(trigonal.parse(text));
  for (const m of moves) p.play(unwrap(p.parseMove(m)));
  return p.legalMoves().map((m) => p.moveToCoord(m));
}

let running: Engine | undefined;
afterEach(() => {
  running?.process.kill();
  running = undefined;
});
function start(): Engine {
  running = new Engine();
  return running;
}

describe('trigon engine (the protocol, driving the real process)', () => {
  it("answers the README's session as the README shows it (timings and node counts aside)", async () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const block = /```\n(> trigon\n[\s\S]*?)```/.exec(readme)![1].trimEnd().split('\n');
    const engine = start();
    const answers: string[] = [];
    for (const line of block.filter((l) => l.startsWith('> '))) {
      const command = line.slice(2);
      if (command === 'quit') break;
      engine.send(command);
      if (command === 'trigon') answers.push(...(await engine.until(/^trigonok$/)));
      if (command === 'isready') answers.push(...(await engine.until(/^readyok$/)));
      if (command.startsWith('go')) answers.push(...(await engine.until(/^bestmove /)));
    }
    // Search figures vary with the machine and with the search: compared by their form.
    const shape = (l: string) =>
      l.replace(/ (nodes|nps|time) \d+/g, ' $1 N').replace(/ score cp -?\d+/, ' score cp N');
    const shown = block.filter((l) => l.startsWith('< ')).map((l) => l.slice(2));
    expect(answers.map(shape)).toEqual(shown.map(shape));
  });

  it('introduces itself, its options and games, and answers isready', async () => {
    const engine = start();
    engine.send('trigon');
    const hello = await engine.until(/^trigonok$/);
    expect(hello[0]).toMatch(/^id name Trigon \d+\.\d+\.\d+$/);
    expect(hello).toContain('option name Level type spin default 8 min 1 max 8');
    expect(hello).toContain(
      'option name Search type combo default brs var paranoid var brs var mcts',
    );
    expect(
      hello.some((l) => /^game trigonal seats White Black options bishop=60\|120 /.test(l)),
    ).toBe(true);
    engine.send('isready');
    expect(await engine.until(/^readyok$/)).toEqual(['readyok']);
  });

  it('searches a position given by moves to a depth: one info line per depth, then bestmove', async () => {
    const engine = start();
    engine.send('position startpos moves f4-f5 f8-f7', 'go depth 3');
    const lines = await engine.until(/^bestmove /);
    const infos = lines.filter((l) => l.startsWith('info depth'));
    expect(infos.map((l) => Number(l.split(' ')[2]))).toEqual([1, 2, 3]);
    for (const info of infos) {
      expect(info).toMatch(
        /^info depth \d+ seldepth \d+ score (cp -?\d+|mate -?\d+) nodes \d+ nps \d+ time \d+ pv \S+/,
      );
    }
    const best = lines[lines.length - 1].split(' ')[1];
    expect(legalAfter(['f4-f5', 'f8-f7'])).toContain(best);
  });

  it('reads position text, reports a mate, and answers (none) when the game is over', async () => {
    const engine = start();
    engine.send('position text k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1', 'go depth 2');
    const lines = await engine.until(/^bestmove /);
    expect(lines.some((l) => / score mate 1 /.test(l))).toBe(true);
    const mate = lines[lines.length - 1].split(' ')[1];
    engine.send(`position text k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1 moves ${mate}`, 'go depth 2');
    expect(await engine.until(/^bestmove /)).toEqual(['bestmove (none)']);
  });

  it('stops an endless search on stop, with a legal move', async () => {
    const engine = start();
    engine.send('position startpos', 'go infinite');
    await engine.until(/^info depth 3 /);
    const stopped = Date.now();
    engine.send('isready');
    await engine.until(/^readyok$/);
    engine.send('stop');
    const lines = await engine.until(/^bestmove /, 10_000);
    expect(Date.now() - stopped).toBeLessThan(10_000);
    expect(legalAfter([])).toContain(lines[lines.length - 1].split(' ')[1]);
  });

  it('answers mistakes with info string error and keeps its state', async () => {
    const engine = start();
    engine.send(
      'position startpos moves f4-f5',
      'position startpos moves f4-f6',
      'position sideways',
      'go depth x',
      'setoption name Level value 9',
      'setoption name Colour value 1',
      'game chess',
      'setoption name Search value maxn',
      'game trigonal bishop=120 bishop=60',
      'frobnicate',
    );
    const errors = await engine.until(/unknown command 'frobnicate'/);
    expect(errors).toHaveLength(9);
    expect(errors[0]).toMatch(/^info string error: position: move 1 'f4-f6': /);
    expect(errors[3]).toBe(
      "info string error: setoption: Level must be an integer from 1 to 8, not '9'",
    );
    expect(errors[5]).toMatch(/^info string error: game: unknown game 'chess'/);
    expect(errors[6]).toBe(
      "info string error: setoption: Search must be one of paranoid, brs, mcts, not 'maxn'",
    );
    expect(errors[7]).toBe('info string error: game: bishop is given more than once');
    // The position is still the one after f4-f5: Black is to move.
    engine.send('go depth 1');
    const best = (await engine.until(/^bestmove /)).pop()!.split(' ')[1];
    expect(legalAfter(['f4-f5'])).toContain(best);
  });

  it('spends from the clock of the side to move, and refuses a clock it cannot use', async () => {
    const engine = start();
    engine.send('position startpos moves f4-f5', 'go wtime 60000 btime 1000 winc 0 binc 0');
    const lines = await engine.until(/^bestmove /);
    const best = lines.pop()!.split(' ')[1];
    expect(legalAfter(['f4-f5'])).toContain(best);
    // Black had 1 s: its allocation (search/clock.ts) is a small part of it.
    const last = lines.filter((l) => l.startsWith('info depth ')).pop()!;
    expect(Number(/ time (\d+)/.exec(last)![1])).toBeLessThan(1000);
    engine.send(
      'go wtime 1000',
      'go btime -5',
      'game triangulation',
      'go wtime 1000 btime 1000',
      'game sankaku',
      'go btime 1000',
      'show',
    );
    const errors = await engine.until(/^info string turn /);
    expect(errors.filter((l) => l.startsWith('info string error:'))).toEqual([
      'info string error: go: Black is to move, the second player: give btime',
      'info string error: go: btime needs an integer from 0 to 86400000',
      'info string error: go: wtime, btime, winc, binc and movestogo are for games of two players; Triangulation has 3 here',
      // Sankaku's first player is Black: its clock is wtime.
      'info string error: go: Black is to move, the first player: give wtime',
    ]);
    // Triangulation for two is a game of two players: with Red neutral, Green's clock is wtime.
    engine.send('game triangulation players=2 neutral=red', 'go wtime 1000 btime 60000');
    const twoPlayers = await engine.until(/^bestmove /);
    expect(twoPlayers.filter((l) => l.startsWith('info string error:'))).toEqual([]);
    const spent = twoPlayers.filter((l) => l.startsWith('info depth ')).pop()!;
    expect(Number(/ time (\d+)/.exec(spent)![1])).toBeLessThan(1000);
  });

  it('runs a go sent right after a stop once the stopped search has answered', async () => {
    const engine = start();
    engine.send('position startpos', 'go infinite');
    await engine.until(/^info depth 2 /);
    engine.send('stop', 'go depth 2');
    const first = await engine.until(/^bestmove /);
    const second = await engine.until(/^bestmove /);
    expect([...first, ...second].filter((l) => l.startsWith('info string'))).toEqual([]);
    expect(second.filter((l) => l.startsWith('info depth ')).map((l) => l.split(' ')[2])).toEqual([
      '1',
      '2',
    ]);
    // A stop sent while that go waits is for it: it answers at once, and a go without a stop
    // before it is refused while a search runs.
    engine.send('go infinite');
    await engine.until(/^info depth 2 /);
    engine.send('stop', 'go infinite', 'stop');
    await engine.until(/^bestmove /);
    const stopped = (await engine.until(/^bestmove /)).pop()!.split(' ')[1];
    expect(legalAfter([])).toContain(stopped);
    engine.send('go infinite');
    await engine.until(/^info depth 1 /);
    engine.send('go depth 1', 'stop');
    const refused = await engine.until(/^bestmove /);
    expect(refused.filter((l) => l.startsWith('info string error:'))).toEqual([
      'info string error: go: a search is running (send stop first)',
    ]);
    engine.send('quit');
    expect(await engine.exited).toBe(0);
    // The end of input stops an endless search that waits behind a stopped one.
    const piped = start();
    piped.send('position startpos', 'go depth 30');
    await piped.until(/^info depth 2 /);
    piped.send('stop', 'go infinite');
    piped.process.stdin.end();
    await piped.until(/^bestmove /);
    await piped.until(/^bestmove /);
    expect(await piped.exited).toBe(0);
  });

  it('takes a level, game options and a new game, and says when a draw may be claimed', async () => {
    const engine = start();
    engine.send('setoption name Level value 1', 'game trigonal bishop=120', 'newgame', 'show');
    const shown = await engine.until(/^info string turn /);
    expect(shown[0]).toMatch(/^info string game trigonal position \S+ w KQkq - 0 1 bishop=120$/);
    engine.send('go');
    const best = (await engine.until(/^bestmove /)).pop()!.split(' ')[1];
    const p = unwrap(trigonal.parse(trigonal.create({ bishop: '120' }).toText()));
    expect(p.legalMoves().map((m) => p.moveToCoord(m))).toContain(best);
    // Knights out and back twice: the start position for the third time.
    engine.send(
      'game trigonal',
      'position startpos moves f1-e2 f11-e8 e2-f1 e8-f11 f1-e2 f11-e8 e2-f1 e8-f11',
      'go depth 1',
    );
    const lines = await engine.until(/^bestmove /);
    expect(lines[0]).toBe('info string drawclaim threefold repetition');
  });

  it('searches a game of three players with the search the Search option names', async () => {
    const engine = start();
    const nodesAtDepth3 = async (search: string) => {
      engine.send(`setoption name Search value ${search}`, 'go depth 3');
      const lines = await engine.until(/^bestmove /);
      const best = lines.pop()!.split(' ')[1];
      const position = unwrap(games.get('triangulation')).create();
      expect(position.legalMoves().map((m) => position.moveToCoord(m))).toContain(best);
      const last = lines.filter((l) => l.startsWith('info depth 3 ')).pop()!;
      return Number(/ nodes (\d+)/.exec(last)![1]);
    };
    engine.send('game triangulation');
    const paranoid = await nodesAtDepth3('paranoid');
    const brs = await nodesAtDepth3('BRS');
    // The same depth, another tree: best-reply search lets one opponent per round branch.
    expect(brs).not.toBe(paranoid);
    expect(await nodesAtDepth3('paranoid')).toBe(paranoid);
    // Monte Carlo tree search under a node budget: a legal move, the budget's nodes exactly.
    engine.send('setoption name Search value mcts', 'go nodes 2000');
    const lines = await engine.until(/^bestmove /);
    const best = lines.pop()!.split(' ')[1];
    const position = unwrap(games.get('triangulation')).create();
    expect(position.legalMoves().map((m) => position.moveToCoord(m))).toContain(best);
    expect(lines.filter((l) => l.startsWith('info ')).pop()).toMatch(/ nodes 2000 /);
  });

  it('plays from the opening book once OwnBook is set, and searches again without it', async () => {
    const engine = start();
    engine.send('trigon');
    expect(await engine.until(/^trigonok$/)).toContain(
      'option name OwnBook type check default false',
    );
    engine.send('setoption name OwnBook value maybe');
    expect(await engine.until(/^info string error/)).toEqual([
      "info string error: setoption: OwnBook must be true or false, not 'maybe'",
    ]);
    engine.send('position startpos', 'setoption name OwnBook value true', 'go nodes 3000');
    const booked = await engine.until(/^bestmove /);
    // Nothing is searched: no info per depth, the book's line, then its move.
    expect(booked).toHaveLength(2);
    const move = booked[1].split(' ')[1];
    expect(booked[0]).toMatch(new RegExp(`^info string book move ${move} score cp -?\\d+$`));
    expect(legalAfter([])).toContain(move);
    engine.send('setoption name OwnBook value false', 'go nodes 3000');
    const searched = await engine.until(/^bestmove /);
    expect(searched.some((l) => l.startsWith('info depth 1 '))).toBe(true);
    expect(searched.some((l) => l.startsWith('info string book'))).toBe(false);
  });

  it('searches with the threads the Threads option sets, which rest once it answers', async () => {
    const engine = start();
    engine.send('trigon');
    expect(await engine.until(/^trigonok$/)).toContain(
      'option name Threads type spin default 1 min 1 max 64',
    );
    engine.send('setoption name Threads value 0');
    expect(await engine.until(/^info string error/)).toEqual([
      "info string error: setoption: Threads must be an integer from 1 to 64, not '0'",
    ]);
    engine.send(
      'setoption name Threads value 3',
      'position startpos moves f4-f5',
      'go movetime 300',
    );
    expect(legalAfter(['f4-f5'])).toContain(
      (await engine.until(/^bestmove /)).pop()!.split(' ')[1],
    );
    // The helper threads start with the first search; give them time to be ready for the next.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    engine.send('go infinite');
    await engine.until(/^info depth 6 /);
    engine.send('stop');
    expect(legalAfter(['f4-f5'])).toContain(
      (await engine.until(/^bestmove /)).pop()!.split(' ')[1],
    );
    // Its threads stopped with the search: the process uses (almost) no processor time now,
    // where three searching threads would use three seconds a second.
    const cpuMs = () => {
      const fields = readFileSync(`/proc/${engine.process.pid}/stat`, 'utf8')
        .split(') ')[1]
        .split(' ');
      // utime and stime (fields 14 and 15 of the whole line) in clock ticks of 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const before = cpuMs();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(cpuMs() - before).toBeLessThan(250);
  });

  it('ends on quit, a running search answering first with its best move, and at the end of its input', async () => {
    const engine = start();
    engine.send('position startpos', 'go infinite');
    await engine.until(/^info depth 2 /);
    engine.send('quit');
    const answer = await engine.until(/^bestmove /);
    expect(answer.filter((line) => line.startsWith('info string'))).toEqual([]);
    expect(legalAfter([])).toContain(answer.at(-1)!.slice('bestmove '.length));
    expect(await engine.exited).toBe(0);
    // On two threads too, and while the helpers start (a search that has not begun yet).
    const threaded = start();
    threaded.send(
      'setoption name Threads value 2',
      'position startpos',
      'go movetime 60000',
      'quit',
    );
    const early = await threaded.until(/^bestmove /);
    expect(early.filter((line) => line.startsWith('info string'))).toEqual([]);
    expect(legalAfter([])).toContain(early.at(-1)!.slice('bestmove '.length));
    expect(await threaded.exited).toBe(0);
    const piped = start();
    piped.send('go depth 2');
    piped.process.stdin.end();
    expect((await piped.until(/^bestmove /)).length).toBeGreaterThan(0);
    expect(await piped.exited).toBe(0);
  });
});
