// Every action the server can write to the audit trail has a label in plain words (issue #17). recordAudit
// takes only labelled actions, so the compiler already refuses a new one without a label; this test reads
// the source as well, so an action built at run time or passed around as a string cannot slip past.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, isAuditAction } from '#common/audit-actions.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

const SERVER_SOURCE = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The quoted actions in every `action: …` of a recordAudit call (ternaries included). */
function writtenActions(): { file: string; action: string }[] {
  const out: { file: string; action: string }[] = [];
  for (const file of sourceFiles(SERVER_SOURCE)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('recordAudit(')) continue;
    for (const m of text.matchAll(/\baction:\s*([^\n,]+)/g))
      for (const q of m[1]!.matchAll(/['"`]([a-z]+\.[a-z_]+)['"`]/g))
        out.push({ file: path.relative(SERVER_SOURCE, file), action: q[1]! });
  }
  return out;
}

/** Actions the server wrote once and no longer does (Delete became Archive, ADR 013). */
const NO_LONGER_WRITTEN = ['document.deleted'];

describe('audit actions', () => {
  it('has a label for every action the server writes', () => {
    const written = writtenActions();
    // sign-in, documents, analyses, compliance, personas, improvements, access: the server writes dozens
    expectEvery(written, ({ action }) => isAuditAction(action), 25, 'actions written by the server');
  });

  it('words each label as a phrase, never as the code', () => {
    expectEvery(
      Object.entries(AUDIT_ACTION_LABELS),
      ([action, label]) => label !== action && /^[A-Z]/.test(label) && !/[._]/.test(label),
      25,
      'labels',
    );
    // Labels serve the trail's history too: an action no longer written keeps its label for old entries.
    const written = new Set([...writtenActions().map((w) => w.action), ...NO_LONGER_WRITTEN]);
    expect(written).toEqual(new Set(Object.keys(AUDIT_ACTION_LABELS)));
  });
});
