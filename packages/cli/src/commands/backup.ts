import { printable, parseArgs, positionals, UsageError } from '../args.js';
import type { Command } from '../command.js';
import { loadServer } from './server-package.js';

/** What `trigon backup` uses of @trigon/server (packages/server/src/store/backup.ts). */
interface ServerModule {
  backupSqlite(
    dataDir: string,
    to: string,
  ): Promise<{ file: string; games: number; accounts: number; bytes: number }>;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export const backupCommand: Command = {
  name: 'backup',
  summary: "copy the server's SQLite store to a file, safely while servers run",
  usage: `trigon backup --to FILE [--data DIR]

Copies the game server's SQLite store in DIR (default ./data, or DATA_DIR) to FILE, a new file,
while servers may be running and writing it: SQLite's online backup copies one moment of the
store, where copying the file would miss what is still in its write-ahead log. The copy is
checked (SQLite's integrity check) before it takes FILE's name, so FILE is a whole store or
nothing; an existing FILE is never overwritten. Prints one line: "Backed up N games and M
accounts to FILE (S KB)". To restore, stop the servers and put the copy in the data folder as
trigon.sqlite (packages/server/README.md, "Backups"). A PostgreSQL database (DATABASE_URL) is
backed up with pg_dump instead. Needs the @trigon/server package (in this repository it is
installed).`,
  async run(args, io) {
    const parsed = parseArgs(args, { to: 'string', data: 'string' });
    positionals(parsed, []);
    const to = parsed.strings.get('to')?.[0];
    if (to === undefined || to === '') throw new UsageError('backup needs --to FILE, the new file');
    if (io.env.DATABASE_URL)
      throw new UsageError(
        'DATABASE_URL is set: the server keeps its games in PostgreSQL, which pg_dump backs up (packages/server/README.md, Backups); unset it to back up a SQLite store',
      );
    const dataDir = parsed.strings.get('data')?.[0] ?? (io.env.DATA_DIR || 'data');
    const server = await loadServer<ServerModule>('backup');
    let report: Awaited<ReturnType<ServerModule['backupSqlite']>>;
    try {
      report = await server.backupSqlite(dataDir, to);
    } catch (error) {
      io.stderr.write(`trigon: ${printable((error as Error).message)} [backup]\n`);
      return 1;
    }
    const size = Math.max(1, Math.round(report.bytes / 1024));
    io.stdout.write(
      `Backed up ${plural(report.games, 'game')} and ${plural(report.accounts, 'account')} to ${printable(report.file)} (${size} KB)\n`,
    );
    return 0;
  },
};
