#!/usr/bin/env node
// The `trigon` bin. npm links bins while installing, before `prepare` has built dist/, and
// skips a link whose target does not exist yet; so the link points at this file, which is in
// the repository, and this file starts the built program.
let program;
try {
  program = await import('../dist/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  process.stderr.write('trigon: not built yet: run `npm run build` in the repository root\n');
  process.exit(1);
}
await program.main();
