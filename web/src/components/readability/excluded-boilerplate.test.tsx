// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ExcludedBoilerplate } from './excluded-boilerplate.tsx';

afterEach(cleanup);

describe(ExcludedBoilerplate.name, () => {
  it('shows nothing when no sentence was left out', () => {
    const { container } = renderWithApp(<ExcludedBoilerplate sentences={[]} canOpenList />);
    expect(container.textContent).toBe('');
  });

  it('counts and lists the excluded sentences with their pages, linking a member to the firm list', () => {
    renderWithApp(
      <ExcludedBoilerplate
        sentences={[
          { page: 2, text: 'All rights in the Index vest in FTSE International Limited.' },
          { page: null, text: 'FTSE does not sponsor the Fund.' },
        ]}
        canOpenList
      />,
    );
    expect(screen.getByText('2 sentences of boilerplate excluded from the reading measures')).toBeTruthy();
    expect(screen.getByText(/All rights in the Index vest/).textContent).toBe(
      'Page 2: “All rights in the Index vest in FTSE International Limited.”',
    );
    expect(
      screen.getByRole('link', { name: "See or change the firm's boilerplate" }).getAttribute('href'),
    ).toBe('/client/team#boilerplate');
  });

  it('offers no link to a platform admin, who has no firm list', () => {
    renderWithApp(<ExcludedBoilerplate sentences={[{ page: 1, text: 'One.' }]} canOpenList={false} />);
    expect(screen.getByText('1 sentence of boilerplate excluded from the reading measures')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
