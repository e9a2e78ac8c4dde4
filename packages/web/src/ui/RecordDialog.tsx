import { useMemo, useState } from 'preact/hooks';
import { games } from '@trigon/engine';
import { resultParam } from '../game/fromRoute.js';
import { GameSession } from '../game/session.js';
import { readRecord, writeRecord } from '../game/record.js';
import type { Mode, PlayRoute, Route } from '../app/route.js';
import { copyText } from './clipboard.js';
import { Modal } from './Modal.js';

/**
 * The position as text and the game as a record, both ways: copy them out, or paste (or
 * load from a file) a position or a record to open it.
 */
export function RecordDialog(props: {
  session: GameSession;
  ply: number;
  players: readonly string[];
  mode: Mode;
  route: PlayRoute;
  onClose: () => void;
  onOpen: (route: Route) => void;
}) {
  const { session } = props;
  const game = session.game;
  const positionText = useMemo(() => session.positionAt(props.ply).toText(), [props.ply]);
  const record = useMemo(() => writeRecord(session, { players: props.players }), []);
  const [pastedPosition, setPastedPosition] = useState('');
  const [pastedRecord, setPastedRecord] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const copy = (text: string, what: string) =>
    void copyText(text).then((done) =>
      setMessage(done ? `${what} copied` : `Select the ${what.toLowerCase()} and copy it`),
    );

  const openPosition = () => {
    const read = GameSession.fromText(game, pastedPosition, session.options);
    if (!read.ok) {
      setError(`Position: ${read.error}`);
      return;
    }
    props.onOpen({
      ...props.route,
      start: read.value.startText,
      options: read.value.changedOptions(),
      moves: [],
      result: undefined,
      ply: undefined,
    });
  };

  const openRecord = (text: string) => {
    const read = readRecord(text, games, game);
    if (!read.ok) {
      setError(`Record: ${read.error}`);
      return;
    }
    const opened = read.value.session;
    props.onOpen({
      ...props.route,
      game: opened.game.id,
      start: opened.standardStart ? undefined : opened.startText,
      options: opened.changedOptions(),
      moves: opened.coordinates(),
      result: resultParam(opened),
      ply: undefined,
    });
  };

  const download = () => {
    const blob = new Blob([record], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${game.id}-${new Date().toISOString().slice(0, 10)}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Modal title="Position and record" onClose={props.onClose} class="record-dialog">
      <section>
        <h3>This position</h3>
        <textarea
          class="position-text"
          readOnly
          rows={2}
          value={positionText}
          aria-label="Position text"
        />
        <div class="row">
          <button type="button" onClick={() => copy(positionText, 'Position')}>
            Copy position
          </button>
        </div>
        <label>
          Open a position
          <textarea
            class="paste-position"
            rows={2}
            value={pastedPosition}
            placeholder="Paste position text"
            onInput={(e) => setPastedPosition((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        <div class="row">
          <button type="button" onClick={openPosition} disabled={pastedPosition.trim() === ''}>
            Open position
          </button>
        </div>
      </section>
      <section>
        <h3>The game record</h3>
        <textarea class="record-text" readOnly rows={8} value={record} aria-label="Game record" />
        <div class="row">
          <button type="button" onClick={() => copy(record, 'Record')}>
            Copy record
          </button>
          <button type="button" onClick={download}>
            Download record
          </button>
        </div>
        <label>
          Import a record
          <textarea
            class="paste-record"
            rows={6}
            value={pastedRecord}
            placeholder={`[Game "${game.id}"] … 1. …`}
            onInput={(e) => setPastedRecord((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        <div class="row">
          <button
            type="button"
            class="import-record"
            onClick={() => openRecord(pastedRecord)}
            disabled={pastedRecord.trim() === ''}
          >
            Import record
          </button>
          <label class="file">
            or load a file{' '}
            <input
              type="file"
              accept=".txt,.pgn,text/plain"
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file) void file.text().then(openRecord);
              }}
            />
          </label>
        </div>
      </section>
      <p class="message" role="status">
        {message}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
