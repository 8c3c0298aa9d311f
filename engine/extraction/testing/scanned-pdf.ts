import { createCanvas } from '@napi-rs/canvas';
import { loadPdfjs, pdfjsAssets } from '../pdfjs.ts';
import { buildPdf } from './pdf-builder.ts';

export const LINES = [
  'Assessment of Value',
  'The fund delivered value',
  'for investors over five years.',
  'Charges were reviewed in March.',
];

/**
 * A scanned page, made here: the lines are typeset in Helvetica, rendered by pdf.js onto an @napi-rs/canvas,
 * encoded as JPEG and wrapped as the only content of a new PDF, so no text layer survives.
 */
export async function scannedPdf(): Promise<Uint8Array> {
  const source = buildPdf({
    pages: [
      {
        width: 420,
        height: 260,
        text: LINES.map((text, i) => ({ text, x: 30, y: 210 - i * 44, size: i === 0 ? 26 : 20 })),
      },
    ],
  });
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: source, ...pdfjsAssets(), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as Parameters<typeof page.render>[0]['canvas'], viewport })
    .promise;
  await doc.destroy();
  const jpeg = new Uint8Array(await canvas.encode('jpeg', 92));
  return buildPdf({
    pages: [{ width: 420, height: 260, image: { jpeg, width: canvas.width, height: canvas.height } }],
  });
}
