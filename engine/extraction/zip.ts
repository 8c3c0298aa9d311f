import { inflateRawSync } from 'node:zlib';
import { ExtractionError, formatBytes } from './errors.ts';

/**
 * Just enough of the ZIP format to (1) tell DOCX from XLSX by the names in the central directory and
 * (2) refuse zip bombs before mammoth or exceljs inflate anything: declared sizes, ratios and entry counts
 * are checked first, then every entry is inflated with a hard output cap, because a hostile archive can
 * declare small sizes and inflate to gigabytes (JSZip, under both libraries, trusts the declaration).
 */

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipLimits {
  /** Total declared uncompressed size. Default 200 MB. */
  maxUncompressedBytes?: number;
  /** Uncompressed/compressed, for entries over 1 MB and for the archive as a whole. Default 100. */
  maxCompressionRatio?: number;
  /** Default 10,000. */
  maxEntries?: number;
}

export const DEFAULT_ZIP_LIMITS: Required<ZipLimits> = {
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxEntries: 10_000,
};

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function malformed(): ExtractionError {
  return new ExtractionError(
    'MALFORMED',
    'This file could not be read: it is damaged or is not a valid Office document. Save it again and upload it.',
  );
}

export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/** Reads the central directory; returns undefined when the bytes are not a readable ZIP archive. */
export function readZipDirectory(data: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 22) return undefined;
  let eocd = -1;
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  let count = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) return undefined;
    const zip64 = Number(view.getBigUint64(locator + 8, true));
    if (zip64 + 56 > data.length || view.getUint32(zip64, true) !== ZIP64_EOCD_SIGNATURE) return undefined;
    count = Number(view.getBigUint64(zip64 + 32, true));
    size = Number(view.getBigUint64(zip64 + 40, true));
    offset = Number(view.getBigUint64(zip64 + 48, true));
  }
  if (offset + size > data.length) return undefined;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > data.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) return undefined;
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    let localHeaderOffset = view.getUint32(p + 42, true);
    if (p + 46 + nameLength + extraLength > data.length) return undefined;
    const name = decoder.decode(data.subarray(p + 46, p + 46 + nameLength));
    // ZIP64 extended information: the 0xffffffff fields, in order, in extra block 0x0001.
    let e = p + 46 + nameLength;
    const extraEnd = e + extraLength;
    while (e + 4 <= extraEnd) {
      const id = view.getUint16(e, true);
      const length = view.getUint16(e + 2, true);
      if (id === 0x0001) {
        let q = e + 4;
        const read = () => {
          const value = q + 8 <= e + 4 + length ? Number(view.getBigUint64(q, true)) : 0;
          q += 8;
          return value;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = read();
        if (compressedSize === 0xffffffff) compressedSize = read();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = read();
      }
      e += 4 + length;
    }
    entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses archives whose declared contents are too big or compress implausibly well. */
export function assertZipWithinLimits(entries: ZipEntry[], limits: ZipLimits = {}): void {
  const { maxUncompressedBytes, maxCompressionRatio, maxEntries } = { ...DEFAULT_ZIP_LIMITS, ...limits };
  if (entries.length > maxEntries) {
    throw new ExtractionError(
      'TOO_LARGE',
      `This file contains too many parts (${entries.length}) to process safely.`,
      { entries: entries.length, limit: maxEntries },
    );
  }
  let total = 0;
  let compressed = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    compressed += entry.compressedSize;
    if (
      entry.uncompressedSize > 1024 * 1024 &&
      entry.uncompressedSize > maxCompressionRatio * Math.max(entry.compressedSize, 1)
    ) {
      throw bomb(entry.uncompressedSize, maxUncompressedBytes);
    }
  }
  if (total > maxUncompressedBytes) throw bomb(total, maxUncompressedBytes);
  if (total > 1024 * 1024 && total > maxCompressionRatio * Math.max(compressed, 1))
    throw bomb(total, maxUncompressedBytes);
}

function bomb(bytes: number, limit: number): ExtractionError {
  return new ExtractionError(
    'TOO_LARGE',
    `This file expands to ${formatBytes(bytes)} when opened, which is more than Clarion can process safely (limit ${formatBytes(limit)}, or more than 100× compression). If it is genuine, split it or remove embedded media and upload it again.`,
    { uncompressedBytes: bytes, limit },
  );
}

/**
 * Inflates one entry, never producing more than its declared size: an entry that inflates beyond what
 * the directory says is a lie, and the archive is refused.
 */
export function readZipEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) throw malformed();
  if (entry.flags & 0x1) {
    throw new ExtractionError(
      'PASSWORD_PROTECTED',
      'This file is password-protected. Remove the password and upload it again.',
    );
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw malformed();
  const raw = data.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw malformed();
    return raw;
  }
  if (entry.method !== 8) throw malformed();
  let out: Uint8Array;
  try {
    out = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw bomb(entry.uncompressedSize + 1, entry.uncompressedSize);
    throw malformed();
  }
  if (out.length !== entry.uncompressedSize) throw malformed();
  return out;
}

/** Checks limits, then inflates every entry under its cap (the output is discarded). */
export function assertZipSafe(data: Uint8Array, limits: ZipLimits = {}): ZipEntry[] {
  const entries = readZipDirectory(data);
  if (!entries) throw malformed();
  assertZipWithinLimits(entries, limits);
  for (const entry of entries) {
    if (!entry.name.endsWith('/')) readZipEntry(data, entry);
  }
  return entries;
}
