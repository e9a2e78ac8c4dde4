/**
 * Health for a load balancer or an orchestrator: `/healthz` says the process answers,
 * `/readyz` that it can serve games (its storage and, when configured, Redis answer).
 */
import type { FastifyInstance } from 'fastify';

/** A dependency's check: resolves when it answers. */
export type Check = () => Promise<void>;

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

  app.get('/readyz', async (request, reply) => {
    const results: Record<string, 'ok' | 'failed'> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(CHECK_MS, check());
          results[name] = 'ok';
        } catch (error) {
          // The reason goes to the log, not to whoever asks.
          request.log.warn({ check: name, err: error }, 'readiness check failed');
          results[name] = 'failed';
        }
      }),
    );
    const ready = !stopping() && Object.values(results).every((r) => r === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : stopping() ? 'stopping' : 'not ready', checks: results });
  });
}
