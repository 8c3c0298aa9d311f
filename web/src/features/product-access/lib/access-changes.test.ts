import { describe, expect, it } from 'vitest';
import type { ProductAccessItem } from '#common/api/admin.ts';
import {
  NO_CHANGES,
  accessWithChanges,
  changedClientCount,
  changesToUpdates,
  hasAllModules,
  isChanged,
  savedMessage,
  withAllModules,
  withChange,
} from './access-changes.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const item = (userId: string, access: Partial<ProductAccessItem['access']> = {}): ProductAccessItem => ({
  userId,
  userName: 'Client',
  userEmail: 'c@example.com',
  access: {
    aov_analysis: false,
    compliance: false,
    personas: false,
    document_improvements: false,
    funds: false,
    ...access,
  },
});

describe('unsaved access changes', () => {
  it('shows a flipped switch and keeps only differences from the server', () => {
    const a = item(A, { compliance: true });
    let changes = withChange(NO_CHANGES, a, 'personas', true);
    expect(accessWithChanges(a, changes)).toMatchObject({ compliance: true, personas: true });
    expect(isChanged(changes, A, 'personas')).toBe(true);
    changes = withChange(changes, a, 'personas', false);
    expect(changes.size).toBe(0);
  });

  it('switches a whole row on or off, counting only real changes', () => {
    const a = item(A, { compliance: true });
    const on = withAllModules(NO_CHANGES, a, true);
    expect(on.size).toBe(4);
    expect(hasAllModules(a, on)).toBe(true);
    const off = withAllModules(on, a, false);
    expect(changesToUpdates(off)).toEqual([{ userId: A, productName: 'compliance', hasAccess: false }]);
    expect(hasAllModules(a, off)).toBe(false);
  });

  it('turns changes into one bulk update and counts the clients affected', () => {
    let changes = withChange(NO_CHANGES, item(A), 'aov_analysis', true);
    changes = withChange(changes, item(A), 'compliance', true);
    changes = withChange(changes, item(B, { personas: true }), 'personas', false);
    expect(changesToUpdates(changes)).toEqual([
      { userId: A, productName: 'aov_analysis', hasAccess: true },
      { userId: A, productName: 'compliance', hasAccess: true },
      { userId: B, productName: 'personas', hasAccess: false },
    ]);
    expect(changedClientCount(changes)).toBe(2);
    expect(changedClientCount(NO_CHANGES)).toBe(0);
  });

  it('words the confirmation', () => {
    expect(savedMessage(1)).toBe('Access updated for 1 client.');
    expect(savedMessage(3)).toBe('Access updated for 3 clients.');
  });
});
