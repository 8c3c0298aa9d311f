import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdf } from '#engine/extraction/pdf.ts';
import type { ApprovalRecord, Review } from '#common/api/reviews.ts';
import { approvalCertificateContent, personLabel } from './approval-certificate-content.ts';
import { approvalCertificatePdf, wrapText } from './approval-certificate-pdf.ts';
import { approvalCertificateHtml } from './approval-certificate.ts';
import { ukTime } from './uk-time.ts';

const SHA = 'a3f1'.repeat(16);
const ID = '6d7c9a52-1b1e-4d8e-9f55-2f0c8f1f3a10';

const record: ApprovalRecord = {
  documentId: ID,
  fileName: 'Growth fund — Q3 promotion → final.pdf',
  version: 2,
  sha256: SHA,
  check: {
    id: ID,
    createdAt: '2026-07-01T08:00:00.000Z',
    engineVersion: '1.4.0',
    rulePacks: [{ id: 'cobs4', version: '2026.1' }],
    rag: 'green',
    ragBeforeReview: 'red',
  },
  findings: {
    open: [],
    dismissed: [
      {
        ruleId: 'cobs4-guaranteed',
        title: 'Guarantee claim',
        severity: 'high',
        citation: 'COBS 4.2.1R',
        origin: 'rules',
        status: 'dismissed',
        reason: `Legal cleared it. ${'The wording is the fund’s prescribed risk warning. '.repeat(12)}`,
        decidedBy: 'rhea@firm.example',
        decidedByName: 'Rhea Reviewer',
        decidedAt: '2026-07-01T23:30:00.000Z',
      },
    ],
    resolved: [],
  },
  funds: [{ id: ID, name: 'Northwind UK Growth Fund' }],
  approver: { id: ID, email: 'avery@firm.example', name: 'Avery Approver' },
  approvedAt: '2026-07-02T09:15:00.000Z',
  overrideReason: null,
  reason: null,
  attestation: {
    text: 'I am satisfied it is fair, clear and not misleading.',
    attestedAt: '2026-07-02T09:15:00.000Z',
  },
};

const review = {
  id: ID,
  status: 'approved',
  superseded: false,
  currentVersion: 2,
  submittedBy: 'morgan@firm.example',
  submittedByName: null,
  submittedAt: '2026-07-01T07:00:00.000Z',
  note: null,
  reviewDate: null,
} as unknown as Review;

const context = {
  firm: { name: 'Northwind Capital Ltd', frn: '123456' },
  funds: ['Northwind UK Growth Fund'],
};

/** The PDF's text as one line, read back by the engine's extraction (pdf.js). */
async function textOf(pdf: Uint8Array): Promise<string> {
  return (await extractPdf(pdf)).text.replace(/\s+/g, ' ');
}

describe(approvalCertificateContent.name, () => {
  it('names the firm, its FRN and the fund, and the people by name with their e-mail', () => {
    const content = approvalCertificateContent(review, record, context);
    const value = (label: string) => content.rows.find((r) => r.label === label)?.value;
    expect(value('Firm')).toBe('Northwind Capital Ltd');
    expect(value('FCA Firm Reference Number')).toBe('123456');
    expect(value('Fund')).toBe('Northwind UK Growth Fund');
    expect(value('Approved by')).toBe('Avery Approver <avery@firm.example>');
    // no name recorded: the e-mail alone
    expect(value('Submitted by')).toMatch(/^morgan@firm\.example, /);
    expect(value('Rating at approval')).toContain('dismissed by Rhea Reviewer <rhea@firm.example>');
  });

  it('says "FRN not recorded" and "Not linked to a fund" when they are not', () => {
    const content = approvalCertificateContent(review, record, { firm: { name: 'X', frn: null }, funds: [] });
    expect(content.rows.find((r) => r.label === 'FCA Firm Reference Number')?.value).toBe('FRN not recorded');
    expect(content.rows.find((r) => r.label === 'Fund')?.value).toBe('Not linked to a fund');
  });

  it('gives times in UK local time with the zone: GMT in winter, BST in summer', () => {
    expect(ukTime('2026-11-29T10:21:00.000Z')).toBe('29 November 2026, 10:21 GMT (UK time)');
    // 23:30 UTC on 1 July is 00:30 on 2 July in London
    expect(ukTime('2026-07-01T23:30:00.000Z')).toMatch(/^2 July 2026, 00:30 (BST|GMT\+1) \(UK time\)$/);
    const content = approvalCertificateContent(review, record, context);
    expect(content.rows.find((r) => r.label === 'Approved at')?.value).toMatch(
      /^2 July 2026, 10:15 (BST|GMT\+1)/,
    );
  });

  it('falls back to the e-mail when a person has no name', () => {
    expect(personLabel('  ', 'a@b.example')).toBe('a@b.example');
    expect(personLabel(null, null)).toBe('unknown');
  });

  it('renders the same content as HTML, escaped, with a link to the PDF', () => {
    const html = approvalCertificateHtml(approvalCertificateContent(review, record, context));
    expect(html).toContain('Avery Approver &lt;avery@firm.example&gt;');
    expect(html).toContain('Northwind Capital Ltd');
    expect(html).toContain('href="certificate.pdf"');
  });
});

describe(approvalCertificatePdf.name, () => {
  it('is an A4 PDF whose text reads back with the sha256, approver, firm, FRN, fund and UK time', async () => {
    const pdf = await approvalCertificatePdf(approvalCertificateContent(review, record, context), {
      reviewId: ID,
      approvedAt: record.approvedAt,
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = await textOf(pdf);
    for (const expected of [
      SHA,
      'Avery Approver <avery@firm.example>',
      'Northwind Capital Ltd',
      '123456',
      'Northwind UK Growth Fund',
      'Rhea Reviewer',
      '10:15 BST (UK time)',
      // a character the standard fonts cannot draw is replaced, not a failure
      'Q3 promotion -> final.pdf',
    ])
      expect(text).toContain(expected);
  });

  it('wraps a long reason within the page instead of running off it', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`${'word '.repeat(200)}${'x'.repeat(300)}`, font, 9.5, 300);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9.5)).toBeLessThanOrEqual(300);
    expect(lines.join('').replace(/\s/g, '')).toBe(`${'word'.repeat(200)}${'x'.repeat(300)}`);
  });
});
