/** The speed classes a game is rated in: one declaration, in the protocol (web and server). */
import type { SpeedClassName } from '@trigon/protocol';

export { speedClass } from '@trigon/protocol';
export type SpeedClass = SpeedClassName;
