/**
 * Facts read straight from a PDF's bytes, without parsing it: whether it is complete, and how many images
 * it holds. Both are cheap where pdf.js would be slow or silent.
 */

const SLASH = 0x2f;
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const SUBTYPE = ascii('Subtype');
const IMAGE = ascii('Image');
const OBJ = ascii('obj');
const MASK_KEYS = [ascii('SMask'), ascii('Mask'), ascii('Thumb')];

/** A complete PDF ends with %%EOF (some writers append a little junk after it). */
export function hasEofMarker(data: Uint8Array): boolean {
  const from = Math.max(0, data.length - 2048);
  for (let i = data.length - 5; i >= from; i--) {
    if (
      data[i] === 0x25 &&
      data[i + 1] === 0x25 &&
      data[i + 2] === 0x45 &&
      data[i + 3] === 0x4f &&
      data[i + 4] === 0x46
    )
      return true;
  }
  return false;
}

/**
 * Distinct image XObjects in the file, counted from the raw bytes. Image XObjects are streams, and streams
 * never live in compressed object streams, so their dictionaries are always readable here (encryption
 * covers strings and stream data, not dictionary keys). Soft masks, masks and thumbnails are images in
 * the file but not pictures on a page, so objects referenced as such are left out.
 */
export function countImageXObjects(data: Uint8Array): number {
  const notPictures = new Set<string>();
  const images = new Set<string>();
  for (let i = data.indexOf(SLASH); i >= 0; i = data.indexOf(SLASH, i + 1)) {
    if (matchesAt(data, i + 1, SUBTYPE)) {
      const value = skipWhitespace(data, i + 1 + SUBTYPE.length);
      if (
        data[value] === SLASH &&
        matchesAt(data, value + 1, IMAGE) &&
        isDelimiter(data[value + 1 + IMAGE.length])
      ) {
        const owner = owningObject(data, i);
        if (owner) images.add(owner);
      }
    } else {
      for (const key of MASK_KEYS) {
        if (matchesAt(data, i + 1, key) && isDelimiter(data[i + 1 + key.length])) {
          const ref = readReference(data, i + 1 + key.length);
          if (ref) notPictures.add(ref);
        }
      }
    }
  }
  let count = 0;
  for (const id of images) if (!notPictures.has(id)) count++;
  return count;
}

function matchesAt(data: Uint8Array, at: number, word: Uint8Array): boolean {
  if (at + word.length > data.length) return false;
  for (let k = 0; k < word.length; k++) if (data[at + k] !== word[k]) return false;
  return true;
}

function isWhitespace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

function isDelimiter(byte: number | undefined): boolean {
  return (
    byte === undefined ||
    isWhitespace(byte) ||
    byte === 0x2f ||
    byte === 0x3e ||
    byte === 0x3c ||
    byte === 0x5b ||
    byte === 0x5d ||
    byte === 0x28
  );
}

function skipWhitespace(data: Uint8Array, at: number): number {
  while (at < data.length && isWhitespace(data[at])) at++;
  return at;
}

function readInteger(data: Uint8Array, at: number): { value: string; end: number } | undefined {
  let end = at;
  while (end < data.length && data[end]! >= 0x30 && data[end]! <= 0x39) end++;
  if (end === at || end - at > 10) return undefined;
  return { value: String.fromCharCode(...data.subarray(at, end)), end };
}

/** "12 0 R" after a key → "12 0". */
function readReference(data: Uint8Array, at: number): string | undefined {
  const num = readInteger(data, skipWhitespace(data, at));
  if (!num) return undefined;
  const gen = readInteger(data, skipWhitespace(data, num.end));
  if (!gen) return undefined;
  const r = skipWhitespace(data, gen.end);
  return data[r] === 0x52 ? `${num.value} ${gen.value}` : undefined;
}

/** The "12 0 obj" header before a dictionary key, looking back at most 8 KB. */
function owningObject(data: Uint8Array, at: number): string | undefined {
  for (let i = at - OBJ.length; i >= Math.max(0, at - 8192); i--) {
    if (data[i] !== 0x6f || !matchesAt(data, i, OBJ)) continue;
    let p = i - 1;
    if (!isWhitespace(data[p])) continue;
    while (p > 0 && isWhitespace(data[p])) p--;
    let genStart = p;
    while (genStart > 0 && data[genStart - 1]! >= 0x30 && data[genStart - 1]! <= 0x39) genStart--;
    if (genStart > p) continue;
    let q = genStart - 1;
    while (q > 0 && isWhitespace(data[q])) q--;
    let numStart = q;
    while (numStart > 0 && data[numStart - 1]! >= 0x30 && data[numStart - 1]! <= 0x39) numStart--;
    if (numStart > q || q === genStart - 1) continue;
    return `${String.fromCharCode(...data.subarray(numStart, q + 1))} ${String.fromCharCode(...data.subarray(genStart, p + 1))}`;
  }
  return undefined;
}
