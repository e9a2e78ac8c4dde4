// @ts-check
/**
 * The SQLite store's writer, in a worker thread of its own: it commits each batch of events
 * (one transaction, synchronous=FULL) while the server's event loop goes on with the next
 * moves, instead of waiting a disk flush (1 to 10 ms here) for every batch.
 *
 * Plain JavaScript, checked by TypeScript (checkJs), because a worker thread loads a file as it
 * is, and the tests run the sources without compiling them.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {import('./sqlite.js').WriterBatch} WriterBatch */
/** @typedef {import('./sqlite.js').WriterReply} WriterReply */

const port = parentPort;
if (!port) throw new Error('sqlite-writer.js runs as a worker thread');

const db = new Database(/** @type {string} */ (workerData.file));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const insertEvent = db.prepare(
  'INSERT OR IGNORE INTO events (game_id, seq, at, data) VALUES (?, ?, ?, ?)',
);
const updateStatus = db.prepare('UPDATE games SET status = ?, open_seats = ? WHERE id = ?');
const insertGame = db.prepare(
  "INSERT INTO games (id, data, created_at, public, status, open_seats) VALUES (?, ?, ?, ?, 'waiting', ?)",
);

/** Stores the batch in one transaction; an event whose number is taken changes nothing. */
const commit = db.transaction(
  /** @param {WriterBatch} batch */
  (batch) =>
    batch.map((entry) => {
      if (entry.kind === 'game') {
        insertGame.run(entry.id, entry.data, entry.createdAt, entry.public, entry.openSeats);
        return true;
      }
      const { id, seq, at, data, status, openSeats } = entry;
      if (insertEvent.run(id, seq, at, data).changes === 0) return false;
      updateStatus.run(status, openSeats, id);
      return true;
    }),
);

port.on('message', (/** @type {WriterBatch | 'close'} */ message) => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  /** @type {WriterReply} */
  let reply;
  try {
    reply = commit(message);
  } catch {
    // One bad entry fails the whole transaction: each then goes alone, so only it fails.
    reply = message.map((entry) => {
      try {
        return commit([entry])[0];
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    });
  }
  port.postMessage(reply);
});
