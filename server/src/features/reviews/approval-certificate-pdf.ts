import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CertificateContent } from './approval-certificate-content.ts';

// The approval certificate as a PDF (issue 30; ADR 025): the same content as the HTML page, laid out on A4 in
// the standard PDF fonts, so the file needs no font files and opens in any reader. Long values wrap; a row
// never runs off the page.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LABEL_WIDTH = 165;
const GAP = 10;
const VALUE_X = MARGIN + LABEL_WIDTH + GAP;
const VALUE_WIDTH = A4.width - VALUE_X - MARGIN;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const SIZE = 9.5;
const LEADING = 1.35;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
const AMBER = rgb(0.71, 0.33, 0.04);

// The standard fonts encode WinAnsi only: other characters (an arrow, a non-Latin file name) would throw.
const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '≥': '>=', '≤': '<=', '\u00a0': ' ' };

function encodableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.replace(/\r\n?|\t/g, ' ')) {
    if (supported.has(ch.codePointAt(0)!)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else {
      // an accented letter outside WinAnsi keeps its base letter; anything else is marked, not dropped
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => supported.has(c.codePointAt(0)!)) && base ? base : '?';
    }
  }
  return out;
}

/** Splits text into lines no wider than `width`; a word wider than a line (a hash, a URL) is broken. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let n = rest.length - 1;
        while (n > 1 && !fits(rest.slice(0, n))) n -= 1;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** Writes top to bottom, starting a new page when the next block would not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  lines(
    text: string,
    opts: { font?: PDFFont; size?: number; x?: number; width?: number; color?: typeof INK } = {},
  ): string[] {
    const font = opts.font ?? this.fonts.regular;
    return wrapText(encodableText(font, text), font, opts.size ?? SIZE, opts.width ?? TEXT_WIDTH);
  }

  /**
   * A paragraph at the cursor, kept on one page when it fits on one. With `bullet`, a bullet sits left of the
   * first line and the wrapped lines align under the text.
   */
  paragraph(
    text: string,
    opts: {
      font?: PDFFont;
      size?: number;
      x?: number;
      width?: number;
      color?: typeof INK;
      after?: number;
      bullet?: boolean;
    } = {},
  ): void {
    const size = opts.size ?? SIZE;
    const lines = this.lines(text, opts);
    const step = size * LEADING;
    this.ensure(Math.min(lines.length, 3) * step);
    lines.forEach((line, i) => {
      this.ensure(step);
      const x = opts.x ?? MARGIN;
      if (opts.bullet && i === 0)
        this.page.drawText('•', { x: x - 9, y: this.y - size, size, font: this.fonts.regular, color: INK });
      this.page.drawText(line, {
        x,
        y: this.y - size,
        size,
        font: opts.font ?? this.fonts.regular,
        color: opts.color ?? INK,
      });
      this.y -= step;
    });
    this.y -= opts.after ?? 0;
  }

  /** A label and its value side by side, with a rule under them; split across pages only when it must be. */
  row(label: string, value: string, code: boolean): void {
    const labelLines = this.lines(label, { font: this.fonts.bold, width: LABEL_WIDTH });
    const font = code ? this.fonts.mono : this.fonts.regular;
    // 8 pt: a sha256's 64 characters stay on one line, to be compared at a glance
    const size = code ? 8 : SIZE;
    const valueLines = this.lines(value, { font, size, width: VALUE_WIDTH });
    const step = SIZE * LEADING;
    const height = Math.max(labelLines.length, valueLines.length) * step + 6;
    this.ensure(Math.min(height, 6 * step));
    const count = Math.max(labelLines.length, valueLines.length);
    for (let i = 0; i < count; i += 1) {
      this.ensure(step);
      const baseline = this.y - SIZE;
      if (labelLines[i])
        this.page.drawText(labelLines[i]!, {
          x: MARGIN,
          y: baseline,
          size: SIZE,
          font: this.fonts.bold,
          color: INK,
        });
      if (valueLines[i])
        this.page.drawText(valueLines[i]!, { x: VALUE_X, y: baseline, size, font, color: INK });
      this.y -= step;
    }
    this.y -= 3;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }
}

/** The certificate as PDF bytes: A4, standard fonts, with the review and page number on every page. */
export async function approvalCertificatePdf(
  content: CertificateContent,
  meta: { reviewId: string; approvedAt: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setSubject('Approval of a financial promotion (COBS 4.11 record)');
  doc.setCreator('Clarion');
  doc.setProducer('Clarion');
  doc.setLanguage('en-GB');
  // the approval's moment, not the download's: the same certificate is the same file
  doc.setCreationDate(new Date(meta.approvedAt));
  doc.setModificationDate(new Date(meta.approvedAt));
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(doc, fonts);
  w.paragraph('Approval certificate', { font: fonts.bold, size: 18, after: 4 });
  w.paragraph(content.title.replace(/^Approval certificate: /, ''), { color: MUTED, size: 10.5, after: 8 });
  for (const warning of content.warnings) w.paragraph(warning, { font: fonts.bold, color: AMBER, after: 4 });
  w.y -= 4;
  for (const r of content.rows) w.row(r.label, r.value, r.code === true);
  for (const s of content.sections) {
    w.y -= 8;
    w.ensure(40);
    w.paragraph(s.title, { font: fonts.bold, size: 12, after: 3 });
    if (s.items.length === 0) w.paragraph('None.', { color: MUTED });
    for (const item of s.items) {
      w.paragraph(item.text, {
        x: MARGIN + 14,
        width: TEXT_WIDTH - 14,
        bullet: true,
        after: item.detail ? 0 : 3,
      });
      if (item.detail)
        w.paragraph(item.detail, {
          x: MARGIN + 24,
          width: TEXT_WIDTH - 24,
          color: MUTED,
          size: SIZE - 0.5,
          after: 3,
        });
    }
  }
  w.y -= 8;
  w.paragraph(content.footer, { color: MUTED, size: SIZE - 0.5 });
  const pages = doc.getPages();
  pages.forEach((page, i) =>
    page.drawText(`Review ${meta.reviewId} · page ${i + 1} of ${pages.length}`, {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    }),
  );
  return doc.save({ useObjectStreams: true });
}
