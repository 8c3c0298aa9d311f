// The review workspace (issue 26) on a 60-page document with 50 findings: how long until its data is ready
// to draw. Measures, per open: the API calls the workspace makes, answered by the real app in process
// (the document, its extraction, its latest check — listed, then read — its review, and the PDF's bytes;
// in the order the browser makes them: the check after the list, the rest at once), then the client's own
// work on the answers: JSON parsing and the schemas' validation, the filtered list, every passage located in
// the text with the engine's resolver and the first page's boxes placed. Not measured: the network between
// browser and server, React's render and pdf.js drawing the page (a canvas; the same for any findings).
// Run: npx tsx bench/workspace.ts [runs]
// Prints one JSON object: { name, pages, findings, passages, api_ms_median, client_ms_median, ms_median,
// ms_p95, ms_cold, runs, target_ms }.
import { complianceCheckSchema, checkListResponse } from '#common/api/compliance.ts';
import { documentSchema, extractionResponse } from '#common/api/documents.ts';
import { documentReviewResponse } from '#common/api/reviews.ts';
import { quoteBoxes } from '#common/text/quote-boxes.ts';
import { makePdf } from '../server/test/make-pdf.ts';
import { createClientUser } from '../server/test/factories.ts';
import { locateHighlight, parsePages } from '../web/src/features/documents/lib/document-pages.ts';
import { startBenchApp } from './bench-app.ts';
import { percentile, roundMs } from './support.ts';

const PAGES = 60;
const FINDINGS = 50;
const RUNS = Number(process.argv[2] ?? 20);
const TARGET_MS = 1500;

// Fund-document prose with a few breaches the rule packs find; every page also carries a sentence of its own
// (numbered), which the reviewer's findings quote so that each is located on its page.
const PROSE = [
  'The fund aims to grow your money over at least five years by investing in the shares of UK companies.',
  'The ongoing charges figure is 0.85% a year and covers the annual management charge and other running costs.',
  'Your capital is at risk and the value of your investment can go down as well as up.',
  'Past performance is not a reliable indicator of future results.',
  'The fund invests overseas, so changes in exchange rates can cause the value of your investment to rise or fall.',
  'Income is paid to investors in income units twice a year; in accumulation units it is reinvested.',
];
const BREACHES = [
  'With this fund your returns are guaranteed and your money is completely safe.',
  'We are the best fund manager in the market and our fund is unbeatable.',
  'Our portfolio is carbon neutral and 100% green.',
  "Don't worry about the small print: the risk is minimal.",
];
const ownSentence = (page: number) =>
  `Holders of the class ${page} shares who stayed invested saw their money multiply by ${page + 2} times.`;

function document60(): Buffer {
  return makePdf(
    Array.from({ length: PAGES }, (_, p) => ({
      heading: `Section ${p + 1}`,
      lines: [
        ownSentence(p + 1),
        ...Array.from({ length: 36 }, (_, l) => PROSE[(p + l) % PROSE.length]!),
        ...(p % 6 === 0 ? [BREACHES[(p / 6) % BREACHES.length]!] : []),
      ],
    })),
  );
}

async function main() {
  const bench = await startBenchApp();
  try {
    const { app } = bench;
    // A firm admin of a firm of its own: uploads, checks and, with reviewer rights, raises findings.
    const user = await createClientUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const cookie = `clarion_session=${login.cookies.find((c) => c.name === 'clarion_session')!.value}`;
    const headers = { cookie, 'x-csrf-token': login.json().csrfToken as string };
    const get = (url: string) => app.inject({ method: 'GET', url, headers });

    const boundary = '----clarionworkspace';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nfinancial-promotion\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="workspace-60.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        document60(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
    const documentId = upload.json().id as string;
    for (;;) {
      const status = (await get(`/api/documents/${documentId}`)).json().status as string;
      if (status === 'completed') break;
      if (status === 'failed') throw new Error('extraction failed');
      await new Promise((r) => setTimeout(r, 20));
    }
    const started = await app.inject({
      method: 'POST',
      url: '/api/compliance/checks',
      headers,
      payload: { documentId },
    });
    const checkId = started.json().id as string;
    let check = complianceCheckSchema.parse((await get(`/api/compliance/checks/${checkId}`)).json());
    while (check.status === 'pending' || check.status === 'processing') {
      await new Promise((r) => setTimeout(r, 20));
      check = complianceCheckSchema.parse((await get(`/api/compliance/checks/${checkId}`)).json());
    }
    if (check.status !== 'completed') throw new Error(`check ${check.status}: ${check.error}`);
    // The engine's findings, then a reviewer's, one per page, until there are 50.
    const rules = (await get('/api/compliance/rules')).json().items as { id: string }[];
    for (let page = 1; check.findings.length < FINDINGS; page += 1) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/compliance/checks/${checkId}/findings`,
        headers,
        payload: {
          ruleId: rules[page % rules.length]!.id,
          severity: (['high', 'medium', 'low'] as const)[page % 3],
          comment: 'Presents exceptional gains as typical.',
          quote: ownSentence(page),
        },
      });
      if (res.statusCode !== 201)
        throw new Error(`raise failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      check = complianceCheckSchema.parse(res.json());
    }

    /** One open of the workspace: its API calls, then its own work on their answers. */
    async function open() {
      const t0 = performance.now();
      const [documentRes, extractionRes, reviewRes, fileRes, checkRes] = await Promise.all([
        get(`/api/documents/${documentId}`),
        get(`/api/documents/${documentId}/extraction`),
        get(`/api/documents/${documentId}/review`),
        get(`/api/documents/${documentId}/file`),
        get(`/api/compliance/checks?documentId=${documentId}&limit=1&offset=0`).then((list) =>
          get(`/api/compliance/checks/${checkListResponse.parse(list.json()).items[0]!.id}`),
        ),
      ]);
      for (const res of [documentRes, extractionRes, reviewRes, fileRes, checkRes])
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
      const t1 = performance.now();
      documentSchema.parse(JSON.parse(documentRes.body));
      documentReviewResponse.parse(JSON.parse(reviewRes.body));
      const loaded = complianceCheckSchema.parse(JSON.parse(checkRes.body));
      const extraction = extractionResponse.parse(JSON.parse(extractionRes.body));
      const pages = parsePages(extraction.pages ?? []);
      // As the workspace's findingPassages does with no filter (not imported: its module brings in the UI's).
      const passages = loaded.findings.flatMap((f) => f.evidence.map((e) => ({ ...e, key: f.ruleId })));
      const located = passages.map((p) => locateHighlight(pages, p.quote, p.page));
      const first = pages[0]!;
      let boxes = 0;
      for (const found of located)
        if (found?.page === first.number) boxes += quoteBoxes(first, found.ranges).length;
      const t2 = performance.now();
      return {
        api: t1 - t0,
        client: t2 - t1,
        total: t2 - t0,
        passages: passages.length,
        located: located.filter(Boolean).length,
        boxes,
        findings: loaded.findings.length,
        pdfBytes: fileRes.rawPayload.length,
        pages: pages.length,
      };
    }

    const cold = await open();
    const runs: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await open());
    const sorted = (key: 'api' | 'client' | 'total') => runs.map((r) => r[key]).sort((a, b) => a - b);
    const total = sorted('total');
    console.log(
      JSON.stringify({
        name: 'review-workspace-data',
        pages: cold.pages,
        findings: cold.findings,
        passages: cold.passages,
        passages_located: cold.located,
        first_page_boxes: cold.boxes,
        pdf_bytes: cold.pdfBytes,
        api_ms_median: roundMs(percentile(sorted('api'), 50)),
        client_ms_median: roundMs(percentile(sorted('client'), 50)),
        ms_median: roundMs(percentile(total, 50)),
        ms_p95: roundMs(percentile(total, 95)),
        ms_cold: roundMs(cold.total),
        runs: RUNS,
        target_ms: TARGET_MS,
        measures:
          'API calls in process + JSON/schema parsing + locating every passage + first page boxes; not network, React render or pdf.js drawing',
      }),
    );
  } finally {
    await bench.close();
  }
}

await main();
