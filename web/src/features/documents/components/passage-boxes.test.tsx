// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { quoteBoxes } from '#common/text/quote-boxes.ts';
import { locateHighlight, parsePages } from '../lib/document-pages.ts';
import { PassageBoxes, passageLabel } from './passage-boxes.tsx';

afterEach(cleanup);

/** A page as the extraction endpoint sends it: an A4 page with a paragraph printed on two lines. */
const [page] = parsePages([
  {
    number: 3,
    width: 600,
    height: 800,
    text: 'Your capital is at risk. The value of investments can fall as well as rise.',
    imageCount: 0,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your capital is at risk. The value of investments can fall as well as rise.',
        bbox: [60, 200, 540, 224],
        fontSize: 10,
        lines: [
          { bbox: [60, 200, 540, 212], start: 0, end: 49 },
          { bbox: [60, 212, 300, 224], start: 50, end: 75 },
        ],
      },
    ],
  },
]);

function renderPassage(quote: string, ready = true) {
  const found = locateHighlight([page!], quote, 3)!;
  return render(
    <PassageBoxes
      pageWidth={page!.width}
      pageHeight={page!.height}
      pageNumber={3}
      boxes={quoteBoxes(page!, found.ranges)}
      ready={ready}
      passageKey={`3:${quote}`}
    />,
  );
}

const position = (element: HTMLElement) => ({
  left: element.style.left,
  top: element.style.top,
  width: element.style.width,
  height: element.style.height,
});

describe(PassageBoxes.name, () => {
  it('outlines each printed line of the quote at its place on the page, as fractions of the page', () => {
    const { container } = renderPassage('investments can fall as well as rise');
    const boxes = [...container.querySelectorAll<HTMLElement>('[data-passage-box]')];
    expect(boxes.map(position)).toEqual([
      { left: '10%', top: '25%', width: '80%', height: '1.5%' },
      { left: '10%', top: '26.5%', width: '40%', height: '1.5%' },
    ]);
  });

  it('names the passage for assistive technology and gives it the keyboard focus', () => {
    renderPassage('Your capital is at risk.');
    const passage = screen.getByRole('img', { name: passageLabel(3) });
    expect(passage.getAttribute('aria-label')).toBe('Highlighted passage on page 3');
    expect(document.activeElement).toBe(passage);
  });

  it('stays hidden, without taking the focus, until the page is drawn', () => {
    const { container, rerender } = renderPassage('Your capital is at risk.', false);
    expect(container.querySelector('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    const found = locateHighlight([page!], 'Your capital is at risk.', 3)!;
    rerender(
      <PassageBoxes
        pageWidth={600}
        pageHeight={800}
        pageNumber={3}
        boxes={quoteBoxes(page!, found.ranges)}
        ready
        passageKey="3:Your capital is at risk."
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('img', { name: passageLabel(3) }));
  });
});
