import { readFileSync } from 'node:fs';
const D=[[Array.prototype,'push'],[JSON,'parse'],[JSON,'stringify']].map(([o,k])=>[o,k,Object.getOwnPropertyDescriptor(o,k)]);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
for (const [o,k,d] of D) Object.defineProperty(o,k,d);
if (process.env.NODS) globalThis.DecompressionStream = undefined;
const nm = '/work/main/node_modules/pdfjs-dist/';
for (const f of process.argv.slice(2)) {
for (let rep=0; rep<2; rep++){
  const s = performance.now();
  const data = new Uint8Array(readFileSync(f));
  const doc = await pdfjs.getDocument({ data, cMapUrl: nm + 'cmaps/', standardFontDataUrl: nm + 'standard_fonts/', wasmUrl: nm + 'wasm/', verbosity: 0 }).promise;
  let tp=0, tt=0;
  for (let i = 1; i <= doc.numPages; i++) { let a=performance.now(); const p = await doc.getPage(i); let b=performance.now(); await p.getTextContent(); tt+=performance.now()-b; tp+=b-a; p.cleanup(); }
  await doc.destroy();
  console.log(f.split('/').pop(), (performance.now() - s).toFixed(0), 'getPage', tp.toFixed(0), 'text', tt.toFixed(0));
}}
