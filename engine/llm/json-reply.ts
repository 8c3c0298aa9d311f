/**
 * A model's reply read as JSON. With `response_format: json_object` the reply is the object itself; servers
 * without that mode (asked again without it) often wrap it in prose or a ```json fence, so the first complete
 * JSON object in the text is taken instead. Whatever is found is then validated by the caller's schema.
 */
export type JsonReply = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseJsonReply(raw: string): JsonReply {
  const text = raw.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const object = firstJsonObject(raw);
    return object === undefined
      ? { ok: false, reason: 'the reply is not JSON' }
      : { ok: true, value: object };
  }
}

/** The first `{…}` in the text that parses as JSON, scanning braces outside strings; undefined if none. */
export function firstJsonObject(text: string): unknown {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) return undefined;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // a brace in prose ("{not json}"): try the next one
    }
  }
  return undefined;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}
