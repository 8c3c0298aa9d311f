/** The metadata assistive technology relies on: title, language (set and as the text reads) and tags. */
import type { ExtractedDocument } from '../document-model.ts';
import type { MetadataChecks } from './structure-types.ts';

const EN_WORDS = new Set(
  'the and of to in is that for with on are be by this it as or your you will an from at not have which'.split(
    ' ',
  ),
);
const FR_WORDS = new Set(
  'le la les de des du et est en un une pour dans que qui sur par au aux ne pas sont ce cette avec'.split(
    ' ',
  ),
);

function detectLanguage(text: string): string | null {
  const words =
    text
      .slice(0, 30_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  if (words.length < 50) return null;
  let en = 0;
  let fr = 0;
  for (const w of words) {
    if (EN_WORDS.has(w)) en++;
    if (FR_WORDS.has(w)) fr++;
  }
  if (en / words.length > 0.1 && en > fr * 2) return 'en';
  if (fr / words.length > 0.1 && fr > en * 2) return 'fr';
  return null;
}

const PLACEHOLDER_TITLE =
  /^(?:untitled|document\d*|microsoft word - .*|.*\.(?:docx?|pdf|indd|xlsx?|pptx?|rtf))$/i;

/** Formats read as PDF, where tags and the window title apply. */
export const isPdfSource = (doc: ExtractedDocument): boolean =>
  doc.method === 'pdfjs' || doc.method === 'pdfjs+ocr' || doc.method === 'ocr';

export function metadataChecks(doc: ExtractedDocument): MetadataChecks {
  const title = doc.metadata.title?.trim() ?? '';
  const language = doc.metadata.language?.trim() ?? '';
  const detected = detectLanguage(doc.text);
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return {
    title: {
      present: title.length > 0 && !PLACEHOLDER_TITLE.test(title),
      value: title.length > 0 ? title : null,
    },
    language: {
      present: language.length > 0,
      value: language.length > 0 ? language : null,
      detected,
      matchesText: language.length > 0 && detected !== null ? primary === detected : null,
    },
    tagged: isPdfSource(doc) && doc.metadata.isTagged !== undefined ? doc.metadata.isTagged : null,
  };
}
