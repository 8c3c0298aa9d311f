import { describe, expect, it } from 'vitest';
import { personaPaths } from './persona-paths.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

describe(personaPaths.name, () => {
  it("gives clients the spec's persona URLs", () => {
    const links = personaPaths('client');
    expect(links.new).toBe('/client/personas/new');
    expect(links.results('abc')).toBe('/client/personas/results/abc');
    expect(links.reportFor('d')).toBe('/client/report-effectiveness/d');
    expect(links.all).toBe('/client/personas/all');
    expect(links.allInterviews).toBe('/client/personas/all-interviews');
    expect(links.dashboard).toBe('/client/personas-dashboard');
  });

  it('keeps administrators in the admin area', () => {
    const links = personaPaths('admin');
    expect(links.results('abc')).toBe('/admin/personas/results/abc');
    expect(links.manage).toBe('/admin/personas/manage');
    expect(links.document('d')).toBe('/admin/document/d');
    expectEvery(
      Object.values(links).filter((v) => typeof v === 'string'),
      (v) => v.startsWith('/admin/'),
    );
  });
});
