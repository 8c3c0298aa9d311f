// Reads corpus PDFs from disk (test only): through Clarion's InThreadPort and through pdf.js's own fake worker,
// page by page, the text content and the drawing operators must come out the same.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyForOtherSide } from './in-thread-port.ts';
import { pdfjsDocumentParams } from './pdf.ts';
import { loadPdfjs, openInThreadWorker, pdfjsAssets, type InThreadWorker } from './pdfjs.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';

// Documents with many text chunks per page (annual reports, a tax form), rotated text, and short factsheets.
const FILES = [
  'financial/SCOR-Sustainable-Euro-High-Yield_annual-report_2020.pdf',
  'financial/Fourpoints-Valeur-Intrinseque_rapport-annuel_2020_FR.pdf',
  'extraction/pdfminer/i1040nr.pdf',
  'extraction/pdfbox/PDFBOX-2984-rotations.pdf',
  'financial/beanstalk_Fidelity-Index-World-KIID.pdf',
  'financial/B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf',
];
const PAGES_PER_FILE = 6;
const hasCorpus = hasRequiredPart(
  FILES.every((f) => existsSync(path.join(CORPUS_DIR, f))),
  `The shared corpus files ${FILES.join(', ')}`,
  CORPUS_INSTALL,
);

/** Font and image names carry the document's number (`g_d3_f1`), which differs from one getDocument to the next. */
function withoutDocumentNumber(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\b(g|img|mask)_d\d+_/gu, '$1_d_');
  if (ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map(withoutDocumentNumber);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        withoutDocumentNumber(key) as string,
        withoutDocumentNumber(v),
      ]),
    );
  return value;
}

/** Every page's text content and operator list, read with pdf.js's fake worker or over `worker`. */
async function readPages(file: string, worker?: InThreadWorker) {
  const pdfjs = await loadPdfjs();
  const data = new Uint8Array(readFileSync(path.join(CORPUS_DIR, file)));
  const task = pdfjs.getDocument(pdfjsDocumentParams(data, pdfjsAssets(), { worker }));
  try {
    const doc = await task.promise;
    const pages = [];
    for (let n = 1; n <= Math.min(doc.numPages, PAGES_PER_FILE); n++) {
      const page = await doc.getPage(n);
      const text = await page.getTextContent({ includeMarkedContent: false });
      const operators = await page.getOperatorList();
      pages.push(
        withoutDocumentNumber({
          items: text.items,
          styles: text.styles,
          fnArray: operators.fnArray,
          argsArray: operators.argsArray,
        }),
      );
    }
    return pages;
  } finally {
    await task.destroy();
    worker?.destroy();
  }
}

describe('InThreadPort', () => {
  it.skipIf(!hasCorpus)(
    'gives the same text, positions and drawing operators as pdf.js’s own in-thread worker',
    async () => {
      for (const file of FILES) {
        const own = await readPages(file);
        const ours = await readPages(file, await openInThreadWorker());
        expect(ours.length, file).toBe(own.length);
        expect(ours, file).toEqual(own);
        expect(JSON.stringify(own), `${file} has text`).toMatch(/"str":"[^"]*\p{L}/u);
      }
    },
    60_000,
  );

  it('copies the message and the chunk a text chunk travels in, and deep-copies everything else', () => {
    const items = [{ str: 'Ongoing charge', transform: [1, 0, 0, 1, 72, 700] }];
    const textChunk = { items, styles: {}, lang: null };
    const message = { sourceName: 'w', targetName: 'm', stream: 5, streamId: 1, chunk: textChunk };
    const sent = copyForOtherSide(message) as typeof message;
    // pdf.js gives its textContent new items once sent: the copy must keep the ones that were sent.
    textChunk.items = [];
    expect(sent.chunk.items).toBe(items);
    expect(sent).not.toBe(message);

    const fnArray = [1, 2, 3];
    const operatorChunk = { fnArray, argsArray: [[1], null, [2]], lastChunk: false, length: 3 };
    const sentOps = copyForOtherSide({ chunk: operatorChunk }) as { chunk: typeof operatorChunk };
    // pdf.js empties a sent operator-list chunk in place.
    fnArray.length = 0;
    expect(sentOps.chunk.fnArray).toEqual([1, 2, 3]);

    const buffer = new ArrayBuffer(8);
    copyForOtherSide({ data: buffer }, [buffer]);
    expect(buffer.byteLength, 'a transferred buffer moves').toBe(0);
  });
});
