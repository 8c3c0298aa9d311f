import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLockFile } from './lock-file.ts';

describe(acquireLockFile.name, () => {
  it('refuses a second holder while a live process holds the lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-lock-'));
    // Simulate another live process (our parent) holding the lock.
    fs.writeFileSync(path.join(dir, 'clarion.lock'), String(process.ppid));
    expect(() => acquireLockFile(dir)).toThrow(/in use by another Clarion process/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-lock-'));
    fs.writeFileSync(path.join(dir, 'clarion.lock'), '999999999');
    const lock = acquireLockFile(dir);
    expect(fs.readFileSync(path.join(dir, 'clarion.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'clarion.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
