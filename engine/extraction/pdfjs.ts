import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfjsNamespace from 'pdfjs-dist/legacy/build/pdf.mjs';
import { InThreadPort } from './in-thread-port.ts';

/**
 * Loads pdf.js (legacy build, the one that runs on Node 20) once per process and says where its data
 * files live, so nothing is ever fetched from a CDN.
 *
 * Why the dance around the import: the legacy build bundles core-js, which on Node 20 *replaces*
 * `Array.prototype.push`, `JSON.parse` and `JSON.stringify` process-wide with spec-pedantic JavaScript
 * versions (measured here: push ~10× slower, JSON round-trips ~5× slower). That slowed pdf.js itself by
 * ~30% and would slow every request of a server that merely imported the engine. We snapshot the built-ins
 * before importing and put back any that were *replaced*; the ones pdf.js *adds* (Promise.withResolvers,
 * Map.prototype.getOrInsert, Uint8Array.prototype.toBase64…) are left, since pdf.js needs them.
 */

export type PdfjsModule = typeof PdfjsNamespace;

export interface PdfjsAssets {
  /** Directory paths (with trailing slash) handed to getDocument; Node reads them from disk. */
  cMapUrl: string;
  standardFontDataUrl: string;
  wasmUrl: string;
}

let loading: Promise<PdfjsModule> | undefined;
/** pdf.js's worker side, imported with the module: it answers a port on this thread (openInThreadWorker). */
let workerMessageHandler: { initializeFromPort(port: InThreadPort): void } | undefined;
let assets: PdfjsAssets | undefined;

function builtinTargets(): object[] {
  const typedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype) as object;
  return [
    Array,
    Array.prototype,
    Object,
    Object.prototype,
    Function.prototype,
    String.prototype,
    Number.prototype,
    Promise,
    Promise.prototype,
    Map.prototype,
    Set.prototype,
    WeakMap.prototype,
    Uint8Array,
    Uint8Array.prototype,
    typedArrayPrototype,
    ArrayBuffer.prototype,
    JSON,
    Math,
    RegExp.prototype,
    Date.prototype,
    Error,
  ];
}

function snapshotBuiltins(): Array<[object, PropertyKey, PropertyDescriptor]> {
  const saved: Array<[object, PropertyKey, PropertyDescriptor]> = [];
  for (const target of builtinTargets()) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor) saved.push([target, key, descriptor]);
    }
  }
  return saved;
}

function restoreReplacedBuiltins(saved: Array<[object, PropertyKey, PropertyDescriptor]>): void {
  for (const [target, key, before] of saved) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!now || !before.configurable) continue;
    const changed = now.value !== before.value || now.get !== before.get || now.set !== before.set;
    if (changed) Object.defineProperty(target, key, before);
  }
}

export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    const saved = snapshotBuiltins();
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // Import the worker module ourselves (rather than letting pdf.js import it lazily on the first
      // document) so its own core-js copy is also undone here; it registers globalThis.pdfjsWorker, which
      // makes pdf.js run its "fake worker" in this thread without looking for a worker file.
      const workerSpecifier = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
      const workerModule = (await import(/* @vite-ignore */ workerSpecifier)) as {
        WorkerMessageHandler: NonNullable<typeof workerMessageHandler>;
      };
      workerMessageHandler = workerModule.WorkerMessageHandler;
      return pdfjs;
    } finally {
      restoreReplacedBuiltins(saved);
    }
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export interface InThreadWorker {
  /** Pass as getDocument's `worker`; pdf.js then leaves it running when the document is destroyed. */
  worker: InstanceType<PdfjsModule['PDFWorker']>;
  destroy(): void;
}

/**
 * A pdf.js worker on this thread, as pdf.js's own fake worker but over an InThreadPort, which hands text-content
 * chunks over without structuredClone (in-thread-port.ts). One per document; destroy it once the document is.
 */
export async function openInThreadWorker(): Promise<InThreadWorker> {
  const pdfjs = await loadPdfjs();
  const port = new InThreadPort();
  workerMessageHandler!.initializeFromPort(port);
  // The declared type of `port` is pdf.js's JSDoc guess (null); any object with postMessage and the listener
  // methods is accepted.
  const worker = new pdfjs.PDFWorker({ port: port as never });
  return {
    worker,
    destroy() {
      worker.destroy();
      port.terminate();
    },
  };
}

/** Paths of pdf.js's CMaps, standard fonts and WASM decoders inside the installed package. */
export function pdfjsAssets(): PdfjsAssets {
  if (!assets) {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    assets = {
      cMapUrl: path.join(root, 'cmaps') + path.sep,
      standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
      wasmUrl: path.join(root, 'wasm') + path.sep,
    };
  }
  return assets;
}
