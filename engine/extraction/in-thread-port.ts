/**
 * The port between pdf.js's display side and its worker side when both run on this thread (Node has no pdf.js
 * web worker, so pdf.js falls back to its "fake worker" and its LoopbackPort). LoopbackPort passes every message
 * through structuredClone; this port does the same except for text-content chunks, which are ~4% of extraction's
 * CPU time in that copy alone (issue 29).
 *
 * Why a text chunk may skip the deep copy: pdf.js's getTextContent sends its `textContent` object and then gives
 * it a new `items` array and a new `styles` object; it never changes an item or a style once pushed. So copying the
 * message and the chunk object (the two levels pdf.js reuses) hands over exactly what was sent. Everything else
 * keeps structuredClone: pdf.js empties a sent operator-list chunk's arrays in place (`length = 0`), and
 * transferred buffers must move. `in-thread-port.test.ts` reads corpus PDFs through this port and through
 * pdf.js's own and requires the same text, positions and drawing operators, so a pdf.js upgrade that starts
 * reusing items fails there, not in production.
 */

type Listener = (event: { data: unknown }) => void;

interface StreamMessage {
  chunk?: { items?: unknown; styles?: unknown };
}

function isTextChunkMessage(message: unknown): message is Required<StreamMessage> {
  const chunk = (message as StreamMessage | null)?.chunk;
  return (
    typeof chunk === 'object' &&
    chunk !== null &&
    Array.isArray(chunk.items) &&
    typeof chunk.styles === 'object'
  );
}

/** A copy of `message` as the other side must see it (see the module comment for what is copied how deep). */
export function copyForOtherSide(message: unknown, transfer?: readonly unknown[]): unknown {
  if (isTextChunkMessage(message) && !transfer?.length) {
    return { ...message, chunk: { ...message.chunk } };
  }
  // pdf.js sends ArrayBuffers (and their views' buffers) to be moved; Node's typing wants its own Transferable.
  return structuredClone(message, transfer?.length ? { transfer: transfer as never } : undefined);
}

/** Same contract as pdf.js's LoopbackPort: one object both message handlers listen on, delivery asynchronous. */
export class InThreadPort {
  readonly #listeners = new Map<Listener, (() => void) | null>();
  // Every delivery hangs off one settled promise, so messages arrive in order and one failing listener does not
  // stop the next message (as in LoopbackPort).
  readonly #settled = Promise.resolve();

  postMessage(message: unknown, transfer?: readonly unknown[]): void {
    const event = { data: copyForOtherSide(message, transfer) };
    void this.#settled.then(() => {
      for (const listener of this.#listeners.keys()) listener.call(this, event);
    });
  }

  /** pdf.js's message handlers pass a signal and abort it when destroyed, which removes their listener. */
  addEventListener(_type: 'message', listener: Listener, options?: { signal?: AbortSignal } | null): void {
    const signal = options?.signal;
    if (signal?.aborted) return;
    let stopWatching: (() => void) | null = null;
    if (signal) {
      const onAbort = () => this.removeEventListener('message', listener);
      signal.addEventListener('abort', onAbort, { once: true });
      stopWatching = () => signal.removeEventListener('abort', onAbort);
    }
    this.#listeners.set(listener, stopWatching);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate(): void {
    for (const stopWatching of this.#listeners.values()) stopWatching?.();
    this.#listeners.clear();
  }
}
