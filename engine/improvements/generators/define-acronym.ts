/**
 * Acronyms the readability engine finds used before they are explained (or never explained): spelt out at
 * their first use, "ongoing charges figure (OCF)". The expansion comes from the document's own later
 * definition, else from the glossary; with neither, nothing is proposed rather than a guess. A defined
 * acronym, a use in a heading and a use inside quotation marks are left alone.
 */
import { GLOSSARY } from '../../readability/index.ts';
import { isQuoted } from '../passages.ts';
import type { GenerationContext, Generated } from './context.ts';

const ACRONYM_RULE = {
  kind: 'rule',
  id: 'PRIN2A.5.3R-undefined-acronyms',
  label: 'Acronyms are explained',
  citation: 'PRIN 2A.5.3R',
} as const;

/** "ongoing charges figure (OCF)" → "ongoing charges figure", for glossary terms that name an acronym. */
function glossaryExpansion(acronym: string): string | null {
  for (const entry of GLOSSARY) {
    const m = /^(.*?)\s*\(([A-Z][A-Za-z]*)\)$/.exec(entry.term);
    if (m && m[2] === acronym) return m[1]!;
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function defineAcronymSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  for (const finding of ctx.readability.undefinedAcronyms) {
    const acronym = finding.acronym;
    const expansion =
      finding.definition?.expansion.replace(/\s*\(.*$/, '').trim() || glossaryExpansion(acronym);
    if (!expansion) continue;
    const use = new RegExp(`(?<![\\p{L}\\p{N}])${escape(acronym)}(?:['’]?s)?(?![\\p{L}\\p{N}])`, 'u');
    for (const p of ctx.text.passages) {
      const m = use.exec(p.text);
      if (!m) continue;
      if (isQuoted(p.text, m.index, m.index + m[0].length)) break;
      const replacement = `${expansion} (${acronym})`;
      // keep a plural or possessive on the words, not inside the brackets
      const suffix = m[0].slice(acronym.length);
      const text = suffix ? `${expansion}${suffix} (${acronym})` : replacement;
      const start = m.index;
      const end = m.index + m[0].length;
      out.push({
        id: `define-acronym-p${p.page}-b${p.block}-${p.start + start}`,
        type: 'define-acronym',
        page: p.page,
        passage: p.text,
        original: p.text,
        proposed: p.text.slice(0, start) + text + p.text.slice(end),
        reason: `${acronym} is used here ${finding.status === 'never-defined' ? 'and never explained' : 'before it is explained'}; spell it out the first time so every reader knows what it stands for.`,
        addresses: ACRONYM_RULE,
        categories: ['accessibility'],
        recommended: true,
        edits: [
          { op: 'replace', page: p.page, block: p.block, start: p.start + start, end: p.start + end, text },
        ],
        target: { page: p.page, block: p.block, start: p.start, end: p.end },
      });
      break;
    }
  }
  return out;
}
