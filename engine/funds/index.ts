/**
 * The funds engine (issue 28): identifiers that link a document to a fund, key facts read from a document
 * with page and quote, and the reconciliation of one fund's documents. Pure: no I/O, no clock.
 */
export { readFundIdentifiers, isValidIsin, isValidSedol } from './identifiers.ts';
export { readKeyFacts, normalizeName } from './key-facts.ts';
export { readAsAtDate } from './as-at-date.ts';
export { reconcileFund, factsAgree } from './reconcile.ts';
export { matchDocumentToFunds, namesMatch, type KnownFund, type FundMatch } from './match-fund.ts';
export { familyOf, MUST_STATE, type DocumentFamily } from './must-state.ts';
export { objectivesAgree, objectiveSimilarity } from './objective-meaning.ts';
export { parsePercent, figuresAgree, isoDate } from './figures.ts';
export * from './types.ts';
export { fundAovGrid, type FundAovGrid, type FundAovConsideration } from './fund-aov.ts';
export { otherFundReasons } from './same-fund.ts';
