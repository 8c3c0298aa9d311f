/** Findings on what assistive technology needs: a title, a language, tags, and text that is not a scan. */
import type { ExtractedDocument } from '../document-model.ts';
import type { Finding } from '../analysis/finding.ts';
import { isPdfSource } from './metadata-checks.ts';
import type { StructureMeasures } from './structure-types.ts';

const LANGUAGE_TAGS: Record<string, string> = { en: 'en-GB', fr: 'fr-FR' };

export function accessibilityFindings(doc: ExtractedDocument, result: StructureMeasures): Finding[] {
  const findings: Finding[] = [];
  const { metadata, pageCount } = result;
  const isPdf = isPdfSource(doc);
  const format = isPdf ? 'PDF' : 'file';

  if (doc.method !== 'csv' && doc.method !== 'xlsx' && !metadata.title.present) {
    findings.push({
      id: 'structure.no-title',
      severity: 'medium',
      message: metadata.title.value
        ? `The document title is a placeholder ("${metadata.title.value}")`
        : 'No document title',
      suggestion: `Set a descriptive title in the ${format} properties${isPdf ? ' and choose to show the title, not the file name, in the window (Initial View)' : ''}: screen readers announce it first.`,
    });
  }
  if (doc.method !== 'csv' && !metadata.language.present) {
    const guess = metadata.language.detected ? LANGUAGE_TAGS[metadata.language.detected] : undefined;
    findings.push({
      id: 'structure.no-language',
      severity: 'medium',
      message: 'No document language is set',
      suggestion: `Set the document language${guess ? ` (${guess})` : ''} so screen readers pronounce the text correctly.`,
    });
  } else if (metadata.language.matchesText === false) {
    const guess = LANGUAGE_TAGS[metadata.language.detected ?? ''] ?? metadata.language.detected;
    findings.push({
      id: 'structure.language-mismatch',
      severity: 'low',
      message: `The document language is set to ${metadata.language.value} but the text reads as ${guess}`,
      suggestion: `Set the document language to ${guess} so screen readers use the right voice.`,
    });
  }
  if (metadata.tagged === false) {
    const extras = [
      result.totals.images > 0
        ? `${result.totals.images} image${result.totals.images === 1 ? '' : 's'} without alternative text`
        : '',
      result.totals.tables > 0
        ? `${result.totals.tables} table${result.totals.tables === 1 ? '' : 's'} without header structure`
        : '',
    ].filter(Boolean);
    findings.push({
      id: 'structure.not-tagged',
      severity: 'high',
      message: `PDF is not tagged${extras.length > 0 ? `: ${extras.join(' and ')}` : ''}`,
      suggestion:
        'Export a tagged PDF (PDF/UA) from the source file so headings, reading order, tables and image descriptions reach screen-reader users.',
    });
  }
  const ocrPages = result.pages.filter((p) => p.ocr).map((p) => p.page);
  if (ocrPages.length > 0) {
    findings.push({
      id: 'structure.scanned-pages',
      severity: 'high',
      message: `${ocrPages.length === pageCount ? 'Every page is' : `${ocrPages.length} page${ocrPages.length === 1 ? ' is' : 's are'}`} a scanned image (text recovered by OCR)`,
      page: ocrPages[0]!,
      suggestion:
        'Publish a PDF made from the source file: scanned text cannot be read aloud, searched or resized.',
    });
  }
  return findings;
}
