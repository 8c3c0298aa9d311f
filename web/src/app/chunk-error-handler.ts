import { isChunkLoadError } from '../lib/lazy-with-retry.ts';

export const APP_LOAD_FAILED_PROMPT =
  'There was an issue loading the application. Would you like to reload the page?';
export const PART_LOAD_FAILED_PROMPT =
  'There was an issue loading part of the application. Would you like to reload the page?';

/**
 * Spec §8: a chunk that fails to load outside the router (which has its own Loading Error screen) asks
 * once whether to reload.
 */
export function installChunkErrorHandler(target: Window = window): void {
  let asked = false;
  const ask = (message: string) => {
    if (asked) return;
    asked = true;
    if (target.confirm(message)) target.location.reload();
  };
  target.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) ask(APP_LOAD_FAILED_PROMPT);
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    ask(PART_LOAD_FAILED_PROMPT);
  });
}
