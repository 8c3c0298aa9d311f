// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FindingBoxes, type PlacedPassage } from './finding-boxes.tsx';

afterEach(cleanup);

const passage = (findingKey: string, label: string, nest = 0): PlacedPassage => ({
  key: `${findingKey}#0`,
  findingKey,
  label,
  tone: 'high',
  // Two printed lines: one button, one box for the eye only.
  boxes: [
    [72, 100, 400, 112],
    [72, 114, 300, 126],
  ],
  nest,
});

function renderBoxes(props: Partial<Parameters<typeof FindingBoxes>[0]> = {}) {
  const onSelect = vi.fn();
  const view = render(
    <FindingBoxes
      pageWidth={595}
      pageHeight={842}
      passages={[passage('a', 'Finding: No absolute claims'), passage('b', 'Finding: Protection claims', 1)]}
      selectedKey={null}
      onSelect={onSelect}
      ready
      focusRequest={0}
      {...props}
    />,
  );
  return { onSelect, ...view };
}

describe('finding boxes on the workspace page', () => {
  it('offers each passage as one button named after its finding, in a list', () => {
    renderBoxes();
    expect(screen.getByRole('list', { name: 'Findings on this page' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Finding: No absolute claims',
      'Finding: Protection claims',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('tells the list which finding was chosen, by keyboard or by clicking any of its lines', async () => {
    const { onSelect, container } = renderBoxes();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Finding: Protection claims' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('b');
    await user.click(container.querySelectorAll('[aria-hidden="true"]')[0]!);
    expect(onSelect).toHaveBeenLastCalledWith('a');
  });

  it('marks the selected finding and gives its box the focus when the list asks', () => {
    const { rerender } = renderBoxes({ selectedKey: 'b' });
    const chosen = screen.getByRole('button', { name: 'Finding: Protection claims' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).not.toBe(chosen);
    rerender(
      <FindingBoxes
        pageWidth={595}
        pageHeight={842}
        passages={[
          passage('a', 'Finding: No absolute claims'),
          passage('b', 'Finding: Protection claims', 1),
        ]}
        selectedKey="b"
        onSelect={() => {}}
        ready
        focusRequest={1}
      />,
    );
    expect(document.activeElement).toBe(chosen);
  });

  it('draws a second finding on the same line a little larger, beneath the first, so both can be clicked', () => {
    renderBoxes();
    const [first, second] = screen.getAllByRole('button');
    expect(second!.style.left).toContain('- 4px');
    expect(Number(second!.style.zIndex)).toBeLessThan(Number(first!.style.zIndex));
  });
});
