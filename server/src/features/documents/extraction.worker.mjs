// Runs document extraction off the API's event loop (pdf.js parses synchronously and OCR is CPU-bound).
// Plain .mjs so Node can start it; tsx's loader is registered here to import the TypeScript engine.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { extractDocument } = await import(workerData.extractModule);
const { createOcrWorker } = await import(workerData.ocrModule);
const { loadPdfjs } = await import(workerData.pdfjsModule);
// Loading pdf.js takes ~1.5 s: do it before the first document arrives.
await loadPdfjs();

// The OCR engine (~0.5 s to start, ~100 MB) is created on the first image-only page and then reused.
let ocrWorker;
const ocr = async (png, pageNumber) => {
  ocrWorker ??= createOcrWorker();
  return (await ocrWorker).recognizePage(png, pageNumber);
};

parentPort.on('message', async (message) => {
  const { id, data, fileType, maxPages, maxBytes } = message;
  try {
    const result = await extractDocument(data, {
      fileType,
      maxPages,
      maxBytes,
      ocr,
      onPage: (page, total) => parentPort.postMessage({ id, type: 'page', page, total }),
    });
    parentPort.postMessage({ id, type: 'done', result });
  } catch (error) {
    const isExtractionError = error?.name === 'ExtractionError';
    parentPort.postMessage({
      id,
      type: 'error',
      code: isExtractionError ? error.code : 'INTERNAL',
      message: isExtractionError ? error.message : String(error?.message ?? error),
      userFacing: isExtractionError,
    });
  }
});
parentPort.postMessage({ type: 'ready' });
