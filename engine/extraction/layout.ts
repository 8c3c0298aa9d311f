/**
 * Page layout from positioned text runs: words joined by the gaps between them, lines by baseline, columns
 * and reading order by recursive whitespace cuts (XY-cut, vertical cuts first so a column is read to its
 * end before the next), tables from rows of short, column-aligned segments, then paragraphs and lists.
 *
 * Pure and synchronous: the input is what pdf.js's getTextContent gives (transformed into runs by the
 * caller), the output is blocks in reading order with bounding boxes in PDF user space (y up).
 */

export interface TextRun {
  str: string;
  /** Baseline origin in PDF user space. */
  x: number;
  y: number;
  /** Advance along the baseline, user space units. */
  width: number;
  /** Font size in user space units (height of the em square). */
  size: number;
  /** Baseline direction in degrees (0 = left to right, 90 = bottom to top). */
  angle: number;
  /** Font key (pdf.js loaded name); real names are looked up by the caller. */
  font: string;
  /** Content-stream order. */
  seq: number;
  /** The content stream put a space (a separate whitespace item) right before this run. */
  spaceBefore?: boolean;
}

export type LayoutBlockKind = 'paragraph' | 'list' | 'table' | 'caption';

/** A printed line (a table's row) and the characters [start, end) of its block's text it holds. */
export interface LayoutLine {
  /** [x0, y0, x1, y1] in PDF user space. */
  bbox: [number, number, number, number];
  start: number;
  end: number;
}

export interface LayoutBlock {
  kind: LayoutBlockKind;
  text: string;
  lines: string[];
  /** [x0, y0, x1, y1] in PDF user space. */
  bbox: [number, number, number, number];
  /** Where each line of `lines` is, so a quote can be shown on the page line by line. */
  lineBoxes: LayoutLine[];
  fontSize: number;
  font: string;
  charCount: number;
  cells?: string[][];
}

export interface LayoutOptions {
  /** Join "extrac-" + "tion" across line ends. Off by default: the text stays as printed. */
  dehyphenate?: boolean;
}

/** A space is inserted when the gap between two runs exceeds this fraction of the font size. */
const WORD_GAP = 0.16;
/** Runs further apart than this (× font size) on one line belong to different segments (cells, columns). */
const SEGMENT_GAP = 0.6;
/** A table cell is short: a few words or a figure. Longer segments are lines of prose (e.g. of a column). */
const MAX_CELL_WORDS = 5;
const MAX_CELL_CHARS = 48;
const NUMERIC_CELL = /^[\s\p{Sc}+\-–—−(]*\d[\d\s.,:/%()x×+\-–—−]*[\p{L}%]{0,3}$/u;

interface FRun {
  run: TextRun;
  text: string;
  /** Coordinates in the text's own frame (baseline horizontal). */
  x0: number;
  x1: number;
  y: number;
  top: number;
  bottom: number;
  size: number;
}

interface Line {
  runs: FRun[];
  y: number;
  top: number;
  bottom: number;
  size: number;
}

interface Segment {
  runs: FRun[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  size: number;
  chars: number;
  line: Line;
}

interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  size: number;
  segment?: Segment;
  table?: TableRegion;
}

interface TableRegion {
  rows: Segment[][];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  size: number;
}

interface TextLine {
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  y: number;
  size: number;
  font: string;
  chars: number;
}

type Piece = { kind: 'line'; line: TextLine } | { kind: 'table'; table: TableRegion };

const BULLET =
  /^(?:[•◦▪▫●○■□►▸‣⁃∙·–—*-]|[\uf000-\uf0ff]|\(?[0-9]{1,2}[.)]|\(?[a-z][.)]|\(?(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)[.)])(?=\s)/u;
const PUA_BULLET = /^[\uf000-\uf0ff]$/u;
const SYMBOL_BULLET = /^[lnquvwoØü§¨•·▪■●◆❖➢✓✔►▸\uf000-\uf0ff]$/u;
const CAPTION = /^(?:figure|fig\.|table|chart|graph|source|sources|note|notes)\s*[0-9ivx]*\s*[:.–-]/iu;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The font size carrying most characters (a big bullet or drop cap does not set a line's size). */
function dominantSize(runs: FRun[]): number {
  const weights = new Map<number, number>();
  for (const r of runs) {
    const key = Math.round(r.size * 100) / 100;
    weights.set(key, (weights.get(key) ?? 0) + r.text.length);
  }
  let best = runs[0]?.size ?? 0;
  let weight = -1;
  for (const [size, w] of weights) {
    if (w > weight) {
      weight = w;
      best = size;
    }
  }
  return best;
}

function dominantLineSize(lines: TextLine[]): number {
  const weights = new Map<number, number>();
  for (const l of lines) weights.set(l.size, (weights.get(l.size) ?? 0) + Math.max(1, l.chars));
  let best = lines[0]?.size ?? 0;
  let weight = -1;
  for (const [size, w] of weights) {
    if (w > weight) {
      weight = w;
      best = size;
    }
  }
  return best;
}

// Controls and soft hyphens carry no text; NBSP and other spaces become plain spaces.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const NO_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\ufffe\uffff]/gu;
const ANY_SPACE = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu;

function cleanText(s: string): string {
  return s.replace(NO_TEXT, '').replace(ANY_SPACE, ' ');
}

/** Groups runs by baseline direction so rotated text (margins, table headers) is read along its baseline. */
function byOrientation(runs: TextRun[]): Map<number, TextRun[]> {
  const groups = new Map<number, TextRun[]>();
  for (const run of runs) {
    let angle = Math.round(run.angle);
    if (angle <= -180) angle += 360;
    if (angle > 180) angle -= 360;
    let key = angle;
    for (const existing of groups.keys()) {
      if (Math.abs(existing - angle) <= 2) {
        key = existing;
        break;
      }
    }
    const group = groups.get(key);
    if (group) group.push(run);
    else groups.set(key, [run]);
  }
  return groups;
}

function toFrame(runs: TextRun[], angle: number): FRun[] {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const out: FRun[] = [];
  for (const run of runs) {
    const text = cleanText(run.str);
    if (text.trim() === '') continue;
    const size = run.size > 0 ? run.size : 1;
    const x0 = run.x * cos + run.y * sin;
    const y = -run.x * sin + run.y * cos;
    out.push({
      run,
      text,
      x0,
      x1: x0 + Math.max(run.width, 0),
      y,
      top: y + 0.8 * size,
      bottom: y - 0.22 * size,
      size,
    });
  }
  return out;
}

function buildLines(runs: FRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: Line[] = [];
  for (const run of sorted) {
    let target: Line | undefined;
    // Runs arrive top-down, so a matching line is one of the last few.
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 12; i--) {
      const line = lines[i];
      if (!line) continue;
      const overlap = Math.min(line.top, run.top) - Math.max(line.bottom, run.bottom);
      const smaller = Math.min(line.top - line.bottom, run.top - run.bottom);
      if (overlap >= 0.5 * smaller && Math.abs(line.y - run.y) < 0.6 * Math.max(line.size, run.size)) {
        target = line;
        break;
      }
    }
    if (target) {
      target.runs.push(run);
      target.top = Math.max(target.top, run.top);
      target.bottom = Math.min(target.bottom, run.bottom);
    } else {
      lines.push({ runs: [run], y: run.y, top: run.top, bottom: run.bottom, size: run.size });
    }
  }
  for (const line of lines) {
    line.runs.sort((a, b) => a.x0 - b.x0 || a.run.seq - b.run.seq);
    line.size = dominantSize(line.runs);
  }
  return lines;
}

function buildSegments(line: Line): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | undefined;
  for (const run of line.runs) {
    const gap = current ? run.x0 - current.x1 : Infinity;
    if (current && gap <= SEGMENT_GAP * Math.max(run.size, current.size)) {
      current.runs.push(run);
      current.x1 = Math.max(current.x1, run.x1);
      current.top = Math.max(current.top, run.top);
      current.bottom = Math.min(current.bottom, run.bottom);
      current.chars += run.text.length;
    } else {
      current = {
        runs: [run],
        x0: run.x0,
        x1: run.x1,
        top: run.top,
        bottom: run.bottom,
        size: run.size,
        chars: run.text.length,
        line,
      };
      segments.push(current);
    }
  }
  for (const segment of segments) segment.size = dominantSize(segment.runs);
  return segments;
}

/** Joins runs of one line, inserting a space wherever the gap says the content stream had one. */
function joinRuns(runs: FRun[]): string {
  let out = '';
  let prev: FRun | undefined;
  for (const run of runs) {
    if (prev) {
      const size = Math.min(prev.size, run.size);
      const gap = run.x0 - prev.x1;
      // The same glyphs drawn twice with a small offset fake a bold face; keep one copy.
      if (
        run.text === prev.text &&
        Math.abs(run.x0 - prev.x0) < 0.3 * size &&
        Math.abs(run.y - prev.y) < 0.3 * size
      )
        continue;
      const streamNeighbour = run.run.spaceBefore === true && run.run.seq === prev.run.seq + 1;
      const needsSpace = gap > WORD_GAP * size || (streamNeighbour && gap > -0.05 * size);
      if (needsSpace && !out.endsWith(' ') && !run.text.startsWith(' ')) out += ' ';
    }
    out += run.text;
    if (!prev || run.x1 > prev.x1) prev = run;
  }
  return out.replace(/ {2,}/gu, ' ').trim();
}

function lineFromRuns(runs: FRun[]): TextLine {
  const sorted = [...runs].sort((a, b) => a.x0 - b.x0 || a.run.seq - b.run.seq);
  let text = joinRuns(sorted);
  const [first, second] = sorted;
  // A bullet drawn as a letter of a symbol font (Wingdings "n" is ■, "l" is ●): one glyph, another font,
  // then a gap. Written as "•" so lists are recognised and the letter does not count as a word.
  if (
    first &&
    second &&
    first.text.length === 1 &&
    first.run.font !== second.run.font &&
    SYMBOL_BULLET.test(first.text)
  ) {
    const gap = second.x0 - first.x1;
    if (gap >= 0.2 * second.size) text = `• ${joinRuns(sorted.slice(1))}`;
  }
  const fonts = new Map<string, number>();
  for (const r of sorted) fonts.set(r.run.font, (fonts.get(r.run.font) ?? 0) + r.text.length);
  let font = '';
  let best = -1;
  for (const [name, count] of fonts) {
    if (count > best) {
      best = count;
      font = name;
    }
  }
  return {
    text,
    x0: Math.min(...sorted.map((r) => r.x0)),
    x1: Math.max(...sorted.map((r) => r.x1)),
    top: Math.max(...sorted.map((r) => r.top)),
    bottom: Math.min(...sorted.map((r) => r.bottom)),
    y: median(sorted.map((r) => r.y)),
    size: dominantSize(sorted),
    font,
    chars: text.length,
  };
}

function xOverlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** Two rows belong to one table when at least two of their cells line up one to one and none straddles two. */
function rowsAlign(upper: Segment[], lower: Segment[]): boolean {
  let matched = 0;
  const used = new Set<Segment>();
  for (const a of upper) {
    const partners = lower.filter(
      (b) => xOverlap(a, b) > 0 || Math.abs(a.x0 - b.x0) < a.size || Math.abs(a.x1 - b.x1) < a.size,
    );
    if (partners.length > 1) return false;
    const partner = partners[0];
    if (partner && !used.has(partner)) {
      used.add(partner);
      matched++;
    }
  }
  for (const b of lower) {
    if (upper.filter((a) => xOverlap(a, b) > 0).length > 1) return false;
  }
  return matched >= 2;
}

function segmentText(segment: Segment): string {
  return segment.runs.map((r) => r.text).join(' ');
}

function isCellLike(segment: Segment): boolean {
  if (segment.chars > MAX_CELL_CHARS) return false;
  const text = segmentText(segment).trim();
  return NUMERIC_CELL.test(text) || text.split(/\s+/u).length <= MAX_CELL_WORDS;
}

function detectTables(lines: Line[], segmentsByLine: Map<Line, Segment[]>): TableRegion[] {
  const tables: TableRegion[] = [];
  let rows: Segment[][] = [];
  let prevLine: Line | undefined;
  const flush = () => {
    const cols = Math.max(0, ...rows.map((r) => r.length));
    const cells = rows.flat();
    const numeric = cells.filter((s) => NUMERIC_CELL.test(segmentText(s).trim())).length;
    const wordCounts = cells.map((s) => segmentText(s).trim().split(/\s+/u).length);
    const tabular = numeric >= 0.25 * cells.length || median(wordCounts) <= 2;
    if (rows.length >= 2 && cols >= 2 && (rows.length >= 3 || cols >= 3) && tabular) {
      const all = rows.flat();
      tables.push({
        rows,
        x0: Math.min(...all.map((s) => s.x0)),
        x1: Math.max(...all.map((s) => s.x1)),
        top: Math.max(...all.map((s) => s.top)),
        bottom: Math.min(...all.map((s) => s.bottom)),
        size: median(all.map((s) => s.size)),
      });
    }
    rows = [];
  };
  for (const line of lines) {
    const cells = (segmentsByLine.get(line) ?? []).filter(isCellLike);
    const last = rows[rows.length - 1];
    const close = prevLine !== undefined && prevLine.y - line.y <= 3.2 * Math.max(line.size, prevLine.size);
    if (cells.length >= 2 && last && close && rowsAlign(last, cells)) {
      rows.push(cells);
    } else {
      flush();
      if (cells.length >= 2) rows.push(cells);
    }
    prevLine = line;
  }
  flush();
  return tables;
}

/** Cell texts per row, columns from the union of the cells' horizontal extents. */
function tableCells(table: TableRegion): string[][] {
  const intervals = table.rows
    .flat()
    .map((s) => [s.x0, s.x1] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const bands: Array<[number, number]> = [];
  for (const [x0, x1] of intervals) {
    const last = bands[bands.length - 1];
    if (last && x0 <= last[1]) last[1] = Math.max(last[1], x1);
    else bands.push([x0, x1]);
  }
  return table.rows.map((row) => {
    const cells = bands.map(() => [] as string[]);
    for (const segment of row) {
      const mid = (segment.x0 + segment.x1) / 2;
      let index = bands.findIndex(([x0, x1]) => mid >= x0 && mid <= x1);
      if (index < 0) index = 0;
      cells[index]?.push(joinRuns(segment.runs));
    }
    return cells.map((c) => c.join(' '));
  });
}

/**
 * Recursive XY-cut. Vertical whitespace channels (columns) are cut first; otherwise the region is cut at
 * its widest horizontal gaps, so a heading above two columns is split off before the columns are found.
 */
function xyCut(boxes: Box[], out: Box[][], depth = 0): void {
  if (boxes.length <= 1 || depth > 200) {
    out.push(boxes);
    return;
  }
  const size = median(boxes.map((b) => b.size)) || 10;

  const byX = [...boxes].sort((a, b) => a.x0 - b.x0);
  const columns: Box[][] = [];
  let current: Box[] = [];
  let reach = -Infinity;
  for (const box of byX) {
    if (current.length > 0 && box.x0 - reach >= 0.5 * size) {
      columns.push(current);
      current = [];
    }
    current.push(box);
    reach = Math.max(reach, box.x1);
  }
  columns.push(current);
  if (columns.length > 1) {
    for (const column of columns) xyCut(column, out, depth + 1);
    return;
  }

  const byY = [...boxes].sort((a, b) => b.top - a.top);
  const gaps: number[] = [];
  let floor = Infinity;
  const bands: Box[][] = [[]];
  for (const box of byY) {
    const gap = floor - box.top;
    if (bands[bands.length - 1]!.length > 0 && gap > 0) {
      gaps.push(gap);
      bands.push([]);
    }
    bands[bands.length - 1]!.push(box);
    floor = Math.min(floor, box.bottom);
  }
  if (bands.length === 1) {
    out.push(boxes);
    return;
  }
  // Cut only at the widest gaps; narrower ones are cut deeper down, after columns had their chance.
  const widest = Math.max(...gaps);
  const merged: Box[][] = [bands[0]!];
  for (let i = 1; i < bands.length; i++) {
    if ((gaps[i - 1] ?? 0) >= 0.6 * widest) merged.push(bands[i]!);
    else merged[merged.length - 1]!.push(...bands[i]!);
  }
  if (merged.length === 1) {
    out.push(boxes);
    return;
  }
  for (const band of merged) xyCut(band, out, depth + 1);
}

function leafPieces(leaf: Box[]): Piece[] {
  const pieces: Array<{ top: number; piece: Piece }> = [];
  const runs: FRun[] = [];
  for (const box of leaf) {
    if (box.table) pieces.push({ top: box.table.top, piece: { kind: 'table', table: box.table } });
    else if (box.segment) runs.push(...box.segment.runs);
  }
  for (const line of buildLines(runs)) {
    const textLine = lineFromRuns(line.runs);
    if (textLine.text) pieces.push({ top: textLine.top, piece: { kind: 'line', line: textLine } });
  }
  pieces.sort((a, b) => b.top - a.top);
  return pieces.map((p) => p.piece);
}

/**
 * Short labels spread along one baseline (a risk scale's 1 … 7, axis ticks) are cut into separate columns
 * by the XY-cut; read them as one line.
 */
function mergeScaleLabels(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const prev = out[out.length - 1];
    if (prev?.kind === 'line' && piece.kind === 'line') {
      const a = prev.line;
      const b = piece.line;
      const size = Math.max(a.size, b.size);
      if (
        a.text.length <= 40 &&
        b.text.length <= 4 &&
        /^\S{1,4}$/u.test(a.text.split(' ').pop() ?? '') &&
        Math.abs(a.y - b.y) < 0.2 * size &&
        Math.abs(a.size - b.size) < 0.1 * size &&
        b.x0 > a.x1 &&
        b.x0 - a.x1 < 4 * size
      ) {
        out[out.length - 1] = {
          kind: 'line',
          line: {
            ...a,
            text: `${a.text} ${b.text}`,
            x1: b.x1,
            top: Math.max(a.top, b.top),
            bottom: Math.min(a.bottom, b.bottom),
            chars: a.chars + 1 + b.chars,
          },
        };
        continue;
      }
    }
    out.push(piece);
  }
  return out;
}

type Frame = [number, number, number, number];
type FramedLine = { frame: Frame; start: number; end: number };

/**
 * A block's text from its lines, with where each line's characters landed: lines join with a space
 * ("extrac-" + "tion" → "extraction" when dehyphenating); in a list, a line that starts with a bullet
 * starts a new item on a new line.
 */
function joinLines(
  lines: TextLine[],
  options: { list: boolean; dehyphenate: boolean },
): { text: string; lineBoxes: FramedLine[] } {
  let text = '';
  const lineBoxes: FramedLine[] = [];
  for (const line of lines) {
    const previous = lineBoxes.at(-1);
    if (previous) {
      if (options.list && isBulletStart(line.text)) text += '\n';
      else if (options.dehyphenate && /\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(line.text)) {
        text = text.slice(0, -1);
        previous.end = text.length;
      } else text += ' ';
    }
    const start = text.length;
    text += line.text;
    lineBoxes.push({ frame: [line.x0, line.bottom, line.x1, line.top], start, end: text.length });
  }
  return { text, lineBoxes };
}

function isBulletStart(text: string): boolean {
  return BULLET.test(text) || PUA_BULLET.test(text.slice(0, 1));
}

type FramedBlock = Omit<LayoutBlock, 'bbox' | 'lineBoxes'> & { frame: Frame; lineFrames: FramedLine[] };

function groupBlocks(pieces: Piece[], options: LayoutOptions): FramedBlock[] {
  const blocks: FramedBlock[] = [];
  let lines: TextLine[] = [];
  let list = false;

  const flush = () => {
    if (lines.length === 0) return;
    const texts = lines.map((l) => l.text);
    const chars = lines.reduce((n, l) => n + l.chars, 0);
    const fonts = new Map<string, number>();
    for (const l of lines) fonts.set(l.font, (fonts.get(l.font) ?? 0) + l.chars);
    const font = [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    let kind: LayoutBlockKind = list ? 'list' : 'paragraph';
    const { text, lineBoxes } = joinLines(lines, { list, dehyphenate: options.dehyphenate === true });
    if (!list && CAPTION.test(text) && text.length < 300) kind = 'caption';
    blocks.push({
      kind,
      text,
      lines: texts,
      lineFrames: lineBoxes,
      frame: [
        Math.min(...lines.map((l) => l.x0)),
        Math.min(...lines.map((l) => l.bottom)),
        Math.max(...lines.map((l) => l.x1)),
        Math.max(...lines.map((l) => l.top)),
      ],
      fontSize: Math.round(dominantLineSize(lines) * 100) / 100,
      font,
      charCount: chars,
    });
    lines = [];
    list = false;
  };

  for (const piece of pieces) {
    if (piece.kind === 'table') {
      flush();
      const cells = tableCells(piece.table);
      const rowsText = cells.map((row) => row.join('\t'));
      const lineFrames: FramedLine[] = [];
      let start = 0;
      piece.table.rows.forEach((row, r) => {
        const end = start + (rowsText[r]?.length ?? 0);
        lineFrames.push({
          frame: [
            Math.min(...row.map((cell) => cell.x0)),
            Math.min(...row.map((cell) => cell.bottom)),
            Math.max(...row.map((cell) => cell.x1)),
            Math.max(...row.map((cell) => cell.top)),
          ],
          start,
          end,
        });
        start = end + 1;
      });
      const all = piece.table.rows.flat();
      const fonts = new Map<string, number>();
      for (const s of all)
        for (const r of s.runs) fonts.set(r.run.font, (fonts.get(r.run.font) ?? 0) + r.text.length);
      blocks.push({
        kind: 'table',
        text: rowsText.join('\n'),
        lines: rowsText,
        lineFrames,
        frame: [piece.table.x0, piece.table.bottom, piece.table.x1, piece.table.top],
        fontSize: Math.round(piece.table.size * 100) / 100,
        font: [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '',
        charCount: all.reduce((n, s) => n + s.chars, 0),
        cells,
      });
      continue;
    }
    const line = piece.line;
    const prev = lines[lines.length - 1];
    const bullet = isBulletStart(line.text);
    let continues = false;
    if (prev) {
      const gap = prev.bottom - line.top;
      const sameSize = Math.abs(prev.size - line.size) <= 0.12 * Math.max(prev.size, line.size);
      const overlaps = xOverlap(prev, line) > 0;
      continues =
        sameSize && overlaps && gap < 0.75 * line.size && gap > -0.5 * line.size && (!bullet || list);
      // A list goes on while items and their indented continuation lines follow.
      if (continues && list && !bullet && line.x0 < lines[0]!.x0 - 0.5 * line.size) continues = false;
      if (continues && !list && bullet) continues = false;
    }
    if (!continues) {
      flush();
      list = bullet;
    }
    lines.push(line);
  }
  flush();
  return blocks;
}

/** Turns a rectangle of the text's own frame back into user space: the bounds of its rotated corners. */
function userSpaceOf(angle: number): (frame: Frame) => Frame {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return ([fx0, fy0, fx1, fy1]) => {
    const corners = [
      [fx0, fy0],
      [fx1, fy0],
      [fx0, fy1],
      [fx1, fy1],
    ].map(([fx = 0, fy = 0]) => [fx * cos - fy * sin, fx * sin + fy * cos] as const);
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  };
}

/** Lays out one page's runs; blocks come back in reading order with user-space bounding boxes. */
export function layoutPage(runs: TextRun[], options: LayoutOptions = {}): LayoutBlock[] {
  const groups = [...byOrientation(runs)].map(([angle, group]) => ({
    angle,
    group,
    chars: group.reduce((n, r) => n + r.str.length, 0),
  }));
  // The orientation with most text is the page's; rotated margin notes and axis labels follow it.
  groups.sort((a, b) => b.chars - a.chars);
  const result: LayoutBlock[] = [];
  for (const { angle, group } of groups) {
    const frameRuns = toFrame(group, angle);
    if (frameRuns.length === 0) continue;
    const lines = buildLines(frameRuns);
    const segmentsByLine = new Map<Line, Segment[]>();
    for (const line of lines) segmentsByLine.set(line, buildSegments(line));
    const tables = detectTables(lines, segmentsByLine);
    const inTable = new Set<Segment>(tables.flatMap((t) => t.rows.flat()));
    const boxes: Box[] = tables.map((table) => ({
      x0: table.x0,
      x1: table.x1,
      top: table.top,
      bottom: table.bottom,
      size: table.size,
      table,
    }));
    for (const segments of segmentsByLine.values()) {
      for (const segment of segments) {
        if (!inTable.has(segment))
          boxes.push({
            x0: segment.x0,
            x1: segment.x1,
            top: segment.top,
            bottom: segment.bottom,
            size: segment.size,
            segment,
          });
      }
    }
    const leaves: Box[][] = [];
    xyCut(boxes, leaves);
    const pieces = mergeScaleLabels(leaves.flatMap(leafPieces));
    const toUserSpace = userSpaceOf(angle);
    for (const block of groupBlocks(pieces, options)) {
      const { frame, lineFrames, ...rest } = block;
      result.push({
        ...rest,
        bbox: toUserSpace(frame),
        lineBoxes: lineFrames.map((line) => ({
          bbox: toUserSpace(line.frame),
          start: line.start,
          end: line.end,
        })),
      });
    }
  }
  return result;
}
