/**
 * Text-extraction throughput, Clarion (pdf.js + layout) against poppler's pdftotext, on every PDF of the
 * shared corpus (financial/ and extraction/). Quality bar (DESIGN.md §9): within 2× of pdftotext.
 *
 *   npx tsx bench/extraction.ts [--rounds N]
 *
 * Both tools run in the same process run, file by file and interleaved, so machine load hits both alike.
 * pdftotext is spawned once per file, as a server would; Clarion reuses one loaded pdf.js module, as the
 * server's worker does. Round 1 is reported as `cold` (JIT not warmed up); the headline numbers are the
 * later rounds'. OCR is off. Prints one JSON object.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { extractPdf } from '../engine/extraction/pdf.ts';
import { loadPdfjs } from '../engine/extraction/pdfjs.ts';

const corpus = path.resolve(import.meta.dirname, '../../shared/corpus');

function listPdfs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listPdfs(path.join(dir, entry.name))
        : entry.name.toLowerCase().endsWith('.pdf')
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

function hasPdftotext(): boolean {
  return spawnSync('pdftotext', ['-v']).error === undefined;
}

function runPdftotext(file: string, layout: boolean): number {
  const start = performance.now();
  const result = spawnSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
    maxBuffer: 512 * 1024 * 1024,
  });
  const elapsed = performance.now() - start;
  if (result.error) throw result.error;
  return elapsed;
}

interface Totals {
  ms: number;
  pages: number;
}

function summary(t: Totals) {
  const seconds = t.ms / 1000;
  return {
    pages: t.pages,
    seconds: Math.round(seconds * 1000) / 1000,
    pagesPerSecond: Math.round((t.pages / seconds) * 10) / 10,
  };
}

async function main(): Promise<void> {
  const roundsArg = process.argv.indexOf('--rounds');
  const rounds = Math.max(2, roundsArg > 0 ? Number(process.argv[roundsArg + 1]) || 2 : 2);
  const files = [...listPdfs(path.join(corpus, 'financial')), ...listPdfs(path.join(corpus, 'extraction'))];
  if (files.length === 0) {
    console.log(JSON.stringify({ skipped: `no PDFs under ${corpus}` }));
    return;
  }
  const withPoppler = hasPdftotext();

  const loadStart = performance.now();
  await loadPdfjs();
  const moduleLoadSeconds = (performance.now() - loadStart) / 1000;

  const cold = { clarion: { ms: 0, pages: 0 }, pdftotext: { ms: 0, pages: 0 }, layout: { ms: 0, pages: 0 } };
  const warm = { clarion: { ms: 0, pages: 0 }, pdftotext: { ms: 0, pages: 0 }, layout: { ms: 0, pages: 0 } };
  const perFile = new Map<string, { clarionMs: number; pdftotextMs: number; pages: number }>();
  const failures: Array<{ file: string; error: string }> = [];

  for (let round = 0; round < rounds; round++) {
    const bucket = round === 0 ? cold : warm;
    for (const file of files) {
      let pages = 0;
      const start = performance.now();
      try {
        const doc = await extractPdf(new Uint8Array(readFileSync(file)));
        pages = doc.pageCount;
      } catch (error) {
        if (round === 0)
          failures.push({ file: path.relative(corpus, file), error: (error as Error).message });
        continue;
      }
      const clarionMs = performance.now() - start;
      bucket.clarion.ms += clarionMs;
      bucket.clarion.pages += pages;
      let pdftotextMs = 0;
      if (withPoppler) {
        pdftotextMs = runPdftotext(file, false);
        bucket.pdftotext.ms += pdftotextMs;
        bucket.pdftotext.pages += pages;
        bucket.layout.ms += runPdftotext(file, true);
        bucket.layout.pages += pages;
      }
      if (round > 0) {
        const entry = perFile.get(file) ?? { clarionMs: 0, pdftotextMs: 0, pages };
        entry.clarionMs += clarionMs;
        entry.pdftotextMs += pdftotextMs;
        perFile.set(file, entry);
      }
    }
  }

  const ratio = withPoppler ? Math.round((warm.clarion.ms / warm.pdftotext.ms) * 100) / 100 : null;
  const slowest = [...perFile]
    .map(([file, e]) => ({
      file: path.relative(corpus, file),
      pages: e.pages,
      ratio: e.pdftotextMs > 0 ? Math.round((e.clarionMs / e.pdftotextMs) * 100) / 100 : null,
      clarionMs: Math.round(e.clarionMs / (rounds - 1)),
    }))
    .sort((a, b) => b.clarionMs - a.clarionMs)
    .slice(0, 5);

  console.log(
    JSON.stringify(
      {
        files: files.length,
        rounds,
        clarion: summary(warm.clarion),
        pdftotext: withPoppler ? summary(warm.pdftotext) : 'pdftotext not installed',
        pdftotextLayout: withPoppler ? summary(warm.layout) : 'pdftotext not installed',
        ratio,
        ratioVsLayout: withPoppler ? Math.round((warm.clarion.ms / warm.layout.ms) * 100) / 100 : null,
        target: 'within 2x',
        withinTarget: ratio === null ? null : ratio <= 2,
        cold: {
          clarion: summary(cold.clarion),
          pdftotext: withPoppler ? summary(cold.pdftotext) : null,
          ratio: withPoppler ? Math.round((cold.clarion.ms / cold.pdftotext.ms) * 100) / 100 : null,
        },
        moduleLoadSeconds: Math.round(moduleLoadSeconds * 1000) / 1000,
        slowest,
        failures,
      },
      null,
      2,
    ),
  );
}

await main();
