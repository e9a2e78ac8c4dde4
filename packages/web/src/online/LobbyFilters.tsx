import { useState } from 'preact/hooks';
import { games } from '@trigon/engine';
import { RATING_CEILING, RATING_FLOOR, SPEED_CLASSES } from '@trigon/protocol';
import { formatRoute, type LobbyRoute } from '../app/route.js';
import type { LobbyFilter } from './protocol.js';

/** The lobby's filters as its route holds them. */
export function lobbyFilter(route: LobbyRoute): LobbyFilter {
  return {
    ...(route.only ? { game: route.only } : {}),
    ...(route.speed ? { speed: route.speed } : {}),
    ...(route.rated !== undefined ? { rated: route.rated } : {}),
    ...(route.min !== undefined ? { min: route.min } : {}),
    ...(route.max !== undefined ? { max: route.max } : {}),
  };
}

interface Fields {
  game: string;
  speed: string;
  rated: string;
  min: string;
  max: string;
}

/**
 * The lobby's filters: a game, a speed class, rated or casual, and the seeker's rating from and
 * to. They are kept in the URL (so that a reload or a shared link shows the same games); the
 * selects apply at once, the ratings with the button, and ratings that make no range say so
 * and change nothing.
 */
export function LobbyFilters(props: { route: LobbyRoute }) {
  const { route } = props;
  const [fields, setFields] = useState<Fields>({
    game: route.only ?? '',
    speed: route.speed ?? '',
    rated: route.rated === undefined ? '' : route.rated ? 'rated' : 'casual',
    min: route.min === undefined ? '' : String(route.min),
    max: route.max === undefined ? '' : String(route.max),
  });
  const [problem, setProblem] = useState('');
  const apply = (next: Fields) => {
    setFields(next);
    const min = ratingBound('From', next.min);
    const max = ratingBound('To', next.max);
    const bad =
      typeof min === 'string'
        ? min
        : typeof max === 'string'
          ? max
          : min !== undefined && max !== undefined && min > max
            ? `The rating runs from ${min} up to ${max}: "from" must be at most "to".`
            : '';
    setProblem(bad);
    if (bad || typeof min === 'string' || typeof max === 'string') return;
    location.hash = formatRoute({
      page: 'lobby',
      ...(route.game ? { game: route.game } : {}),
      ...(next.game ? { only: next.game } : {}),
      ...(next.speed ? { speed: next.speed } : {}),
      ...(next.rated ? { rated: next.rated === 'rated' } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    });
  };
  const select = (name: keyof Fields) => (e: Event) =>
    apply({ ...fields, [name]: (e.target as HTMLSelectElement).value });
  const text = (name: keyof Fields) => (e: Event) =>
    setFields({ ...fields, [name]: (e.target as HTMLInputElement).value });
  return (
    <form
      class="lobby-filters"
      aria-label="Filters"
      onSubmit={(e) => {
        e.preventDefault();
        apply(fields);
      }}
    >
      <label>
        Game
        <select name="game" value={fields.game} onChange={select('game')}>
          <option value="">All games</option>
          {games.list().map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        Speed
        <select name="speed" value={fields.speed} onChange={select('speed')}>
          <option value="">Any speed</option>
          {SPEED_CLASSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Rated
        <select name="rated" value={fields.rated} onChange={select('rated')}>
          <option value="">Rated or casual</option>
          <option value="rated">Rated</option>
          <option value="casual">Casual</option>
        </select>
      </label>
      <label>
        Seeker rated from
        <input name="min" inputMode="numeric" size={5} value={fields.min} onInput={text('min')} />
      </label>
      <label>
        to
        <input name="max" inputMode="numeric" size={5} value={fields.max} onInput={text('max')} />
      </label>
      <button type="submit">Filter</button>
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A rating bound as typed: none when blank, the number, or what is wrong with it. */
function ratingBound(which: string, text: string): number | undefined | string {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return `${which}: a rating is a whole number, not "${trimmed}".`;
  const value = Number(trimmed);
  if (value < RATING_FLOOR || value > RATING_CEILING)
    return `${which}: a rating is from ${RATING_FLOOR} to ${RATING_CEILING}, not ${value}.`;
  return value;
}
