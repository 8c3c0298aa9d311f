import fs from 'node:fs';
import path from 'node:path';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY, type RulePack } from '#engine/rules/index.ts';
import { CONCEPT_MODEL_FILE, parseConceptModel, type ConceptModel } from '#engine/rules/learned/index.ts';
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

/**
 * The learned layer's model (ADR 022), read once at start-up like the packs: a malformed file stops the start
 * instead of failing every check. Its findings form their own tier ("possible"), never the rules'.
 */
export function readConceptModel(): ConceptModel {
  return parseConceptModel(fs.readFileSync(path.join(ROOT, CONCEPT_MODEL_FILE), 'utf8'));
}
