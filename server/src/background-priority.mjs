// Background work (extraction, engine tasks) yields the CPU to the event loop that serves requests. Plain .mjs:
// the extraction child and the engine threads import it before any loader is registered.
import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the calling thread's priority to nice 10 (an engine thread inside the API process). On Linux a thread
 * has its own nice value and pid 0 names the calling thread; threads it starts afterwards inherit it. Elsewhere
 * pid 0 would be the whole process, the API itself, so nothing changes there.
 */
export function lowerOwnPriority() {
  setNice(0);
}

/**
 * Lowers every thread of this process to nice 10: for a process that only does background work (the extraction
 * child). The threads Node started before any code ran (V8's platform workers, which also run the garbage
 * collector) are set one by one; threads started later inherit the main thread's value.
 */
export function lowerProcessPriority() {
  if (process.platform !== 'linux') return;
  let threads = [];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // no /proc: only the calling thread
  }
  for (const tid of threads) setNice(tid);
  setNice(0);
}

function setNice(pid) {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(pid, 10);
  } catch {
    // not permitted here: run at the process's priority
  }
}
