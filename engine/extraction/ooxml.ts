import type { DocumentMetadata } from '../document-model.ts';
import { readZipEntry, type ZipEntry } from './zip.ts';

/** Shared by the DOCX and XLSX extractors: XML entities and the package's core properties. */

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/giu, (_, code: string) => {
    const lower = code.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    if (lower === 'nbsp') return '\u00a0';
    const n = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });
}

function xmlText(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'u').exec(xml);
  const value = m?.[1] ? decodeEntities(m[1]).replace(/\s+/gu, ' ').trim() : '';
  return value || undefined;
}

/** Title, author and language from docProps/core.xml; empty when absent or unreadable. */
export function readCoreProperties(data: Uint8Array, entries: ZipEntry[]): DocumentMetadata {
  const core = entries.find((e) => e.name === 'docProps/core.xml');
  if (!core) return {};
  try {
    const xml = new TextDecoder('utf-8').decode(readZipEntry(data, core));
    const metadata: DocumentMetadata = {};
    const title = xmlText(xml, 'dc:title');
    const author = xmlText(xml, 'dc:creator');
    const language = xmlText(xml, 'dc:language');
    if (title) metadata.title = title;
    if (author) metadata.author = author;
    if (language) metadata.language = language;
    return metadata;
  } catch {
    return {};
  }
}
