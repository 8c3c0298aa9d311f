import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { AppError } from '../errors.ts';

// The at-rest format every driver writes: MAGIC (4) | IV (12) | AES-256-GCM ciphertext | auth tag (16).
// One format for all drivers, so an object copied from disk to a bucket (or back) stays readable with the
// same key. The tag sits at the end so an object can be written as one forward-only stream (a file, or a
// multipart upload); reading holds back the last 16 bytes and checks them before the stream ends.
export const MAGIC = Buffer.from('CLR1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;
/** Bytes an encrypted object has beyond its plaintext. */
export const ENCRYPTION_OVERHEAD = HEADER_BYTES + TAG_BYTES;

const damaged = () => new AppError('INTERNAL', 'Stored file is damaged or was encrypted with another key.');

/** Plaintext in, the whole encrypted object out; `plaintextBytes()` is final once the stream has ended. */
export function createEncryptStream(key: Buffer): { stream: Transform; plaintextBytes: () => number } {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, cipher.update(chunk));
    },
    flush(done) {
      const last = cipher.final();
      if (last.length) this.push(last);
      done(null, cipher.getAuthTag());
    },
  });
  stream.push(Buffer.concat([MAGIC, iv]));
  return { stream, plaintextBytes: () => bytes };
}

/**
 * The whole encrypted object in, plaintext out. A wrong key, a changed byte or a truncated object makes
 * the stream fail at its end (GCM authenticates the whole object), so consumers must treat a stream error
 * as "nothing read is trustworthy".
 */
export function createDecryptStream(key: Buffer): Transform {
  let header = Buffer.alloc(0);
  let decipher: crypto.DecipherGCM | undefined;
  // The last TAG_BYTES seen so far: they may be the tag, so they are not decrypted until more arrives.
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        let data = chunk;
        if (!decipher) {
          header = Buffer.concat([header, data]);
          if (header.length < HEADER_BYTES) return done();
          if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw damaged();
          decipher = crypto.createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length, HEADER_BYTES));
          data = header.subarray(HEADER_BYTES);
        }
        const all = tail.length ? Buffer.concat([tail, data]) : data;
        const cut = Math.max(0, all.length - TAG_BYTES);
        tail = Buffer.from(all.subarray(cut));
        const plain = cut ? decipher.update(all.subarray(0, cut)) : undefined;
        done(null, plain?.length ? plain : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (!decipher || tail.length < TAG_BYTES) throw damaged();
        decipher.setAuthTag(tail);
        const last = decipher.final();
        done(null, last.length ? last : undefined);
      } catch (error) {
        done(error instanceof AppError ? error : damaged());
      }
    },
  });
}
