import { describe, expect, it } from 'vitest';
import { acronymKey, expandsTo } from './acronyms.ts';
import { analyzeReadability, type ReadabilityOptions } from './analyze-readability.ts';

const undefinedIn = (paragraphs: string[], options?: ReadabilityOptions, heading?: string) =>
  analyzeReadability({ sections: [{ heading, paragraphs }] }, options).undefinedAcronyms;

describe('acronyms used before they are defined', () => {
  it('accepts "Full Name (ABC)" as a definition', () => {
    expect(undefinedIn(['The Ongoing Charges Figure (OCF) is 0.5%. The OCF covers running costs.'])).toEqual(
      [],
    );
  });

  it('accepts lower-case expansions, quoted acronyms and "the" inside the brackets', () => {
    expect(
      undefinedIn(['The synthetic risk and reward indicator (SRRI) is 4. The SRRI ranges from 1 to 7.']),
    ).toEqual([]);
    expect(
      undefinedIn(['Acme is the Authorised Corporate Director (the “ACD”). The ACD sets prices.']),
    ).toEqual([]);
    expect(undefinedIn(["The Key Investor Information Document ('KIID') is free. Read the KIID."])).toEqual(
      [],
    );
  });

  it('accepts "ABC (Full Name)" and glossary lines', () => {
    expect(undefinedIn(['The NAV (net asset value) is published daily. The NAV can fall.'])).toEqual([]);
    expect(undefinedIn(['AMC: annual management charge', 'The AMC is 1%.'])).toEqual([]);
    expect(
      undefinedIn(['TER means total expense ratio. The TER includes the AMC (annual management charge).']),
    ).toEqual([]);
  });

  it('accepts expansions that skip small words or take letters from hyphenated words', () => {
    expect(
      undefinedIn([
        'Undertakings for Collective Investment in Transferable Securities (UCITS) are funds. UCITS rules limit risk.',
        'An Exchange-Traded Fund (ETF) trades on an exchange. ETFs are cheap.',
      ]),
    ).toEqual([]);
  });

  it('flags an acronym used before its definition, with both locations', () => {
    const [finding] = undefinedIn(['The OCF is shown below.', 'The Ongoing Charges Figure (OCF) is 0.5%.']);
    expect(finding).toMatchObject({
      acronym: 'OCF',
      status: 'used-before-definition',
      uses: 1,
      firstUse: { sectionIndex: 0, paragraphIndex: 0, start: 4, end: 7, sentence: 'The OCF is shown below.' },
      definition: { expansion: 'Ongoing Charges Figure', location: { paragraphIndex: 1 } },
    });
  });

  it('flags an acronym that is never defined, counting its uses', () => {
    const findings = undefinedIn(['Complain to the FOS. The FOS is free.', 'Contact the FOS.']);
    expect(findings).toEqual([
      expect.objectContaining({ acronym: 'FOS', status: 'never-defined', uses: 3, definition: null }),
    ]);
  });

  it('treats plurals and possessives as the same acronym', () => {
    const findings = undefinedIn([
      "The ACD's fees are low. ACDs vary.",
      'The Authorised Corporate Director (ACD) is Acme.',
    ]);
    expect(findings.map((f) => [f.acronym, f.uses, f.status])).toEqual([
      ['ACD', 2, 'used-before-definition'],
    ]);
  });

  it('does not accept a bracketed acronym whose words do not spell it', () => {
    expect(undefinedIn(['The annual fee (OCF) is 0.5%.'])).toEqual([
      expect.objectContaining({ acronym: 'OCF', status: 'never-defined' }),
    ]);
  });

  it('needs no definition for common acronyms, or for those the caller names', () => {
    expect(undefinedIn(['UK shares pay VAT-free dividends in the EU and US.'])).toEqual([]);
    expect(undefinedIn(['Hold it in a SIPP.'], { knownAcronyms: ['SIPP'] })).toEqual([]);
    expect(undefinedIn(['Hold it in a SIPP.']).map((f) => f.acronym)).toEqual(['SIPP']);
  });

  it('needs no definition for household names of the UK tax and savings system', () => {
    expect(
      undefinedIn(['HMRC sets the ISA allowance and the FCA regulates us. Write to PO Box 6080.']),
    ).toEqual([]);
  });

  it('still flags the industry acronyms a retail reader is not assumed to know', () => {
    expect(
      undefinedIn(['The OCF is 0.2% and the SRRI is 4, so check the NAV.']).map((f) => f.acronym),
    ).toEqual(['OCF', 'SRRI', 'NAV']);
  });

  it('does not read the tail of a postcode or code as an acronym', () => {
    expect(undefinedIn(['Write to us at 10 Plato Place, London, SW6 4TU or Wolverhampton WV1 9RB.'])).toEqual(
      [],
    );
  });

  it('reads a code-shaped token used only beside letters-and-digits codes as one of the codes', () => {
    expect(
      undefinedIn([
        'Fund switch: the Cash Fund G25 (EABY) was moved into this fund B5EY in 2018.',
        'Legal & General fund code: B1D3 Internal code: 36670/872 Underlying fund code: GPGE',
      ]),
    ).toEqual([]);
    // used in a sentence of words as well, it is an acronym again
    expect(undefinedIn(['The SRRI of fund B5EY is 4.', 'The SRRI shows how much the price moves.'])).toEqual([
      expect.objectContaining({ acronym: 'SRRI', uses: 1 }),
    ]);
  });

  it('does not flag names: dotted initials, legal forms, index providers and organisations the text names', () => {
    expect(
      undefinedIn([
        'The depositary is J.P.Morgan Europe Limited and the trustee is Northern Trust Global Services SE.',
        'This fund is managed by FIL Investment Services (UK) Limited and tracks the MSCI World Index.',
        'All data sourced from Legal & General Investment Management. Source: LGIM, and LGIMA in the US.',
        'The identifier is shown after ISIN on the first page.',
      ]),
    ).toEqual([]);
    // a name does not explain an acronym it does not spell
    expect(
      undefinedIn(['Issued by Acme Fund Managers Limited. The AFM charges an IMC.']).map((f) => f.acronym),
    ).toEqual(['IMC']);
  });

  it('accepts a company named with its legal form as the definition of its short name', () => {
    expect(
      undefinedIn(['We use Third Platform Services Limited (“TPS”) for dealing. TPS holds your shares.']),
    ).toEqual([]);
  });

  it('counts a definition in a heading but does not flag uses in headings', () => {
    expect(undefinedIn(['The OCF is 0.5%.'], undefined, 'Ongoing Charges Figure (OCF)')).toEqual([]);
    expect(undefinedIn(['The ongoing charge is 0.5%.'], undefined, 'About the OCF')).toEqual([]);
  });

  it('does not report codes: currencies, credit ratings, identifiers and postcodes', () => {
    expect(undefinedIn(['Priced in GBP and hedged to USD, rated AA, code B3EY, London EC2R 5AA.'])).toEqual(
      [],
    );
  });

  it('reads words in capitals as shouting, not acronyms', () => {
    expect(undefinedIn(['PLEASE READ THIS NOTICE CAREFULLY. It matters.'])).toEqual([]);
    expect(undefinedIn(['NOTE: the fund can fall.'])).toEqual([]);
  });

  it('lists findings in the order of first use', () => {
    expect(undefinedIn(['The KID and the SRI.', 'See the NAV.']).map((f) => f.acronym)).toEqual([
      'KID',
      'SRI',
      'NAV',
    ]);
  });
});

describe('expandsTo', () => {
  it('matches initials in order, first and last letters fixed', () => {
    expect(expandsTo('OCF', ['Ongoing', 'Charges', 'Figure'])).toBe(true);
    expect(expandsTo('SRRI', ['synthetic', 'risk', 'and', 'reward', 'indicator'])).toBe(true);
    expect(
      expandsTo('PRIIPs', ['Packaged', 'Retail', 'and', 'Insurance-based', 'Investment', 'Products']),
    ).toBe(true);
    expect(expandsTo('OCF', ['the', 'Ongoing', 'Charges', 'Figure'])).toBe(false);
    expect(expandsTo('OCF', ['Charges', 'Figure'])).toBe(false);
  });
});

describe('acronymKey', () => {
  it('strips plurals, possessives and dots', () => {
    expect(acronymKey('OCFs')).toBe('OCF');
    expect(acronymKey("ACD's")).toBe('ACD');
    expect(acronymKey('U.K.')).toBe('UK');
    expect(acronymKey('NAV')).toBe('NAV');
  });
});
