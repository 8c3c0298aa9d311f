import { z } from 'zod';

/**
 * A document's reading measures as every screen shows them (issue 30, "one source per measure"): the engine's
 * documentMeasures (engine/measures) computes them once; the check, the analysis, the personas, Compare
 * versions and Enhancements all print these figures.
 */
export const documentMeasuresSchema = z.object({
  /** The type the document was measured as: the declared one, or the one its content shows (a KIID). */
  documentType: z.string(),
  /** UK reading age of the body prose, one decimal; null when there is too little prose to measure. */
  readingAge: z.number().nullable(),
  /** Words of body prose measured. */
  words: z.number().int(),
  /** The reading-age target of the document type, and why. */
  target: z.number(),
  targetReason: z.string(),
  /** null when the reading age could not be measured. */
  meetsTarget: z.boolean().nullable(),
});
export type DocumentMeasuresView = z.infer<typeof documentMeasuresSchema>;

/** "15.6" or "not measured": how a reading age reads on every screen. */
export function formatReadingAge(readingAge: number | null): string {
  return readingAge === null ? 'not measured' : readingAge.toFixed(1);
}
