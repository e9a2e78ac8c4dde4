/**
 * Health for a load balancer or an orchestrator: `/healthz` says the process answers,
 * `/readyz` that it can serve games (its storage and, when configured, Redis answer; SQLite's
 * folder can be written: ops/disk.ts).
 */
import type { FastifyInstance } from 'fastify';

/** A dependency's check: resolves when it answers. */
export type Check = () => Promise<void>;

/**
 * A check's failure whose message may be shown to whoever asks /readyz: the server's own words,
 * not a dependency's message (which may name hosts, users or files).
 */
export class NotReady extends Error {}

/** How long a dependency may take to answer before it counts as down. */
const CHECK_MS = 2000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(
  app: FastifyInstance,
  checks: Readonly<Record<string, Check>>,
  stopping: () => boolean,
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Whether each check failed at the probe before: a change is one log line, not one a probe.
  const failing = new Map<string, boolean>();
  app.get('/readyz', async (request, reply) => {
    const results: Record<string, 'ok' | 'failed'> = {};
    const reasons: Record<string, string> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(CHECK_MS, check());
          results[name] = 'ok';
          if (failing.get(name)) request.log.info({ check: name }, 'readiness check passes again');
          failing.set(name, false);
        } catch (error) {
          results[name] = 'failed';
          // The server's own reason is shown; a dependency's goes to the log only.
          const shown = error instanceof NotReady ? error.message : undefined;
          if (shown !== undefined) reasons[name] = shown;
          if (!failing.get(name))
            request.log.warn(
              shown === undefined ? { check: name, err: error } : { check: name, reason: shown },
              'readiness check failed',
            );
          failing.set(name, true);
        }
      }),
    );
    const ready = !stopping() && Object.values(results).every((r) => r === 'ok');
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : stopping() ? 'stopping' : 'not ready',
      checks: results,
      ...(Object.keys(reasons).length > 0 ? { reasons } : {}),
    });
  });
}
