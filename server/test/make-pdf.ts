import { buildPdf, textPage } from '#engine/extraction/testing/pdf-builder.ts';

/** A text PDF for tests (no fixture files): each page gets an optional bold heading and lines of text. */
export function makePdf(
  pages: { heading?: string; lines: string[] }[],
  options: { title?: string } = {},
): Buffer {
  const specs = pages.map((page) => {
    const body = textPage(page.lines, { size: 11, top: page.heading ? 734 : 770, leading: 15 });
    if (!page.heading) return body;
    return { text: [{ text: page.heading, x: 72, y: 770, size: 20, bold: true }, ...(body.text ?? [])] };
  });
  return Buffer.from(buildPdf({ pages: specs, title: options.title }));
}

/** A plausible fund document of `pageCount` pages of prose. */
export function makeFundReportPdf(pageCount: number, title = 'Assessment of Value Report 2025'): Buffer {
  const sentences = [
    'The fund aims to grow the value of your investment over a period of at least five years.',
    'Ongoing charges for the accumulation share class were 0.85% of the value of the fund.',
    'Past performance is not a reliable indicator of future results.',
    'The value of investments and any income from them can fall as well as rise.',
    'We compared the fund with similar funds in the Investment Association sector.',
    'The board concluded that the fund delivered value for the period under review.',
  ];
  return makePdf(
    Array.from({ length: pageCount }, (_, p) => ({
      heading: p === 0 ? title : `Section ${p + 1}`,
      lines: Array.from({ length: 30 }, (_, l) => sentences[(p + l) % sentences.length]!),
    })),
    { title },
  );
}
