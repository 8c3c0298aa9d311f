import { describe, expect, it } from 'vitest';
import { documentTypeLabel } from './document-types.ts';
import { formatCount, formatDate, formatFileSize, humanizeStatus } from './format.ts';

describe(formatDate.name, () => {
  it('writes day, short month and year in UK order', () => {
    expect(formatDate('2025-05-05T10:00:00Z')).toBe('5 May 2025');
    expect(formatDate(new Date('2024-12-31T12:00:00Z'))).toBe('31 Dec 2024');
  });

  it('uses UK time, so a late-evening UTC time in summer falls on the next day', () => {
    expect(formatDate('2025-06-30T23:30:00Z')).toBe('1 Jul 2025');
  });

  it('says so when the date cannot be read', () => {
    expect(formatDate('not a date')).toBe('Unknown date');
  });
});

describe(formatFileSize.name, () => {
  it('uses B, KB or MB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('rejects impossible sizes', () => {
    expect(formatFileSize(-1)).toBe('Unknown size');
    expect(formatFileSize(Number.NaN)).toBe('Unknown size');
  });
});

describe(humanizeStatus.name, () => {
  it('turns status codes into words', () => {
    expect(humanizeStatus('processing_extraction_test')).toBe('Processing extraction test');
    expect(humanizeStatus('ready')).toBe('Ready');
    expect(humanizeStatus('')).toBe('Unknown');
  });
});

describe(formatCount.name, () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe(documentTypeLabel.name, () => {
  it('labels the known types as in spec §2.6 and shows others raw, or Other', () => {
    expect(documentTypeLabel('aov-report')).toBe('AoV Report');
    expect(documentTypeLabel('sdr-report')).toBe('SDR Report');
    expect(documentTypeLabel('investor-communications')).toBe('Investor Comms');
    expect(documentTypeLabel('financial-promotion')).toBe('financial-promotion');
    expect(documentTypeLabel('')).toBe('Other');
    expect(documentTypeLabel(undefined)).toBe('Other');
  });
});
