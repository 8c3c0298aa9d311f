// One-off: writes the external set's TypeScript case modules as JSON data files, one per round and half.
import { writeFileSync } from 'node:fs';
import { DEV_ADDED_ROUND_THREE } from '#engine/rules/testing/external-set/cases.dev-added-3.ts';
import { DEV_ADDED_ROUND_FOUR } from '#engine/rules/testing/external-set/cases.dev-added-4.ts';
import { DEV_ADDED_ROUND_FIVE } from '#engine/rules/testing/external-set/cases.dev-added-5.ts';
import { DEV_ADDED_ROUND_SIX } from '#engine/rules/testing/external-set/cases.dev-added-6.ts';
import { DEV_ADDED_ROUND_SEVEN } from '#engine/rules/testing/external-set/cases.dev-added-7.ts';
import { DEV_ADDED_ROUND_EIGHT } from '#engine/rules/testing/external-set/cases.dev-added-8.ts';
import { DEV_ADDED_ROUND_NINE } from '#engine/rules/testing/external-set/cases.dev-added-9.ts';
import { DEV_ADDED_ROUND_TEN } from '#engine/rules/testing/external-set/cases.dev-added-10.ts';
import { DEV_ADDED_ROUND_ELEVEN } from '#engine/rules/testing/external-set/cases.dev-added-11.ts';
import { DEV_ADDED_ROUND_TWELVE } from '#engine/rules/testing/external-set/cases.dev-added-12.ts';
import { DEV_ADDED_ROUND_THIRTEEN } from '#engine/rules/testing/external-set/cases.dev-added-13.ts';
import { DEV_ADDED_ROUND_FOURTEEN } from '#engine/rules/testing/external-set/cases.dev-added-14.ts';
import { DEV_ADDED_CASES, DEV_ADDED_ROUND_TWO } from '#engine/rules/testing/external-set/cases.dev-added.ts';
import { DEV_CASES } from '#engine/rules/testing/external-set/cases.dev.ts';
import { FROZEN_CASES } from '#engine/rules/testing/external-set/cases.frozen.ts';
import type { ExternalCase } from '#engine/rules/testing/external-set/concepts.ts';

const later = [
  DEV_ADDED_ROUND_TWO,
  DEV_ADDED_ROUND_THREE,
  DEV_ADDED_ROUND_FOUR,
  DEV_ADDED_ROUND_FIVE,
  DEV_ADDED_ROUND_SIX,
  DEV_ADDED_ROUND_SEVEN,
  DEV_ADDED_ROUND_EIGHT,
  DEV_ADDED_ROUND_NINE,
  DEV_ADDED_ROUND_TEN,
  DEV_ADDED_ROUND_ELEVEN,
  DEV_ADDED_ROUND_TWELVE,
  DEV_ADDED_ROUND_THIRTEEN,
  DEV_ADDED_ROUND_FOURTEEN,
];
const laterIds = new Set(later.flat().map((c) => c.id));
const roundOne = DEV_ADDED_CASES.filter((c) => !laterIds.has(c.id));
const rounds = [roundOne, ...later];
if (rounds.flat().length !== DEV_ADDED_CASES.length) throw new Error('rounds do not add up to DEV_ADDED_CASES');

// Key order fixed, so the files diff cleanly whatever order a module wrote its fields in.
const tidy = (c: ExternalCase) => ({
  id: c.id,
  source: { kind: c.source.kind, ref: c.source.ref, note: c.source.note },
  documentType: c.documentType,
  ...(c.bodyFontSize === undefined ? {} : { bodyFontSize: c.bodyFontSize }),
  text: c.text,
  breaches: c.breaches,
  clean: c.clean,
});
function write(file: string, cases: readonly ExternalCase[]): void {
  writeFileSync(
    new URL(`../engine/rules/testing/external-set/data/${file}`, import.meta.url),
    `${JSON.stringify(cases.map(tidy), null, 2)}\n`,
  );
  console.log(file, cases.length);
}
write('dealt.dev.json', DEV_CASES);
write('dealt.frozen.json', FROZEN_CASES);
rounds.forEach((cases, index) => write(`round-${String(index + 1).padStart(2, '0')}.dev.json`, cases));
