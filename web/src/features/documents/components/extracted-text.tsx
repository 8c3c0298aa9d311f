import { useEffect, useRef, type ReactNode } from 'react';
import type { SegmentRange } from '#common/text/locate-quote.ts';
import {
  PAGE_TEXT_KEY,
  headingLevels,
  isNumberedList,
  listItems,
  segmentKey,
  tableRows,
  type TextBlock,
  type TextPage,
} from '../lib/document-pages.ts';

type ExtractedTextProps = {
  page: TextPage;
  /** The pieces of the passage to mark on this page (from `?highlight=`): none when it is not on this page. */
  ranges: readonly SegmentRange[];
};

/**
 * One page of extracted text as structure: headings as headings, lists as lists, tables as tables. The
 * highlighted passage is wrapped in <mark> (one per block or cell it covers) and its first piece scrolled
 * into view.
 */
export function ExtractedText({ page, ranges }: ExtractedTextProps) {
  const markRef = useRef<HTMLElement>(null);
  const first = ranges[0];
  const matchKey = first ? `${page.number}:${first.key}:${first.start}` : null;

  useEffect(() => {
    if (matchKey) markRef.current?.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [matchKey]);

  function text(value: string, key: string): ReactNode {
    const marks = ranges.filter((r) => r.key === key).sort((a, b) => a.start - b.start);
    if (marks.length === 0) return value;
    const parts: ReactNode[] = [];
    let at = 0;
    for (const mark of marks) {
      if (mark.start < at) continue;
      parts.push(value.slice(at, mark.start));
      parts.push(
        <mark
          key={mark.start}
          ref={mark === first ? markRef : undefined}
          className="rounded-sm bg-yellow-200 px-0.5 text-slate-950"
        >
          {value.slice(mark.start, mark.end)}
        </mark>,
      );
      at = mark.end;
    }
    parts.push(value.slice(at));
    return <>{parts}</>;
  }

  if (page.blocks.length === 0) {
    return page.text ? (
      <p className="whitespace-pre-wrap">{text(page.text, PAGE_TEXT_KEY)}</p>
    ) : (
      <p className="text-slate-700 italic">No text was found on this page.</p>
    );
  }

  const levels = headingLevels(page);
  return (
    <div className="space-y-3 leading-relaxed text-slate-900">
      {page.blocks.map((block, index) => (
        <Block
          key={index}
          block={block}
          index={index}
          pageNumber={page.number}
          headingLevel={levels.get(index) ?? 3}
          text={text}
        />
      ))}
    </div>
  );
}

type BlockProps = {
  block: TextBlock;
  index: number;
  pageNumber: number;
  /** Headings: the HTML level, 3 to 6. */
  headingLevel: number;
  text: (value: string, key: string) => ReactNode;
};

function Block({ block, index, pageNumber, headingLevel, text }: BlockProps) {
  const key = segmentKey(index);
  switch (block.kind) {
    case 'heading': {
      const content = text(block.text, key);
      if (headingLevel <= 3) return <h3 className="pt-2 text-lg font-bold text-slate-950">{content}</h3>;
      if (headingLevel === 4) return <h4 className="pt-1 text-base font-bold text-slate-950">{content}</h4>;
      if (headingLevel === 5) return <h5 className="text-base font-semibold text-slate-950">{content}</h5>;
      return <h6 className="text-base font-semibold text-slate-950">{content}</h6>;
    }
    case 'list': {
      const items = listItems(block.text);
      const children = items.map((item, i) => <li key={i}>{text(item, segmentKey(index, `i${i}`))}</li>);
      return isNumberedList(block.text) ? (
        <ol className="list-decimal space-y-1 pl-6">{children}</ol>
      ) : (
        <ul className="list-disc space-y-1 pl-6">{children}</ul>
      );
    }
    case 'table': {
      const rows = tableRows(block);
      const [head, ...rest] = rows.length > 1 ? rows : [undefined, ...rows];
      return (
        <div
          role="region"
          aria-label={`Table ${index + 1} on page ${pageNumber}`}
          tabIndex={0}
          className="relative overflow-x-auto rounded border border-slate-300"
        >
          <table className="min-w-full border-collapse text-sm">
            {head && (
              <thead className="bg-slate-100">
                <tr>
                  {head.map((cell, c) => (
                    <th
                      key={c}
                      scope="col"
                      className="border-b border-slate-300 px-2 py-1 text-left font-semibold"
                    >
                      {text(cell, segmentKey(index, `0:${c}`))}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {rest.map((row, r) => {
                const rowIndex = head ? r + 1 : r;
                return (
                  <tr key={rowIndex} className="border-b border-slate-200 last:border-b-0">
                    {(row ?? []).map((cell, c) => (
                      <td key={c} className="px-2 py-1 align-top">
                        {text(cell, segmentKey(index, `${rowIndex}:${c}`))}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      );
    }
    case 'caption':
      return <p className="text-sm text-slate-700 italic">{text(block.text, key)}</p>;
    default:
      return <p className="whitespace-pre-line">{text(block.text, key)}</p>;
  }
}
