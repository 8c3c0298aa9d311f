import fs from 'node:fs';

/** Resident memory of a process in bytes (VmRSS), or 0 when it has gone. Linux only. */
function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The process and all its descendants (e.g. the API under test and its extraction child). */
export function processTree(root = process.pid): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

export function processTreeRss(root = process.pid): number {
  return processTree(root).reduce((sum, pid) => sum + rssBytes(pid), 0);
}

/** Samples the tree's resident memory every `intervalMs` until stopped; returns the peak seen. */
export function sampleProcessTreeRss(intervalMs = 20): { stop(): number } {
  let peak = processTreeRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss());
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, processTreeRss());
    },
  };
}
