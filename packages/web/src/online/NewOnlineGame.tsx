import { createOnlineGame, type ClockSpec } from './protocol.js';

export interface OnlineSettings {
  readonly clock: string;
  readonly public: boolean;
}

export const DEFAULT_ONLINE: OnlineSettings = { clock: '10+5', public: false };

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

/** The new-game form's choices for an online game: the clock and whether it is in the lobby. */
export function OnlineChoices(props: {
  settings: OnlineSettings;
  onChange: (settings: OnlineSettings) => void;
}) {
  return (
    <div class="online-choices">
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
          checked={props.settings.public}
          onChange={(e) =>
            props.onChange({ ...props.settings, public: (e.target as HTMLInputElement).checked })
          }
        />
        List it in the lobby (anyone may take the other seats); otherwise by invitation links
      </label>
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
): Promise<void> {
  const created = await createOnlineGame({
    game,
    options,
    seat,
    clock: CLOCKS[settings.clock] ?? { kind: 'none' },
    public: settings.public,
  });
  location.hash = `#/online/${created.id}`;
}
