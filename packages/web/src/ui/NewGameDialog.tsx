import { useState } from 'preact/hooks';
import { games, playingSeats, ruleChanges, type GameOptions } from '@trigon/engine';
import { GameSession } from '../game/session.js';
import { LOCAL_CLOCKS } from '../game/clock.js';
import { DEFAULT_LEVEL, type AiSeat, type Mode, type PlayRoute } from '../app/route.js';
import { SessionEndedError, useMe } from '../account/session.js';
import { FormLink } from '../account/FormLink.js';
import { Modal } from './Modal.js';
import { focusBoardNext } from '../app/boardFocus.js';
import { AI_LEVELS, levelName } from './levels.js';
import {
  OnlineChoices,
  startOnline,
  DEFAULT_ONLINE,
  type OnlineSettings,
} from '../online/NewOnlineGame.js';

export interface NewGameChoice {
  readonly game: string;
  readonly mode: Mode | 'online';
  readonly level: number;
  readonly seat: number;
  readonly options: GameOptions;
  /** The seats the AI plays and their levels, when not every seat but `seat`. */
  readonly ai?: readonly AiSeat[];
}

/** Who plays a seat of a game of three against the AI: 'here' (this screen) or an AI level. */
export type SeatPlayer = 'here' | number;

/** Each seat's player for the new-game form, from a previous choice. */
export function initialSeatPlayers(choice: NewGameChoice, seats: number): SeatPlayer[] {
  return Array.from({ length: seats }, (_, seat): SeatPlayer => {
    if (choice.ai) return choice.ai.find((a) => a.seat === seat)?.level ?? 'here';
    return seat === choice.seat ? 'here' : choice.level || DEFAULT_LEVEL;
  });
}

/**
 * The route's view of the seats' players: the seat seen at the bottom (the first played here),
 * the AI's seats with levels, and the mode ('local' when nobody is the AI); an error when no
 * seat is played here. The neutral army of a two-player game (`neutral`) has no player.
 */
export function seatRoute(
  players: readonly SeatPlayer[],
  neutral = -1,
): { mode: Mode; seat: number; level: number; ai?: AiSeat[] } | { error: string } {
  const here = players.findIndex((p, seat) => p === 'here' && seat !== neutral);
  if (here < 0) return { error: 'Choose at least one seat to play on this screen.' };
  const ai = players.flatMap((p, seat) =>
    p === 'here' || seat === neutral ? [] : [{ seat, level: p }],
  );
  if (ai.length === 0) return { mode: 'local', seat: here, level: DEFAULT_LEVEL };
  return { mode: 'ai', seat: here, level: ai[0].level, ai };
}

const MODE_NAMES: Readonly<Record<Mode | 'online', string>> = {
  local: 'Same screen: every seat plays here',
  ai: 'Against the AI',
  analysis: 'Analysis board',
  online: 'Online: invite other people to play on their own devices',
};

/**
 * A new game: which game, how it is played, the AI's level, army and clock, and the game's
 * options.
 */
export function NewGameDialog(props: {
  initial: NewGameChoice;
  onClose: () => void;
  onStart: (route: PlayRoute) => void;
}) {
  return (
    <Modal title="New game" onClose={props.onClose} class="new-game-dialog">
      <NewGameForm initial={props.initial} onStart={props.onStart} />
    </Modal>
  );
}

export function NewGameForm(props: {
  initial: NewGameChoice;
  onStart: (route: PlayRoute) => void;
}) {
  const [gameId, setGameId] = useState(props.initial.game);
  const [mode, setMode] = useState<Mode | 'online'>(props.initial.mode);
  const [online, setOnline] = useState<OnlineSettings>(DEFAULT_ONLINE);
  const { me } = useMe();
  const [level, setLevel] = useState(props.initial.level || DEFAULT_LEVEL);
  const [seat, setSeat] = useState<number | 'random'>(props.initial.seat);
  const [options, setOptions] = useState<Record<string, string>>({ ...props.initial.options });
  const [seatPlayers, setSeatPlayers] = useState<SeatPlayer[]>(() =>
    initialSeatPlayers(props.initial, 3),
  );
  const [start, setStart] = useState('');
  const [clock, setClock] = useState('none');
  const [error, setErrorText] = useState('');
  // The error is a refusal because the session ended elsewhere: it offers to sign in again.
  const [signIn, setSignIn] = useState(false);
  const setError = (text: string, ended = false) => {
    setErrorText(text);
    setSignIn(ended);
  };
  const found = games.get(gameId);
  const game = found.ok ? found.value : games.list()[0];
  const perSeat = game.players.length === 3;
  // In the two-player mode of a game of three, the neutral army has no player.
  const playing = playingSeats(game, options);
  const neutral = game.players.findIndex((_, s) => !playing.includes(s));
  // An army chosen before the options made it neutral is drawn at random, and the form says so.
  const army = seat !== 'random' && playing.includes(seat) ? seat : 'random';
  // Ratings are for the standard rules: other readings make an online game casual.
  const changes = ruleChanges(game.options, options);

  const submit = (event: Event) => {
    event.preventDefault();
    const chosen: Record<string, string> = {};
    for (const spec of game.options) {
      const value = options[spec.name];
      if (value !== undefined && value !== spec.default && spec.values.includes(value)) {
        chosen[spec.name] = value;
      }
    }
    if (mode === 'online') {
      // The server draws a random seat itself, among the seats that play.
      const settings = changes.length > 0 ? { ...online, rated: false } : online;
      startOnline(game.id, chosen, army, settings, me?.name).catch((e: Error) =>
        setError(`The server cannot create the game: ${e.message}`, e instanceof SessionEndedError),
      );
      return;
    }
    // Games of three: each seat is played here or by the AI at its own level.
    let seating: { mode: Mode; seat: number; level: number; ai?: AiSeat[] } = {
      mode,
      seat: army === 'random' ? playing[Math.floor(Math.random() * playing.length)]! : army,
      level,
    };
    if (mode === 'ai' && perSeat) {
      const chosen = seatRoute(seatPlayers, neutral);
      if ('error' in chosen) {
        setError(chosen.error);
        return;
      }
      seating = chosen;
    }
    let startText: string | undefined;
    if (start.trim() !== '') {
      const read = GameSession.fromText(game, start, chosen);
      if (!read.ok) {
        setError(`Start position: ${read.error}`);
        return;
      }
      startText = read.value.startText;
    }
    // The form's page goes; the keyboard goes on to the new game's board.
    focusBoardNext();
    props.onStart({
      page: 'play',
      game: game.id,
      mode: seating.mode,
      level: seating.level,
      seat: seating.seat,
      ...(seating.ai ? { ai: seating.ai } : {}),
      ...(seating.mode === 'ai' && clock in LOCAL_CLOCKS ? { clock } : {}),
      options: chosen,
      start: startText,
      moves: [],
    });
  };

  return (
    <form class="new-game" onSubmit={submit}>
      <label>
        Game
        <select
          name="game"
          value={game.id}
          onChange={(e) => {
            setGameId((e.target as HTMLSelectElement).value);
            setOptions({});
            setSeat(0);
          }}
        >
          {games.list().map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Play</legend>
        {(Object.keys(MODE_NAMES) as (Mode | 'online')[]).map((m) => (
          <label key={m} class="radio">
            <input
              type="radio"
              name="mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {MODE_NAMES[m]}
          </label>
        ))}
      </fieldset>
      {mode === 'online' && (
        <OnlineChoices
          game={game.id}
          ruleChanges={changes}
          settings={online}
          onChange={setOnline}
        />
      )}
      {mode === 'ai' && perSeat && (
        <fieldset class="seat-players">
          <legend>Players</legend>
          {game.players.map((name, seat) => (
            <label key={name} class="seat-player">
              <span>{name}</span>
              {seat === neutral ? (
                <span class="neutral">neutral army</span>
              ) : (
                <select
                  name={`player-${seat}`}
                  value={String(seatPlayers[seat])}
                  onChange={(e) => {
                    const value = (e.target as HTMLSelectElement).value;
                    const next = [...seatPlayers];
                    next[seat] = value === 'here' ? 'here' : Number(value);
                    setSeatPlayers(next);
                  }}
                >
                  <option value="here">Played here</option>
                  {Array.from({ length: AI_LEVELS }, (_, i) => i + 1).map((l) => (
                    <option key={l} value={String(l)}>
                      AI level {levelName(l)}
                    </option>
                  ))}
                </select>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {((mode === 'ai' && !perSeat) || mode === 'online') && (
        <div class="ai-choices">
          {mode === 'ai' && (
            <label>
              AI level
              <select
                name="level"
                value={String(level)}
                onChange={(e) => setLevel(Number((e.target as HTMLSelectElement).value))}
              >
                {Array.from({ length: AI_LEVELS }, (_, i) => i + 1).map((l) => (
                  <option key={l} value={String(l)}>
                    {levelName(l)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Your army
            <select
              name="seat"
              value={String(army)}
              onChange={(e) => {
                const value = (e.target as HTMLSelectElement).value;
                setSeat(value === 'random' ? 'random' : Number(value));
              }}
            >
              {playing.map((s) => (
                <option key={s} value={String(s)}>
                  {game.players[s]}
                </option>
              ))}
              <option value="random">Random</option>
            </select>
          </label>
        </div>
      )}
      {mode === 'ai' && (
        <label class="ai-clock">
          Clock
          <select
            name="clock"
            value={clock}
            onChange={(e) => setClock((e.target as HTMLSelectElement).value)}
          >
            <option value="none">No clock</option>
            {Object.keys(LOCAL_CLOCKS).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {game.options.length > 0 && (
        <fieldset class="options">
          <legend>Rules options</legend>
          {game.options.map((spec) => {
            const value = options[spec.name] ?? spec.default;
            const index = spec.values.indexOf(value);
            return (
              <label key={spec.name} class="option">
                <span class="option-name">{spec.name}</span>
                <select
                  name={`option-${spec.name}`}
                  value={value}
                  onChange={(e) =>
                    setOptions({ ...options, [spec.name]: (e.target as HTMLSelectElement).value })
                  }
                >
                  {spec.values.map((v) => (
                    <option key={v} value={v}>
                      {v}
                      {v === spec.default ? ' (default)' : ''}
                    </option>
                  ))}
                </select>
                <span class="description">
                  {spec.description}
                  {spec.valueDescriptions?.[index] ? ` — ${spec.valueDescriptions[index]}` : ''}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {mode !== 'online' && (
        <label>
          Start from a position (optional)
          <textarea
            name="start"
            rows={2}
            value={start}
            placeholder={game.create(options).toText()}
            onInput={(e) => setStart((e.target as HTMLTextAreaElement).value)}
          />
        </label>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
          {signIn && (
            <>
              {' '}
              <FormLink page="signin">Sign in</FormLink>
            </>
          )}
        </p>
      )}
      <button type="submit" class="primary">
        Start
      </button>
    </form>
  );
}
