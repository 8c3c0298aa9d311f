import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument, DOCUMENT_TYPE_NOTE } from './check-document.ts';
import { inferDocumentType } from './infer-document-type.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY, parseRulePack } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);
const kidPack = packs.filter((p) => p.id === 'priips-ucits');

const KID_PRODUCT = [
  '# Product\n\nExample Certificate 2030. Manufacturer: Example Bank plc, www.example-bank.co.uk, call 020 7946 0000 for more information.',
  'The Financial Conduct Authority is responsible for supervising Example Bank plc in relation to this Key Information Document. Date of production: 1 March 2025.',
  'You are about to purchase a product that is not simple and may be difficult to understand.',
].join('\n\n');

const KID_SECTIONS = [
  '# What is this product?\n\nThis product is a certificate, a transferable debt instrument.',
  '# What are the risks and what could I get in return?\n\nLower risk Higher risk\n\n1 2 3 4 5 6 7\n\nThe risk indicator assumes you keep the product for 5 years. We have classified this product as 4 out of 7, which is a medium risk class.\n\nWhat could affect my return positively? Rising share prices in the index.',
  '# What happens if Example Bank plc is unable to pay out?\n\nYou could lose your entire investment.',
  '# What are the costs?\n\nThe reduction in yield shows the impact of the total costs you pay.\n\n# Costs over time\n\n| Total costs | £250 |\n\n# Composition of costs\n\n| One-off costs | Entry costs | 1.0% |\n| Ongoing costs | Management fees | 0.5% |',
  '# How long should I hold it and can I take my money out early?\n\nRecommended holding period: 5 years.',
  '# How can I complain?\n\nWrite to Example Bank plc, 1 High Street, London.',
  '# Other relevant information\n\nThe prospectus is available on our website.',
];

function kid(sections = KID_SECTIONS, pageBreakEvery = 3): string {
  const body = sections
    .map((s, i) => (i > 0 && i % pageBreakEvery === 0 ? `---page---\n\n${s}` : s))
    .join('\n\n');
  return `# Key Information Document\n\n# Purpose\n\nThis document provides you with key information about this investment product. It is not marketing material.\n\n${KID_PRODUCT}\n\n${body}`;
}

const KII_SECTIONS = [
  '# Objectives and investment policy\n\nThe fund aims to track the performance of the MSCI World Index.',
  '# Risk and reward profile\n\nLower risk Higher risk\n\n1 2 3 4 5 6 7\n\nThe fund is in category 6 because it invests in shares. Historical data may not be a reliable indication of the future. The risk category shown is not guaranteed and may change over time. The lowest category does not mean a risk free investment.',
  '# Charges\n\n| Entry charge | None |\n| Exit charge | None |\n| Ongoing charges | 0.12% |',
  '# Past performance\n\n| 2020 | 2021 | 2022 | 2023 | 2024 |\n| 5.1 | 12.0 | -8.2 | 9.9 | 11.3 |\n\nPast performance is not a guide to future performance. The figures take into account the ongoing charges. The fund was launched in 2019. Past performance is calculated in sterling.',
  '# Practical information\n\nThe depositary is Example Trustee Limited.',
];

function kii(sections = KII_SECTIONS): string {
  return `# Key Investor Information\n\nThis document provides you with key investor information about this fund. It is not marketing material.\n\n${sections.slice(0, 3).join('\n\n')}\n\n---page---\n\n${sections.slice(3).join('\n\n')}`;
}

function ruleIds(text: string, documentType: 'priips-kid' | 'ucits-kii') {
  return checkDocument(documentFromText(text), kidPack, { documentType }).findings.map((f) => f.ruleId);
}

describe('PRIIPs KID rules', () => {
  it('pass a KID with the title, purpose statement and sections in order on three pages', () => {
    const result = checkDocument(documentFromText(kid()), kidPack, { documentType: 'priips-kid' });
    expect(result.findings).toEqual([]);
    expect(result.passed.map((p) => p.ruleId)).toEqual([
      'PRIIPS-kid-complaints',
      'PRIIPS-kid-comprehension-alert',
      'PRIIPS-kid-cost-tables',
      'PRIIPS-kid-holding-period',
      'PRIIPS-kid-length',
      'PRIIPS-kid-performance-information',
      'PRIIPS-kid-product-identity',
      'PRIIPS-kid-purpose',
      'PRIIPS-kid-risk-indicator',
      'PRIIPS-kid-sections-in-order',
      'PRIIPS-kid-title',
    ]);
  });

  it('name a missing section', () => {
    const result = checkDocument(
      documentFromText(kid(KID_SECTIONS.filter((s) => !s.includes('How can I complain')))),
      kidPack,
      { documentType: 'priips-kid' },
    );
    const finding = result.findings.find((f) => f.ruleId === 'PRIIPS-kid-sections-in-order');
    expect(finding?.message).toContain('missing: "How can I complain?"');
  });

  it('name a section out of order and quote its heading', () => {
    const swapped = [...KID_SECTIONS];
    [swapped[1], swapped[3]] = [swapped[3]!, swapped[1]!];
    const result = checkDocument(documentFromText(kid(swapped)), kidPack, { documentType: 'priips-kid' });
    const finding = result.findings.find((f) => f.ruleId === 'PRIIPS-kid-sections-in-order');
    expect(finding?.message).toContain('out of order');
    expect(finding?.evidence[0]?.quote).toMatch(/What (?:are the costs|are the risks)/);
  });

  it('find a KID longer than three pages, a missing title and a missing purpose statement', () => {
    const long = kid(KID_SECTIONS, 2)
      .replace('# Key Information Document', '# Product summary')
      .replace('key information about this investment product', 'a summary of this product');
    expect(ruleIds(long, 'priips-kid').sort()).toEqual([
      'PRIIPS-kid-length',
      'PRIIPS-kid-purpose',
      'PRIIPS-kid-title',
    ]);
  });

  it('do not apply to other document types', () => {
    const result = checkDocument(documentFromText('# Why invest?\n\nA short promotion.'), kidPack, {
      documentType: 'ucits-kii',
    });
    expect(result.notApplicable.filter((id) => id.startsWith('PRIIPS-')).length).toBe(12);
  });
});

describe('UCITS KII rules', () => {
  it('pass a two-page KII with its sections in order and the risk indicator', () => {
    expect(ruleIds(kii(), 'ucits-kii')).toEqual([]);
  });

  it('find Charges placed before Risk and reward profile', () => {
    const swapped = [KII_SECTIONS[0]!, KII_SECTIONS[2]!, KII_SECTIONS[1]!, ...KII_SECTIONS.slice(3)];
    const result = checkDocument(documentFromText(kii(swapped)), kidPack, { documentType: 'ucits-kii' });
    const finding = result.findings.find((f) => f.ruleId === 'UCITS583-kii-sections-in-order');
    expect(finding?.message).toContain('out of order: "Charges" should come after "Risk and reward profile"');
  });

  it('find a missing risk indicator, a missing title and a third page', () => {
    const text = kii([
      ...KII_SECTIONS.slice(0, 1),
      '# Risk and reward profile\n\nThe fund invests in shares.',
      ...KII_SECTIONS.slice(2),
    ])
      .replace('# Key Investor Information', '# Fund summary')
      .concat('\n\n---page---\n\n# Glossary\n\nTerms used in this document.');
    expect(ruleIds(text, 'ucits-kii').sort()).toEqual([
      'UCITS583-kii-length',
      'UCITS583-kii-risk-indicator',
      'UCITS583-kii-risk-narrative',
      'UCITS583-kii-title',
    ]);
  });
});

/** The finding of one rule on a text, or undefined when the rule passed. */
function findingOf(text: string, documentType: 'priips-kid' | 'ucits-kii', ruleId: string) {
  return checkDocument(documentFromText(text), kidPack, { documentType }).findings.find(
    (f) => f.ruleId === ruleId,
  );
}

describe('PRIIPs KID content rules', () => {
  it.each([
    ['PRIIPS-kid-product-identity', 'Date of production: 1 March 2025.', '', 'the date the KID was produced'],
    [
      'PRIIPS-kid-product-identity',
      'The Financial Conduct Authority is responsible',
      'Nobody is responsible',
      'the competent authority',
    ],
    [
      'PRIIPS-kid-risk-indicator',
      'as 4 out of 7, which is a medium risk class',
      'as medium risk',
      "the product's class",
    ],
    [
      'PRIIPS-kid-risk-indicator',
      'The risk indicator assumes you keep the product for 5 years.',
      '',
      'the holding period the indicator assumes',
    ],
    ['PRIIPS-kid-cost-tables', '# Composition of costs', '# Cost details', '"Composition of costs"'],
    ['PRIIPS-kid-cost-tables', '# Costs over time', '# Total costs', '"Costs over time"'],
  ])('%s names what is missing when "%s" is removed', (ruleId, remove, replaceWith, missing) => {
    const text = kid().replace(remove, replaceWith);
    expect(text).not.toBe(kid());
    expect(findingOf(text, 'priips-kid', ruleId)?.message).toContain(missing);
  });

  it('asks a structured product for the comprehension alert, but not a fund', () => {
    const noAlert = kid().replace(/You are about to purchase[^\n]*/, 'Read this document carefully.');
    expect(findingOf(noAlert, 'priips-kid', 'PRIIPS-kid-comprehension-alert')?.message).toContain(
      'no comprehension alert',
    );
    const fund = noAlert.replace(
      'This product is a certificate, a transferable debt instrument.',
      'This product is a unit trust.',
    );
    expect(findingOf(fund, 'priips-kid', 'PRIIPS-kid-comprehension-alert')).toBeUndefined();
  });

  it('accepts an EU stress scenario table or the UK narrative as performance information, and neither is missing', () => {
    const uk = kid();
    const eu = uk.replace(
      /What could affect my return positively\?[^\n]*/,
      '| Stress scenario | £6,100 | -9.4% |',
    );
    const none = uk.replace(/What could affect my return positively\?[^\n]*/, 'Returns depend on markets.');
    expect(findingOf(uk, 'priips-kid', 'PRIIPS-kid-performance-information')).toBeUndefined();
    expect(findingOf(eu, 'priips-kid', 'PRIIPS-kid-performance-information')).toBeUndefined();
    expect(findingOf(none, 'priips-kid', 'PRIIPS-kid-performance-information')?.message).toContain(
      'no information on performance',
    );
  });

  it('needs a recommended holding period', () => {
    const text = kid().replace('Recommended holding period: 5 years.', 'Hold it as long as you like.');
    expect(findingOf(text, 'priips-kid', 'PRIIPS-kid-holding-period')).toBeDefined();
  });

  it('needs an address, e-mail or website under "How can I complain?"', () => {
    const text = kid().replace(
      'Write to Example Bank plc, 1 High Street, London.',
      'We take complaints seriously.',
    );
    const finding = findingOf(text, 'priips-kid', 'PRIIPS-kid-complaints');
    expect(finding?.evidence[0]?.quote).toBe('How can I complain?');
  });
});

describe('UCITS KII content rules', () => {
  it('pass a complete KII', () => {
    const result = checkDocument(documentFromText(kii()), kidPack, { documentType: 'ucits-kii' });
    expect(result.findings).toEqual([]);
    expect(result.passed.map((p) => p.ruleId)).toEqual([
      'UCITS583-kii-charges-table',
      'UCITS583-kii-length',
      'UCITS583-kii-past-performance-chart',
      'UCITS583-kii-past-performance-statements',
      'UCITS583-kii-risk-indicator',
      'UCITS583-kii-risk-narrative',
      'UCITS583-kii-sections-in-order',
      'UCITS583-kii-title',
    ]);
  });

  it.each([
    ['UCITS583-kii-charges-table', '| Exit charge | None |\n', 'exit charge'],
    [
      'UCITS583-kii-risk-narrative',
      ' The lowest category does not mean a risk free investment.',
      'the lowest category does not mean risk free',
    ],
    [
      'UCITS583-kii-risk-narrative',
      ' The risk category shown is not guaranteed and may change over time.',
      'the category is not guaranteed and may change',
    ],
    [
      'UCITS583-kii-past-performance-statements',
      ' Past performance is calculated in sterling.',
      'the currency of the calculation',
    ],
    [
      'UCITS583-kii-past-performance-statements',
      ' The fund was launched in 2019.',
      'the year the fund was launched',
    ],
    [
      'UCITS583-kii-past-performance-statements',
      ' The figures take into account the ongoing charges.',
      'which charges are included',
    ],
  ])('%s names what is missing when "%s" is removed', (ruleId, remove, missing) => {
    const text = kii().replace(remove, '');
    expect(text).not.toBe(kii());
    expect(findingOf(text, 'ucits-kii', ruleId)?.message).toContain(missing);
  });

  it('finds a bar chart of more than ten years, or none, unless the fund is too young for one', () => {
    const chart = '| 2020 | 2021 | 2022 | 2023 | 2024 |\n| 5.1 | 12.0 | -8.2 | 9.9 | 11.3 |\n\n';
    const twelve = kii().replace(
      '| 2020 | 2021 |',
      '| 2013 | 2014 | 2015 | 2016 | 2017 | 2018 | 2019 | 2020 | 2021 |',
    );
    expect(findingOf(twelve, 'ucits-kii', 'UCITS583-kii-past-performance-chart')?.message).toContain(
      '12 years, 2013–2024',
    );
    const none = kii().replace(chart, '');
    expect(findingOf(none, 'ucits-kii', 'UCITS583-kii-past-performance-chart')).toBeDefined();
    const young = kii().replace(
      chart,
      'There is insufficient data to provide a useful indication of past performance.\n\n',
    );
    expect(findingOf(young, 'ucits-kii', 'UCITS583-kii-past-performance-chart')).toBeUndefined();
  });
});

describe('ordered required-presence', () => {
  it('needs allOf and no anyOf', () => {
    const pack = `id: t\nname: T\nversion: 1\ndescription: d\nrules:\n  - id: r\n    version: 1\n    title: t\n    citation: { provision: COBS 4.2.1R, title: t, inForceFrom: '2018-01-01' }\n    appliesTo: all\n    severity: low\n    check: { type: required-presence, ordered: true, anyOf: [a] }\n    message: m\n    suggestion: s\n`;
    expect(() => parseRulePack(pack, 't.yaml')).toThrow(/ordered needs allOf/);
  });
});

describe(inferDocumentType.name, () => {
  it('recognises a KID and a KII from their headings', () => {
    expect(inferDocumentType(documentFromText(kid()))).toMatchObject({ type: 'priips-kid', confidence: 1 });
    expect(inferDocumentType(documentFromText(kii()))).toMatchObject({ type: 'ucits-kii', confidence: 1 });
  });

  it('does not take a promotion that mentions key information for a KID', () => {
    const promotion =
      '# Why invest with us?\n\nRead the key information document before you invest.\n\n# What are the costs?\n\nLow.';
    expect(inferDocumentType(documentFromText(promotion))?.type).not.toBe('priips-kid');
  });

  it('checks a KID uploaded as a promotion as a KID and says so', () => {
    const result = checkDocument(documentFromText(kid()), packs, {
      documentType: 'financial-promotion',
      inferDocumentType: true,
    });
    expect(result.documentType).toBe('priips-kid');
    expect(result.inferredType).toEqual({
      type: 'priips-kid',
      confidence: 1,
      declared: 'financial-promotion',
    });
    expect(result.passed.map((p) => p.ruleId)).toContain('PRIIPS-kid-sections-in-order');
    const note = result.notes.find((n) => n.ruleId === DOCUMENT_TYPE_NOTE)?.note;
    expect(note).toMatch(/^Checked as a PRIIPs KID: the document's headings match that template/);
    expect(note).toContain('it was uploaded as Financial Promotion');
  });

  it('keeps the declared type without inference, or when it agrees', () => {
    const asPromotion = checkDocument(documentFromText(kid()), packs, {
      documentType: 'financial-promotion',
    });
    expect(asPromotion.documentType).toBe('financial-promotion');
    expect(asPromotion.inferredType).toBeUndefined();
    const asKid = checkDocument(documentFromText(kid()), packs, {
      documentType: 'priips-kid',
      inferDocumentType: true,
    });
    expect(asKid.inferredType).toBeUndefined();
    expect(asKid.notes.map((n) => n.ruleId)).not.toContain(DOCUMENT_TYPE_NOTE);
  });
  // Regulation 583/2010 (art. 15-19) prescribes a KII's past-performance section and asks for no data
  // source statement, so the COBS 4.6.2R source rule is for promotions and other communications only.
  it('does not ask a KII for the source of its past performance, however it was uploaded', () => {
    const sourceRule = 'COBS4.6.2R-performance-source';
    for (const options of [
      { documentType: 'ucits-kii' as const },
      { documentType: 'investor-communications' as const, inferDocumentType: true },
    ]) {
      const result = checkDocument(documentFromText(kii()), packs, options);
      expect(result.documentType).toBe('ucits-kii');
      expect(result.notApplicable).toContain(sourceRule);
    }
    // the same text taken for a communication is asked for one: the type, not the text, decides
    const asCommunication = checkDocument(documentFromText(kii()), packs, {
      documentType: 'investor-communications',
    });
    expect(asCommunication.findings.map((f) => f.ruleId)).toContain(sourceRule);
  });
});
