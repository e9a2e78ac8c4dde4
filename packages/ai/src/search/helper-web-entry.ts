import { serveWebHelper, type WebHelperScope } from './helpers-web.js';

// The script of a helper thread on a browser Web Worker (helpers-web.ts): its scope is `self`.
serveWebHelper(globalThis as unknown as WebHelperScope);
