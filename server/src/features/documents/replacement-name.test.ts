import { describe, expect, it } from 'vitest';
import { nameAfterReplacement } from './documents.service.ts';

describe('nameAfterReplacement', () => {
  it('keeps the document’s name when the new file is of the same kind, whatever it is called', () => {
    expect(nameAfterReplacement('Spring campaign.pdf', 'cash-fund-promotion.pdf')).toBe(
      'Spring campaign.pdf',
    );
  });

  it('changes only the extension when the new file is of another kind, so a download still opens', () => {
    expect(nameAfterReplacement('Spring campaign.pdf', 'campaign v2.docx')).toBe('Spring campaign.docx');
  });
});
