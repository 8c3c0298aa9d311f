import { useEffect, useEffectEvent, type Dispatch } from 'react';
import { progressEvent, type DocumentItem } from '#common/api/documents.ts';
import { isApiError } from '../../api-client.ts';
import type { ProgressAction } from '../upload-progress.ts';
import { documentUrl } from './document-keys.ts';
import { getDocument } from './get-document.ts';

/** Spec §9: the extraction status is polled every 2 s when it cannot be pushed. */
export const PROGRESS_POLL_MS = 2000;
/** How often a stream that replayed an earlier run's end is opened again before falling back to polling. */
const MAX_RECONNECTS = 3;
const RECONNECT_DELAY_MS = 250;

const isFinished = (document: DocumentItem) =>
  document.status === 'completed' || document.status === 'failed';

/**
 * Follows a document's extraction while `documentId` is set: the server pushes its stages over SSE
 * (GET /api/documents/:id/events, authenticated by the same-origin session cookie). If the stream drops
 * or is unavailable it polls the document every 2 s instead. A "done" or "failed" from the stream is
 * checked against the document itself, because the server may replay the last event of an earlier run
 * (after a re-extraction); the stream is then opened again to pick up the new run's events.
 * Every step is dispatched to the progress reducer; `onSettled` runs once with the finished document.
 */
export function useDocumentProgress(
  documentId: string | null,
  dispatch: Dispatch<ProgressAction>,
  onSettled?: (document: DocumentItem) => void,
): void {
  const settle = useEffectEvent((document: DocumentItem) => onSettled?.(document));

  useEffect(() => {
    if (!documentId) return;
    const id = documentId;
    const controller = new AbortController();
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let reconnects = 0;

    function closeStream() {
      source?.close();
      source = null;
    }

    function schedule(run: () => void, ms: number) {
      if (stopped) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    }

    function stop() {
      stopped = true;
      closeStream();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    }

    /** Reads the document; `afterStream`: the stream just said done or failed. */
    async function check(afterStream: boolean) {
      if (stopped) return;
      try {
        const document = await getDocument(id, { signal: controller.signal });
        if (stopped) return;
        dispatch({ type: 'document', document });
        if (isFinished(document)) {
          stop();
          settle(document);
          return;
        }
        // A replayed end of an earlier run: listen again, the new run's events follow.
        if (afterStream && reconnects < MAX_RECONNECTS) {
          reconnects += 1;
          schedule(connect, RECONNECT_DELAY_MS);
          return;
        }
      } catch (error) {
        // Deleted, or no longer the caller's: nothing more to follow. Anything else: try again.
        if (stopped || (isApiError(error) && error.status >= 400 && error.status < 500)) {
          stop();
          return;
        }
      }
      schedule(() => void check(false), PROGRESS_POLL_MS);
    }

    function connect() {
      if (stopped) return;
      if (typeof EventSource === 'undefined') {
        schedule(() => void check(false), 0);
        return;
      }
      const stream = new EventSource(`${documentUrl(id)}/events`);
      source = stream;
      stream.addEventListener('progress', (message: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = progressEvent.safeParse(data);
        if (!parsed.success || stopped || source !== stream) return;
        dispatch({ type: 'event', event: parsed.data });
        // The stream ends after done or failed: close it before the browser reconnects, and confirm.
        if (parsed.data.stage === 'done' || parsed.data.stage === 'failed') {
          closeStream();
          schedule(() => void check(true), 0);
        }
      });
      stream.onerror = () => {
        if (source !== stream) return;
        closeStream();
        schedule(() => void check(false), PROGRESS_POLL_MS);
      };
    }

    connect();
    return () => {
      stop();
      controller.abort();
    };
  }, [documentId, dispatch]);
}
