import { runBook } from './tool.js';

// `npm run book -- <game> …`: builds, then runs this file.
process.exitCode = runBook(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
