// Runs document extraction in a child process (pdf.js parses synchronously, OCR is CPU-bound, and a
// decompression bomb's buffers are outside V8's heap limit: only a separate process can be measured and
// killed as a whole). Plain .mjs so Node can start it. From the sources (tsx, vitest) the modules are the
// engine's TypeScript and tsx's loader is registered to read them; the compiled build (ADR 017) bundles this
// file and passes its own JavaScript modules, and never loads tsx.
import { lowerProcessPriority } from '../../background-priority.mjs';

// All its threads, before pdf.js and the OCR engine start theirs, so they inherit it: reading a document must not take
// the CPU from the API's requests on a small machine (the engine threads do the same).
lowerProcessPriority();
const { typescript, extractModule, ocrModule, pdfjsModule } = JSON.parse(process.argv[2]);
if (typescript) (await import('tsx/esm/api')).register();
const { extractDocument } = await import(extractModule);
const { createOcrWorker } = await import(ocrModule);
const { loadPdfjs } = await import(pdfjsModule);
// Loading pdf.js takes ~1.5 s: done before `ready`, so the time-out of the document that started this
// process counts its reading only (the process starts on first use, extraction-runner.ts).
await loadPdfjs();

// The OCR engine (~0.5 s to start, ~100 MB) is created on the first image-only page and then reused.
let ocrWorker;
const ocr = async (png, pageNumber) => {
  ocrWorker ??= createOcrWorker();
  return (await ocrWorker).recognizePage(png, pageNumber);
};

const send = (message) => process.send?.(message);

process.on('message', async (message) => {
  const { id, data, fileType, maxPages, maxBytes, maxInflatedBytes } = message;
  try {
    const result = await extractDocument(data, {
      fileType,
      maxPages,
      maxBytes,
      maxInflatedBytes,
      ocr,
      onPage: (page, total) => send({ id, type: 'page', page, total }),
    });
    send({ id, type: 'done', result });
  } catch (error) {
    const isExtractionError = error?.name === 'ExtractionError';
    send({
      id,
      type: 'error',
      code: isExtractionError ? error.code : 'INTERNAL',
      message: isExtractionError ? error.message : String(error?.message ?? error),
      userFacing: isExtractionError,
    });
  }
});
// The API went away (crash, SIGKILL): nothing will ever ask this process for work again.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
