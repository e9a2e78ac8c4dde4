/**
 * The operator's limits and token from the environment (serve.ts operatorSettings; README
 * "Settings").
 */
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

  it('reads OPERATOR_TOKEN; unset or empty, there is none', () => {
    const token = 'abcdefghijklmnopqrstuvwx';
    expect(operatorSettings({ OPERATOR_TOKEN: token }).operatorToken).toBe(token);
    expect(operatorSettings({}).operatorToken).toBeUndefined();
    expect(operatorSettings({ OPERATOR_TOKEN: '' }).operatorToken).toBeUndefined();
  });

  it('refuses an OPERATOR_TOKEN that can be guessed or that no header can carry, never repeating it', () => {
    const rule =
      'OPERATOR_TOKEN must be at least 24 characters, each a visible ASCII character (no ' +
      'spaces), as an Authorization header carries it: `openssl rand -hex 32` makes one';
    for (const token of [
      'hunter22',
      'abcdefghijklmnopqrstuvw',
      'abcdefghijkl mnopqrstuvwx',
      'abcdefghijklmnopqrstuvwx\n',
      'abcdefghijklmnopqrstuvwé',
    ]) {
      let message = '';
      try {
        operatorSettings({ OPERATOR_TOKEN: token });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, token).toBe(rule);
    }
  });
});
