/**
 * The protocol's schemas (zod) never compile code at run time in the app. Zod compiles its
 * object parsers with `new Function` where it may, after trying it once; the game server's
 * Content Security Policy forbids eval (packages/server/src/http/security-headers.ts), so the
 * browser refused the try and reported a violation on every page. Zod reads the setting when a
 * schema is built, so this module is the app's first import, before the protocol's.
 */
import { config } from 'zod';

config({ jitless: true });
