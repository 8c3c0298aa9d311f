// Parses and validates rule packs. Pure: the caller reads the files (the server at start-up, tests with
// node:fs) and passes their text. A malformed pack fails with a message naming the file, the rule and the
// field, so a bad edit stops the start rather than silently checking less.
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { rulePackSchema, type RulePack } from './schema.ts';

/** The packs shipped with Clarion, in engine/rules/packs/, in the order they are checked. */
export const PACK_FILES = [
  'cobs4.yaml',
  'risk-warnings.yaml',
  'consumer-duty.yaml',
  'esg.yaml',
  'priips-ucits.yaml',
  'fund-factsheets.yaml',
] as const;
/** Where PACK_FILES live, relative to the repository root. */
export const PACKS_DIRECTORY = 'engine/rules/packs';

export class RulePackError extends Error {
  override readonly name = 'RulePackError';
  constructor(
    message: string,
    readonly fileName: string,
    /** One line per problem, each naming the file. */
    readonly problems: readonly string[] = [message],
  ) {
    super(message);
  }
}

export interface RulePackFile {
  fileName: string;
  text: string;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out.length === 0 ? String(key) : `.${String(key)}`;
  }
  return out;
}

function ruleLabel(raw: unknown, index: number): string {
  const rules = (raw as { rules?: unknown } | null)?.rules;
  const rule = Array.isArray(rules) ? (rules[index] as { id?: unknown } | undefined) : undefined;
  const id = typeof rule?.id === 'string' && rule.id.length > 0 ? ` (${rule.id})` : '';
  return `rule ${index + 1}${id}`;
}

function describeIssue(fileName: string, raw: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  if (path[0] === 'rules' && typeof path[1] === 'number') {
    const field = formatPath(path.slice(2));
    return `${fileName}: ${ruleLabel(raw, path[1])}: ${field ? `${field}: ` : ''}${issue.message}`;
  }
  const field = formatPath(path);
  return `${fileName}: ${field ? `${field}: ` : ''}${issue.message}`;
}

/**
 * YAML text in, validated pack out. Throws RulePackError, e.g.
 * "engine/rules/packs/cobs4.yaml: rule 3 (COBS4.5.2R-firm-name): check.anyOf: Required".
 * Rules are numbered from 1 in the order they appear in the file.
 */
export function parseRulePack(text: string, fileName: string): RulePack {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    const problems = document.errors.map(
      (error) => `${fileName}: YAML syntax error: ${error.message.trimEnd()}`,
    );
    throw new RulePackError(problems.join('\n'), fileName, problems);
  }
  const raw: unknown = document.toJS();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    const message = `${fileName}: a rule pack must be a YAML mapping with id, name, version, description and rules`;
    throw new RulePackError(message, fileName);
  }
  const parsed = rulePackSchema.safeParse(raw, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeIssue(fileName, raw, issue));
    throw new RulePackError(problems.join('\n'), fileName, problems);
  }
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  parsed.data.rules.forEach((rule, index) => {
    const first = seen.get(rule.id);
    if (first === undefined) seen.set(rule.id, index);
    else
      duplicates.push(
        `${fileName}: rule ${index + 1} (${rule.id}): id: duplicate of rule ${first + 1} in the same pack`,
      );
  });
  if (duplicates.length > 0) throw new RulePackError(duplicates.join('\n'), fileName, duplicates);
  return { ...parsed.data, source: fileName };
}

/** Rejects packs that share a pack id or a rule id: ids must identify one rule across all packs. */
export function validatePackSet(packs: readonly RulePack[]): void {
  const packIds = new Map<string, string>();
  const ruleIds = new Map<string, string>();
  const problems: string[] = [];
  for (const pack of packs) {
    const other = packIds.get(pack.id);
    if (other !== undefined)
      problems.push(`${pack.source}: id: pack id "${pack.id}" is also used by ${other}`);
    else packIds.set(pack.id, pack.source);
    pack.rules.forEach((rule, index) => {
      const owner = ruleIds.get(rule.id);
      if (owner !== undefined)
        problems.push(`${pack.source}: rule ${index + 1} (${rule.id}): id: already defined in ${owner}`);
      else ruleIds.set(rule.id, pack.source);
    });
  }
  if (problems.length > 0) {
    throw new RulePackError(problems.join('\n'), packs[0]?.source ?? '', problems);
  }
}

/** Parses every file and checks the set; the first malformed file throws. */
export function loadRulePacks(files: readonly RulePackFile[]): RulePack[] {
  const packs = files.map((file) => parseRulePack(file.text, file.fileName));
  validatePackSet(packs);
  return packs;
}
