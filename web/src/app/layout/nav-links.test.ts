import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { dashboardPathFor } from '../../config/paths.ts';
import { appRoutes, type RouteHandle } from '../route-tree.ts';
import { NAV_LINKS } from './nav-links.ts';

/** The page a link opens: its route chain's guard, or null when only a catch-all redirect answers it. */
function routeOf(to: string): { role?: Role } | null {
  const matches = matchRoutes(appRoutes, to) ?? [];
  const leaf = matches.at(-1);
  if (!leaf || leaf.route.path === '*') return null;
  const handle = Object.assign({}, ...matches.map((m) => m.route.handle as RouteHandle | undefined));
  return { role: handle.role };
}

describe('NAV_LINKS', () => {
  for (const role of ['client', 'admin'] as const) {
    it(`opens, for ${role}s, only pages of the app that ${role}s may see, each once`, () => {
      const links = NAV_LINKS[role];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(routeOf(link.to), `${link.label} → ${link.to}`).toEqual({ role });
      expect(new Set(links.map((link) => link.to)).size).toBe(links.length);
      expect(new Set(links.map((link) => link.label)).size).toBe(links.length);
    });
  }

  it('puts first the page each role lands on after signing in', () => {
    for (const role of ['client', 'admin'] as const)
      expect(NAV_LINKS[role][0]?.to, role).toBe(dashboardPathFor(role));
  });
});
