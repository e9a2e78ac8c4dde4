/** The messages of the WebSocket protocol and the bodies of the HTTP API, checked with zod. */
import { z } from 'zod';

export const MAX_MESSAGE_BYTES = 2048;

const gameId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'a game id is 1-32 letters, digits, _ or -');
const token = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'a seat token is 16-64 url-safe characters');
const name = z.string().trim().min(1).max(40);

export const clockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('realtime'),
    initialMs: z
      .number()
      .int()
      .min(1_000)
      .max(24 * 3_600_000),
    bonusMs: z.number().int().min(0).max(3_600_000),
    mode: z.enum(['increment', 'delay']),
  }),
  z.object({ kind: z.literal('correspondence'), daysPerMove: z.number().int().min(1).max(30) }),
]);

export const createGameSchema = z.object({
  game: z.string().min(1).max(40),
  options: z.record(z.string().max(40), z.string().max(40)).default({}),
  clock: clockSchema.default({ kind: 'none' }),
  /** The creator's seat, or 'random': one of the playing seats, drawn by the server. */
  seat: z.union([z.number().int().min(0).max(15), z.literal('random')]).default(0),
  /** Listed in the lobby, its other seats open to anyone; otherwise seats go by invitation. */
  public: z.boolean().default(false),
});

export const joinGameSchema = z.object({ seat: z.number().int().min(0).max(15).optional() });

export const clientMessageSchema = z.discriminatedUnion('t', [
  /** First message: which game, as whom, and the last event number the client already has. */
  z.object({
    t: z.literal('hello'),
    game: gameId,
    token: token.optional(),
    since: z.number().int().min(0).default(0),
    name: name.optional(),
  }),
  /** A move in coordinate form or the game's notation; `ref` comes back in the ack or error. */
  z.object({
    t: z.literal('move'),
    move: z.string().min(1).max(40),
    ref: z.number().int().optional(),
  }),
  z.object({
    t: z.literal('draw'),
    act: z.enum(['offer', 'accept', 'decline', 'claim']),
    ref: z.number().int().optional(),
  }),
  z.object({ t: z.literal('resign'), ref: z.number().int().optional() }),
  z.object({ t: z.literal('rematch'), ref: z.number().int().optional() }),
  z.object({ t: z.literal('ping'), ref: z.number().int().optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type CreateGameRequest = z.infer<typeof createGameSchema>;

/** Reads one client message: JSON, then the schema; a message saying what is wrong otherwise. */
export function readClientMessage(
  text: string,
): { ok: true; value: ClientMessage } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the message is not JSON' };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` at '${issue.path.join('.')}'` : '';
  return { ok: false, error: `malformed message${where}: ${issue.message}` };
}
