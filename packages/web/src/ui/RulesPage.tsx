import { useMemo, useState } from 'preact/hooks';
import { games, type GameDefinition, type PieceView } from '@trigon/engine';
import { Board } from '../board/Board.js';
import { boardGeometry } from '../board/geometry.js';
import { useSkin } from '../pieces/index.js';
import { SUMMARIES } from '../rules/summaries.js';
import { citationHref, splitCitations } from '../rules/citations.js';
import { RULES_DOCS_FOLDER } from '../rules/section-links.js';
import { formatRoute, DEFAULT_LEVEL } from '../app/route.js';
import { PieceIcon } from './PieceIcon.js';
import { SeatSwatch } from './SeatSwatch.js';
import { BoardFrame } from './BoardFrame.js';
import { describePiece, pieceName } from './words.js';

/**
 * A game's rules page: the rules in short, its options, and for each piece a diagram of where
 * it moves from a cell the reader picks, computed by the engine on an empty board. Every section
 * the text cites links to that section of the full rules file (docs/rules/, served under
 * rules-docs/).
 */
export function RulesPage({ gameId }: { gameId: string }) {
  const found = games.get(gameId);
  if (!found.ok) {
    return (
      <main class="page error-page">
        <p role="alert">There is no game '{gameId}'.</p>
        <a href="#/">Choose a game</a>
      </main>
    );
  }
  return <Rules game={found.value} />;
}

/** Text with each citation of the rules file (`docs/rules/README.md §4`, `(A13)`) a link to it. */
function Cited({ text, rulesFile }: { text: string; rulesFile: string | undefined }) {
  if (!rulesFile) return <>{text}</>;
  return (
    <>
      {splitCitations(text).map((segment, i) =>
        typeof segment === 'string' ? (
          segment
        ) : (
          <a
            key={i}
            class="cite"
            href={citationHref(import.meta.env.BASE_URL, rulesFile, segment)}
            title={`${segment.text} of the full rules`}
          >
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}

/** The cell nearest the middle of the board: where a piece shows its moves best. */
function middleCell(game: GameDefinition): number {
  const geometry = boardGeometry(game.topology, game.views[0] ?? 0);
  const [vx, vy, vw, vh] = geometry.viewBox;
  let best = 0;
  let bestDistance = Infinity;
  for (const c of geometry.cells) {
    const d = Math.hypot(c.cx - (vx + vw / 2), c.cy - (vy + vh / 2));
    if (d < bestDistance) {
      bestDistance = d;
      best = c.cell;
    }
  }
  return best;
}

function Rules({ game }: { game: GameDefinition }) {
  const summary = SUMMARIES[game.id];
  const rulesFile = summary?.rulesFile;
  const skin = useSkin(game);
  const [kind, setKind] = useState(game.pieces[0]?.letter ?? '');
  const [owner, setOwner] = useState(0);
  const [cell, setCell] = useState(() => middleCell(game));
  const reach = useMemo(() => new Set(game.reach(kind, owner, cell)), [kind, owner, cell]);
  const piece: PieceView = { owner, kind };
  const contents = useMemo(() => {
    const out: (readonly PieceView[])[] = Array.from({ length: game.topology.size }, () => []);
    out[cell] = [piece];
    return out;
  }, [kind, owner, cell]);
  const names = [...reach].map((c) => game.topology.name(c)).sort(compareNames);
  const play = formatRoute({
    page: 'play',
    game: game.id,
    mode: 'local',
    level: DEFAULT_LEVEL,
    seat: 0,
    options: {},
    moves: [],
  });

  return (
    <main class="page rules-page" data-game={game.id}>
      <section class="rules-text">
        <h1>{game.title}</h1>
        {summary && <p class="meta">{summary.origin}</p>}
        {summary?.paragraphs.map((p, i) => (
          <p key={i}>
            <Cited text={p} rulesFile={rulesFile} />
          </p>
        ))}
        {rulesFile && (
          <p>
            <a
              class="full-rules"
              href={`${import.meta.env.BASE_URL}${RULES_DOCS_FOLDER}/${rulesFile.replace(/\.md$/, '.html')}`}
            >
              The full rules of {game.title}
            </a>
          </p>
        )}
        <h2>Pieces</h2>
        <ul class="piece-list">
          {game.pieces.map((p) => (
            <li key={p.letter}>
              <button
                type="button"
                class={`piece-pick ${p.letter === kind ? 'chosen' : ''}`}
                aria-pressed={p.letter === kind}
                data-kind={p.letter}
                onClick={() => setKind(p.letter)}
              >
                <PieceIcon game={game} piece={{ owner, kind: p.letter }} size={36} label={false} />
                <strong>{p.name}</strong> ({p.letter})
              </button>
              {summary?.pieces[p.letter] && (
                <span class="piece-rule">
                  <Cited text={summary.pieces[p.letter]} rulesFile={rulesFile} />
                </span>
              )}
            </li>
          ))}
        </ul>
        {game.options.length > 0 && (
          <>
            <h2>Options</h2>
            <dl class="option-list">
              {game.options.map((o) => (
                <div key={o.name}>
                  <dt>
                    <code>{o.name}</code>
                  </dt>
                  <dd>
                    <Cited text={o.description} rulesFile={rulesFile} />
                    <ul>
                      {o.values.map((v, i) => (
                        <li key={v}>
                          <code>{v}</code>
                          {v === o.default ? ' (default)' : ''}
                          {o.valueDescriptions?.[i] ? `: ${o.valueDescriptions[i]}` : ''}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <p>
          <a class="button primary" href={play}>
            Play {game.title}
          </a>
        </p>
      </section>
      <section class="diagram" aria-label="Move diagram">
        <h2>Where the {pieceName(game, kind)} moves</h2>
        <div class="seat-picks" role="group" aria-label="Whose piece">
          {game.players.map((seat, i) => (
            <button
              key={seat}
              type="button"
              aria-pressed={owner === i}
              class={owner === i ? 'chosen' : ''}
              onClick={() => setOwner(i)}
            >
              <SeatSwatch game={game} seat={i} /> {seat}
            </button>
          ))}
        </div>
        <BoardFrame>
          <Board
            topology={game.topology}
            skin={skin}
            angle={game.views[0] ?? 0}
            bottomSeat={0}
            seats={game.players.length}
            contents={contents}
            marks={reach}
            markOrigin={cell}
            onCell={setCell}
            describePiece={(p) => describePiece(game, p)}
            label={`Move diagram: ${describePiece(game, piece)} on ${game.topology.name(cell)}; pick a cell to move it`}
          />
        </BoardFrame>
        <p class="reach" data-testid="reach">
          {describePiece(game, piece)} on <strong>{game.topology.name(cell)}</strong> reaches{' '}
          {names.length} cell{names.length === 1 ? '' : 's'}
          {names.length > 0 ? `: ${names.join(' ')}` : ''}. Click a cell to move it there.
        </p>
      </section>
    </main>
  );
}

/** Cell names in reading order: letters, then numbers by value. */
function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
