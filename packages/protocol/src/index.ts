/**
 * The online protocol of Trigon, one declaration for the server and the web app: what clients
 * send (zod schemas), what the server sends, the events of a game, the server's error codes,
 * and the replay of a game's events.
 */
export * from './messages.js';
export type * from './events.js';
export { REMATCH_EVENTS } from './events.js';
export type * from './answers.js';
export { SERVER_ERRORS, type ServerErrorCode } from './errors.js';
export * from './replay.js';
export * from './accounts.js';
export * from './players.js';
export * from './speed.js';
export * from './absence.js';
export * from './offer-limits.js';
export type * from './repeats.js';
