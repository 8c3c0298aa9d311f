import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';
import { ENCRYPTION_OVERHEAD, createDecryptStream, createEncryptStream } from './encrypted-format.ts';
import type { Storage, StorageListing, StoredObject } from './storage.ts';

// Files use the shared encrypted format (encrypted-format.ts), so they can move to S3 and back.

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
    // 'wx' refuses to overwrite; a partial file is removed so a failed upload leaves nothing behind.
    let out: fs.WriteStream;
    try {
      const handle = await fsp.open(file, 'wx', 0o600);
      out = handle.createWriteStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new AppError('CONFLICT', 'A stored file already exists at this path.');
      }
      throw error;
    }
    try {
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      const encrypt = createEncryptStream(this.key);
      await pipeline(source, encrypt.stream, out);
      return { size: encrypt.plaintextBytes() };
    } catch (error) {
      out.destroy();
      await fsp.rm(file, { force: true });
      throw error;
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
