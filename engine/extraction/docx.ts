import mammoth from 'mammoth';
import type { BBox, Block, ExtractedDocument } from '../document-model.ts';
import { ExtractionError } from './errors.ts';
import { decodeEntities, readCoreProperties } from './ooxml.ts';
import { assertZipSafe, type ZipLimits } from './zip.ts';

/**
 * DOCX → mammoth's semantic HTML → blocks. Word has no fixed pages, so the document is one logical page
 * without geometry (bbox and font size 0). Images are counted, never decoded or inlined.
 */

export interface ExtractDocxOptions {
  zipLimits?: ZipLimits;
}

type HNode = string | { tag: string; cls?: string; children: HNode[] };

const VOID = new Set(['img', 'br', 'hr', 'meta', 'link', 'input', 'col']);
const NO_BOX: BBox = [0, 0, 0, 0];

// Styles Word documents commonly use for headings and captions beyond mammoth's defaults.
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Caption'] => p.caption:fresh",
  "p[style-name='caption'] => p.caption:fresh",
];

/** A tree from mammoth's HTML: well-formed, few tags, attributes only on a, img and class. */
export function parseHtml(html: string): HNode[] {
  const root: { tag: string; children: HNode[] } = { tag: '#root', children: [] };
  const stack: Array<{ tag: string; cls?: string; children: HNode[] }> = [root];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/gu)) {
    const top = stack[stack.length - 1]!;
    if (m[4] !== undefined) {
      top.children.push(decodeEntities(m[4]));
      continue;
    }
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    if (closing) {
      const index = stack.map((n) => n.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const cls = /class="([^"]*)"/u.exec(m[3] ?? '')?.[1];
    const node = { tag, ...(cls ? { cls } : {}), children: [] as HNode[] };
    top.children.push(node);
    if (!VOID.has(tag) && !(m[3] ?? '').trimEnd().endsWith('/')) stack.push(node);
  }
  return root.children;
}

function textOf(node: HNode): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'br') return '\n';
  if (node.tag === 'img') return '';
  const inner = node.children.map(textOf).join('');
  return node.tag === 'p' || node.tag === 'li' || /^h[1-6]$/u.test(node.tag) ? `${inner}\n` : inner;
}

function clean(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

/** True when every non-blank text in the node sits inside <strong>. */
function allBold(node: HNode, bold = false): boolean {
  if (typeof node === 'string') return bold || node.trim() === '';
  const inside = bold || node.tag === 'strong' || node.tag === 'b';
  return node.children.every((c) => allBold(c, inside));
}

function countImages(node: HNode): number {
  if (typeof node === 'string') return 0;
  return (node.tag === 'img' ? 1 : 0) + node.children.reduce((n, c) => n + countImages(c), 0);
}

function listItems(node: HNode, depth: number, out: string[]): void {
  if (typeof node === 'string') return;
  for (const child of node.children) {
    if (typeof child === 'string' || child.tag !== 'li') continue;
    const own = clean(
      child.children
        .filter((c) => typeof c === 'string' || (c.tag !== 'ul' && c.tag !== 'ol'))
        .map(textOf)
        .join(' '),
    );
    if (own) out.push(`${'  '.repeat(depth)}${own}`);
    for (const nested of child.children) {
      if (typeof nested !== 'string' && (nested.tag === 'ul' || nested.tag === 'ol'))
        listItems(nested, depth + 1, out);
    }
  }
}

function tableRows(node: HNode, rows: string[][]): void {
  if (typeof node === 'string') return;
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (child.tag === 'tr') {
      rows.push(
        child.children
          .filter(
            (c): c is Exclude<HNode, string> => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th'),
          )
          .map((c) => clean(textOf(c))),
      );
    } else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') {
      tableRows(child, rows);
    }
  }
}

function toBlocks(nodes: HNode[], blocks: Block[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      const text = clean(node);
      if (text) blocks.push({ kind: 'paragraph', text, bbox: NO_BOX, fontSize: 0 });
      continue;
    }
    const heading = /^h([1-6])$/u.exec(node.tag);
    if (heading) {
      const text = clean(textOf(node));
      if (text) blocks.push({ kind: 'heading', text, bbox: NO_BOX, fontSize: 0, level: Number(heading[1]) });
    } else if (node.tag === 'p') {
      const text = clean(textOf(node));
      if (!text) continue;
      const block: Block = {
        kind: node.cls?.split(/\s+/u).includes('caption') ? 'caption' : 'paragraph',
        text,
        bbox: NO_BOX,
        fontSize: 0,
      };
      if (allBold(node)) block.bold = true;
      blocks.push(block);
    } else if (node.tag === 'ul' || node.tag === 'ol') {
      const items: string[] = [];
      listItems(node, 0, items);
      if (items.length > 0) blocks.push({ kind: 'list', text: items.join('\n'), bbox: NO_BOX, fontSize: 0 });
    } else if (node.tag === 'table') {
      const rows: string[][] = [];
      tableRows(node, rows);
      if (rows.some((r) => r.some((c) => c !== ''))) {
        blocks.push({
          kind: 'table',
          text: rows.map((r) => r.join('\t')).join('\n'),
          bbox: NO_BOX,
          fontSize: 0,
          cells: rows,
        });
      }
    } else if (!VOID.has(node.tag)) {
      toBlocks(node.children, blocks);
    }
  }
}

/** Short bold-only paragraphs are headings in all but name (documents without heading styles use them). */
function promoteBoldHeadings(blocks: Block[]): void {
  const deepest = Math.max(0, ...blocks.filter((b) => b.kind === 'heading').map((b) => b.level ?? 1));
  for (const block of blocks) {
    if (
      block.kind === 'paragraph' &&
      block.bold &&
      block.text.length <= 120 &&
      !/[.;,:]$/u.test(block.text)
    ) {
      block.kind = 'heading';
      block.level = Math.min(6, deepest + 1);
    }
  }
}

export async function extractDocx(
  data: Uint8Array,
  opts: ExtractDocxOptions = {},
): Promise<ExtractedDocument> {
  const entries = assertZipSafe(data, opts.zipLimits);
  if (!entries.some((e) => /^word\/document\d*\.xml$/u.test(e.name))) {
    throw new ExtractionError('UNSUPPORTED', 'This file is not a Word document (.docx).');
  }
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
      {
        styleMap: STYLE_MAP,
        externalFileAccess: false,
        // An empty src: the image is counted but its bytes are never read or base64-encoded.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      },
    );
    html = result.value;
  } catch (error) {
    throw new ExtractionError(
      'MALFORMED',
      'This Word document could not be read: the file is damaged. Save it again in Word and upload it.',
      undefined,
      { cause: error },
    );
  }
  const tree = parseHtml(html);
  const blocks: Block[] = [];
  toBlocks(tree, blocks);
  promoteBoldHeadings(blocks);
  const imageCount = tree.reduce<number>((n, node) => n + countImages(node), 0);
  const text = blocks.map((b) => b.text).join('\n\n');
  return {
    pageCount: 1,
    pages: [{ number: 1, width: 0, height: 0, blocks, text, imageCount }],
    text,
    imageCount,
    tableCount: blocks.filter((b) => b.kind === 'table').length,
    method: 'docx',
    metadata: readCoreProperties(data, entries),
  };
}
