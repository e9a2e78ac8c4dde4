export { buildApp, type AppOptions } from './app.js';
export { GameService, hashToken, newToken } from './game/service.js';
export type { Answer, Client } from './game/service.js';
export { GameState } from './game/state.js';
export { LocalBus, RedisBus, type Bus, type BusMessage } from './game/bus.js';
export type * from './store/types.js';
export { SqliteStore } from './store/sqlite.js';
export { PostgresStore } from './store/postgres.js';
export { openStore } from './store/open.js';
export { backupSqlite, type BackupReport } from './store/backup.js';
export {
  serve,
  parsePort,
  parseCount,
  operatorSettings,
  type ServeSettings,
  type RunningServer,
} from './serve.js';
