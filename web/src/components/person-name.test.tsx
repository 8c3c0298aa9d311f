// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonName, personDisplayName } from './person-name.tsx';

afterEach(cleanup);

describe(PersonName.name, () => {
  it('shows the name, with the e-mail on hover and in the text a screen reader reads', () => {
    render(<PersonName name="Rhea Reviewer" email="rhea@firm.example" />);
    const person = screen.getByTitle('rhea@firm.example');
    expect(person.textContent).toBe('Rhea Reviewer (rhea@firm.example)');
    const hidden = person.querySelector('.sr-only');
    expect(hidden?.textContent).toBe(' (rhea@firm.example)');
  });

  it('falls back to the e-mail without a name, and to the fallback without either', () => {
    const { rerender } = render(<PersonName name="  " email="rhea@firm.example" />);
    expect(screen.getByText('rhea@firm.example').getAttribute('title')).toBeNull();
    rerender(<PersonName name={null} email={null} fallback="Former user" />);
    expect(screen.getByText('Former user')).toBeTruthy();
    expect(personDisplayName(null, 'a@b.example')).toBe('a@b.example');
    expect(personDisplayName('', null, 'unknown')).toBe('unknown');
  });
});
