import type { TestProject } from 'vitest/node';
import type { AddressInfo } from 'node:net';
import { appDir, buildApp, buildIsStale, createAppServer } from '../server/serve.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app if its sources changed, and serves it on a free port for the tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (buildIsStale()) await buildApp();
  const server = createAppServer(appDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
