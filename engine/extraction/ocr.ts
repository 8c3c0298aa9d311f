import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * Optical character recognition with tesseract.js, fully offline: the WASM core and the worker script are
 * tesseract.js's own Node defaults (loaded from node_modules, never a CDN), and the English model comes from
 * the installed @tesseract.js-data/eng package unless the caller points `langPath` elsewhere.
 *
 * A worker takes ~0.5 s to start and holds ~100 MB; create one per process (or per job queue worker) and
 * reuse it: `const ocr = await createOcrWorker(); extractPdf(data, { ocr: ocr.recognizePage })`.
 */

export interface OcrWorker {
  /** Recognises one image (PNG, JPEG…) and returns its text, paragraphs separated by blank lines. */
  recognize(image: Uint8Array): Promise<string>;
  /** The `ocr` callback of extractPdf. */
  recognizePage: (png: Uint8Array, pageNumber: number) => Promise<string>;
  terminate(): Promise<void>;
}

export interface OcrWorkerOptions {
  /** Tesseract language code(s), e.g. "eng" or "eng+fra"; each needs its traineddata under langPath. */
  lang?: string;
  /**
   * Directory holding `<lang>.traineddata.gz`. Default: @tesseract.js-data/eng's LSTM-only "best_int"
   * model (2.9 MB), which is the one tesseract.js would otherwise download.
   */
  langPath?: string;
  /** Resolution of the images to expect (default 216, extractPdf's rendering at scale 3). */
  dpi?: number;
}

/** Where the installed @tesseract.js-data/eng keeps its LSTM model. */
export function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export async function createOcrWorker(options: OcrWorkerOptions = {}): Promise<OcrWorker> {
  const worker: Worker = await createWorker(options.lang ?? 'eng', OEM.LSTM_ONLY, {
    langPath: options.langPath ?? defaultLangPath(),
    gzip: true,
    // 'none': read the model from langPath every start and never write a cached copy into the working
    // directory (tesseract.js's default would drop eng.traineddata into process.cwd()).
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  });
  // extractPdf renders at 3 px/pt (216 dpi); saying so spares Tesseract its resolution guess.
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '0',
    user_defined_dpi: String(options.dpi ?? 216),
  });

  let queue: Promise<unknown> = Promise.resolve();
  const recognize = (image: Uint8Array): Promise<string> => {
    // One page at a time per worker; callers may fire several pages at once.
    const job = queue.then(async () => {
      const result = await worker.recognize(image, {}, { text: true });
      return normaliseOcrText(result.data.text ?? '');
    });
    queue = job.catch(() => {});
    return job;
  };

  return {
    recognize,
    recognizePage: (png) => recognize(png),
    terminate: async () => {
      await worker.terminate();
    },
  };
}

/** Tesseract ends lines inside paragraphs and separates paragraphs by a blank line; keep exactly that. */
export function normaliseOcrText(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.replace(/\s+/gu, ' ').trim())
        .filter((l) => l.length > 0)
        .join('\n'),
    )
    .filter((p) => p.length > 0)
    .join('\n\n');
}
