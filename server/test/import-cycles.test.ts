import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.ts';

const SERVER_SRC = path.resolve(import.meta.dirname, '../src');

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch folder of modules: file name → source; removed after the file's tests. */
function modules(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-cycles-'));
  scratch.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('import cycles', () => {
  it('server/src has none, counting type imports (queue, jobs and services are wired at app.ts)', () => {
    expect(findImportCycles(SERVER_SRC)).toEqual([]);
  });

  it('engine, common and web/src load no module circle at run time', () => {
    // Type-only back-references (a helper importing the type of the module that uses it) are allowed
    // there; a circle of values is what leaves a binding undefined at start-up.
    const root = path.resolve(import.meta.dirname, '../..');
    for (const folder of ['engine', 'common', 'web/src'])
      expect(findImportCycles(path.join(root, folder), { types: false }), folder).toEqual([]);
  });

  it('finds a circle through several modules, and one of types only', () => {
    const dir = modules({
      'a.ts': "import { b } from './b.ts';\nexport const a = b;",
      'b.ts': "export { c as b } from './c.ts';",
      'c.ts': "import type { A } from './a.ts';\nexport const c = 1 as unknown as A;",
      'leaf.ts': "import { a } from './a.ts';\nexport const leaf = a;",
    });
    expect(findImportCycles(dir).map((group) => group.map((f) => path.basename(f)))).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ]);
    // At run time the type import is gone, and so is the circle.
    expect(findImportCycles(dir, { types: false })).toEqual([]);
  });
});
