import type { DocumentItem, ProgressEvent } from '#common/api/documents.ts';

/**
 * The upload and extraction progress shown by the upload panel and the document view (spec §4 upload
 * flow). Sending the bytes fills the first 10 %; the server's stages (pushed over SSE, or read by polling
 * the document when the stream drops) fill the rest. A failure puts the bar back to 0.
 */

/** The share of the bar taken by sending the file. */
export const UPLOAD_SHARE_PERCENT = 10;

export type ProgressPhase = 'idle' | 'uploading' | 'processing' | 'completed' | 'failed' | 'error';

export type ProgressState = {
  phase: ProgressPhase;
  /** 0-100, whole numbers. */
  percent: number;
  /** The status line under the bar. */
  status: string;
  /** Why the upload (phase error) or the extraction (phase failed) did not succeed. */
  error: string | null;
};

export type ProgressAction =
  | { type: 'upload-started'; fileName: string }
  | { type: 'upload-progress'; loaded: number; total: number }
  | { type: 'uploaded' }
  | { type: 'event'; event: ProgressEvent }
  | { type: 'document'; document: Pick<DocumentItem, 'status' | 'extraction'> }
  | { type: 'error'; message: string }
  | { type: 'reset' };

export const IDLE_PROGRESS: ProgressState = { phase: 'idle', percent: 0, status: '', error: null };

export const EXTRACTION_FAILED_FALLBACK = 'Extraction failed.';

/** Bytes sent → 0-10 %, never more than 10 until the server has stored the file. */
export function uploadPercent(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0 || loaded <= 0) return 0;
  return Math.min(UPLOAD_SHARE_PERCENT, Math.floor((loaded / total) * UPLOAD_SHARE_PERCENT));
}

export function doneStatus(totalPages: number | undefined): string {
  if (totalPages === undefined || totalPages <= 0) return 'Done';
  return `Done: ${totalPages} ${totalPages === 1 ? 'page' : 'pages'} extracted`;
}

/** Where a document's processing stands, from its record alone (the document view's starting point). */
export function progressFromDocument(document: Pick<DocumentItem, 'status' | 'extraction'>): ProgressState {
  return progressReducer({ ...IDLE_PROGRESS, phase: 'processing' }, { type: 'document', document });
}

export function isSettled(state: ProgressState): boolean {
  return state.phase === 'completed' || state.phase === 'failed' || state.phase === 'error';
}

function failed(error: string): ProgressState {
  return { phase: 'failed', percent: 0, status: 'Extraction failed', error };
}

export function progressReducer(state: ProgressState, action: ProgressAction): ProgressState {
  switch (action.type) {
    case 'reset':
      return IDLE_PROGRESS;
    case 'upload-started':
      return { phase: 'uploading', percent: 0, status: `Uploading ${action.fileName}...`, error: null };
    case 'upload-progress':
      if (state.phase !== 'uploading') return state;
      return { ...state, percent: Math.max(state.percent, uploadPercent(action.loaded, action.total)) };
    case 'uploaded':
      return {
        phase: 'processing',
        percent: Math.max(state.percent, UPLOAD_SHARE_PERCENT),
        status: 'File stored',
        error: null,
      };
    case 'error':
      return { phase: 'error', percent: 0, status: 'Upload failed', error: action.message };
    case 'event': {
      // Once settled, only a fresh look at the document (action "document") may reopen the progress.
      if (state.phase !== 'processing') return state;
      const { event } = action;
      if (event.stage === 'done')
        return { phase: 'completed', percent: 100, status: doneStatus(event.totalPages), error: null };
      if (event.stage === 'failed') return failed(event.error || event.message || EXTRACTION_FAILED_FALLBACK);
      return {
        phase: 'processing',
        percent: Math.max(state.percent, Math.round(Math.min(99, Math.max(0, event.percent)))),
        status: event.message,
        error: null,
      };
    }
    case 'document': {
      const { status, extraction } = action.document;
      if (status === 'completed') {
        if (state.phase === 'completed') return state;
        return { phase: 'completed', percent: 100, status: doneStatus(extraction?.pageCount), error: null };
      }
      if (status === 'failed') return failed(extraction?.error || EXTRACTION_FAILED_FALLBACK);
      // Still pending or processing: keep the bar where it is (polling has no finer stages).
      const waiting = status === 'pending' ? 'Waiting to start...' : 'Extracting text...';
      if (state.phase === 'processing' && state.status) return state;
      return {
        phase: 'processing',
        percent: state.phase === 'processing' ? state.percent : UPLOAD_SHARE_PERCENT,
        status: waiting,
        error: null,
      };
    }
  }
}
