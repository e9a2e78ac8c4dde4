/**
 * Budgets of actions by key (sign-ins per address and per account, accounts made, games
 * created): token buckets kept where every server process sees them. Behind a balancer that
 * spreads one client's requests over N processes, budgets of each process's own would give it
 * N times the limit; with Redis, which the processes share already (game/bus.ts), the buckets
 * live there and the limit is the limit. One process alone keeps them in memory.
 */
import type { Redis } from 'ioredis';
import { RateLimiter, type RateSpec } from './limits.js';

/** One limit: a bucket per key. */
export interface Budget {
  /** Counts one action of `key` and answers 0, or answers the seconds to wait (at least 1). */
  take(key: string): Promise<number>;
  /** Gives back an action `take` counted that did not happen after all. */
  giveBack(key: string): Promise<void>;
}

/** Where budgets are kept. */
export interface Budgets {
  /** The limit `name` (one per kind of action: its buckets are apart from the others'). */
  budget(name: string, spec: RateSpec): Budget;
  /** Tells `listener` each time a check falls back from the shared budgets to the process's own. */
  onFallback?(listener: () => void): void;
}

function localBudget(spec: RateSpec): Budget {
  const limiter = new RateLimiter(spec);
  return {
    take: async (key) => (limiter.take(key) ? 0 : limiter.retryAfter(key)),
    giveBack: async (key) => limiter.giveBack(key),
  };
}

/** One process alone: the buckets in its memory. */
export class LocalBudgets implements Budgets {
  budget(_name: string, spec: RateSpec): Budget {
    return localBudget(spec);
  }
}

/**
 * A token bucket in a Redis hash, read and written in one script so that processes taking at
 * once cannot both spend the last token. Redis's clock is the one clock (TIME), and the hash
 * expires once it would be full again. Arguments: per minute, burst, 1 to take or -1 to give
 * back; answers 0, or the seconds until a token is back.
 */
const BUCKET_SCRIPT = `
local perMinute = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + (now - at) / 60000 * perMinute)
local wait = 0
if cost > 0 then
  if tokens < 1 then
    wait = math.max(1, math.ceil((1 - tokens) * 60 / perMinute))
  else
    tokens = tokens - 1
  end
else
  tokens = math.min(burst, tokens + 1)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / perMinute * 60000) + 1000)
return wait
`;

type BucketCommand = (
  key: string,
  perMinute: number,
  burst: number,
  cost: number,
) => Promise<number>;

/**
 * The buckets in Redis. While Redis does not answer (away, or slower than `timeoutMs`), each
 * process falls back to buckets of its own: a request is neither refused nor held up for
 * Redis's sake, and the limits still hold, per process, as they would for one process alone.
 */
export class RedisBudgets implements Budgets {
  private readonly bucket: BucketCommand;
  private readonly fallbacks: (() => void)[] = [];

  constructor(
    private readonly redis: Redis,
    /** Names the keys, so that servers of different databases on one Redis keep apart. */
    private readonly prefix: string,
    private readonly timeoutMs = 250,
  ) {
    redis.defineCommand('trigonBucket', { numberOfKeys: 1, lua: BUCKET_SCRIPT });
    const command = (redis as unknown as { trigonBucket: BucketCommand }).trigonBucket;
    this.bucket = command.bind(redis);
  }

  onFallback(listener: () => void): void {
    this.fallbacks.push(listener);
  }

  budget(name: string, spec: RateSpec): Budget {
    const local = localBudget(spec);
    const fallBack = () => {
      for (const listener of this.fallbacks) listener();
    };
    const call = (key: string, cost: number): Promise<number> => {
      // Known to be away (reconnecting): no command to queue and wait for.
      if (this.redis.status !== 'ready') return Promise.reject(new Error('Redis is away'));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis is late')), this.timeoutMs);
      });
      const answer = this.bucket(
        `${this.prefix}:budget:${name}:${key}`,
        spec.perMinute,
        spec.burst,
        cost,
      );
      // An answer that comes after the timeout is dropped, its failure too.
      answer.catch(() => undefined);
      return Promise.race([answer, late]).finally(() => clearTimeout(timer));
    };
    return {
      take: async (key) => {
        try {
          return Number(await call(key, 1));
        } catch {
          fallBack();
          return local.take(key);
        }
      },
      giveBack: async (key) => {
        try {
          await call(key, -1);
        } catch {
          fallBack();
          await local.giveBack(key);
        }
      },
    };
  }
}
