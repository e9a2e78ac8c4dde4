/** The operator's limits from the environment (serve.ts operatorSettings; README "Settings"). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './app.js';
import { operatorSettings } from './serve.js';

describe('operatorSettings', () => {
  it('reads every budget from its variables, and the defaults for those unset or empty', () => {
    const limits = operatorSettings({
      GAMES_PER_MINUTE: '30',
      SIGNUPS_BURST: '7',
      SIGNINS_PER_MINUTE: '12',
      SIGNINS_BURST: '24',
      SIGNINS_PER_NAME_PER_MINUTE: '3',
      SIGNINS_PER_NAME_BURST: '',
    }).limits;
    expect(limits).toMatchObject({
      createGames: { perMinute: 30, burst: DEFAULT_LIMITS.createGames.burst },
      signUps: { perMinute: DEFAULT_LIMITS.signUps.perMinute, burst: 7 },
      signIns: { perMinute: 12, burst: 24 },
      signInsPerAccount: { perMinute: 3, burst: DEFAULT_LIMITS.signInsPerAccount.burst },
    });
    expect(operatorSettings({}).limits).toMatchObject({
      signIns: DEFAULT_LIMITS.signIns,
      signInsPerAccount: DEFAULT_LIMITS.signInsPerAccount,
    });
  });

  it('refuses a budget that is not a whole number of at least 1, naming the variable', () => {
    expect(() => operatorSettings({ SIGNINS_PER_MINUTE: '0' })).toThrow(
      "SIGNINS_PER_MINUTE must be a whole number of at least 1, not '0'",
    );
    expect(() => operatorSettings({ SIGNINS_PER_NAME_BURST: 'ten' })).toThrow(
      "SIGNINS_PER_NAME_BURST must be a whole number of at least 1, not 'ten'",
    );
  });
});
