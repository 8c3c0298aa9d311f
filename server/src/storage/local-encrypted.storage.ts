import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';
import type { Storage, StorageListing, StoredObject } from './storage.ts';

// File layout: MAGIC (4) | IV (12) | AES-256-GCM ciphertext | auth tag (16). The tag sits at the end so the
// file can be written as a stream; reading takes the tag first, then decrypts the middle as a stream.
const MAGIC = Buffer.from('CLR1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;
const OVERHEAD = HEADER_BYTES + TAG_BYTES;

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
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
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
      out.write(Buffer.concat([MAGIC, iv]));
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      await pipeline(source, counter, cipher, out, { end: false });
      await new Promise<void>((resolve, reject) =>
        out.end(cipher.getAuthTag(), (err?: Error | null) => (err ? reject(err) : resolve())),
      );
      return { size };
    } catch (error) {
      out.destroy();
      await fsp.rm(file, { force: true });
      throw error;
    }
  }

  async getStream(objectPath: string): Promise<Readable> {
    const file = this.resolve(objectPath);
    const stat = await this.statOrNotFound(file);
    if (stat.size < OVERHEAD) throw new AppError('INTERNAL', 'Stored file is damaged.');
    const handle = await fsp.open(file, 'r');
    try {
      const header = Buffer.alloc(HEADER_BYTES);
      await handle.read(header, 0, HEADER_BYTES, 0);
      const tag = Buffer.alloc(TAG_BYTES);
      await handle.read(tag, 0, TAG_BYTES, stat.size - TAG_BYTES);
      if (!header.subarray(0, MAGIC.length).equals(MAGIC))
        throw new AppError('INTERNAL', 'Stored file is damaged.');
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, header.subarray(MAGIC.length));
      decipher.setAuthTag(tag);
      const body = handle.createReadStream({ start: HEADER_BYTES, end: stat.size - TAG_BYTES - 1 });
      return body.pipe(decipher);
    } catch (error) {
      await handle.close();
      throw error;
    }
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
        return { path: join(name), size: Math.max(0, stat.size - OVERHEAD), modifiedAt: stat.mtime };
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
