/**
 * Text-extraction throughput, Clarion (pdf.js + layout) against poppler's pdftotext, on every PDF of the
 * shared corpus (financial/ and extraction/). Quality bar (DESIGN.md §9): within 2× of pdftotext; issue 29
 * asks for 1.5×.
 *
 *   npx tsx bench/extraction.ts [--rounds N]
 *
 * Both tools run in the same process run, file by file and interleaved (which of the two goes first swaps
 * from file to file), so machine load hits both alike. pdftotext is spawned once per file, as a server
 * would; Clarion reuses one loaded pdf.js module and runs what the server's extraction child runs: the
 * decompression-bomb check at the server's default budget, then extractPdf. Round 1 is reported as `cold`
 * (JIT not warmed up); the headline numbers are the later rounds'. OCR is off. Prints one JSON object.
 *
 * `ratio` is wall time. `cpuRatio` is CPU time (Clarion: this process's, all threads; pdftotext: the
 * children's, from /proc at the kernel's 10 ms tick), which a busy shared machine disturbs far less.
 *
 * `pdfjsTextOnly` times pdf.js by itself on the same files, opened as extraction opens them: every page's text
 * content and nothing else (no bomb check, layout, headings or evidence boxes). Its ratio to pdftotext is the
 * floor any change to Clarion's own code can reach; `clarionShare` is the part of Clarion's time above it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { assertStreamsInflateWithin } from '../engine/extraction/inflate-budget.ts';
import { extractPdf, openPdfjsDocument } from '../engine/extraction/pdf.ts';
import { loadPdfjs, pdfjsAssets } from '../engine/extraction/pdfjs.ts';

const corpus = path.resolve(import.meta.dirname, '../../shared/corpus');
/** The server's default (EXTRACTION_MEMORY_MB, 768), as extraction-runner.ts passes it. */
const MAX_INFLATED_BYTES = 768 * 1024 * 1024;

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

/** CPU milliseconds of this process's waited-for children (utime + stime), or 0 off Linux. */
function childrenCpuMs(): number {
  try {
    // Fields after the parenthesised command name; cutime and cstime are the 16th and 17th of the line.
    const stat = readFileSync('/proc/self/stat', 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function runPdftotext(file: string, layout: boolean): { ms: number; cpuMs: number } {
  const cpuBefore = childrenCpuMs();
  const start = performance.now();
  const result = spawnSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
    maxBuffer: 512 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  if (result.error) throw result.error;
  return { ms, cpuMs: childrenCpuMs() - cpuBefore };
}

/** What the server's extraction child does with a PDF (OCR off): the bomb check, then extraction. */
async function runClarion(file: string): Promise<{ ms: number; cpuMs: number; pages: number }> {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const data = new Uint8Array(readFileSync(file));
  await assertStreamsInflateWithin(data, MAX_INFLATED_BYTES);
  const doc = await extractPdf(data);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, pages: doc.pageCount };
}

/** pdf.js alone: open the document as extractPdf does (same parameters and port) and read every page's text. */
async function runPdfjsTextOnly(file: string): Promise<{ ms: number; cpuMs: number }> {
  const pdfjs = await loadPdfjs();
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const { task, close } = await openPdfjsDocument(pdfjs, new Uint8Array(readFileSync(file)), pdfjsAssets());
  try {
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      await page.getTextContent({ includeMarkedContent: false });
      page.cleanup();
    }
  } finally {
    await close();
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

interface Totals {
  ms: number;
  cpuMs: number;
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

  const totals = (): Record<'clarion' | 'pdfjs' | 'pdftotext' | 'layout', Totals> => ({
    clarion: { ms: 0, cpuMs: 0, pages: 0 },
    pdfjs: { ms: 0, cpuMs: 0, pages: 0 },
    pdftotext: { ms: 0, cpuMs: 0, pages: 0 },
    layout: { ms: 0, cpuMs: 0, pages: 0 },
  });
  const cold = totals();
  const warm = totals();
  const perFile = new Map<string, { clarionMs: number; pdftotextMs: number; pages: number }>();
  const failures: Array<{ file: string; error: string }> = [];

  const add = (into: Totals, run: { ms: number; cpuMs: number }, pages: number) => {
    into.ms += run.ms;
    into.cpuMs += run.cpuMs;
    into.pages += pages;
  };

  for (let round = 0; round < rounds; round++) {
    const bucket = round === 0 ? cold : warm;
    for (const [index, file] of files.entries()) {
      // pdftotext first on every other file, so neither side always runs in the other's wake.
      const popplerFirst = withPoppler && (index + round) % 2 === 1;
      const poppler = () => ({ plain: runPdftotext(file, false), layout: runPdftotext(file, true) });
      const before = popplerFirst ? poppler() : undefined;
      let clarion: Awaited<ReturnType<typeof runClarion>>;
      let pdfjsOnly: Awaited<ReturnType<typeof runPdfjsTextOnly>>;
      try {
        // pdf.js alone goes first on every other file too (offset from pdftotext's turn).
        const pdfjsFirst = (index + round) % 4 < 2;
        const alone = pdfjsFirst ? await runPdfjsTextOnly(file) : undefined;
        clarion = await runClarion(file);
        pdfjsOnly = alone ?? (await runPdfjsTextOnly(file));
      } catch (error) {
        if (round === 0)
          failures.push({ file: path.relative(corpus, file), error: (error as Error).message });
        continue;
      }
      add(bucket.clarion, clarion, clarion.pages);
      add(bucket.pdfjs, pdfjsOnly, clarion.pages);
      const after = withPoppler && !popplerFirst ? poppler() : undefined;
      const popplerRuns = before ?? after;
      if (popplerRuns) {
        add(bucket.pdftotext, popplerRuns.plain, clarion.pages);
        add(bucket.layout, popplerRuns.layout, clarion.pages);
      }
      if (round > 0) {
        const entry = perFile.get(file) ?? { clarionMs: 0, pdftotextMs: 0, pages: clarion.pages };
        entry.clarionMs += clarion.ms;
        entry.pdftotextMs += popplerRuns?.plain.ms ?? 0;
        perFile.set(file, entry);
      }
    }
  }

  const ratio = withPoppler ? Math.round((warm.clarion.ms / warm.pdftotext.ms) * 100) / 100 : null;
  const fileRows = [...perFile].map(([file, e]) => ({
    file: path.relative(corpus, file),
    pages: e.pages,
    ratio: e.pdftotextMs > 0 ? Math.round((e.clarionMs / e.pdftotextMs) * 100) / 100 : null,
    clarionMs: Math.round(e.clarionMs / (rounds - 1)),
  }));
  const slowest = [...fileRows].sort((a, b) => b.clarionMs - a.clarionMs).slice(0, 5);
  const worstRatios = [...fileRows].sort((a, b) => (b.ratio ?? 0) - (a.ratio ?? 0)).slice(0, 5);
  const round2 = (n: number) => Math.round(n * 100) / 100;

  console.log(
    JSON.stringify(
      {
        files: files.length,
        rounds,
        clarion: summary(warm.clarion),
        pdftotext: withPoppler ? summary(warm.pdftotext) : 'pdftotext not installed',
        pdftotextLayout: withPoppler ? summary(warm.layout) : 'pdftotext not installed',
        ratio,
        ratioVsLayout: withPoppler ? round2(warm.clarion.ms / warm.layout.ms) : null,
        cpuRatio:
          withPoppler && warm.pdftotext.cpuMs > 0 ? round2(warm.clarion.cpuMs / warm.pdftotext.cpuMs) : null,
        pdfjsTextOnly: {
          ...summary(warm.pdfjs),
          ratio: withPoppler ? round2(warm.pdfjs.ms / warm.pdftotext.ms) : null,
          cpuRatio:
            withPoppler && warm.pdftotext.cpuMs > 0 ? round2(warm.pdfjs.cpuMs / warm.pdftotext.cpuMs) : null,
        },
        clarionShare: round2(1 - warm.pdfjs.cpuMs / warm.clarion.cpuMs),
        target: 'within 1.5x (issue 29; DESIGN.md: 2x)',
        withinTarget: ratio === null ? null : ratio <= 1.5,
        cold: {
          clarion: summary(cold.clarion),
          pdftotext: withPoppler ? summary(cold.pdftotext) : null,
          ratio: withPoppler ? Math.round((cold.clarion.ms / cold.pdftotext.ms) * 100) / 100 : null,
        },
        moduleLoadSeconds: Math.round(moduleLoadSeconds * 1000) / 1000,
        slowest,
        worstRatios,
        failures,
      },
      null,
      2,
    ),
  );
}

await main();
