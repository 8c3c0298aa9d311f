import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-with-retry.ts';
import {
  APP_LOAD_FAILED_PROMPT,
  PART_LOAD_FAILED_PROMPT,
  installChunkErrorHandler,
} from './chunk-error-handler.ts';

function fakeWindow(answer: boolean) {
  const target = new EventTarget() as EventTarget & {
    confirm: (m: string) => boolean;
    location: { reload: () => void };
  };
  target.confirm = vi.fn().mockReturnValue(answer);
  target.location = { reload: vi.fn() };
  installChunkErrorHandler(target as unknown as Window);
  return target;
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe(installChunkErrorHandler.name, () => {
  it('offers to reload when part of the application fails to load, and reloads on yes', () => {
    const target = fakeWindow(true);
    const event = rejection(new ChunkLoadError(null));
    target.dispatchEvent(event);
    expect(target.confirm).toHaveBeenCalledWith(PART_LOAD_FAILED_PROMPT);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('asks about the application when a script error is a chunk failure, and only once', () => {
    const target = fakeWindow(false);
    const error = new TypeError('Failed to fetch dynamically imported module: /a.js');
    target.dispatchEvent(Object.assign(new Event('error'), { error }));
    target.dispatchEvent(Object.assign(new Event('error'), { error }));
    expect(target.confirm).toHaveBeenCalledTimes(1);
    expect(target.confirm).toHaveBeenCalledWith(APP_LOAD_FAILED_PROMPT);
    expect(target.location.reload).not.toHaveBeenCalled();
  });

  it('ignores every other failure', () => {
    const target = fakeWindow(true);
    const event = rejection(new Error('boom'));
    target.dispatchEvent(event);
    expect(target.confirm).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
