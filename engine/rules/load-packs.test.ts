import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  loadRulePacks,
  PACK_FILES,
  PACKS_DIRECTORY,
  parseRulePack,
  RulePackError,
  validatePackSet,
} from './load-packs.ts';

const FILE = 'engine/rules/packs/test.yaml';

const RULE = (id: string, check: string, extra = '') => `
  - id: ${id}
    version: 1
    title: A test rule
    citation:
      provision: COBS 4.2.1R
      title: The fair, clear and not misleading rule
      inForceFrom: '2007-11-01'
    appliesTo: all
    severity: high
    check:
${check
  .trim()
  .split('\n')
  .map((line) => `      ${line}`)
  .join('\n')}
    message: Something is wrong.
    suggestion: Fix it.${extra}
`;

const PACK = (rules: string, header = 'id: test-pack\nname: Test\nversion: 1.0.0\ndescription: For tests.') =>
  `${header}\nrules:${rules}`;

const PROHIBITED = 'type: prohibited-phrase\npatterns:\n  - guaranteed returns';

function errorOf(text: string, fileName = FILE): RulePackError {
  try {
    parseRulePack(text, fileName);
  } catch (error) {
    expect(error).toBeInstanceOf(RulePackError);
    return error as RulePackError;
  }
  throw new Error('expected parseRulePack to throw');
}

describe(parseRulePack.name, () => {
  it('parses a valid pack, applies defaults and records its file', () => {
    const pack = parseRulePack(PACK(RULE('TEST-one', PROHIBITED)), FILE);
    expect(pack.source).toBe(FILE);
    expect(pack.rules).toHaveLength(1);
    const rule = pack.rules[0]!;
    expect(rule.version).toBe('1');
    expect(rule.check).toMatchObject({ type: 'prohibited-phrase', negationAware: true, skipQuestions: true });
  });

  it('names the file, the rule number and id, and the field that is missing', () => {
    const rules =
      RULE('TEST-one', PROHIBITED) +
      RULE('TEST-two', PROHIBITED) +
      RULE('COBS4.5.2R-firm-name', 'type: prohibited-phrase');
    const error = errorOf(PACK(rules));
    expect(error.message).toBe(`${FILE}: rule 3 (COBS4.5.2R-firm-name): check.patterns: Required`);
    expect(error.fileName).toBe(FILE);
  });

  it('names a rule without an id by its number', () => {
    const rules =
      RULE('TEST-one', PROHIBITED) +
      RULE('TEST-two', PROHIBITED).replace('  - id: TEST-two\n    version', '  - version');
    expect(errorOf(PACK(rules)).message).toBe(`${FILE}: rule 2: id: Required`);
  });

  it('reports an unknown check type with the valid ones', () => {
    const error = errorOf(PACK(RULE('TEST-one', 'type: forbidden-words\npatterns: [x]')));
    expect(error.message).toContain(
      `${FILE}: rule 1 (TEST-one): check.type: Unknown check type; use one of required-presence`,
    );
  });

  it('reports a misspelt field instead of ignoring it', () => {
    const error = errorOf(PACK(RULE('TEST-one', 'type: prohibited-phrase\npattern:\n  - guaranteed')));
    expect(error.problems).toContain(`${FILE}: rule 1 (TEST-one): check.patterns: Required`);
    expect(error.problems).toContain(`${FILE}: rule 1 (TEST-one): check: Unrecognized key: "pattern"`);
  });

  it('reports an invalid regular expression with its position in the list', () => {
    const error = errorOf(
      PACK(RULE('TEST-one', 'type: prohibited-phrase\npatterns:\n  - fine\n  - /guaranteed (returns/i')),
    );
    expect(error.message).toMatch(
      new RegExp(
        `^${FILE}: rule 1 \\(TEST-one\\): check\\.patterns\\[1\\]: Invalid regular expression /guaranteed \\(returns/i`,
      ),
    );
  });

  it('refuses regexes that match empty text and flags that are not allowed', () => {
    expect(
      errorOf(PACK(RULE('TEST-one', 'type: prohibited-phrase\npatterns:\n  - /a*/i'))).message,
    ).toContain('check.patterns[0]: Regular expression /a*/i matches empty text');
    expect(errorOf(PACK(RULE('TEST-one', 'type: prohibited-phrase\npatterns:\n  - /a/g'))).message).toContain(
      'Regex flag "g" is not allowed',
    );
  });

  it('checks dates, severities, document types and message placeholders', () => {
    const bad = RULE('TEST-one', PROHIBITED)
      .replace("'2007-11-01'", "'1 Nov 2007'")
      .replace('severity: high', 'severity: critical')
      .replace('appliesTo: all', 'appliesTo: [factsheet]')
      .replace('Something is wrong.', 'Found {things}.');
    const error = errorOf(PACK(bad));
    expect(error.problems).toEqual(
      expect.arrayContaining([
        `${FILE}: rule 1 (TEST-one): citation.inForceFrom: Use the date format YYYY-MM-DD`,
        expect.stringMatching(/^engine\/rules\/packs\/test\.yaml: rule 1 \(TEST-one\): severity: /),
        expect.stringMatching(/^engine\/rules\/packs\/test\.yaml: rule 1 \(TEST-one\): appliesTo/),
        expect.stringContaining(`${FILE}: rule 1 (TEST-one): message: Unknown placeholder {things}`),
      ]),
    );
  });

  it('requires the settings each check type needs', () => {
    expect(errorOf(PACK(RULE('TEST-one', 'type: proximity\ntrigger: [a]\nrequired: [b]'))).message).toContain(
      'check.withinSentences: Give withinSentences or withinChars',
    );
    expect(errorOf(PACK(RULE('TEST-one', 'type: metric-threshold\nmetric: ukReadingAge'))).message).toContain(
      'check.max: Give max or min',
    );
    expect(
      errorOf(PACK(RULE('TEST-one', 'type: metric-threshold\nmetric: fogIndex\nmax: 3'))).message,
    ).toContain('check.metric:');
    expect(errorOf(PACK(RULE('TEST-one', 'type: required-presence'))).message).toContain(
      'check.anyOf: Give anyOf or allOf',
    );
  });

  it('reports pack-level problems without a rule', () => {
    expect(
      errorOf(PACK(RULE('TEST-one', PROHIBITED), 'id: Test Pack\nname: Test\ndescription: x')).problems,
    ).toEqual([`${FILE}: id: Use lower-case letters, digits and hyphens`, `${FILE}: version: Required`]);
    expect(errorOf('- just\n- a list\n').message).toBe(
      `${FILE}: a rule pack must be a YAML mapping with id, name, version, description and rules`,
    );
  });

  it('reports YAML syntax errors with the file name and line', () => {
    const error = errorOf('id: test\nrules:\n  - id: [unclosed\n');
    expect(error.message).toMatch(
      /^engine\/rules\/packs\/test\.yaml: YAML syntax error: .*at line \d+, column \d+/s,
    );
    expect(errorOf('id: a\nid: b\n').message).toContain('YAML syntax error');
  });

  it('rejects a rule id used twice in one pack', () => {
    const error = errorOf(PACK(RULE('TEST-one', PROHIBITED) + RULE('TEST-one', PROHIBITED)));
    expect(error.message).toBe(`${FILE}: rule 2 (TEST-one): id: duplicate of rule 1 in the same pack`);
  });
});

describe(validatePackSet.name, () => {
  it('rejects the same rule id in two packs, naming both files', () => {
    const a = parseRulePack(PACK(RULE('TEST-one', PROHIBITED)), 'packs/a.yaml');
    const b = parseRulePack(
      PACK(
        RULE('TEST-two', PROHIBITED) + RULE('TEST-one', PROHIBITED),
        'id: other-pack\nname: B\nversion: 1\ndescription: B',
      ),
      'packs/b.yaml',
    );
    expect(() => validatePackSet([a, b])).toThrow(
      'packs/b.yaml: rule 2 (TEST-one): id: already defined in packs/a.yaml',
    );
  });

  it('rejects two packs with the same id', () => {
    const a = parseRulePack(PACK(RULE('TEST-one', PROHIBITED)), 'packs/a.yaml');
    const b = parseRulePack(PACK(RULE('TEST-two', PROHIBITED)), 'packs/b.yaml');
    expect(() => validatePackSet([a, b])).toThrow(
      'packs/b.yaml: id: pack id "test-pack" is also used by packs/a.yaml',
    );
  });
});

describe('the shipped packs', () => {
  const files = PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  }));
  const packs = loadRulePacks(files);
  const rules = packs.flatMap((pack) => pack.rules);
  // The KID/KII rules cite onshored regulations (legislation.gov.uk), not the FCA Handbook.
  const keyInformationRules = packs.find((p) => p.id === 'priips-ucits')?.rules ?? [];
  const handbookRules = rules.filter((r) => !keyInformationRules.includes(r));

  it('load without error and cover every check type', () => {
    expect(packs.map((p) => p.id)).toEqual([
      'cobs-4',
      'risk-warnings',
      'consumer-duty',
      'esg-sdr',
      'priips-ucits',
      'fund-factsheets',
    ]);
    // Phrase-list rules became concept rules (issue 18); prohibited-phrase and occurrence stay available to
    // pack authors and are tested in check-types.test.ts.
    expect(new Set(rules.map((r) => r.check.type))).toEqual(
      new Set([
        'required-presence',
        'prominence',
        'metric-threshold',
        'concept',
        'proximity',
        'year-series',
        'document-age',
      ]),
    );
  });

  it('cite a provision, its in-force date and a handbook page in every rule, with the id naming the provision', () => {
    for (const rule of handbookRules) {
      expect(rule.citation.provision, rule.id).toMatch(/^(?:COBS 4\.\d|COBS 22\.5|PRIN 2A\.5|ESG 4\.3)/);
      expect(rule.citation.url, rule.id).toMatch(/^https:\/\/www\.handbook\.fca\.org\.uk\/handbook\//);
      const compact = rule.citation.provision.replace(/\s+/g, '').replace(/\(\d+\)$/, '');
      expect(rule.id.startsWith(`${compact}-`), `${rule.id} starts with ${compact}`).toBe(true);
      // Cryptoasset promotions came into the FCA's regime on 8 October 2023 (PS23/6), the CFD warning on
      // 1 August 2019 (PS19/18), the other restricted mass market rules on 1 February 2023 (PS22/10).
      const expected =
        rule.id === 'COBS4.12A-cryptoasset-risk-warning'
          ? '2023-10-08'
          : rule.citation.provision === 'COBS 22.5'
            ? '2019-08-01'
            : rule.citation.provision.startsWith('COBS 4.12A')
              ? '2023-02-01'
              : rule.citation.provision.startsWith('COBS')
                ? '2007-11-01'
                : rule.citation.provision.startsWith('PRIN')
                  ? '2023-07-31'
                  : rule.citation.provision === 'ESG 4.3.1R'
                    ? '2024-05-31'
                    : '2024-12-02';
      expect(rule.citation.inForceFrom, rule.id).toBe(expected);
      expect(rule.suggestion.length, rule.id).toBeGreaterThan(20);
    }
  });

  it('cite the PRIIPs and UCITS KII regulations by article, with their UK in-force dates', () => {
    expect(keyInformationRules.length).toBe(21);
    for (const rule of keyInformationRules) {
      expect(rule.citation.url, rule.id).toMatch(
        /^https:\/\/www\.legislation\.gov\.uk\/eur\/(?:2014\/1286|2017\/653|2010\/583)\/article\/\d+$/,
      );
      const kii = rule.citation.provision.startsWith('EU 583/2010');
      expect(rule.citation.provision, rule.id).toMatch(
        /^(?:PRIIPS 1286\/2014|EU 2017\/653|EU 583\/2010) art\. \d/,
      );
      expect(rule.id.startsWith(kii ? 'UCITS583-kii-' : 'PRIIPS-kid-'), rule.id).toBe(true);
      expect(rule.citation.inForceFrom, rule.id).toBe(kii ? '2011-07-01' : '2018-01-01');
      expect(rule.appliesTo, rule.id).toEqual([kii ? 'ucits-kii' : 'priips-kid']);
      expect(rule.suggestion.length, rule.id).toBeGreaterThan(20);
    }
  });
});
