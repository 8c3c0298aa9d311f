// Acronyms a UK retail reader can be assumed to know, so they need no definition (GOV.UK style: spell out
// an acronym on first use unless it is better known than its expansion, like UK or VAT).
//
// Deliberately NOT here: FCA, FSCS, FOS, ISA, SIPP, OCF, NAV, ESG and the other industry acronyms. Under the
// Consumer Duty's consumer-understanding outcome (PRIN 2A.5) a firm should not assume its customers know
// them; a document should define them once. Callers can add more through the knownAcronyms option.
export const COMMON_ACRONYMS: readonly string[] = `
  UK GB US USA EU UN NHS BBC TV VAT PIN ID OK AM PM GMT BST PDF URL FAQ PLC LLP LTD CEO IT DIY ATM
  RSVP PS NB MP MPs HM
`.split(/\s+/).filter((w) => w.length > 0);

/**
 * Codes rather than acronyms: ISO 4217 currency codes and credit ratings. They label figures in tables and
 * factsheets and have no expansion to give, so they are never reported as undefined.
 */
export const CODES: readonly string[] = `
  GBP USD EUR JPY CHF CAD AUD NZD HKD SGD CNY CNH INR IDR KRW TWD ZAR DKK SEK NOK PLN BRL MXN TRY THB
  MYR PHP ILS SAR AED CZK HUF AAA AA BBB BB CCC CC
`.split(/\s+/).filter((w) => w.length > 0);
