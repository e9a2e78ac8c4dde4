/**
 * The stores a server test runs against: SQLite always, and PostgreSQL (DATABASE_URL_TEST) when
 * it answers. Importing this module asks PostgreSQL once, so a test file on SQLite alone does
 * not import it.
 */
import { describe } from 'vitest';
import { postgresAvailable } from './harness.js';

export const STORES = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORES)[number];

/** Whether PostgreSQL answers; outside CI its suites are left out when it does not. */
export const postgresReady = await postgresAvailable();

/**
 * `describe` for a suite on `kind`, skipped for PostgreSQL when it does not answer:
 * `for (const kind of STORES) describeOn(kind)(\`… with ${kind}\`, () => …)`.
 */
export function describeOn(kind: StoreKind): ReturnType<typeof describe.skipIf> {
  return describe.skipIf(kind === 'postgres' && !postgresReady);
}
