import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CertificateContent } from './approval-certificate-content.ts';

// Rendered by React, which escapes every text it is given (file names, reasons and findings come from
// documents and people). createElement rather than JSX: the server's tsconfig has no JSX setting.

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 1.75rem; }
  table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #cbd5e1; padding: .3rem .6rem; text-align: left; vertical-align: top; }
  th[scope=row] { width: 14rem; } code { word-break: break-all; }
  .warning { border-left: 4px solid #b45309; background: #fffbeb; padding: .5rem .75rem; }
  @media print { body { margin: 0; } .no-print { display: none; } }
`;

/** The approval certificate as a page to read or print; the PDF (approval-certificate-pdf.ts) has the same content. */
export function approvalCertificateHtml(content: CertificateContent): string {
  const page = h(
    'html',
    { lang: 'en-GB' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, content.title),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Approval certificate'),
      // relative: this page is /api/reviews/:id/certificate, the PDF is beside it
      h(
        'p',
        { className: 'no-print' },
        h('a', { href: 'certificate.pdf', download: true }, 'Download this certificate as a PDF'),
        ', or print this page.',
      ),
      content.warnings.map((w) => h('p', { key: w, className: 'warning' }, w)),
      h(
        'table',
        null,
        h(
          'tbody',
          null,
          content.rows.map((r) =>
            h(
              'tr',
              { key: r.label },
              h('th', { scope: 'row' }, r.label),
              h('td', null, r.code ? h('code', null, r.value) : r.value),
            ),
          ),
        ),
      ),
      content.sections.map((s) =>
        h(
          'section',
          { key: s.title },
          h('h2', null, s.title),
          s.items.length === 0
            ? h('p', null, 'None.')
            : h(
                'ul',
                null,
                s.items.map((item, i) => h('li', { key: i }, item.text, item.detail && h('br'), item.detail)),
              ),
        ),
      ),
      h('p', null, content.footer),
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
