import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type ListMultipartUploadsCommandOutput,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from '../errors.ts';
import { ENCRYPTION_OVERHEAD, createDecryptStream, createEncryptStream } from './encrypted-format.ts';
import type { Storage, StorageListing, StoredObject } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  /** Unset = AWS's endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Unset = the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /**
   * Objects up to this size go up in one conditional PUT; larger ones as a multipart upload of parts this
   * big (at most two in memory per upload). 16 MiB keeps every upload under the default 10 MB limit atomic.
   */
  partSize?: number;
};

const DEFAULT_PART_SIZE = 16 * 1024 * 1024;

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, Ceph radosgw, MinIO, …), encrypted on this side with
 * the same key and format as the local driver (ADR 007): the storage provider never sees plaintext, and
 * objects can be moved between drivers unchanged.
 */
export class S3EncryptedStorage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;

  constructor(
    options: S3StorageOptions,
    private readonly key: Buffer,
  ) {
    this.bucket = options.bucket;
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Since 3.729 the SDK adds CRC32 checksums (aws-chunked trailers) to every upload, which many
      // S3-compatible servers, radosgw 16 among them, do not accept. GCM's tag already authenticates
      // every byte end to end, so only the checksums an operation requires are sent.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // Without these a server that accepts connections but never answers would hang uploads and health
      // checks for ever. requestTimeout is the socket's idle time, not the length of a whole upload.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private keyFor(objectPath: string): string {
    const normalised = path.posix.normalize(objectPath).replace(/^\/+/, '');
    if (!normalised || normalised === '.' || normalised.startsWith('..') || normalised.includes('\0')) {
      throw new AppError('INVALID_INPUT', 'Invalid storage path.');
    }
    return normalised;
  }

  async put(objectPath: string, data: Buffer | Readable): Promise<{ size: number }> {
    const key = this.keyFor(objectPath);
    // Never overwrite. The PUT below carries If-None-Match: *, which radosgw 16 and AWS S3 enforce
    // atomically for a single PUT (412 when the key exists). radosgw 16 ignores the header on
    // CompleteMultipartUpload, so for objects above partSize this HEAD is the only guard there: two
    // uploads racing for the same new key could both pass it and the later one would win. Clarion's keys
    // carry a random part (storagePathFor), so such a race needs two writers choosing the same key; the
    // HEAD also saves sending a large body that would be refused anyway.
    if (await this.exists(objectPath)) throw conflict();
    const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
    const encrypt = createEncryptStream(this.key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: encrypt.stream, IfNoneMatch: '*' },
      partSize: this.partSize,
      queueSize: 2,
    });
    try {
      // A failed multipart upload is aborted by lib-storage, so nothing half-written stays behind.
      await Promise.all([pipeline(source, encrypt.stream), upload.done()]);
    } catch (error) {
      source.destroy();
      encrypt.stream.destroy();
      if (isStatus(error, 412) || isName(error, 'ConditionalRequestConflict')) throw conflict();
      throw storageError(error, 'store the file');
    }
    return { size: encrypt.plaintextBytes() };
  }

  async getStream(objectPath: string): Promise<Readable> {
    const key = this.keyFor(objectPath);
    let body: Readable;
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      body = result.Body as Readable;
    } catch (error) {
      if (isName(error, 'NoSuchKey') || isStatus(error, 404)) {
        throw new AppError('NOT_FOUND', 'Stored file not found.');
      }
      throw storageError(error, 'read the file');
    }
    const decrypt = createDecryptStream(this.key);
    // pipeline passes a network error on to the consumer and releases the connection if it stops early.
    pipeline(body, decrypt).catch(() => undefined);
    return decrypt;
  }

  async getBuffer(objectPath: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.getStream(objectPath)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(objectPath: string): Promise<boolean> {
    const key = this.keyFor(objectPath);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isStatus(error, 404) || isName(error, 'NotFound')) return false;
      throw storageError(error, 'check the file');
    }
  }

  async delete(objectPath: string): Promise<void> {
    const key = this.keyFor(objectPath);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw storageError(error, 'delete the file');
    }
  }

  async list(prefix: string, options: { limit?: number; offset?: number } = {}): Promise<StorageListing> {
    const base = prefix.replace(/^\/+|\/+$/g, '');
    if (base) this.keyFor(base);
    const keyPrefix = base ? `${base}/` : '';
    const folders: string[] = [];
    const files: { key: string; size: number; modifiedAt: Date }[] = [];
    // S3 pages by continuation token, not by offset, so the level is read whole (1,000 keys per request)
    // and paged here, the same way the local driver pages a directory.
    let token: string | undefined;
    do {
      let page: ListObjectsV2CommandOutput;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: keyPrefix,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        );
      } catch (error) {
        throw storageError(error, 'list files');
      }
      for (const p of page.CommonPrefixes ?? []) {
        if (p.Prefix) folders.push(p.Prefix.replace(/\/$/, ''));
      }
      for (const o of page.Contents ?? []) {
        // A key ending in '/' is a "folder marker" some tools create, not a file.
        if (!o.Key || o.Key.endsWith('/')) continue;
        files.push({ key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    folders.sort();
    files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const offset = options.offset ?? 0;
    const objects: StoredObject[] = files.slice(offset, offset + (options.limit ?? 100)).map((f) => ({
      path: f.key,
      size: Math.max(0, f.size - ENCRYPTION_OVERHEAD),
      modifiedAt: f.modifiedAt,
    }));
    return { folders, objects };
  }

  async *walk(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      let page: ListObjectsV2CommandOutput;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
        );
      } catch (error) {
        throw storageError(error, 'list files');
      }
      for (const o of page.Contents ?? []) {
        if (!o.Key || o.Key.endsWith('/')) continue;
        yield {
          path: o.Key,
          size: Math.max(0, (o.Size ?? 0) - ENCRYPTION_OVERHEAD),
          modifiedAt: o.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * A single PUT is all or nothing, but a multipart upload whose process died before it completed or
   * aborted keeps its parts in the bucket, invisible and billed, until aborted.
   */
  async abortIncompleteWrites(olderThan: Date): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page: ListMultipartUploadsCommandOutput;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (error) {
        throw storageError(error, 'list unfinished uploads');
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
        try {
          await this.client.send(
            new AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          aborted += 1;
        } catch (error) {
          if (!isStatus(error, 404)) throw storageError(error, 'abort an unfinished upload');
        }
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch (error) {
      if (isStatus(error, 404)) {
        throw new AppError('INTERNAL', `Object storage bucket "${this.bucket}" does not exist.`);
      }
      throw storageError(error, 'reach the bucket');
    }
  }

  /** Closes the client's idle connections (app shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}

const conflict = () => new AppError('CONFLICT', 'A stored file already exists at this path.');

function isStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}

function isName(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

// Errors of the connection itself (as opposed to an answer from the service).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * A failure of the storage service as an AppError, with the SDK's reason in `details` for the log. 5xx
 * bodies never reach the client (errors plugin), so the message is for operators. Anything else (say, the
 * upload stream failing on the client's side) is passed on unchanged.
 */
function storageError(error: unknown, action: string): Error {
  if (error instanceof AppError) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 403) {
      return new AppError('INTERNAL', `Object storage refused the credentials; could not ${action}.`, {
        reason,
      });
    }
    return new AppError('INTERNAL', `Object storage failed (HTTP ${status}); could not ${action}.`, {
      reason,
    });
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if ((code && NETWORK_CODES.has(code)) || isName(error, 'TimeoutError')) {
    return new AppError('INTERNAL', `Object storage is unreachable; could not ${action}.`, { reason });
  }
  return error instanceof Error ? error : new Error(reason);
}
