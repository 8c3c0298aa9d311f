import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, personalWords } from './password-strength.ts';

describe('checkPasswordStrength', () => {
  it('refuses common and breached-list passwords that pass the length rule, saying why', () => {
    for (const password of ['password12', '1234567890', 'qwertyuiop', 'iloveyou123']) {
      const strength = checkPasswordStrength(password);
      expect(strength.isAcceptable, password).toBe(false);
      expect(strength.message).toMatch(/commonly used|frequently used|easy to guess|common/i);
      expect(strength.message).toMatch(/unrelated words/);
    }
  });

  it("refuses passwords made of the person's own name, e-mail or the word Clarion", () => {
    const words = personalWords('jane.smith@acme.co.uk', 'Jane Smith');
    expect(words).toEqual(expect.arrayContaining(['jane', 'smith', 'acme', 'clarion']));
    for (const password of ['clarionjanesmith', 'JaneSmith2024!', 'Clarion2024!']) {
      const strength = checkPasswordStrength(password, words);
      expect(strength.isAcceptable, password).toBe(false);
      expect(strength.message).toMatch(/your name, your e-mail address or the word Clarion/);
    }
  });

  it('accepts long unrelated words, even with the name in a small part', () => {
    const words = personalWords('jane.smith@acme.co.uk', 'Jane Smith');
    expect(checkPasswordStrength('quiet-river-lantern-42', words)).toEqual({
      score: 4,
      isAcceptable: true,
      message: null,
    });
    expect(checkPasswordStrength('jane-quiet-river-lantern', words).isAcceptable).toBe(true);
  });
});
