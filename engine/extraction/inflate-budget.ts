import zlib from 'node:zlib';
import { ExtractionError, tooLargeDecompressedMessage } from './errors.ts';

const STREAM = 'stream';
const ENDSTREAM = 'endstream';
/**
 * Deflate's ceiling: one 258-byte match costs at least two bits, so N compressed bytes inflate to at most
 * 1032 × N (zlib's documented maximum ratio; the zlib header and checksum only make it smaller).
 */
const MAX_DEFLATE_RATIO = 1032;

/** A zlib header (RFC 1950): deflate, a window of at most 32 KB, and the check bits right. */
function isZlibHeader(cmf: number | undefined, flg: number | undefined): boolean {
  return (
    cmf !== undefined &&
    flg !== undefined &&
    (cmf & 0x0f) === 8 &&
    cmf >> 4 <= 7 &&
    (cmf * 256 + flg) % 31 === 0
  );
}

/** Bytes the compressed data inflates to, counted as they come and never kept; stops just past `limit`. */
function inflatedSize(compressed: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ chunkSize: 256 * 1024 });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    // Damaged or trailing data is pdf.js's business: only the size matters here.
    inflate.on('error', () => resolve(total));
    inflate.on('end', () => resolve(total));
    inflate.on('close', () => resolve(total));
    inflate.end(compressed);
  });
}

/**
 * Refuses a PDF with a Flate stream that inflates to more than `limitBytes` (a decompression bomb: ~1 MB
 * of file per GiB), before pdf.js decodes it into memory it cannot give back in time. Native zlib counts
 * the output without keeping it, so the check costs little memory and about a second per GiB at worst.
 * Streams that do not start with a zlib header (other filters, encrypted data) are left alone.
 *
 * A stream too short to reach the limit even at deflate's maximum ratio cannot be a bomb and is not
 * inflated: with the server's budget (hundreds of MB) that is every stream of an ordinary PDF, so pdf.js
 * is left as the only decoder instead of every stream being inflated twice.
 */
export async function assertStreamsInflateWithin(data: Uint8Array, limitBytes: number): Promise<void> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf(STREAM, from, 'latin1');
    if (keyword < 0) return;
    let start = keyword + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = bytes.indexOf(ENDSTREAM, start, 'latin1');
    if (end < 0) return;
    from = end + ENDSTREAM.length;
    if ((end - start) * MAX_DEFLATE_RATIO <= limitBytes) continue;
    if (!isZlibHeader(bytes[start], bytes[start + 1])) continue;
    if ((await inflatedSize(bytes.subarray(start, end), limitBytes)) > limitBytes) {
      throw new ExtractionError('TOO_LARGE', tooLargeDecompressedMessage(limitBytes), {
        limit: limitBytes,
      });
    }
  }
}
