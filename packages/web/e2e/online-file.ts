/**
 * What most online end-to-end files share: one browser and one game server for the file, the
 * server started before its tests and both closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { sharedBrowser } from './browser.js';
import { startGameServer, type GameServer } from './online-server.js';

export interface OnlineFile {
  readonly browser: ReturnType<typeof sharedBrowser>;
  /** The file's game server (from its first test on). */
  readonly server: GameServer;
}

/** `env`: the server's variables (packages/server/README.md), as startGameServer takes them. */
export function onlineFile(env: Record<string, string> = {}): OnlineFile {
  const browser = sharedBrowser();
  let server: GameServer | undefined;
  beforeAll(async () => {
    server = await startGameServer(env);
  });
  afterAll(async () => {
    await browser.close();
    server?.stop();
  });
  return {
    browser,
    get server() {
      if (!server)
        throw new Error('the game server starts before the tests, not while the file loads');
      return server;
    },
  };
}
