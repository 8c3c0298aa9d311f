import { describe, expect, it } from 'vitest';
import { parseJsonReply } from './json-reply.ts';

describe('parseJsonReply', () => {
  it('reads a bare object and one in a ```json fence', () => {
    expect(parseJsonReply('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonReply('```json\n{"a":[1,2]}\n```')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('takes the first complete object out of prose, past braces that are not JSON and braces inside strings', () => {
    const reply =
      'Sure {see below}. Here it is: {"findings": [{"quote": "a } and a { inside"}]} Thanks! {"b":2}';
    expect(parseJsonReply(reply)).toEqual({
      ok: true,
      value: { findings: [{ quote: 'a } and a { inside' }] },
    });
  });

  it('says so when there is no JSON object at all', () => {
    expect(parseJsonReply('I cannot help with that.')).toEqual({
      ok: false,
      reason: 'the reply is not JSON',
    });
    expect(parseJsonReply('{"unterminated": ')).toEqual({ ok: false, reason: 'the reply is not JSON' });
  });
});
