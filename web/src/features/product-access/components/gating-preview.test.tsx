// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductAccessItem, ProductAccessResponse } from '#common/api/admin.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { NO_CHANGES } from '../lib/access-changes.ts';
import { GatingPreview } from './gating-preview.tsx';
import { GATING_OFF_EFFECTIVE, ProductAccessTable } from './product-access-table.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAROL = '00000000-0000-4000-8000-000000000001';
const carol: ProductAccessItem = {
  userId: CAROL,
  userName: 'Carol Capital',
  userEmail: 'carol@example.com',
  access: {
    aov_analysis: true,
    compliance: false,
    personas: false,
    document_improvements: true,
    funds: true,
  },
};
const granted: ProductAccessResponse = {
  modulePermissions: false,
  items: [
    {
      ...carol,
      access: {
        aov_analysis: true,
        compliance: true,
        personas: true,
        document_improvements: true,
        funds: true,
      },
    },
  ],
  wouldLose: [],
};

describe(GatingPreview.name, () => {
  it('says who would lose which modules, and grants every module only after a confirmation', async () => {
    const calls = mockApi({ 'POST /api/admin/product-access/grant-all': () => json(200, granted) });
    const user = userEvent.setup();
    renderWithApp(
      <GatingPreview
        wouldLose={[{ userId: CAROL, userName: 'Carol Capital', modules: ['compliance', 'personas'] }]}
      />,
    );
    expect(screen.getByText(/1 client would lose modules/)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(
      'Carol Capital would lose Client Comms and Persona Interviews',
    );

    await user.click(screen.getByRole('button', { name: 'Grant every module to every client' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Grant every module' }));
    await waitFor(() => expect(screen.getByText('Every client now has every module.')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe(ProductAccessTable.name, () => {
  it('shows an Off switch as on now while gating is off, and plain Off once gating is on', () => {
    const props = { items: [carol], changes: NO_CHANGES, onToggle: () => {}, onToggleAll: () => {} };
    const { unmount } = renderWithApp(<ProductAccessTable {...props} gating={false} />);
    const comms = screen.getByRole('switch', { name: 'Client Comms for Carol Capital' });
    expect(comms.getAttribute('aria-checked')).toBe('false');
    expect(comms.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(GATING_OFF_EFFECTIVE)).toHaveLength(2);
    unmount();
    renderWithApp(<ProductAccessTable {...props} gating />);
    expect(screen.queryByText(GATING_OFF_EFFECTIVE)).toBeNull();
  });
});
