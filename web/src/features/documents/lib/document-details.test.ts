import { describe, expect, it } from 'vitest';
import { clampPage, extractionMethodLabel, formatDuration, isPdfDocument } from './document-details.ts';

describe(formatDuration.name, () => {
  it('uses ms, seconds or minutes', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(null)).toBe('Not recorded');
  });
});

describe(extractionMethodLabel.name, () => {
  it('names the methods of the engine and shows others as they are', () => {
    expect(extractionMethodLabel('pdfjs+ocr')).toBe('PDF text layer and OCR');
    expect(extractionMethodLabel('future')).toBe('future');
    expect(extractionMethodLabel(null)).toBe('Not extracted yet');
  });
});

describe(clampPage.name, () => {
  it('keeps the page within the document', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
  });
});

describe(isPdfDocument.name, () => {
  it('knows a PDF by type or name', () => {
    expect(isPdfDocument({ fileType: 'application/pdf', fileName: 'x' })).toBe(true);
    expect(isPdfDocument({ fileType: 'text/csv', fileName: 'x.csv' })).toBe(false);
  });
});
