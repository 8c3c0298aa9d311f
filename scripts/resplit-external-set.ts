// Re-deals the external set into dev and frozen after cases are added or removed: reads both halves, applies
// split.ts and rewrites cases.dev.ts and cases.frozen.ts (run prettier on them afterwards).
// Lives outside engine/ because it writes files; the engine stays pure.
// Run: npx tsx scripts/resplit-external-set.ts
import { writeFileSync } from 'node:fs';
import { DEV_CASES } from '#engine/rules/testing/external-set/cases.dev.ts';
import { FROZEN_CASES } from '#engine/rules/testing/external-set/cases.frozen.ts';
import type { ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';
import { splitCases } from '#engine/rules/testing/external-set/split.ts';

const HEADER =
  '// The external evaluation set, {half} half (README.md beside this file: sources, labels, the split rule).\n' +
  '// {use}\n' +
  '// Dealt by split.ts; scripts/resplit-external-set.ts rewrites this file. Cases are written in our own\n' +
  '// words from ASA rulings and FCA publications, except corpus passages (real text from\n' +
  '// ../shared/corpus/financial). Test data only.\n' +
  "import type { ExternalCase } from './concepts.ts';\n\n";

function write(file: string, half: string, use: string, name: string, cases: ExternalCase[]): void {
  const header = HEADER.replace('{half}', half).replace('{use}', use);
  writeFileSync(
    new URL(`../engine/rules/testing/external-set/${file}`, import.meta.url),
    `${header}export const ${name}: ExternalCase[] = ${JSON.stringify(cases, null, 2)};\n`,
  );
}

const { dev, frozen } = splitCases([...DEV_CASES, ...FROZEN_CASES]);
write('cases.dev.ts', 'dev', 'Use this half to develop and tune rules.', 'DEV_CASES', dev);
write(
  'cases.frozen.ts',
  'frozen',
  'NEVER tune rules on this half: read its figures only to check that gains on dev carry over.',
  'FROZEN_CASES',
  frozen,
);
console.log(`dev ${dev.length}, frozen ${frozen.length}`);
