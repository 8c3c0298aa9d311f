import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';
import { ENCRYPTION_OVERHEAD, createDecryptStream, createEncryptStream } from './encrypted-format.ts';
import type { Storage, StorageListing, StoredObject } from './storage.ts';

// Files use the shared encrypted format (encrypted-format.ts), so they can move to S3 and back.

/** Marks a file still being written: `<object>.tmp-<random>`. */
export const TEMPORARY_MARK = '.tmp-';

const conflict = () => new AppError('CONFLICT', 'A stored file already exists at this path.');

/**
 * Gives a finished temporary file its real name without overwriting: a hard link fails if the name is taken
 * (rename would replace it). File systems without hard links fall back to rename after the check in put.
 */
async function publish(temporary: string, file: string): Promise<void> {
  try {
    await fsp.link(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw conflict();
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    await fsp.rename(temporary, file);
  }
}

export class LocalEncryptedStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly key: Buffer,
  ) {
    fs.mkdirSync(root, { recursive: true });
  }

  private resolve(objectPath: string): string {
    const normalised = path.posix.normalize(objectPath).replace(/^\/+/, '');
    if (!normalised || normalised.startsWith('..') || normalised.includes('\0')) {
      throw new AppError('INVALID_INPUT', 'Invalid storage path.');
    }
    return path.join(this.root, ...normalised.split('/'));
  }

  async put(objectPath: string, data: Buffer | Readable): Promise<{ size: number }> {
    const file = this.resolve(objectPath);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    if (fs.existsSync(file)) throw conflict();
    // Written under a temporary name first, so an object under its real name is always complete: a
    // process killed mid-write leaves only a `.tmp-` file, which the orphan sweep removes.
    const temporary = `${file}${TEMPORARY_MARK}${crypto.randomBytes(6).toString('hex')}`;
    const out = (await fsp.open(temporary, 'wx', 0o600)).createWriteStream();
    try {
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      const encrypt = createEncryptStream(this.key);
      await pipeline(source, encrypt.stream, out);
      await publish(temporary, file);
      return { size: encrypt.plaintextBytes() };
    } catch (error) {
      out.destroy();
      throw error;
    } finally {
      await fsp.rm(temporary, { force: true });
    }
  }

  async getStream(objectPath: string): Promise<Readable> {
    const file = this.resolve(objectPath);
    await this.statOrNotFound(file);
    const decrypt = createDecryptStream(this.key);
    // pipeline passes a read error on to the consumer and closes the file if the consumer stops early.
    pipeline(fs.createReadStream(file), decrypt).catch(() => undefined);
    return decrypt;
  }

  async getBuffer(objectPath: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.getStream(objectPath)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(objectPath: string): Promise<boolean> {
    return fs.existsSync(this.resolve(objectPath));
  }

  async delete(objectPath: string): Promise<void> {
    await fsp.rm(this.resolve(objectPath), { force: true });
  }

  async list(prefix: string, options: { limit?: number; offset?: number } = {}): Promise<StorageListing> {
    const dir = prefix ? this.resolve(prefix) : this.root;
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const base = prefix.replace(/\/+$/, '');
    const join = (name: string) => (base ? `${base}/${name}` : name);
    const folders = entries
      .filter((e) => e.isDirectory())
      .map((e) => join(e.name))
      .sort();
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
    const offset = options.offset ?? 0;
    const page = files.slice(offset, offset + (options.limit ?? 100));
    const objects: StoredObject[] = await Promise.all(
      page.map(async (name) => {
        const stat = await fsp.stat(path.join(dir, name));
        return {
          path: join(name),
          size: Math.max(0, stat.size - ENCRYPTION_OVERHEAD),
          modifiedAt: stat.mtime,
        };
      }),
    );
    return { folders, objects };
  }

  async *walk(): AsyncIterable<StoredObject> {
    const pending = [''];
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      const folder = await fsp.opendir(dir ? path.join(this.root, ...dir.split('/')) : this.root);
      for await (const entry of folder) {
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) pending.push(relative);
        if (!entry.isFile()) continue;
        const stat = await fsp.stat(this.resolve(relative)).catch(() => null);
        // Removed since the directory was read (a delete or a finished temporary file): not there.
        if (stat)
          yield {
            path: relative,
            size: Math.max(0, stat.size - ENCRYPTION_OVERHEAD),
            modifiedAt: stat.mtime,
          };
      }
    }
  }

  async ping(): Promise<boolean> {
    await fsp.access(this.root, fs.constants.W_OK);
    return true;
  }

  private async statOrNotFound(file: string): Promise<fs.Stats> {
    try {
      return await fsp.stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new AppError('NOT_FOUND', 'Stored file not found.');
      throw error;
    }
  }
}
