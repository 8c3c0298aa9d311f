import zlib from 'node:zlib';
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

/**
 * A valid one-page PDF whose content stream is `inflatedBytes` of spaces under FlateDecode: a
 * decompression bomb (~1 MB of file per GiB inflated). Built without ever holding the inflated bytes: one
 * sync-flushed deflate block of spaces is repeated (its back-references stay inside itself), then a final
 * empty block and the Adler-32 of the whole, computed arithmetically. `hex`: the compressed stream is
 * wrapped in ASCIIHexDecode as well (twice the size), which a check of zlib streams alone does not see.
 */
export function makeDeflateBombPdf(inflatedBytes: number, options: { hex?: boolean } = {}): Buffer {
  const chunk = 64 * 1024 * 1024;
  const repeats = Math.max(1, Math.round(inflatedBytes / chunk));
  const block = zlib.deflateRawSync(Buffer.alloc(chunk, 0x20), {
    level: 9,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  const total = BigInt(chunk) * BigInt(repeats);
  const mod = 65521n;
  const a = (1n + 0x20n * total) % mod;
  const b = (total + (0x20n * total * (total + 1n)) / 2n) % mod;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const compressed = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: repeats }, () => block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  const stream = options.hex ? Buffer.from(`${compressed.toString('hex')}>`) : compressed;
  const filter = options.hex ? '[/ASCIIHexDecode /FlateDecode]' : '/FlateDecode';
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(at);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    at += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    `startxref\n${at}\n%%EOF\n`,
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
