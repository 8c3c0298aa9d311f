// Acronyms a UK retail reader can be assumed to know, so they need no definition (GOV.UK style: spell out
// an acronym on first use unless it is better known than its expansion, like UK or VAT).
//
// Also here, from the corpus verdicts (RESULTS.md): HMRC, FCA and ISA, which UK retail savers meet on every
// tax form, bank letter and savings advert, and PO as in "PO Box". Deliberately NOT here: FSCS, FOS, SIPP,
// OCF, NAV, ESG and the other industry acronyms. Under the Consumer Duty's consumer-understanding outcome
// (PRIN 2A.5) a firm should not assume its customers know them; a document should define them once.
// Callers can add more through the knownAcronyms option.
export const COMMON_ACRONYMS: readonly string[] = `
  UK GB US USA EU UN NHS BBC TV VAT PIN ID OK AM PM GMT BST PDF URL FAQ PLC LLP LTD CEO IT DIY ATM
  RSVP PS NB MP MPs HM HMRC FCA ISA PO
`.split(/\s+/).filter((w) => w.length > 0);

/**
 * Codes rather than acronyms: ISO 4217 currency codes and credit ratings. They label figures in tables and
 * factsheets and have no expansion to give, so they are never reported as undefined.
 */
export const CODES: readonly string[] = `
  GBP USD EUR JPY CHF CAD AUD NZD HKD SGD CNY CNH INR IDR KRW TWD ZAR DKK SEK NOK PLN BRL MXN TRY THB
  MYR PHP ILS SAR AED CZK HUF AAA AA BBB BB CCC CC
`.split(/\s+/).filter((w) => w.length > 0);

/**
 * Names rather than acronyms: index providers and a bank known by letters that nobody expands any more
 * (MSCI, FTSE, HSBC). Other firms' names are recognised in the document itself (see acronyms.ts).
 */
export const NAMES: readonly string[] = ['MSCI', 'FTSE', 'HSBC'];

/**
 * Legal forms that end a company's name ("Northern Trust Global Services SE", "ELIS SA"), and the labels of
 * security identifiers (ISIN, SEDOL), which name a code, not an idea a reader needs spelt out.
 */
export const LEGAL_FORMS: readonly string[] = `
  SE SA AG NV BV SCA INC LLC PLC LLP LTD
`.split(/\s+/).filter((w) => w.length > 0);
export const IDENTIFIER_LABELS: readonly string[] = ['ISIN', 'SEDOL'];
