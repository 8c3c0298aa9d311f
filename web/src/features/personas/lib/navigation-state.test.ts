import { describe, expect, it } from 'vitest';
import {
  focusPersonaIds,
  readReportFocus,
  readResultsState,
  readSelectedPersonaId,
} from './navigation-state.ts';

describe(readReportFocus.name, () => {
  it('reads a single-interview and a multi-interview focus', () => {
    const single = readReportFocus({ focusMode: 'single-interview', documentId: 'd', personaId: 'p' });
    expect(single).toEqual({ focusMode: 'single-interview', documentId: 'd', personaId: 'p' });
    expect(focusPersonaIds(single!)).toEqual(['p']);
    const multi = readReportFocus({
      focusMode: 'multi-interview',
      documentId: 'd',
      personaIds: ['a', 3, 'b'],
    });
    expect(multi && focusPersonaIds(multi)).toEqual(['a', 'b']);
  });

  it('ignores state of any other shape', () => {
    expect(readReportFocus(null)).toBeNull();
    expect(readReportFocus({ focusMode: 'single-interview', documentId: 'd' })).toBeNull();
    expect(readReportFocus({ focusMode: 'multi-interview', documentId: 'd', personaIds: [] })).toBeNull();
    expect(readReportFocus({ focusMode: 'other', documentId: 'd', personaId: 'p' })).toBeNull();
  });
});

describe(readResultsState.name, () => {
  it('needs fromReportEffectiveness with the document and persona', () => {
    expect(
      readResultsState({ fromReportEffectiveness: true, documentId: 'd', personaId: 'p', focusMode: 'x' }),
    ).toEqual({ fromReportEffectiveness: true, documentId: 'd', personaId: 'p', focusMode: undefined });
    expect(readResultsState({ documentId: 'd', personaId: 'p' })).toBeNull();
  });
});

describe(readSelectedPersonaId.name, () => {
  it('reads the persona the browser sent', () => {
    expect(readSelectedPersonaId({ selectedPersonaId: 'p' })).toBe('p');
    expect(readSelectedPersonaId({ selectedPersonaId: 4 })).toBeNull();
    expect(readSelectedPersonaId(undefined)).toBeNull();
  });
});
