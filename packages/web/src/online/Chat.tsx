import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_CHAT_LENGTH, type ChatLine } from '@trigon/protocol';
import type { Send } from './useConnection.js';

/**
 * The game's chat in the panel: the players' for a player, the spectators' for a spectator (the
 * server keeps them apart), each line with its sender's name, and a line to write in. A player
 * may mute another; the muted seats are remembered for the game in this browser.
 * Lines are text nodes, so whatever a line holds is shown as written, never read as markup.
 */
export function Chat(props: {
  gameId: string;
  seat: number | null;
  /** The seats' names as the game shows them. */
  names: readonly string[];
  /** The other players this viewer may mute. */
  others: readonly number[];
  lines: readonly ChatLine[];
  send: Send;
}) {
  const { gameId, seat, lines } = props;
  const [text, setText] = useState('');
  const [muted, setMuted] = useState(() => savedMuted(gameId));
  const channel = seat === null ? 'spectators' : 'players';
  const title = seat === null ? "Spectators' chat" : "Players' chat";
  const shown = lines.filter((line) => line.seat === null || !muted.includes(line.seat));
  // The newest line in view as lines arrive, as in any chat.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [shown.length, lines]);
  const toggle = (other: number) => {
    const next = muted.includes(other) ? muted.filter((s) => s !== other) : [...muted, other];
    setMuted(next);
    saveMuted(gameId, next);
  };
  return (
    <section class="chat" aria-label={title}>
      <h2>{title}</h2>
      <ol class="chat-lines" aria-live="polite" ref={list}>
        {shown.map((line, i) => (
          <li key={`${line.at}-${i}`} class="chat-line" data-seat={line.seat ?? undefined}>
            {/* Isolated: a name or text written right to left does not draw its neighbour's
                words inside its own run (a line's first number to the left of the name). */}
            <bdi class="chat-name">{line.name}</bdi> <bdi class="chat-text">{line.text}</bdi>
          </li>
        ))}
        {shown.length === 0 && <li class="chat-empty">No messages yet</li>}
      </ol>
      <form
        class="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === '') return;
          props.send({ t: 'chat', channel, text });
          setText('');
        }}
      >
        <input
          name="chat"
          aria-label="Chat message"
          placeholder={seat === null ? 'Talk to the spectators' : 'Talk to the players'}
          maxLength={MAX_CHAT_LENGTH}
          autocomplete="off"
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit">Send</button>
      </form>
      {seat !== null && props.others.length > 0 && (
        <div class="chat-mutes">
          {props.others.map((other) => (
            <button
              key={other}
              type="button"
              class="chat-mute"
              aria-pressed={muted.includes(other)}
              onClick={() => toggle(other)}
            >
              {muted.includes(other)
                ? `Unmute ${props.names[other]}`
                : `Mute ${props.names[other]}`}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

const muteKey = (game: string) => `trigon.chat.muted.${game}`;

/** The seats muted in this game's chat, as this browser remembers them. */
function savedMuted(game: string): number[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(muteKey(game)) ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is number => Number.isInteger(s)) : [];
  } catch {
    return [];
  }
}

function saveMuted(game: string, seats: readonly number[]): void {
  globalThis.localStorage?.setItem(muteKey(game), JSON.stringify(seats));
}
