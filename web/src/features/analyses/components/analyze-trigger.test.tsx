// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { documentItem } from '../../../test/factories.ts';
import { AnalyzeTrigger } from './analyze-trigger.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc = documentItem({ fileName: 'scor-annual-report-2020.pdf', documentType: 'aov-report' });
const ANALYSIS_ID = '00000000-0000-4000-8000-0000000a0a0a';
const NOT_AOV = {
  code: 'UNPROCESSABLE',
  message:
    'This document does not look like an Assessment of Value report (5 of 7 considerations named, 2 as headings), so the AoV grid may quote text that is not about value. Check the file and its type, or confirm that it should be analysed anyway.',
  details: {
    reason: 'not-aov-report',
    score: 0.16,
    threshold: 0.5,
    signals: ['5 of 7 considerations named, 2 as headings'],
  },
};

describe('AnalyzeTrigger', () => {
  it('warns before analysing a document that does not look like an AoV report, and analyses it once confirmed', async () => {
    const calls = mockApi({
      [`GET /api/documents/${doc.id}`]: () => doc,
      [`POST /api/documents/${doc.id}/analyses`]: ({ body }) =>
        (body as { confirmNotAov?: boolean } | undefined)?.confirmNotAov
          ? json(202, {
              id: ANALYSIS_ID,
              documentId: doc.id,
              clientId: doc.clientId,
              fileName: doc.fileName,
              outOfDate: false,
              version: 1,
              documentType: 'aov-report',
              kind: 'aov',
              status: 'pending',
              error: null,
              engineVersion: null,
              createdAt: '2026-11-29T10:00:00.000Z',
              result: null,
              aiReview: null,
            })
          : json(422, NOT_AOV),
    });
    const user = userEvent.setup();
    renderWithApp(<AnalyzeTrigger documentId={doc.id} role="client" />);

    expect(
      await screen.findByRole('heading', { name: 'This does not look like an Assessment of Value report' }),
    ).toBeTruthy();
    expect(screen.getByText(/Not started: the document does not look like/)).toBeTruthy();
    expect(screen.getByText('5 of 7 considerations named, 2 as headings')).toBeTruthy();
    // A warning, not a failure: no "could not be completed" and no "Try again".
    expect(screen.queryByText('The analysis could not be completed.')).toBeNull();
    const starts = () => calls.filter((c) => c.method === 'POST');
    expect(starts()).toHaveLength(1);
    expect(starts()[0]!.body).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Analyse it anyway' }));
    expect(starts()).toHaveLength(2);
    expect(starts()[1]!.body).toEqual({ confirmNotAov: true });
  });
});
