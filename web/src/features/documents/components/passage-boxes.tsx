import { useEffect, useRef } from 'react';
import type { PageBox } from '#common/text/quote-boxes.ts';

type PassageBoxesProps = {
  /** The page's size in points, as extracted: boxes are placed as fractions of it. */
  pageWidth: number;
  pageHeight: number;
  pageNumber: number;
  boxes: readonly PageBox[];
  /** The page is drawn: until then the boxes would sit over an empty canvas of another size. */
  ready: boolean;
  /** Names the passage: the first time a passage is shown, it takes the keyboard focus and is scrolled to. */
  passageKey: string;
};

export const passageLabel = (pageNumber: number) => `Highlighted passage on page ${pageNumber}`;

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The quoted passage outlined on the rendered page, one box per printed line, laid over the page as
 * percentages so the boxes follow the page at any width. The first box carries the label and the focus;
 * the others are drawing only.
 */
export function PassageBoxes({
  pageWidth,
  pageHeight,
  pageNumber,
  boxes,
  ready,
  passageKey,
}: PassageBoxesProps) {
  const firstRef = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);

  useEffect(() => {
    // Once per passage: redrawing the page (a resize) must not pull the focus back.
    if (!ready || boxes.length === 0 || focused.current === passageKey) return;
    focused.current = passageKey;
    firstRef.current?.focus({ preventScroll: true });
    firstRef.current?.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [ready, boxes.length, passageKey]);

  if (boxes.length === 0 || pageWidth <= 0 || pageHeight <= 0) return null;
  return (
    <div className="pointer-events-none absolute inset-px" hidden={!ready}>
      {boxes.map(([x0, y0, x1, y1], index) => (
        <div
          key={`${x0},${y0},${x1},${y1}`}
          ref={index === 0 ? firstRef : undefined}
          {...(index === 0
            ? { role: 'img', 'aria-label': passageLabel(pageNumber), tabIndex: -1 }
            : { 'aria-hidden': true })}
          data-passage-box=""
          className="absolute rounded-sm border-2 border-amber-600 bg-yellow-300/35 mix-blend-multiply focus:outline-3 focus:outline-offset-2 focus:outline-blue-700"
          style={{
            left: percent(x0, pageWidth),
            top: percent(y0, pageHeight),
            width: percent(x1 - x0, pageWidth),
            height: percent(y1 - y0, pageHeight),
          }}
        />
      ))}
    </div>
  );
}
