// Re-deals the external set into dev and frozen after cases are added or removed: reads both halves, applies
// split.ts and rewrites data/dealt.dev.json and data/dealt.frozen.json.
// Lives outside engine/ because it writes files; the engine stays pure.
// Run: npx tsx scripts/resplit-external-set.ts
import { writeFileSync } from 'node:fs';
import { DEV_CASES, FROZEN_CASES } from '#engine/rules/testing/external-set/cases.ts';
import type { ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';
import { splitCases } from '#engine/rules/testing/external-set/split.ts';

function write(file: string, cases: readonly ExternalCase[]): void {
  writeFileSync(
    new URL(`../engine/rules/testing/external-set/data/${file}`, import.meta.url),
    `${JSON.stringify(cases, null, 2)}\n`,
  );
}

const { dev, frozen } = splitCases([...DEV_CASES, ...FROZEN_CASES]);
write('dealt.dev.json', dev);
write('dealt.frozen.json', frozen);
console.log(`dev ${dev.length}, frozen ${frozen.length}`);
