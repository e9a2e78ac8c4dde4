/**
 * What clients send: the WebSocket messages and the bodies of the HTTP API, as zod schemas
 * (the server checks every message with them) and the types they give.
 */
import { z } from 'zod';
import { SPEED_CLASSES } from './players.js';

/** The most bytes a WebSocket message may have; the server refuses longer ones. */
export const MAX_MESSAGE_BYTES = 2048;

const gameId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'a game id is 1-32 letters, digits, _ or -');
/** The form of a seat token: a link whose token has another is mistyped or cut short. */
export const SEAT_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

const token = z.string().regex(SEAT_TOKEN, 'a seat token is 16-64 url-safe characters');

/** The most characters a player's name keeps. */
export const MAX_NAME_LENGTH = 40;

/**
 * Characters that show nothing: controls, Unicode's default-ignorable code points (zero-width
 * spaces, word joiners, direction marks, overrides and isolates, invisible operators, soft
 * hyphens, Hangul fillers, tag characters…) and the braille blank, which looks like a space.
 * Kept are the few that shape what stands beside them: the zero-width joiner and non-joiner
 * (emoji sequences, Persian and Indic words) and combining ones such as variation selectors (❤️).
 */
const HIDDEN = /(?![\u200C\u200D\p{M}])[\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * The most combining marks kept on one character. Real text stacks few (Vietnamese two, Hebrew
 * with points three, a Tibetan stack or a keycap emoji no more than four); "zalgo" text stacks
 * dozens, drawn far above and below its line over the lines and the page around it.
 */
const MAX_MARKS = 4;
const STACKED = new RegExp(`(\\p{M}{${MAX_MARKS}})\\p{M}+`, 'gu');

/** Something to see: a character other than white space, joiners and marks, which show only on one. */
const SHOWS = /[^\s\p{M}\u200C\u200D]/u;

/**
 * A line of text as the others see it (a name, a chat message): Unicode NFC, without characters
 * that show nothing (HIDDEN), at most MAX_MARKS combining marks on a character, runs of white
 * space (line breaks too) as one space, trimmed. Two names that read the same are the same
 * name, so a hello that repeats it changes nothing; a chat message cannot break lines or turn
 * the text around it.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(HIDDEN, '')
    .replace(STACKED, '$1')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Whether a normalised name or line has something to see, not only joiners or marks. */
const shows = (text: string) => SHOWS.test(text);

const name = z
  .string()
  .max(4 * MAX_NAME_LENGTH)
  .transform(normalizeName)
  .pipe(z.string().refine(shows, 'a name needs a letter').max(MAX_NAME_LENGTH));

/** The most characters a chat message keeps (after `normalizeName`), as on lichess. */
export const MAX_CHAT_LENGTH = 140;

const chatText = z
  .string()
  .max(4 * MAX_CHAT_LENGTH, `a chat message has at most ${MAX_CHAT_LENGTH} characters`)
  .transform(normalizeName)
  .pipe(
    z
      .string()
      .refine(shows, 'a chat message needs some text')
      .max(MAX_CHAT_LENGTH, `a chat message has at most ${MAX_CHAT_LENGTH} characters`),
  );

/**
 * The two chats of a game: the players' (seated connections read and write it) and the
 * spectators' (connections without a seat), kept apart so that nobody watching can help a player.
 */
export const chatChannels = ['players', 'spectators'] as const;
export type ChatChannel = (typeof chatChannels)[number];

// Strict, as the bodies that carry it: a key it does not have is a typo to refuse, not to drop.
export const clockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('realtime'),
    /** Each seat's starting time. */
    initialMs: z
      .number()
      .int()
      .min(1_000)
      .max(24 * 3_600_000),
    /** Added after each move ('increment'), or the time each move may take for free ('delay'). */
    bonusMs: z.number().int().min(0).max(3_600_000),
    mode: z.enum(['increment', 'delay']),
  }),
  z.strictObject({
    kind: z.literal('correspondence'),
    daysPerMove: z.number().int().min(1).max(30),
  }),
]);

/** How a game is timed. */
export type ClockSpec = z.infer<typeof clockSchema>;

/** The lowest and highest rating a seek may name (Glicko-2 ratings stay well inside). */
export const RATING_FLOOR = 0;
export const RATING_CEILING = 4000;

const ratingBound = (which: string) =>
  z
    .number(`${which} is a number`)
    .int(`${which} is a whole number`)
    .min(RATING_FLOOR, `${which} is at least ${RATING_FLOOR}`)
    .max(RATING_CEILING, `${which} is at most ${RATING_CEILING}`);

/** The ratings a seek takes, both ends included. */
export const ratingRangeSchema = z
  .strictObject({ min: ratingBound('min'), max: ratingBound('max') })
  .refine((range) => range.min <= range.max, {
    message: 'the rating range runs from min up to max: min is at most max',
  });

export type RatingRange = z.infer<typeof ratingRangeSchema>;

/**
 * `POST /api/games`. Strict: a key it does not have is refused, naming it (`{"Public": true}`
 * would otherwise create a private game without a word).
 */
export const createGameSchema = z.strictObject({
  /** The engine's id of the game's rules. */
  game: z.string().min(1).max(40),
  options: z.record(z.string().max(40), z.string().max(40)).default({}),
  clock: clockSchema.default({ kind: 'none' }),
  /**
   * The creator's seat, or 'random': one of the playing seats, drawn by the server. Without it,
   * the first playing seat (not seat 0 when that is a neutral army nobody plays).
   */
  seat: z
    .union([z.number().int().min(0).max(15), z.literal('random')], {
      error: "a seat number (0 to 15) or 'random'",
    })
    .optional(),
  /** Listed in the lobby, its other seats open to anyone; otherwise seats go by invitation. */
  public: z.boolean().default(false),
  /** Changes the players' ratings: only a signed-in creator, public, every seat an account. */
  rated: z.boolean().default(false),
  /** A rated game's seek: only players rated within it (in its game and speed class) may join. */
  ratingRange: ratingRangeSchema.optional(),
});

/** The request as the server reads it, defaults filled in. */
export type CreateGameRequest = z.infer<typeof createGameSchema>;
/** The body a client sends, defaults left out. */
export type CreateGameBody = z.input<typeof createGameSchema>;

/** `POST /api/games/:id/join`: an open seat of a public game, that one or any; nothing else. */
export const joinGameSchema = z.strictObject({
  seat: z.number().int().min(0).max(15).optional(),
});

export type JoinGameBody = z.input<typeof joinGameSchema>;

/** `POST /api/games/:id/invitation`: the seat an invitation link's token holds, for the account. */
export const takeInvitationSchema = z.strictObject({ token });

export type TakeInvitationBody = z.input<typeof takeInvitationSchema>;

/** The most games `GET /api/games` lists at once. */
export const MAX_LOBBY_GAMES = 100;

/** A whole number in a query string: digits only (no sign, no blank, no exponent). */
const queryInteger = (which: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${which} is a whole number`)
    .transform(Number)
    .pipe(
      z.number().min(min, `${which} is at least ${min}`).max(max, `${which} is at most ${max}`),
    );

/**
 * `GET /api/games?limit=N&game=<id>&speed=<class>&rated=true|false&min=R&max=R`: how many open
 * games to list (1-100, 50 by default), and which: of one game, of one speed class, rated or
 * casual, and with a seeker rated from `min` to `max` (an anonymous seeker has no rating and
 * passes no rating filter; an account not yet rated there counts as 1500). Nothing else.
 */
export const lobbyQuerySchema = z
  .strictObject({
    limit: queryInteger('limit', 1, MAX_LOBBY_GAMES).default(50),
    game: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'game is a game id: 1-40 lower-case letters, digits or -')
      .optional(),
    speed: z.enum(SPEED_CLASSES, `speed is one of ${SPEED_CLASSES.join(', ')}`).optional(),
    rated: z
      .enum(['true', 'false'], 'rated is true or false')
      .transform((text) => text === 'true')
      .optional(),
    min: queryInteger('min', RATING_FLOOR, RATING_CEILING).optional(),
    max: queryInteger('max', RATING_FLOOR, RATING_CEILING).optional(),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: 'min is at most max',
  });

export type LobbyQuery = z.infer<typeof lobbyQuerySchema>;

/** `GET /api/rated/repeats?since=<ms>`: from when (ms since 1970); absent, the last 24 hours. */
export const repeatsQuerySchema = z.strictObject({
  since: z
    .string()
    .regex(/^\d{1,16}$/, 'since is a time in ms since 1970: a whole number')
    .transform(Number)
    .optional(),
});

/** The `:id` of `/api/games/:id…`. */
export const gameParamsSchema = z.object({ id: gameId });

export const clientMessageSchema = z.discriminatedUnion('t', [
  /** First message: which game, as whom, and the last event number the client already has. */
  z.object({
    t: z.literal('hello'),
    game: gameId,
    token: token.optional(),
    since: z.number().int().min(0).default(0),
    /** The seat's name (null: none, so that the seat shows as its colour), or a spectator's. */
    name: name.nullable().optional(),
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
  /**
   * A takeback: `offer` asks to take back the asker's last move and every move since;
   * the others `accept` or `decline` it; its asker may `cancel` it.
   */
  z.object({
    t: z.literal('takeback'),
    act: z.enum(['offer', 'accept', 'decline', 'cancel']),
    ref: z.number().int().optional(),
  }),
  z.object({ t: z.literal('resign'), ref: z.number().int().optional() }),
  /**
   * Calls the game off, nobody winning or losing, as on lichess: before the start, a seated
   * player cancels it; in play, a player still in it aborts it until every player has moved.
   */
  z.object({ t: z.literal('abort'), ref: z.number().int().optional() }),
  /** A line in the game's chat, into the channel of the sender's kind (players, spectators). */
  z.object({
    t: z.literal('chat'),
    channel: z.enum(chatChannels),
    text: chatText,
    ref: z.number().int().optional(),
  }),
  /**
   * A player still connected ends the game an opponent has stayed away from for the server's
   * claim time: a win (among three, the one away leaves and the other two play on) or a draw.
   * `seat` names the player away the claim is against (among three, two may be away at once);
   * without it, the one away the longest.
   */
  z.object({
    t: z.literal('claim'),
    act: z.enum(['win', 'draw']),
    seat: z.number().int().min(0).optional(),
    ref: z.number().int().optional(),
  }),
  /**
   * Once the game is over: ask for a rematch (`offer`, the default; the last player to ask
   * starts it), say no to the others' request (`decline`), or take back one's own (`cancel`).
   */
  z.object({
    t: z.literal('rematch'),
    act: z.enum(['offer', 'decline', 'cancel']).optional(),
    ref: z.number().int().optional(),
  }),
  z.object({ t: z.literal('ping'), ref: z.number().int().optional() }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** The messages that act in a game, which only a seat's holder may send after its hello. */
export type Command = Exclude<ClientMessage, { t: 'hello' | 'ping' | 'chat' }>;

/** A chat message as sent. */
export type ChatMessage = Extract<ClientMessage, { t: 'chat' }>;

/**
 * Reads one client message: JSON, then the schema; otherwise a message saying what is wrong,
 * with the message's `ref` when it had a usable one, so that the client knows which it was.
 */
export function readClientMessage(
  text: string,
): { ok: true; value: ClientMessage } | { ok: false; error: string; ref: number | null } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the message is not JSON', ref: null };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` at '${issue.path.join('.')}'` : '';
  return { ok: false, error: `malformed message${where}: ${issue.message}`, ref: refOf(json) };
}

/** The `ref` of a message that failed its schema, if it is an integer. */
function refOf(json: unknown): number | null {
  if (typeof json !== 'object' || json === null || !('ref' in json)) return null;
  const ref = (json as { ref: unknown }).ref;
  return Number.isSafeInteger(ref) ? (ref as number) : null;
}
