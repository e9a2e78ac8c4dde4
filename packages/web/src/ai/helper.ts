/**
 * The script of a helper thread of the search worker (its searches with `threads` above 1):
 * the AI's own helper loop on the worker's global scope. Vite bundles it as a separate file.
 */
import { serveWebHelper, type WebHelperScope } from '@trigon/ai';

serveWebHelper(globalThis as unknown as WebHelperScope);
