// A fund's page shows its row of the Assessment of Value grid (issue 28, item 5): from the AoV report linked
// to it once that report is analysed, the section about this fund in a report on several funds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, type PdfTextItem } from '#engine/extraction/testing/pdf-builder.ts';
import type { Fund } from '#common/api/funds.ts';
import {
  buildTestApp,
  signIn,
  uploadDocument,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';

/** One page per fund: its name as a large heading, two considerations as smaller headings under it. */
function fundPage(fund: string, sections: [string, string[]][]): { text: PdfTextItem[] } {
  const text: PdfTextItem[] = [{ text: fund, x: 72, y: 770, size: 22, bold: true }];
  let y = 730;
  for (const [title, lines] of sections) {
    text.push({ text: title, x: 72, y, size: 15, bold: true });
    y -= 24;
    for (const line of lines) {
      text.push({ text: line, x: 72, y, size: 11 });
      y -= 15;
    }
    y -= 12;
  }
  return { text };
}

const TWO_FUND_AOV = Buffer.from(
  buildPdf({
    pages: [
      {
        text: [
          { text: 'Assessment of Value 2025', x: 72, y: 770, size: 24, bold: true },
          {
            text: 'This report covers the year ended 31 March 2025 for two of our funds.',
            x: 72,
            y: 730,
            size: 11,
          },
        ],
      },
      fundPage('Alder UK Equity Fund', [
        [
          'Performance',
          [
            'The fund returned 8.1% a year over five years, ahead of its benchmark at 6.9%.',
            'We concluded that performance delivered value to investors.',
          ],
        ],
        [
          'Quality of service',
          [
            'Rating: Green. We answered 97% of calls within a minute and resolved every complaint within a week.',
          ],
        ],
      ]),
      fundPage('Birch Global Bond Fund', [
        [
          'Performance',
          [
            'The fund returned 1.2% a year over five years against 2.6% for its benchmark.',
            'Rating: Amber. We have placed the fund on our watch list.',
          ],
        ],
      ]),
    ],
  }),
);

describe('a fund page’s Assessment of Value grid', () => {
  let t: TestApp;
  let reviewer: Caller;
  let alderId: string;
  let birchId: string;
  let cedarId: string;
  let reportId: string;

  const fund = async (id: string): Promise<Fund> =>
    (await reviewer.request({ method: 'GET', url: `/api/funds/${id}` })).json();
  const create = async (name: string) => {
    const res = await reviewer.request({
      method: 'POST',
      url: '/api/funds',
      payload: { name, shareClasses: [] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const link = async (fundId: string, documentId: string) => {
    const res = await reviewer.request({
      method: 'POST',
      url: `/api/funds/${fundId}/documents`,
      payload: { documentId },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    const firm = await createClientUser(t.app);
    await grantModule(t.app, firm.id, 'funds');
    await grantModule(t.app, firm.id, 'aov_analysis');
    reviewer = await signIn(t.app, firm.email, firm.password);
    alderId = await create('Alder UK Equity Fund');
    birchId = await create('Birch Global Bond');
    cedarId = await create('Cedar Income Fund');
    const res = await uploadDocument(reviewer, TWO_FUND_AOV, {
      documentType: 'aov-report',
      fileName: 'aov-2025.pdf',
    });
    expect(res.statusCode).toBe(201);
    reportId = res.json().id;
    // extraction runs on the shared engine pool: allow for a busy machine
    const extracted = await waitFor(
      async () => (await reviewer.request({ method: 'GET', url: `/api/documents/${reportId}` })).json(),
      (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
      90_000,
    );
    expect(extracted.status).toBe('completed');
    for (const id of [alderId, birchId, cedarId]) await link(id, reportId);
  }, 180_000);
  afterAll(async () => t.close());

  it('is null while the linked AoV report has not been analysed', async () => {
    const alder = await fund(alderId);
    expect(alder.documents.map((d) => d.documentId)).toContain(reportId);
    expect(alder.aov).toBeNull();
  });

  it("shows each fund its own section's grid once the report is analysed, with quotes and pages", async () => {
    const start = await reviewer.request({ method: 'POST', url: `/api/documents/${reportId}/analyses` });
    expect(start.statusCode).toBe(202);
    // the engine pool is shared with other suites: allow for a busy machine
    const settled = await waitFor(
      async () => (await reviewer.request({ method: 'GET', url: `/api/analyses/${start.json().id}` })).json(),
      (r: { id: string; status: string }) => r.status === 'completed' || r.status === 'failed',
      90_000,
    );
    expect(settled.status).toBe('completed');

    const alder = (await fund(alderId)).aov!;
    expect(alder).toMatchObject({
      documentId: reportId,
      fileName: 'aov-2025.pdf',
      analysisId: settled.id,
      reportFund: 'Alder UK Equity Fund',
      scope: 'fund',
      page: 2,
      outdated: false,
    });
    expect(alder.considerations).toHaveLength(7);
    const byId = (grid: typeof alder, id: string) => grid.considerations.find((c) => c.id === id)!;
    expect(byId(alder, 'performance')).toMatchObject({ status: 'assessed' });
    expect(byId(alder, 'performance').evidence[0]).toMatchObject({ page: 2 });
    expect(
      byId(alder, 'performance')
        .evidence.map((e) => e.quote)
        .join(' '),
    ).toMatch(/8\.1%/);
    expect(byId(alder, 'quality-of-service').status).toBe('assessed');
    expect(byId(alder, 'economies-of-scale').status).toBe('not-found');

    // "Birch Global Bond" is the report's "Birch Global Bond Fund": generic words aside, the same name
    const birch = (await fund(birchId)).aov!;
    expect(birch).toMatchObject({ reportFund: 'Birch Global Bond Fund', page: 3 });
    expect(byId(birch, 'performance').status).toBe('assessed');
    expect(
      byId(birch, 'performance')
        .evidence.map((e) => e.quote)
        .join(' '),
    ).toMatch(/1\.2%/);
    expect(byId(birch, 'quality-of-service').status).toBe('not-found');
  }, 150_000);

  it('is null for a fund the linked multi-fund report does not cover', async () => {
    expect((await fund(cedarId)).aov).toBeNull();
  });

  it('is gone once the report is unlinked from the fund', async () => {
    const res = await reviewer.request({
      method: 'DELETE',
      url: `/api/funds/${alderId}/documents/${reportId}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await fund(alderId)).aov).toBeNull();
  });
});
