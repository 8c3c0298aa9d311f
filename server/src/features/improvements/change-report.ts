import { SUGGESTION_TYPE_LABELS, type Improvement } from '#common/api/improvements.ts';
import {
  IMPACT_MEASURES,
  impactSentences,
  personaChanges,
  shownMeasure,
} from '#common/improvement-impact.ts';
import { scoreLabel } from '#common/persona-scores.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const figure = (n: number | undefined, decimals: number) =>
  n === undefined ? '–' : String(shownMeasure(n, decimals));
/** A persona score as every screen prints it: one decimal and its band. */
const personaFigure = (n: number) => `${n.toFixed(1)} (${scoreLabel(n)})`;

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
  const row = (label: string, before: string, after: string) =>
    `<tr><th scope="row">${escape(label)}</th><td>${before}</td><td>${after}</td></tr>`;
  const rows = impact
    ? [
        ...IMPACT_MEASURES.filter((m) => impact.before[m.key] !== undefined).map((m) =>
          row(m.label, figure(impact.before[m.key], m.decimals), figure(impact.after[m.key], m.decimals)),
        ),
        ...personaChanges(impact).map((p) =>
          row(`Persona score: ${p.label}`, personaFigure(p.before), personaFigure(p.after)),
        ),
      ]
    : [];
  const summary = impact ? impactSentences(impact, applied.length) : [];
  const changes = applied
    .map((s, i) => {
      const text = s.editedText ?? s.proposed;
      return `<section class="change">
  <h3>${i + 1}. ${escape(SUGGESTION_TYPE_LABELS[s.type])} <span class="page">page ${s.page}</span></h3>
  ${s.original ? `<p class="label">Before</p><blockquote class="before">${escape(s.original)}</blockquote>` : ''}
  <p class="label">After${s.editedText ? ' (edited by the reviewer)' : ''}</p><blockquote class="after">${escape(text)}</blockquote>
  <p><strong>Why:</strong> ${escape(s.reason)}</p>
  <p><strong>Addresses:</strong> ${escape(s.addresses.label)}${s.addresses.citation ? ` (${escape(s.addresses.citation)})` : ''}</p>
</section>`;
    })
    .join('\n');
  const notApplied = other
    .map(
      (s) =>
        `<li>${escape(SUGGESTION_TYPE_LABELS[s.type])}, page ${s.page}: ${
          improvement.conflicts.includes(s.id)
            ? 'accepted but not applied (another accepted change rewrites the same words)'
            : s.status
        }</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Change report: ${escape(improvement.fileName)}</title>
<style>
  body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } h3 { font-size: 1.05rem; }
  table { border-collapse: collapse; } th, td { border: 1px solid #cbd5e1; padding: .3rem .7rem; text-align: left; }
  blockquote { margin: .25rem 0 .75rem; padding: .5rem .75rem; border-left: 4px solid; }
  .before { border-color: #b91c1c; background: #fef2f2; } .after { border-color: #15803d; background: #f0fdf4; }
  .label { margin: 0; font-weight: 600; } .page { font-weight: normal; color: #475569; }
  .change { break-inside: avoid; border-top: 1px solid #e2e8f0; padding-top: .5rem; }
  @media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>Change report</h1>
<p>${escape(improvement.fileName)} · ${applied.length} change${applied.length === 1 ? '' : 's'} applied · engine ${escape(improvement.engineVersion ?? '')}</p>
<p>Print this page or save it as PDF from your browser.</p>
<h2>Predicted effect</h2>
${summary.map((sentence) => `<p>${escape(sentence)}</p>`).join('\n')}
<table>
<thead><tr><th scope="col">Measure</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
${impact && impact.fixedRules.length > 0 ? `<p>Rules no longer failing: ${impact.fixedRules.map(escape).join(', ')}.</p>` : ''}
<h2>What changed and why</h2>
${changes || '<p>No changes accepted.</p>'}
${notApplied ? `<h2>Not applied</h2>\n<ul>\n${notApplied}\n</ul>` : ''}
</body>
</html>
`;
}
