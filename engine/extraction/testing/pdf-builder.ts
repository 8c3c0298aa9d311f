import { createHash } from 'node:crypto';

/**
 * Builds small, valid PDFs byte by byte for tests: text in the standard Helvetica fonts, JPEG images,
 * page labels, /Lang, MarkInfo, document info, and the standard security handler (RC4, 40-bit, revision 2)
 * so password-protected files can be made without any tool. Test data only; never used by the product.
 */

export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

export interface PdfImage {
  /** Baseline JPEG bytes (DCTDecode), RGB. */
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export interface PdfPageSpec {
  width?: number;
  height?: number;
  text?: PdfTextItem[];
  /** Drawn over the whole page. */
  image?: PdfImage;
}

export interface PdfSpec {
  pages: PdfPageSpec[];
  title?: string;
  author?: string;
  lang?: string;
  tagged?: boolean;
  /** Page labels: lower-case roman numerals for the first `romanPages` pages, then decimals from 1. */
  romanPages?: number;
  /** Encrypt with this user password (owner password "owner"). */
  userPassword?: string;
}

const encoder = new TextEncoder();
const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => new Uint8Array(createHash('md5').update(concat(parts)).digest());

const PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e,
  0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

function padPassword(password: string): Uint8Array {
  return concat([latin1(password).subarray(0, 32), PADDING]).subarray(0, 32);
}

const hex = (bytes: Uint8Array) => `<${Buffer.from(bytes).toString('hex')}>`;

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/gu, (c) => `\\${c}`)})`;
}

/** Assembles the objects, cross-reference table and trailer. */
export function buildPdf(spec: PdfSpec): Uint8Array {
  type Obj = { dict: string; stream?: Uint8Array };
  const objects: Obj[] = [];
  const reserve = () => objects.push({ dict: '' });
  const set = (num: number, obj: Obj) => {
    objects[num - 1] = obj;
  };

  reserve(); // 1 catalog
  reserve(); // 2 pages
  reserve(); // 3 Helvetica
  reserve(); // 4 Helvetica-Bold
  set(3, { dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>' });
  set(4, { dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>' });

  const kids: number[] = [];
  for (const page of spec.pages) {
    const width = page.width ?? 595;
    const height = page.height ?? 842;
    let content = '';
    let resources = '/Font << /F1 3 0 R /F2 4 0 R >>';
    if (page.image) {
      reserve();
      const imageNum = objects.length;
      set(imageNum, {
        dict: `<< /Type /XObject /Subtype /Image /Width ${page.image.width} /Height ${page.image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
        stream: page.image.jpeg,
      });
      resources += ` /XObject << /Im1 ${imageNum} 0 R >>`;
      content += `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q\n`;
    }
    for (const item of page.text ?? []) {
      content += `BT /${item.bold ? 'F2' : 'F1'} ${item.size ?? 12} Tf ${item.x} ${item.y} Td ${pdfString(item.text)} Tj ET\n`;
    }
    reserve();
    const contentNum = objects.length;
    set(contentNum, { dict: '<<', stream: latin1(content) });
    reserve();
    const pageNum = objects.length;
    set(pageNum, {
      dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << ${resources} >> /Contents ${contentNum} 0 R >>`,
    });
    kids.push(pageNum);
  }
  set(2, {
    dict: `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  });

  let catalog = '<< /Type /Catalog /Pages 2 0 R';
  if (spec.lang) catalog += ` /Lang ${pdfString(spec.lang)}`;
  if (spec.tagged) catalog += ' /MarkInfo << /Marked true >>';
  if (spec.romanPages) catalog += ` /PageLabels << /Nums [0 << /S /r >> ${spec.romanPages} << /S /D >>] >>`;
  set(1, { dict: `${catalog} >>` });

  let infoNum: number | undefined;
  if (spec.title || spec.author) {
    reserve();
    infoNum = objects.length;
    set(infoNum, { dict: '' });
  }

  // Encryption (standard security handler, V1 R2, RC4 40-bit).
  const id = md5(encoder.encode(`clarion-test-${spec.pages.length}-${spec.title ?? ''}`));
  let fileKey: Uint8Array | undefined;
  let encryptNum: number | undefined;
  if (spec.userPassword !== undefined) {
    const permissions = -4;
    const ownerKey = md5(padPassword('owner')).subarray(0, 5);
    const o = rc4(ownerKey, padPassword(spec.userPassword));
    const p = new Uint8Array(4);
    new DataView(p.buffer).setInt32(0, permissions, true);
    fileKey = md5(padPassword(spec.userPassword), o, p, id).subarray(0, 5);
    const u = rc4(fileKey, PADDING);
    reserve();
    encryptNum = objects.length;
    set(encryptNum, {
      dict: `<< /Filter /Standard /V 1 /R 2 /O ${hex(o)} /U ${hex(u)} /P ${permissions} >>`,
    });
  }
  const objectKey = (num: number) => {
    const suffix = Uint8Array.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0]);
    return md5(fileKey!, suffix).subarray(0, Math.min(fileKey!.length + 5, 16));
  };
  // Text strings outside ASCII are UTF-16BE with a byte-order mark, as the PDF spec allows.
  const textBytes = (text: string) =>
    /^[\x20-\x7e]*$/u.test(text)
      ? latin1(text)
      : concat([
          Uint8Array.from([0xfe, 0xff]),
          ...Array.from(text, (c) => Uint8Array.from([c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])),
        ]);
  const encryptString = (num: number, text: string) =>
    hex(fileKey ? rc4(objectKey(num), textBytes(text)) : textBytes(text));
  if (infoNum !== undefined) {
    const parts: string[] = [];
    if (spec.title) parts.push(`/Title ${encryptString(infoNum, spec.title)}`);
    if (spec.author) parts.push(`/Author ${encryptString(infoNum, spec.author)}`);
    set(infoNum, { dict: `<< ${parts.join(' ')} >>` });
  }

  const chunks: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((obj, index) => {
    const num = index + 1;
    offsets.push(offset);
    let body: Uint8Array;
    if (obj.stream) {
      const data = fileKey && num !== encryptNum ? rc4(objectKey(num), obj.stream) : obj.stream;
      const dict =
        obj.dict === '<<' ? `<< /Length ${data.length} >>` : `${obj.dict} /Length ${data.length} >>`;
      body = concat([latin1(`${num} 0 obj\n${dict}\nstream\n`), data, latin1('\nendstream\nendobj\n')]);
    } else {
      body = latin1(`${num} 0 obj\n${obj.dict}\nendobj\n`);
    }
    chunks.push(body);
    offset += body.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  let trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /ID [${hex(id)} ${hex(id)}]`;
  if (infoNum !== undefined) trailer += ` /Info ${infoNum} 0 R`;
  if (encryptNum !== undefined) trailer += ` /Encrypt ${encryptNum} 0 R`;
  trailer += ` >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(latin1(xref + trailer));
  return concat(chunks);
}

/** Lines of text laid out top-down on an A4 page, for quick test documents. */
export function textPage(
  lines: string[],
  options: { size?: number; x?: number; top?: number; leading?: number; bold?: boolean } = {},
): PdfPageSpec {
  const size = options.size ?? 12;
  const leading = options.leading ?? size * 1.4;
  return {
    text: lines.map((text, i) => ({
      text,
      x: options.x ?? 72,
      y: (options.top ?? 770) - i * leading,
      size,
      bold: options.bold,
    })),
  };
}
