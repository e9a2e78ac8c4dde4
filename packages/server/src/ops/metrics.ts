/**
 * The server's Prometheus metrics, one registry per app (tests run several apps in one
 * process). Names are listed in packages/server/README.md.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Store } from '../store/types.js';

export class Metrics {
  readonly registry = new Registry();
  readonly connections: Gauge;
  readonly gamesInPlay: Gauge;
  readonly moves: Counter;
  readonly commands: Counter<'command'>;
  readonly storeWrites: Histogram<'operation'>;
  readonly errors: Counter<'code'>;
  readonly gamesCreated: Counter;
  readonly gamesExpired: Counter;
  readonly budgetFallbacks: Counter;

  constructor(read: { connections: () => number; gamesInPlay: () => number }) {
    const registers = [this.registry];
    // Process metrics, among them nodejs_eventloop_lag_seconds and its percentiles.
    collectDefaultMetrics({ register: this.registry });
    this.connections = new Gauge({
      name: 'trigon_connections',
      help: 'Open WebSocket connections',
      registers,
      collect() {
        this.set(read.connections());
      },
    });
    this.gamesInPlay = new Gauge({
      name: 'trigon_games_in_play',
      help: 'Games in play held by this process',
      registers,
      collect() {
        this.set(read.gamesInPlay());
      },
    });
    this.moves = new Counter({
      name: 'trigon_moves_total',
      help: 'Moves stored by this process',
      registers,
    });
    this.commands = new Counter({
      name: 'trigon_commands_total',
      help: "WebSocket messages received, by type (the message's t: hello, move, chat, ...)",
      labelNames: ['command'],
      registers,
    });
    this.storeWrites = new Histogram({
      name: 'trigon_store_write_seconds',
      help: 'Time to store a game (create) or an event (append), until durable',
      labelNames: ['operation'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.errors = new Counter({
      name: 'trigon_errors_total',
      help: 'Refusals sent to clients, by error code (HTTP and WebSocket)',
      labelNames: ['code'],
      registers,
    });
    this.gamesCreated = new Counter({
      name: 'trigon_games_created_total',
      help: 'Games created by this process (rematches included)',
      registers,
    });
    this.gamesExpired = new Counter({
      name: 'trigon_games_expired_total',
      help: 'Games deleted because they did not start in time',
      registers,
    });
    this.budgetFallbacks = new Counter({
      name: 'trigon_budget_fallbacks_total',
      help: "Limit checks made against this process's own budget because Redis did not answer",
      registers,
    });
  }

  /** The store with its writes timed. */
  timed(store: Store): Store {
    const time = async <T>(operation: string, write: () => Promise<T>): Promise<T> => {
      const end = this.storeWrites.startTimer({ operation });
      try {
        return await write();
      } finally {
        end();
      }
    };
    // A proxy rather than a wrapper class: every other method of the store passes through as it is.
    return new Proxy(store, {
      get: (target, key, receiver) => {
        if (key === 'append')
          return (...args: Parameters<Store['append']>) =>
            time('append', () => target.append(...args));
        if (key === 'createGame')
          return (...args: Parameters<Store['createGame']>) => {
            this.gamesCreated.inc();
            return time('create', () => target.createGame(...args));
          };
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}
