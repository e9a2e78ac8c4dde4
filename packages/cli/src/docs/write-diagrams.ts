import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '@trigon/engine';
import { allDiagrams } from './diagrams.js';

/**
 * `npm run diagrams`: writes the rules files' pictures to docs/rules/diagrams/, removing any
 * picture no game draws any more, so the folder holds exactly what the engine draws.
 */
const folder = fileURLToPath(new URL('../../../../docs/rules/diagrams/', import.meta.url));
mkdirSync(folder, { recursive: true });
const diagrams = allDiagrams(games.list());
const names = new Set(diagrams.map((d) => d.file));
for (const file of readdirSync(folder)) {
  if (file.endsWith('.svg') && !names.has(file)) rmSync(join(folder, file));
}
for (const { file, svg } of diagrams) writeFileSync(join(folder, file), svg);
console.log(`wrote ${diagrams.length} diagrams to docs/rules/diagrams/`);
