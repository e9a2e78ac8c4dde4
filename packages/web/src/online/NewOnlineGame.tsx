import { useEffect, useState } from 'preact/hooks';
import { speedClass } from '@trigon/protocol';
import { FormLink } from '../account/FormLink.js';
import { useMe } from '../account/session.js';
import { ratingIn, rangeAround, type RatingHere } from './myRating.js';
import { createOnlineGame, type ClockSpec } from './protocol.js';
import { ratingText } from './ratingText.js';

export interface OnlineSettings {
  readonly clock: string;
  readonly public: boolean;
  /** Changes the players' ratings: a signed-in creator, and always in the lobby. */
  readonly rated: boolean;
  /** A rated seek's spread around the creator's rating (RANGES), or 'any'. */
  readonly range: string;
}

export const DEFAULT_ONLINE: OnlineSettings = {
  clock: '10+5',
  public: false,
  rated: false,
  range: 'any',
};

/** The rating ranges a rated seek may take: how far from the creator's rating, or any. */
export const RANGES: readonly string[] = ['any', '100', '200', '300'];

/** The clocks offered, by name. */
export const CLOCKS: Readonly<Record<string, ClockSpec>> = {
  none: { kind: 'none' },
  '0:30+0': { kind: 'realtime', initialMs: 30_000, bonusMs: 0, mode: 'increment' },
  '1+0': { kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' },
  '3+2': { kind: 'realtime', initialMs: 180_000, bonusMs: 2_000, mode: 'increment' },
  '10+5': { kind: 'realtime', initialMs: 600_000, bonusMs: 5_000, mode: 'increment' },
  '15 min, 10 s delay': { kind: 'realtime', initialMs: 900_000, bonusMs: 10_000, mode: 'delay' },
  '30+0': { kind: 'realtime', initialMs: 1_800_000, bonusMs: 0, mode: 'increment' },
  '3 days a move': { kind: 'correspondence', daysPerMove: 3 },
};

/**
 * The new-game form's choices for an online game: the clock, rated or casual (rated needs a
 * signed-in player and the game's standard rules, and a rated game is always in the lobby, with
 * a rating range if chosen) and whether it is in the lobby. `ruleChanges`: the options chosen
 * that change the rules (engine `ruleChanges`), which make the game casual.
 */
export function OnlineChoices(props: {
  game: string;
  ruleChanges: readonly string[];
  settings: OnlineSettings;
  onChange: (settings: OnlineSettings) => void;
}) {
  const { me } = useMe();
  const { settings } = props;
  const standard = props.ruleChanges.length === 0;
  const rated = settings.rated && !!me && standard;
  const rating = useRatingHere(rated ? me.name : undefined, props.game, settings.clock);
  const set = (change: Partial<OnlineSettings>) => props.onChange({ ...settings, ...change });
  return (
    <div class="online-choices">
      <fieldset class="rated-choice">
        <legend>Rated or casual</legend>
        <label class="radio">
          <input
            type="radio"
            name="rated"
            value="casual"
            checked={!rated}
            onChange={() => set({ rated: false })}
          />
          Casual
        </label>
        <label class="radio">
          <input
            type="radio"
            name="rated"
            value="rated"
            checked={rated}
            disabled={!me || !standard}
            onChange={() => set({ rated: true })}
          />
          Rated
        </label>
        {me && !standard && (
          <p class="hint rated-rules">
            Rated games are played by the standard rules: with {props.ruleChanges.join(', ')} this
            game is casual.
          </p>
        )}
        {!me && (
          <p class="hint">
            {/* Back to this form once signed in, as the header's links come back. */}
            <FormLink page="signin">Sign in to play rated games</FormLink>
          </p>
        )}
        {rated && (
          <label>
            Opponents
            <select
              name="range"
              value={settings.range}
              onChange={(e) => set({ range: (e.target as HTMLSelectElement).value })}
            >
              {RANGES.map((r) => (
                <option key={r} value={r}>
                  {r === 'any' ? 'Any rating' : `±${r} of your rating`}
                </option>
              ))}
            </select>
          </label>
        )}
        {rated && rating && (
          <p class="hint your-rating">
            Your {speedClass(CLOCKS[settings.clock] ?? { kind: 'none' })} rating in this game:{' '}
            {ratingText(rating.rating, rating.provisional)}
          </p>
        )}
      </fieldset>
      <label>
        Clock
        <select
          name="clock"
          value={props.settings.clock}
          onChange={(e) =>
            props.onChange({ ...props.settings, clock: (e.target as HTMLSelectElement).value })
          }
        >
          {Object.keys(CLOCKS).map((name) => (
            <option key={name} value={name}>
              {name === 'none' ? 'No clock' : name}
            </option>
          ))}
        </select>
      </label>
      <label class="radio">
        <input
          type="checkbox"
          name="public"
          checked={rated || props.settings.public}
          disabled={rated}
          onChange={(e) =>
            props.onChange({ ...props.settings, public: (e.target as HTMLInputElement).checked })
          }
        />
        List it in the lobby (anyone may take the other seats); otherwise by invitation links
      </label>
      {rated && (
        <p class="hint lobby-why">
          A rated game is always in the lobby: its players join from there.
        </p>
      )}
    </div>
  );
}

/**
 * Creates the game on the server and goes to it; the invitation links are shown there. `seat`
 * 'random' lets the server draw one of the playing seats (never a neutral army's).
 */
export async function startOnline(
  game: string,
  options: Record<string, string>,
  seat: number | 'random',
  settings: OnlineSettings,
  me: string | undefined,
): Promise<void> {
  const clock = CLOCKS[settings.clock] ?? { kind: 'none' };
  const rated = settings.rated && me !== undefined;
  // The range is around the rating as it stands now, in this game and the clock's speed class.
  const spread = Number(settings.range);
  const ratingRange =
    rated && Number.isFinite(spread)
      ? rangeAround((await ratingIn(me, game, clock)).rating, spread)
      : undefined;
  const created = await createOnlineGame({
    game,
    options,
    seat,
    clock,
    public: rated || settings.public,
    rated,
    ...(ratingRange ? { ratingRange } : {}),
  });
  location.hash = `#/online/${created.id}`;
}

/** The player's rating in the game and the clock's speed class, once the server has said. */
function useRatingHere(
  name: string | undefined,
  game: string,
  clock: string,
): RatingHere | undefined {
  const [rating, setRating] = useState<RatingHere | undefined>(undefined);
  useEffect(() => {
    setRating(undefined);
    if (name === undefined) return;
    let current = true;
    ratingIn(name, game, CLOCKS[clock] ?? { kind: 'none' }).then(
      (r) => current && setRating(r),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, game, clock]);
  return rating;
}
