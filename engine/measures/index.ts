// One engine function per figure that more than one screen shows (issue 30): reading age and its target,
// the AoV considerations covered, and sustainability term counts. Pure.
export {
  documentMeasures,
  documentReadingAge,
  MIN_MEASURED_WORDS,
  type DocumentMeasures,
  type DocumentMeasuresOptions,
} from './document-measures.ts';
export {
  documentReadability,
  isProse,
  proseLayout,
  type DocumentReadability,
} from './document-readability.ts';
export { READING_AGE_TARGETS, readingAgeTarget, type ReadingAgeTarget } from './reading-age-target.ts';
export { aovCoverage, type AovCoverage } from './aov-coverage.ts';
export { sustainabilityTermCount } from './sustainability-terms.ts';
