/**
 * Starts scripts/cluster.sh (several server processes behind nginx) from Node, for the cluster
 * test and the load test, and reads the addresses and process ids it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../scripts/cluster.sh', import.meta.url));

export interface ClusterProcess {
  readonly pid: number;
  /** The process's own address, behind nginx. */
  readonly url: string;
}

export interface Cluster {
  /** nginx's address, which clients use. */
  readonly url: string;
  readonly ws: string;
  readonly processes: readonly ClusterProcess[];
  /** Ends server process `index` with SIGKILL and resolves once it is gone. */
  kill(index: number): Promise<void>;
  /** Stops nginx and the processes (SIGTERM to the script) and resolves when it has exited. */
  stop(): Promise<void>;
}

/** Where nginx is, or undefined when it is not installed. */
export function nginxPath(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => `${dir}/nginx`).find((path) => existsSync(path));
}

/** A loopback port nobody listens on now (nginx cannot be told to pick one and say which). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts `processes` server processes and nginx in front; `env` goes to the processes (and the
 * script: DATABASE_URL, REDIS_URL, DATA_DIR…). The server must be built.
 */
export async function startCluster(
  processes: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Cluster> {
  const port = await freePort();
  const child = spawn('bash', [script], {
    env: { ...process.env, ...env, PROCESSES: String(processes), CLUSTER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<{ url: string; processes: ClusterProcess[] }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the cluster did not start in ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const nginx = /^nginx: (http:\/\/\S+)/m.exec(output);
      if (!nginx) return;
      clearTimeout(timer);
      const found = [...output.matchAll(/^process \d+: pid (\d+) (http:\/\/\S+)/gm)].map((m) => ({
        pid: Number(m[1]),
        url: m[2]!,
      }));
      resolve({ url: nginx[1]!, processes: found });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cluster.sh exited with ${code}: ${output}`));
    });
  });
  const { url, processes: found } = await started;
  return {
    url,
    ws: url.replace('http', 'ws') + '/ws',
    processes: found,
    kill: async (index) => {
      const pid = found[index]!.pid;
      process.kill(pid, 'SIGKILL');
      while (alive(pid)) await new Promise((r) => setTimeout(r, 20));
    },
    stop: () => exited(child),
  };
}

/** Whether the process runs (a zombie, dead but not yet reaped by the script, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
