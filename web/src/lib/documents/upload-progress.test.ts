import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '#common/api/documents.ts';
import {
  IDLE_PROGRESS,
  doneStatus,
  isSettled,
  progressFromDocument,
  progressReducer,
  uploadPercent,
  type ProgressAction,
  type ProgressState,
} from './upload-progress.ts';

const run = (actions: ProgressAction[], from: ProgressState = IDLE_PROGRESS) =>
  actions.reduce(progressReducer, from);
const event = (e: ProgressEvent): ProgressAction => ({ type: 'event', event: e });
const uploaded: ProgressAction[] = [{ type: 'upload-started', fileName: 'report.pdf' }, { type: 'uploaded' }];

describe(uploadPercent.name, () => {
  it('maps the bytes sent onto the first 10 per cent of the bar', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(250, 1000)).toBe(2);
    expect(uploadPercent(999, 1000)).toBe(9);
    expect(uploadPercent(1000, 1000)).toBe(10);
  });

  it('never goes past 10 or below 0, even for odd numbers from the browser', () => {
    expect(uploadPercent(2000, 1000)).toBe(10);
    expect(uploadPercent(500, 0)).toBe(0);
    expect(uploadPercent(-5, 100)).toBe(0);
    expect(uploadPercent(Number.NaN, 100)).toBe(0);
  });
});

describe(progressReducer.name, () => {
  it('reads Uploading... with the file name while the bytes go, and only moves forward', () => {
    const state = run([
      { type: 'upload-started', fileName: 'report.pdf' },
      { type: 'upload-progress', loaded: 600, total: 1000 },
      { type: 'upload-progress', loaded: 300, total: 1000 },
    ]);
    expect(state).toEqual({ phase: 'uploading', percent: 6, status: 'Uploading report.pdf...', error: null });
  });

  it('shows 10 % once the file is stored, then follows the server stages', () => {
    expect(run(uploaded)).toMatchObject({ phase: 'processing', percent: 10, status: 'File stored' });
    const state = run([
      ...uploaded,
      event({ stage: 'record-created', percent: 30, message: 'Document record created' }),
      event({ stage: 'extracting', percent: 55, message: 'Extracting page 2 of 6', page: 2, totalPages: 6 }),
    ]);
    expect(state).toEqual({
      phase: 'processing',
      percent: 55,
      status: 'Extracting page 2 of 6',
      error: null,
    });
  });

  it('reaches 100 % with the page count when done, and then ignores late events', () => {
    const done = run([...uploaded, event({ stage: 'done', percent: 100, message: 'Done', totalPages: 6 })]);
    expect(done).toEqual({
      phase: 'completed',
      percent: 100,
      status: 'Done: 6 pages extracted',
      error: null,
    });
    expect(isSettled(done)).toBe(true);
    expect(
      progressReducer(done, event({ stage: 'extracting', percent: 40, message: 'Reading the document...' })),
    ).toBe(done);
  });

  it('does not let an out-of-order event move the bar back', () => {
    const state = run([
      ...uploaded,
      event({ stage: 'extracting', percent: 70, message: 'Extracting page 5 of 6' }),
      event({ stage: 'record-created', percent: 30, message: 'Document record created' }),
    ]);
    expect(state.percent).toBe(70);
  });

  it('puts the bar back to 0 and keeps the reason when extraction fails', () => {
    const state = run([
      ...uploaded,
      event({ stage: 'extracting', percent: 40, message: 'Reading the document...' }),
      event({
        stage: 'failed',
        percent: 0,
        message: 'Extraction failed',
        error: 'The PDF is password-protected.',
      }),
    ]);
    expect(state).toEqual({
      phase: 'failed',
      percent: 0,
      status: 'Extraction failed',
      error: 'The PDF is password-protected.',
    });
  });

  it('reports an upload refused by the server as an error at 0 %', () => {
    const state = run([
      { type: 'upload-started', fileName: 'x.exe' },
      { type: 'error', message: 'Invalid file type. Allowed: .pdf, .docx, .xlsx, .csv' },
    ]);
    expect(state).toMatchObject({
      phase: 'error',
      percent: 0,
      error: 'Invalid file type. Allowed: .pdf, .docx, .xlsx, .csv',
    });
  });

  it('settles from a polled document when the event stream is gone', () => {
    const processing = run([
      ...uploaded,
      { type: 'document', document: { status: 'processing', extraction: null } },
    ]);
    expect(processing).toMatchObject({ phase: 'processing', percent: 10, status: 'File stored' });
    const done = progressReducer(processing, {
      type: 'document',
      document: {
        status: 'completed',
        extraction: { status: 'completed', error: null, pageCount: 1, method: 'pdfjs' },
      },
    });
    expect(done).toEqual({ phase: 'completed', percent: 100, status: 'Done: 1 page extracted', error: null });
    const failed = progressReducer(processing, {
      type: 'document',
      document: {
        status: 'failed',
        extraction: { status: 'failed', error: null, pageCount: 0, method: null },
      },
    });
    expect(failed).toMatchObject({ phase: 'failed', percent: 0, error: 'Extraction failed.' });
  });

  it('reopens when the document turns out to be processing after a replayed "done"', () => {
    const stale = run([...uploaded, event({ stage: 'done', percent: 100, message: 'Done' })]);
    const reopened = progressReducer(stale, {
      type: 'document',
      document: { status: 'processing', extraction: null },
    });
    expect(reopened).toMatchObject({ phase: 'processing', status: 'Extracting text...' });
    expect(
      progressReducer(reopened, event({ stage: 'done', percent: 100, message: 'Done', totalPages: 2 })).phase,
    ).toBe('completed');
  });

  it('starts to nothing after a reset', () => {
    expect(run([...uploaded, { type: 'reset' }])).toEqual(IDLE_PROGRESS);
  });
});

describe(progressFromDocument.name, () => {
  it('describes a document that is waiting, being read, done or failed', () => {
    expect(progressFromDocument({ status: 'pending', extraction: null })).toMatchObject({
      phase: 'processing',
      status: 'Waiting to start...',
    });
    expect(progressFromDocument({ status: 'processing', extraction: null }).status).toBe(
      'Extracting text...',
    );
    expect(
      progressFromDocument({
        status: 'failed',
        extraction: { status: 'failed', error: 'Too short', pageCount: 0, method: null },
      }),
    ).toMatchObject({ phase: 'failed', error: 'Too short' });
    expect(progressFromDocument({ status: 'completed', extraction: null }).percent).toBe(100);
  });
});

describe(doneStatus.name, () => {
  it('counts pages when it knows them', () => {
    expect(doneStatus(undefined)).toBe('Done');
    expect(doneStatus(12)).toBe('Done: 12 pages extracted');
  });
});
