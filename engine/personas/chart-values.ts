// The figures of a bar chart as a reader reads them: each value label under the year on the axis below it.
// A KIID prints its past performance as a bar chart whose labels ("12.4 12.3", one per series) the extractor
// returns as loose blocks, apart from the axis of years ("2011 2012 … 2020") and the legend ("n Class
// n Benchmark"). Matched by horizontal position, they make the table a reader sees: "Class | 2020: 12.4".
import type { Block, Page } from '../document-model.ts';

const YEAR_RUN = /^(?:(?:19|20)\d\d\s*){2,}$/;
const VALUES = /^-?\d{1,3}(?:\.\d+)?(?:\s+-?\d{1,3}(?:\.\d+)?)?$/;

export interface ChartTable {
  /** The block order on the page of the axis (the table sits there in reading order). */
  axisIndex: number;
  /** Header ['', years…] then one row per series: [name, value per year ('' where none)]. */
  rows: string[][];
}

const centre = (b: Block) => (b.bbox[0] + b.bbox[2]) / 2;

/** The chart of one page, if it has an axis of years with value labels above it. */
export function chartTableOf(page: Page): ChartTable | null {
  const axis = page.blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.kind !== 'table' && YEAR_RUN.test(block.text.trim()));
  if (axis.length === 0 || page.width === 0) return null;
  const top = Math.min(...axis.map((a) => a.block.bbox[1]));
  // Years spread evenly over their block: "2011 … 2017" printed across 300 points, each under its bar.
  const years: { year: string; x: number }[] = [];
  for (const { block } of axis) {
    const list = block.text.trim().split(/\s+/);
    const step = (block.bbox[2] - block.bbox[0]) / list.length;
    list.forEach((year, i) => years.push({ year, x: block.bbox[0] + (i + 0.5) * step }));
  }
  years.sort((a, b) => a.x - b.x);
  if (years.length < 3) return null;
  const spacing = (years.at(-1)!.x - years[0]!.x) / (years.length - 1);
  const values = new Map<string, string[]>();
  for (const block of page.blocks) {
    // Value labels sit above the axis, within the chart's height.
    const text = block.text.trim();
    if (!VALUES.test(text) || block.bbox[3] > top + 2 || top - block.bbox[1] > 300) continue;
    const x = centre(block);
    const nearest = years.reduce((a, b) => (Math.abs(b.x - x) < Math.abs(a.x - x) ? b : a));
    if (Math.abs(nearest.x - x) > spacing * 0.6 || values.has(nearest.year)) continue;
    values.set(nearest.year, text.split(/\s+/));
  }
  if (values.size < 2) return null;
  const series = Math.max(...[...values.values()].map((v) => v.length));
  const bottom = Math.max(...axis.map((a) => a.block.bbox[3]));
  const legend = page.blocks.find(
    (b) => b.bbox[1] >= bottom - 2 && b.bbox[1] - bottom < 40 && /^\s*[n■●•▪]\s+\p{L}/u.test(b.text),
  );
  const names = legend
    ? legend.text
        .trim()
        .split(/(?:^|\s+)[n■●•▪]\s+/)
        .map((n) => n.trim())
        .filter(Boolean)
        // "• Class n Benchmark also included in the graph": the legend runs into a note; a name is short
        .map((n) => (n.split(/\s+/).length > 3 ? n.split(/\s+/)[0]! : n))
    : [];
  const labels =
    names.length === series ? names : Array.from({ length: series }, (_, i) => `Series ${i + 1}`);
  const shown = years.map((y) => y.year).filter((year) => values.has(year));
  return {
    axisIndex: Math.min(...axis.map((a) => a.index)),
    rows: [
      ['', ...shown],
      ...labels.map((name, s) => [name, ...shown.map((year) => values.get(year)![s] ?? '')]),
    ],
  };
}
