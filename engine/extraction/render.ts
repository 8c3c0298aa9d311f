import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface RenderOptions {
  /** Pixels per PDF point; 3 ≈ 216 dpi, enough for Tesseract on body text. */
  scale?: number;
  /** Longest side cap in pixels, so a poster-sized page does not allocate hundreds of megabytes. */
  maxSide?: number;
}

/** Renders a pdf.js page onto an @napi-rs/canvas and returns it as PNG bytes (white background). */
export async function renderPageToPng(page: PDFPageProxy, options: RenderOptions = {}): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  const maxSide = options.maxSide ?? 4000;
  const scale = Math.max(0.1, Math.min(options.scale ?? 3, maxSide / Math.max(base.width, base.height, 1)));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(
    Math.max(1, Math.ceil(viewport.width)),
    Math.max(1, Math.ceil(viewport.height)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js's Node canvas factory is @napi-rs/canvas too; its signature names the DOM canvas type.
  type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];
  await page.render({ canvas: canvas as unknown as RenderCanvas, viewport, background: '#ffffff' }).promise;
  const png = await canvas.encode('png');
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
