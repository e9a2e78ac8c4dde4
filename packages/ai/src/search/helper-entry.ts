import { parentPort, workerData } from 'node:worker_threads';
import type { HelperData } from './helper-pool.js';
import { serveHelper } from './helper-serve.js';

// The script of a helper thread on Node (helpers-node.ts).
if (parentPort !== null) parentPort.on('message', serveHelper(workerData as HelperData));
