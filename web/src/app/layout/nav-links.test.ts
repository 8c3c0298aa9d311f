import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from './nav-links.ts';

describe('NAV_LINKS', () => {
  it('gives clients the links of spec §2.5, in order', () => {
    expect(NAV_LINKS.client.map((link) => [link.label, link.to])).toEqual([
      ['Dashboard', '/client/dashboard'],
      ['Client Comms', '/client/compliance'],
      ['Personas', '/client/personas-dashboard'],
      ['Enhancements', '/client/document-improvement'],
      ['AoV Analysis', '/client/document-analysis'],
    ]);
  });

  it('gives administrators the links of spec §2.5, in order, with Clients after Admin', () => {
    expect(NAV_LINKS.admin.map((link) => [link.label, link.to])).toEqual([
      ['Admin', '/admin/admin-dashboard'],
      ['Clients', '/admin/clients'],
      ['Client Comms', '/admin/compliance'],
      ['Personas', '/admin/personas'],
      ['AoV Analysis', '/admin/analyses'],
    ]);
  });
});
