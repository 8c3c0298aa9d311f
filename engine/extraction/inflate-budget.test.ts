import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract.ts';
import { assertStreamsInflateWithin } from './inflate-budget.ts';

const MB = 1024 * 1024;

/** A one-page PDF whose content stream is `inflated` bytes of spaces under FlateDecode. */
function flatePdf(inflated: number): Uint8Array {
  const stream = zlib.deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 });
  const parts = [
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n',
    `4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
  ].map((s) => Buffer.from(s, 'latin1'));
  // pdf.js takes a plain Uint8Array, not a Buffer.
  return new Uint8Array(
    Buffer.concat([
      ...parts,
      stream,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ]),
  );
}

describe(assertStreamsInflateWithin.name, () => {
  it('refuses a PDF whose stream inflates past the budget, with a message that says so', async () => {
    const bomb = flatePdf(16 * MB);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(extractDocument(bomb, { maxInflatedBytes: 8 * MB })).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: expect.stringMatching(/^This file expands to more than 8 MB when decompressed/),
    });
  });

  it('lets streams within the budget through to pdf.js, and skips the check when no budget is given', async () => {
    await expect(assertStreamsInflateWithin(flatePdf(16 * MB), 32 * MB)).resolves.toBeUndefined();
    // Only spaces: pdf.js reads it and finds no text.
    await expect(extractDocument(flatePdf(16 * MB))).rejects.toMatchObject({ code: 'TEXT_TOO_SHORT' });
  });

  it("refuses a bomb whose stream is barely long enough to reach the budget at deflate's maximum ratio", async () => {
    // Nothing deflates past 1,032:1 (the check skips streams too short to reach the budget at that ratio);
    // 16 MB of spaces come close to it, and a budget just under what they inflate to still refuses them.
    const zeros = zlib.deflateSync(Buffer.alloc(64 * MB), { level: 9, memLevel: 9 });
    expect(zeros.length * 1032).toBeGreaterThanOrEqual(64 * MB);
    const bomb = flatePdf(16 * MB);
    await expect(assertStreamsInflateWithin(bomb, 16 * MB - 1)).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  it('ignores data that is not zlib and damaged streams', async () => {
    const raw = Buffer.from('%PDF-1.7\n4 0 obj\n<< /Length 5 >>\nstream\nhello\nendstream\nendobj\n');
    await expect(assertStreamsInflateWithin(raw, 1)).resolves.toBeUndefined();
    const damaged = Buffer.from(flatePdf(4 * MB));
    damaged.fill(0xff, damaged.indexOf('stream\n') + 100, damaged.indexOf('stream\n') + 200);
    await expect(assertStreamsInflateWithin(damaged, 64 * MB)).resolves.toBeUndefined();
  });
});
