/**
 * Builds small, valid text PDFs for tests (no fixture files): each page gets its lines in Helvetica, with
 * an optional larger heading. Offsets in the xref table are computed, so pdf.js and poppler read them.
 */
export function makePdf(pages: { heading?: string; lines: string[] }[], options: { title?: string } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // 1-based object numbers
  const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES_PLACEHOLDER');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const ops: string[] = ['BT'];
    let y = 780;
    if (page.heading) {
      ops.push(`/F2 20 Tf 1 0 0 1 56 ${y} Tm (${escape(page.heading)}) Tj`);
      y -= 36;
    }
    for (const line of page.lines) {
      ops.push(`/F1 11 Tf 1 0 0 1 56 ${y} Tm (${escape(line)}) Tj`);
      y -= 15;
    }
    ops.push('ET');
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = options.title ? add(`<< /Title (${escape(options.title)}) >>`) : undefined;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
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
