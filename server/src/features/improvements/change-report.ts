import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SUGGESTION_TYPE_LABELS, type Improvement, type SuggestionView } from '#common/api/improvements.ts';
import {
  IMPACT_MEASURES,
  impactSentences,
  personaChanges,
  shownMeasure,
} from '#common/improvement-impact.ts';
import { scoreLabel } from '#common/persona-scores.ts';

// Rendered by React, which escapes every text it is given: file names, passages and reviewers' wording come
// from documents and people, and must never become markup in the reviewer's browser. (createElement rather
// than JSX: the server's tsconfig has no JSX setting.)

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } h3 { font-size: 1.05rem; }
  table { border-collapse: collapse; } th, td { border: 1px solid #cbd5e1; padding: .3rem .7rem; text-align: left; }
  blockquote { margin: .25rem 0 .75rem; padding: .5rem .75rem; border-left: 4px solid; }
  .before { border-color: #b91c1c; background: #fef2f2; } .after { border-color: #15803d; background: #f0fdf4; }
  .label { margin: 0; font-weight: 600; } .page { font-weight: normal; color: #475569; }
  .change { break-inside: avoid; border-top: 1px solid #e2e8f0; padding-top: .5rem; }
  @media print { body { margin: 0; } }
`;

const figure = (n: number | undefined, decimals: number) =>
  n === undefined ? '–' : String(shownMeasure(n, decimals));
/** A persona score as every screen prints it: one decimal and its band. */
const personaFigure = (n: number) => `${n.toFixed(1)} (${scoreLabel(n)})`;

const row = (label: string, before: string, after: string) =>
  h('tr', { key: label }, h('th', { scope: 'row' }, label), h('td', null, before), h('td', null, after));

function impactRows(impact: Improvement['impact']): ReactNode[] {
  if (!impact) return [];
  return [
    ...IMPACT_MEASURES.filter((m) => impact.before[m.key] !== undefined).map((m) =>
      row(m.label, figure(impact.before[m.key], m.decimals), figure(impact.after[m.key], m.decimals)),
    ),
    ...personaChanges(impact).map((p) =>
      row(`Persona score: ${p.label}`, personaFigure(p.before), personaFigure(p.after)),
    ),
  ];
}

function change(s: SuggestionView, index: number): ReactNode {
  return h(
    'section',
    { key: s.id, className: 'change' },
    h(
      'h3',
      null,
      `${index + 1}. ${SUGGESTION_TYPE_LABELS[s.type]} `,
      h('span', { className: 'page' }, `page ${s.page}`),
    ),
    s.original &&
      h(
        Fragment,
        null,
        h('p', { className: 'label' }, 'Before'),
        h('blockquote', { className: 'before' }, s.original),
      ),
    h('p', { className: 'label' }, `After${s.editedText ? ' (edited by the reviewer)' : ''}`),
    h('blockquote', { className: 'after' }, s.editedText ?? s.proposed),
    h('p', null, h('strong', null, 'Why:'), ` ${s.reason}`),
    h(
      'p',
      null,
      h('strong', null, 'Addresses:'),
      ` ${s.addresses.label}${s.addresses.citation ? ` (${s.addresses.citation})` : ''}`,
    ),
  );
}

/**
 * The change report: what changed, where and why, with the rule or metric each change addresses and the
 * predicted effect, as a self-contained HTML page a reviewer prints or saves as PDF from the browser.
 */
export function changeReportHtml(improvement: Improvement): string {
  const applied = improvement.suggestions.filter(
    (s) => s.status === 'accepted' && !improvement.conflicts.includes(s.id),
  );
  const other = improvement.suggestions.filter((s) => !applied.includes(s));
  const impact = improvement.impact;
  const summary = impact ? impactSentences(impact, applied.length) : [];
  const page = h(
    'html',
    { lang: 'en-GB' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, `Change report: ${improvement.fileName}`),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Change report'),
      h(
        'p',
        null,
        `${improvement.fileName} · ${applied.length} change${applied.length === 1 ? '' : 's'} applied · engine ${improvement.engineVersion ?? ''}`,
      ),
      h('p', null, 'Print this page or save it as PDF from your browser.'),
      h('h2', null, 'Predicted effect'),
      summary.map((sentence) => h('p', { key: sentence }, sentence)),
      h(
        'table',
        null,
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, 'Measure'),
            h('th', { scope: 'col' }, 'Before'),
            h('th', { scope: 'col' }, 'After'),
          ),
        ),
        h('tbody', null, impactRows(impact)),
      ),
      impact &&
        impact.fixedRules.length > 0 &&
        h('p', null, `Rules no longer failing: ${impact.fixedRules.join(', ')}.`),
      h('h2', null, 'What changed and why'),
      applied.length > 0 ? applied.map(change) : h('p', null, 'No changes accepted.'),
      other.length > 0 &&
        h(
          Fragment,
          null,
          h('h2', null, 'Not applied'),
          h(
            'ul',
            null,
            other.map((s) =>
              h(
                'li',
                { key: s.id },
                `${SUGGESTION_TYPE_LABELS[s.type]}, page ${s.page}: ${
                  improvement.conflicts.includes(s.id)
                    ? 'accepted but not applied (another accepted change rewrites the same words)'
                    : s.status
                }`,
              ),
            ),
          ),
        ),
    ),
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}
