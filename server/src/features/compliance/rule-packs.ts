import fs from 'node:fs';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY, type RulePack } from '#engine/rules/index.ts';
import { ROOT } from '../../runtime-paths.ts';

/**
 * Reads and validates the rule packs once, at start-up: a malformed pack stops the process with a message
 * naming the file and the rule, instead of failing on the first check.
 */
export function readRulePacks(): RulePack[] {
  return loadRulePacks(
    PACK_FILES.map((file) => {
      const fileName = path.posix.join(PACKS_DIRECTORY, file);
      return { fileName, text: fs.readFileSync(path.join(ROOT, fileName), 'utf8') };
    }),
  );
}
