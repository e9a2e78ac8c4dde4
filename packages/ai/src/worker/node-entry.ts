import { parentPort } from 'node:worker_threads';
import type { ToWorker } from './messages.js';
import { startNodeHelpers } from '../search/helpers-node.js';
import { serveSearch } from './serve.js';

// The script of a Node search worker thread (see node.ts).
if (parentPort !== null) {
  const port = parentPort;
  const handle = serveSearch((message) => port.postMessage(message), startNodeHelpers);
  port.on('message', (message: ToWorker) => handle(message));
}
