/**
 * Applies a set of suggestions to a document: the revised document model (for re-measuring and export),
 * and a side-by-side view of every page with the changed text marked. Replacements carry offsets into the
 * original block text, so they apply in one pass; where two accepted suggestions change overlapping text
 * the one applied first wins (an edited suggestion first, then in list order) and the other is reported as
 * a conflict rather than half-applied.
 */
import type { Block, ExtractedDocument, Page } from '../document-model.ts';
import { bodyFontSize } from './passages.ts';
import type {
  AppliedRevision,
  ComparedBlock,
  ComparedPage,
  Decision,
  Edit,
  Segment,
  Suggestion,
} from './types.ts';

/** The edits of a suggestion, with the reviewer's own wording in place of the proposed text. */
export function editsFor(suggestion: Suggestion, editedText?: string | null): Edit[] {
  if (editedText === undefined || editedText === null || editedText === suggestion.proposed)
    return suggestion.edits;
  if (suggestion.target) {
    const { page, block, start, end } = suggestion.target;
    // a move keeps its removal and takes the new wording at its destination
    if (suggestion.type === 'move-key-fact')
      return suggestion.edits.map((e) => (e.op === 'insert' ? { ...e, text: editedText } : e));
    return [{ op: 'replace', page, block, start, end, text: editedText }];
  }
  return suggestion.edits.map((e) => (e.op === 'insert' ? { ...e, text: editedText } : e));
}

type Replace = Extract<Edit, { op: 'replace' }> & { id: string };
type Insert = Extract<Edit, { op: 'insert' }> & { id: string };

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  // two insertions at one point (start === end) do not overlap each other's text, but keep one of them
  if (a.start === a.end || b.start === b.end) return a.start === b.start && a.end === b.end;
  return a.start < b.end && b.start < a.end;
}

function segmentsOf(text: string, edits: Replace[], side: 'original' | 'revised'): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const e of edits) {
    if (e.start > at) out.push({ text: text.slice(at, e.start) });
    const changed = side === 'original' ? text.slice(e.start, e.end) : e.text;
    if (changed.length > 0) out.push({ text: changed, suggestionId: e.id });
    at = e.end;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** Spaces left by a removed sentence or a joined split, tidied without touching line breaks. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:])/g, '$1')
    .replace(/^ +| +$/gm, '');
}

export function applySuggestions(
  doc: ExtractedDocument,
  suggestions: readonly Suggestion[],
  decisions: readonly Decision[],
): AppliedRevision {
  const byId = new Map(suggestions.map((s) => [s.id, s]));
  const chosen = decisions
    .filter((d) => d.status === 'accepted' && byId.has(d.id))
    .map((d, i) => ({ d, i, edited: d.editedText != null && d.editedText !== byId.get(d.id)!.proposed }))
    .sort((a, b) => Number(b.edited) - Number(a.edited) || a.i - b.i);

  const replaces = new Map<string, Replace[]>();
  const inserts = new Map<string, Insert[]>();
  const applied: string[] = [];
  const conflicts: string[] = [];
  for (const { d } of chosen) {
    const s = byId.get(d.id)!;
    const edits = editsFor(s, d.editedText);
    const clash = edits.some(
      (e) => e.op === 'replace' && (replaces.get(`${e.page}:${e.block}`) ?? []).some((r) => overlaps(r, e)),
    );
    if (clash) {
      conflicts.push(s.id);
      continue;
    }
    for (const e of edits) {
      if (e.op === 'replace') {
        const key = `${e.page}:${e.block}`;
        replaces.set(key, [...(replaces.get(key) ?? []), { ...e, id: s.id }]);
      } else {
        const key = `${e.page}:${e.before}`;
        inserts.set(key, [...(inserts.get(key) ?? []), { ...e, id: s.id }]);
      }
    }
    applied.push(s.id);
  }

  const body = bodyFontSize(doc) || 11;
  const pages: Page[] = [];
  const compared: ComparedPage[] = [];
  for (const page of doc.pages) {
    const blocks: Block[] = [];
    const view: ComparedBlock[] = [];
    const insertBefore = (index: number, anchor: Block | undefined) => {
      for (const ins of inserts.get(`${page.number}:${index}`) ?? []) {
        const heading = ins.kind === 'heading';
        const block: Block = {
          kind: ins.kind,
          text: ins.text,
          bbox: anchor ? [...anchor.bbox] : [0, 0, 0, 0],
          fontSize: heading ? Math.round(body * 1.3 * 2) / 2 : body,
          bold: true,
          ...(heading ? { level: ins.level ?? 2 } : {}),
        };
        blocks.push(block);
        view.push({
          kind: block.kind,
          ...(heading ? { level: block.level } : {}),
          original: null,
          revised: [{ text: ins.text, suggestionId: ins.id }],
          changed: true,
        });
      }
    };
    page.blocks.forEach((block, index) => {
      insertBefore(index, block);
      const edits = (replaces.get(`${page.number}:${index}`) ?? []).sort(
        (a, b) => a.start - b.start || a.end - b.end,
      );
      const level = block.level !== undefined ? { level: block.level } : {};
      if (edits.length === 0) {
        blocks.push(block);
        view.push({
          kind: block.kind,
          ...level,
          original: [{ text: block.text }],
          revised: null,
          changed: false,
        });
        return;
      }
      let text = block.text;
      for (const e of [...edits].reverse()) text = text.slice(0, e.start) + e.text + text.slice(e.end);
      text = tidy(text);
      const kept = /[\p{L}\p{N}]/u.test(text);
      if (kept) blocks.push({ ...block, text });
      view.push({
        kind: block.kind,
        ...level,
        original: segmentsOf(block.text, edits, 'original'),
        revised: kept ? segmentsOf(block.text, edits, 'revised') : null,
        changed: true,
      });
    });
    insertBefore(page.blocks.length, page.blocks.at(-1));
    pages.push({ ...page, blocks, text: blocks.map((b) => b.text).join('\n') });
    compared.push({ number: page.number, blocks: view });
  }
  const document: ExtractedDocument = {
    ...doc,
    pages,
    text: pages.map((p) => p.text).join('\n\n'),
  };
  return { document, pages: compared, applied, conflicts };
}

/** Decisions that accept what the engine recommends and leave the rest proposed: to measure the advice. */
export function recommendedDecisions(suggestions: readonly Suggestion[]): Decision[] {
  return suggestions.map((s) => ({ id: s.id, status: s.recommended ? 'accepted' : 'proposed' }));
}

/**
 * Suggestions whose text is no longer where they say (the document was re-extracted or its file replaced
 * since they were made): applying them would change the wrong words, so the caller must generate again.
 */
export function staleSuggestions(doc: ExtractedDocument, suggestions: readonly Suggestion[]): string[] {
  return suggestions
    .filter((s) => {
      if (!s.target) return false;
      const block = doc.pages.find((p) => p.number === s.target!.page)?.blocks[s.target.block];
      return block?.text.slice(s.target.start, s.target.end) !== s.original;
    })
    .map((s) => s.id);
}
