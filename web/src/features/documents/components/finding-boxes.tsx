import { useEffect, useRef } from 'react';
import type { PageBox } from '#common/text/quote-boxes.ts';
import type { PassageTone } from '../../../lib/documents/workspace-page.ts';
import { cn } from '../../../components/ui/cn.ts';

export type PlacedPassage = {
  /** Unique on the page: the finding's key and the passage's place among its evidence. */
  key: string;
  findingKey: string;
  label: string;
  tone: PassageTone;
  boxes: readonly PageBox[];
  /**
   * How many passages before it on the page have the same first box (two rules on one sentence): each is
   * drawn a little larger and beneath the one before, so every one keeps a ring to click.
   */
  nest: number;
};

/** Pixels each nested passage's boxes grow by on every side. */
const NEST_PX = 4;

type FindingBoxesProps = {
  pageWidth: number;
  pageHeight: number;
  passages: readonly PlacedPassage[];
  selectedKey: string | null;
  onSelect: (findingKey: string) => void;
  /** The page is drawn: until then the boxes would sit over an empty canvas of another size. */
  ready: boolean;
  /** Bumped when the selected finding's first box should take the focus. */
  focusRequest: number;
};

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

// Each tone keeps a 3:1 outline against the page's white (WCAG 1.4.11).
const TONES: Record<PassageTone, string> = {
  high: 'border-red-700 bg-red-300/25',
  medium: 'border-amber-700 bg-amber-300/25',
  low: 'border-blue-700 bg-blue-300/20',
  decided: 'border-dashed border-slate-600 bg-slate-300/15',
};

/**
 * Every finding's passage outlined on the rendered page, one box per printed line. The first box of a passage
 * is a button named after its finding (choosing it opens the finding in the list); the line boxes after it are
 * drawing only for assistive technology but take a click too. The selected finding's boxes are filled.
 */
export function FindingBoxes({
  pageWidth,
  pageHeight,
  passages,
  selectedKey,
  onSelect,
  ready,
  focusRequest,
}: FindingBoxesProps) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  const handled = useRef(0);

  useEffect(() => {
    // Once per request: redrawing the page (a resize) must not pull the focus back.
    if (!ready || focusRequest === handled.current || !selectedRef.current) return;
    handled.current = focusRequest;
    selectedRef.current.focus({ preventScroll: true });
    selectedRef.current.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [ready, focusRequest, selectedKey, passages]);

  if (pageWidth <= 0 || pageHeight <= 0 || passages.length === 0) return null;
  // The selected finding's first passage on the page takes the focus.
  const focusKey = passages.find((passage) => passage.findingKey === selectedKey)?.key;
  return (
    <ul className="absolute inset-px m-0 list-none p-0" hidden={!ready} aria-label="Findings on this page">
      {passages.map((passage) => {
        const selected = passage.findingKey === selectedKey;
        const takesFocus = passage.key === focusKey;
        const boxClass = cn(
          'absolute rounded-sm border-2 mix-blend-multiply',
          TONES[passage.tone],
          selected && 'border-[3px] border-solid border-violet-800 bg-violet-300/30',
        );
        return (
          <li key={passage.key}>
            {passage.boxes.map(([x0, y0, x1, y1], index) => {
              const grow = passage.nest * NEST_PX;
              const style = {
                left: `calc(${percent(x0, pageWidth)} - ${grow}px)`,
                top: `calc(${percent(y0, pageHeight)} - ${grow}px)`,
                width: `calc(${percent(x1 - x0, pageWidth)} + ${2 * grow}px)`,
                height: `calc(${percent(y1 - y0, pageHeight)} + ${2 * grow}px)`,
                zIndex: 10 - Math.min(passage.nest, 9),
              };
              return index === 0 ? (
                <button
                  key={`${x0},${y0},${x1},${y1}`}
                  ref={takesFocus ? selectedRef : undefined}
                  type="button"
                  aria-label={passage.label}
                  aria-pressed={selected}
                  data-finding-box={passage.findingKey}
                  onClick={() => onSelect(passage.findingKey)}
                  className={cn(
                    boxClass,
                    'cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
                  )}
                  style={style}
                />
              ) : (
                <div
                  key={`${x0},${y0},${x1},${y1}`}
                  aria-hidden="true"
                  onClick={() => onSelect(passage.findingKey)}
                  className={cn(boxClass, 'cursor-pointer')}
                  style={style}
                />
              );
            })}
          </li>
        );
      })}
    </ul>
  );
}
