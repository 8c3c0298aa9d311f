/**
 * Findability: a key fact (charges, risks) first mentioned late in a long document is moved to the start,
 * and a key section with no heading of its own gets one, so a reader scanning the headings finds it. Moves
 * start undecided: whether a sentence reads well out of its context is the reviewer's call.
 */
import type { GenerationContext, Generated } from './context.ts';

const HEADINGS: Record<string, { text: string; category: 'cost' | 'action' }> = {
  risks: { text: 'What are the risks?', category: 'action' },
  charges: { text: 'What does it cost?', category: 'cost' },
};

export function moveKeyFactSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  const flow = ctx.text.flow.filter((fb) => !fb.running);
  const firstBody = flow.find((fb) => fb.block.kind !== 'heading');
  if (!firstBody) return out;
  for (const finding of ctx.structure.findings) {
    const m = /^structure\.key-info-late\.(\w+)$/.exec(finding.id);
    if (!m || !finding.quote || finding.page === undefined) continue;
    const quote = finding.quote.replace(/…$/, '').replace(/\s+/g, ' ').trim();
    const passage = ctx.text.passages.find(
      (p) => p.page === finding.page && quote.includes(p.text.replace(/\s+/g, ' ').slice(0, 50)),
    );
    if (!passage || passage.page <= firstBody.page) continue;
    out.push({
      id: `move-key-fact-${m[1]}`,
      type: 'move-key-fact',
      page: passage.page,
      passage: passage.text,
      original: passage.text,
      proposed: passage.text,
      reason: `${finding.message}. Readers decide on the first pages; move it to the start so they see it before deciding.`,
      addresses: {
        kind: 'metric',
        id: `keySection.${m[1]}`,
        label: `Key information (${m[1]}) near the start`,
        citation: 'PRIN 2A.5.3R',
      },
      categories: [m[1] === 'charges' ? 'cost' : 'action'],
      recommended: false,
      edits: [
        {
          op: 'replace',
          page: passage.page,
          block: passage.block,
          start: passage.start,
          end: passage.end,
          text: '',
        },
        {
          op: 'insert',
          page: firstBody.page,
          before: firstBody.indexOnPage,
          kind: 'paragraph',
          text: passage.text,
        },
      ],
      target: { page: passage.page, block: passage.block, start: passage.start, end: passage.end },
    });
  }
  return out;
}

export function addHeadingSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  const risksFinding = ctx.compliance.findings.find((f) => f.ruleId === 'PRIN2A.5.3R-risks-signposted');
  for (const key of ctx.structure.keySections) {
    const heading = HEADINGS[key.id];
    if (!heading || !key.found || key.headingPage !== null || key.quotePage === null || !key.quote) continue;
    // charges and risks without a heading matter in documents long enough to scan (the rule's 400 words)
    if (key.id === 'risks' && !risksFinding) continue;
    if (ctx.structure.totals.words < 400) continue;
    const quote = key.quote.replace(/…$/, '').replace(/\s+/g, ' ').trim();
    const p = ctx.text.passages.find(
      (x) => x.page === key.quotePage && quote.includes(x.text.replace(/\s+/g, ' ').slice(0, 50)),
    );
    if (!p) continue;
    out.push({
      id: `add-heading-${key.id}`,
      type: 'add-heading',
      page: p.page,
      passage: p.text,
      original: '',
      proposed: heading.text,
      reason: `The ${key.label} are described without a heading that names them, so a reader scanning the document cannot find them.`,
      addresses:
        risksFinding && key.id === 'risks'
          ? {
              kind: 'rule',
              id: risksFinding.ruleId,
              label: risksFinding.title,
              citation: risksFinding.citation,
            }
          : {
              kind: 'metric',
              id: `keySection.${key.id}`,
              label: `A heading for the ${key.label}`,
              citation: 'PRIN 2A.5.3R',
            },
      categories: [heading.category, 'visuals'],
      recommended: true,
      edits: [{ op: 'insert', page: p.page, before: p.block, kind: 'heading', text: heading.text, level: 2 }],
      target: null,
    });
  }
  return out;
}
