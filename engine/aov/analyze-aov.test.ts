import { describe, expect, it } from 'vitest';
import type { Block } from '../document-model.ts';
import { buildDocument, heading, list, paragraph, table } from '../analysis/testing/build-document.ts';
import { analyzeAov, type AovResult, type ConsiderationId } from './analyze-aov.ts';
import { CONSIDERATIONS } from './considerations.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

const consideration = (result: AovResult, id: ConsiderationId) =>
  result.considerations.find((c) => c.id === id)!;
const findingIds = (result: AovResult) => result.findings.map((f) => f.id);

/** A substantive assessment per consideration: what was looked at, a figure and a conclusion. */
const SECTION_TEXT: Record<ConsiderationId, string> = {
  'quality-of-service':
    'We reviewed the range and quality of services provided to investors, including dealing accuracy and complaint handling. 99.8% of deals were processed correctly. We concluded that service was good.',
  performance:
    'The fund returned 6.2% a year over five years after charges, ahead of its benchmark, the FTSE All-Share Index, which returned 5.4%. We concluded that performance delivered value.',
  'afm-costs':
    'We reviewed each charge against the cost of providing the service. The ongoing charges figure is 0.85%, of which 0.75% is the annual management charge. We found the charges are reasonable.',
  'economies-of-scale':
    'The fund has grown to £1.2bn and a tiered annual management charge passes savings on to investors. We concluded that economies of scale are being shared.',
  'comparable-market-rates':
    'We compared the ongoing charges figure with a peer group of 25 similar funds in the IA UK All Companies sector. The fund’s charge of 0.85% is below the sector median of 0.92%, and we believe it is competitive.',
  'comparable-services':
    'We compared the fees with those paid by our institutional clients with segregated mandates in the same strategy, which pay 0.45%. The difference reflects the extra services retail investors receive, and we consider it justified.',
  'classes-of-units':
    'We checked whether investors hold a more expensive share class when a cheaper class with the same rights is available. 1,200 investors were in the legacy class; we concluded this is not appropriate.',
};

function sectionDoc(ids: ConsiderationId[], extra: Block[] = []) {
  const blocks: Block[] = [heading('Assessment of Value Report 2025', 1)];
  for (const id of ids) {
    const def = CONSIDERATIONS.find((c) => c.id === id)!;
    blocks.push(heading(def.name, 2), paragraph(SECTION_TEXT[id]));
  }
  return buildDocument([[...blocks, ...extra]]);
}

describe('each consideration of COLL 6.6.21R', () => {
  it.each(CONSIDERATIONS.map((c) => [c.id, c.citation] as const))(
    '%s is covered by its own section, with quoted evidence and a conclusion (%s)',
    (id, citation) => {
      const result = analyzeAov(sectionDoc([id]));
      const c = consideration(result, id);
      expect(c).toMatchObject({
        covered: true,
        coverage: 'section',
        citation,
        conclusionStated: true,
        headingPages: [1],
      });
      expect(c.evidence.length).toBeGreaterThan(0);
      for (const e of c.evidence) {
        expect(e.page).toBe(1);
        expect(e.quote.length).toBeLessThanOrEqual(240);
        expect(SECTION_TEXT[id]).toContain(e.quote.replace(/…$/, ''));
      }
      expect(result.overall.coveredCount).toBe(1);
      expectEvery(
        result.considerations.filter((o) => o.id !== id),
        (o) => !o.covered,
      );
    },
  );

  it.each(CONSIDERATIONS.map((c) => [c.id] as const))(
    '%s is not covered by a heading with no content',
    (id) => {
      const def = CONSIDERATIONS.find((c) => c.id === id)!;
      const doc = buildDocument([
        [
          heading('Assessment of Value', 1),
          heading(def.name, 2),
          heading('Next topic', 2),
          paragraph('Unrelated text about the weather.'),
        ],
      ]);
      const result = analyzeAov(doc);
      const c = consideration(result, id);
      expect(c).toMatchObject({ covered: false, coverage: 'none', sectionWords: 0, headingPages: [1] });
      expect(c.notes[0]).toContain('has no content under it');
      expect(result.findings.find((f) => f.id === `aov.empty-heading.${id}`)).toMatchObject({
        severity: 'high',
        citation: def.citation,
        page: 1,
      });
    },
  );

  it.each([
    [
      'quality-of-service',
      'We assessed the quality of service investors received and found complaint volumes were low.',
    ],
    [
      'performance',
      'We assessed performance against the benchmark and found the fund outperformed over five years.',
    ],
    [
      'afm-costs',
      'We reviewed whether the ongoing charges figure is justified by the cost of running the fund.',
    ],
    [
      'economies-of-scale',
      'We considered whether economies of scale arise as the fund grows and concluded none do yet.',
    ],
    [
      'comparable-market-rates',
      'We compared the fee with a peer group of similar funds and it sits in the second quartile.',
    ],
    [
      'comparable-services',
      'We reviewed the fees our institutional clients pay for a comparable service and found them similar.',
    ],
    [
      'classes-of-units',
      'We reviewed each share class to check nobody pays more than necessary for the same rights.',
    ],
  ] as const)('%s is covered by sentences that assess it, without a heading', (id, sentence) => {
    const result = analyzeAov(buildDocument([[heading('Our review', 1), paragraph(sentence)]]));
    expect(consideration(result, id)).toMatchObject({ covered: true, coverage: 'mention' });
    expect(consideration(result, id).notes).toContain(
      'No section of its own: covered only in passing, by sentences elsewhere.',
    );
  });
});

describe('passages that should not count', () => {
  it('does not take a list of the seven considerations in the introduction as coverage', () => {
    const result = analyzeAov(
      buildDocument([
        [
          heading('Introduction', 1),
          paragraph(
            'The assessment considers quality of service, performance, AFM costs, economies of scale, comparable market rates, comparable services and classes of units.',
          ),
        ],
      ]),
    );
    expect(result.overall.coveredCount).toBe(0);
    expect(result.overall.missing).toHaveLength(7);
  });

  it('counts "we did not identify economies of scale" as covered, with a conclusion', () => {
    const doc = buildDocument([
      [heading('Economies of scale', 2), paragraph('We did not identify economies of scale.')],
    ]);
    expect(consideration(analyzeAov(doc), 'economies-of-scale')).toMatchObject({
      covered: true,
      conclusionStated: true,
    });
  });

  it('does not count a consideration the report says was not assessed', () => {
    const doc = buildDocument([
      [
        heading('Comparable services', 2),
        paragraph('Comparable services were not assessed this year because of a change of systems.'),
      ],
    ]);
    const result = analyzeAov(doc);
    expect(consideration(result, 'comparable-services')).toMatchObject({ covered: false });
    expect(consideration(result, 'comparable-services').notes[0]).toContain('not assessed');
    expect(findingIds(result)).toContain('aov.not-assessed.comparable-services');
  });

  it('does not mistake "not considered material" for "not assessed"', () => {
    const doc = buildDocument([
      [
        heading('Economies of scale', 2),
        paragraph(
          'Savings from scale were not considered material at the current fund size of £40m, and we concluded none could be passed on.',
        ),
      ],
    ]);
    expect(consideration(analyzeAov(doc), 'economies-of-scale').covered).toBe(true);
  });

  it('does not take "performance fee" for the performance consideration', () => {
    const doc = buildDocument([
      [
        heading('Performance fee', 2),
        paragraph('No performance fee is charged on this fund, and none is planned.'),
      ],
    ]);
    expect(consideration(analyzeAov(doc), 'performance').covered).toBe(false);
  });

  it('does not take green investments for a green rating', () => {
    const doc = sectionDoc(['quality-of-service'], [paragraph('The fund also holds green bonds.')]);
    expect(consideration(analyzeAov(doc), 'quality-of-service').rating).toBe('not-rated');
  });
});

describe('ratings', () => {
  it('reads RAG ratings given in the section text', () => {
    const doc = buildDocument([
      [
        heading('Quality of service', 2),
        paragraph(`${SECTION_TEXT['quality-of-service']} We have rated this area green.`),
      ],
    ]);
    expect(consideration(analyzeAov(doc), 'quality-of-service')).toMatchObject({
      rating: 'green',
      ratingEquivalent: 'green',
    });
  });

  it('reads a rating from the heading', () => {
    const doc = buildDocument([[heading('Performance: Amber', 2), paragraph(SECTION_TEXT.performance)]]);
    expect(consideration(analyzeAov(doc), 'performance')).toMatchObject({ rating: 'amber' });
  });

  it('reads a firm’s own scale (Good / Satisfactory / Unsatisfactory) and keeps its words', () => {
    const doc = buildDocument([
      [
        heading('AFM costs – general', 2),
        paragraph(SECTION_TEXT['afm-costs']),
        paragraph('Rating: Satisfactory'),
      ],
    ]);
    expect(consideration(analyzeAov(doc), 'afm-costs')).toMatchObject({
      rating: 'Satisfactory',
      ratingEquivalent: 'amber',
    });
  });

  it('reads a traffic-light table with the considerations as rows', () => {
    const doc = buildDocument([
      [
        heading('Summary', 1),
        table([
          ['Consideration', 'Rating', 'Comment'],
          ['Quality of service', 'Green', 'Service standards met'],
          ['Performance', 'Amber', 'Behind benchmark over 3 years'],
          ['Economies of scale', '✓', 'Tiered fees in place'],
        ]),
      ],
    ]);
    const result = analyzeAov(doc);
    expect(consideration(result, 'quality-of-service')).toMatchObject({
      covered: true,
      coverage: 'table',
      rating: 'green',
    });
    expect(consideration(result, 'performance')).toMatchObject({ rating: 'amber' });
    expect(consideration(result, 'economies-of-scale')).toMatchObject({
      rating: '✓',
      ratingEquivalent: 'green',
    });
    expect(consideration(result, 'quality-of-service').evidence[0]).toEqual({
      page: 1,
      quote: 'Quality of service | Green | Service standards met',
    });
  });

  it('reads a table with the considerations as columns and a row per share class, keeping the weakest', () => {
    const doc = buildDocument([
      [
        table([
          ['Share class', 'Quality of service', 'Performance', 'Economies of scale', 'Classes of units'],
          ['Class A Accumulation', 'G', 'A', 'G', 'R'],
          ['Class I Income', 'G', 'G', 'G', 'G'],
        ]),
      ],
    ]);
    const result = analyzeAov(doc);
    expect(consideration(result, 'performance')).toMatchObject({ covered: true, rating: 'amber' });
    expect(consideration(result, 'performance').ratings.map((r) => [r.rating, r.subject])).toEqual([
      ['amber', 'Class A Accumulation'],
      ['green', 'Class I Income'],
    ]);
    expect(consideration(result, 'classes-of-units').rating).toBe('red');
    expect(result.shareClasses.map((c) => c.name)).toEqual(['Class A Accumulation', 'Class I Income']);
  });
});

describe('conclusions and actions', () => {
  it('finds a stated action', () => {
    const doc = buildDocument([
      [
        heading('Classes of units', 2),
        paragraph(
          `${SECTION_TEXT['classes-of-units']} We will move these investors to the cheaper class from 1 July 2025.`,
        ),
      ],
    ]);
    const c = consideration(analyzeAov(doc), 'classes-of-units');
    expect(c.actionStated).toBe(true);
    expect(c.action!.quote).toBe('We will move these investors to the cheaper class from 1 July 2025.');
  });

  it('treats "no action is required" as an action stated, with a note', () => {
    const doc = buildDocument([
      [
        heading('Economies of scale', 2),
        paragraph(`${SECTION_TEXT['economies-of-scale']} No further action is required.`),
      ],
    ]);
    const c = consideration(analyzeAov(doc), 'economies-of-scale');
    expect(c.actionStated).toBe(true);
    expect(c.notes).toContain('States that no action is needed.');
  });

  it('reports a description without a conclusion', () => {
    const doc = buildDocument([
      [
        heading('Quality of service', 2),
        paragraph(
          'Our administrator handles dealing, registration and statements for investors in the fund, and our call centre is open on weekdays.',
        ),
      ],
    ]);
    const result = analyzeAov(doc);
    expect(consideration(result, 'quality-of-service')).toMatchObject({
      covered: true,
      conclusionStated: false,
    });
    expect(findingIds(result)).toContain('aov.no-conclusion.quality-of-service');
  });

  it('reports an amber or red rating with no action', () => {
    const doc = buildDocument([
      [heading('Performance', 2), paragraph(`${SECTION_TEXT.performance} Rating: Amber`)],
    ]);
    const result = analyzeAov(doc, { maxQuestions: 20 });
    expect(result.findings.find((f) => f.id === 'aov.no-action.performance')).toMatchObject({
      citation: 'COLL 6.6.21R(2)',
    });
    expect(result.overall.questionsFirst.join(' ')).toContain(
      'Performance is rated amber but no action is stated',
    );
  });
});

describe('the questions a board or the FCA would ask first', () => {
  it('starts with the missing considerations', () => {
    const result = analyzeAov(sectionDoc(['quality-of-service', 'performance', 'afm-costs']));
    expect(result.overall.missing).toEqual([
      'economies-of-scale',
      'comparable-market-rates',
      'comparable-services',
      'classes-of-units',
    ]);
    expect(result.overall.questionsFirst[0]).toBe(
      'Where is the assessment of economies of scale (COLL 6.6.21R(4))?',
    );
    expect(result.findings.find((f) => f.id === 'aov.missing.economies-of-scale')).toMatchObject({
      severity: 'high',
      citation: 'COLL 6.6.21R(4)',
    });
  });

  it('asks how costs compare when charges are set out without a market comparison', () => {
    const result = analyzeAov(sectionDoc(['afm-costs']), { maxQuestions: 20 });
    expect(findingIds(result)).toContain('aov.costs-without-comparison');
    expect(
      result.overall.questionsFirst.some((q) => q.includes('not compared with comparable market rates')),
    ).toBe(true);
  });

  it('questions a value-delivered conclusion when performance was below the benchmark', () => {
    const doc = buildDocument([
      [
        heading('Performance', 2),
        paragraph(
          'The fund returned 3.1% a year over five years, below its benchmark, which returned 5.6%. Overall we believe the fund delivered value.',
        ),
      ],
    ]);
    const result = analyzeAov(doc);
    expect(result.findings.find((f) => f.id === 'aov.performance-below-but-value')).toMatchObject({
      severity: 'high',
      page: 1,
      citation: 'COLL 6.6.21R(2)',
      quote: 'The fund returned 3.1% a year over five years, below its benchmark, which returned 5.6%.',
    });
  });

  it('does not question a performance shortfall the report rates red and acts on', () => {
    const doc = buildDocument([
      [
        heading('Performance', 2),
        paragraph(
          'The fund underperformed its benchmark by 2.5% a year over five years. We have rated performance red. We will replace the sub-adviser by 30 June 2025.',
        ),
      ],
    ]);
    const result = analyzeAov(doc);
    expect(findingIds(result)).not.toContain('aov.performance-below-but-value');
    expect(consideration(result, 'performance')).toMatchObject({ rating: 'red', actionStated: true });
  });

  it('asks for evidence when every consideration is rated green without figures', () => {
    const blocks: Block[] = [];
    for (const def of CONSIDERATIONS) {
      blocks.push(
        heading(`${def.name} – Green`, 2),
        paragraph('We reviewed this area and are satisfied that it delivers value for investors.'),
      );
    }
    const result = analyzeAov(buildDocument([blocks]));
    expect(result.overall.coveredCount).toBe(7);
    expectEvery(result.considerations, (c) => c.rating === 'green');
    expect(findingIds(result)).toContain('aov.all-green-unsupported');
    expect(
      result.overall.questionsFirst.some((q) => q.startsWith('Every consideration is rated green')),
    ).toBe(true);
  });
});

describe('a complete synthetic Assessment of Value report', () => {
  const report = buildDocument(
    [
      [
        heading('Example Growth Fund', 1),
        heading('Assessment of Value report for the year ended 31 March 2025', 2),
        paragraph(
          'This report explains how Example Fund Managers Limited, the authorised fund manager, assessed whether the Example Growth Fund provides value, as COLL 6.6.20R requires at least once a year.',
        ),
        paragraph(
          'Overall, the board concluded that the fund has provided value to investors in every share class.',
        ),
        table([
          ['Consideration', 'Rating'],
          ['Quality of service', 'Green'],
          ['Performance', 'Amber'],
          ['AFM costs – general', 'Green'],
          ['Economies of scale', 'Green'],
          ['Comparable market rates', 'Green'],
          ['Comparable services', 'Green'],
          ['Classes of units', 'Amber'],
        ]),
      ],
      [
        heading('Quality of service', 2),
        paragraph(SECTION_TEXT['quality-of-service']),
        heading('Performance', 2),
        paragraph(
          'The fund returned 4.8% a year over five years after charges, against 5.1% for its benchmark. The fund underperformed its benchmark by 0.3% a year, and we concluded that performance needs improvement. We have placed the fund on our watch list and will review the manager’s process by December 2025.',
        ),
        heading('AFM costs – general', 2),
        paragraph(`${SECTION_TEXT['afm-costs']} Class A Accumulation pays 1.05% and the I Inc class 0.65%.`),
      ],
      [
        heading('Economies of scale', 2),
        paragraph(SECTION_TEXT['economies-of-scale']),
        heading('Comparable market rates', 2),
        paragraph(SECTION_TEXT['comparable-market-rates']),
        heading('Comparable services', 2),
        paragraph(SECTION_TEXT['comparable-services']),
        heading('Classes of units', 2),
        paragraph(
          `${SECTION_TEXT['classes-of-units']} We will convert holders of the A Acc class to the cheaper GBP Acc class from 1 July 2025.`,
        ),
        list(['Class A Accumulation: 1.05%', 'Class I Income: 0.65%']),
      ],
    ],
    {
      metadata: {
        title: 'Example Growth Fund – Assessment of Value 2025',
        language: 'en-GB',
        isTagged: true,
      },
    },
  );
  const result = analyzeAov(report);

  it('covers all seven considerations, each with evidence, a page and a conclusion', () => {
    expect(result.overall).toMatchObject({ coveredCount: 7, missing: [], ratedCount: 7 });
    expect(result.considerations.map((c) => [c.id, c.coverage, c.rating])).toEqual([
      ['quality-of-service', 'section', 'green'],
      ['performance', 'section', 'amber'],
      ['afm-costs', 'section', 'green'],
      ['economies-of-scale', 'section', 'green'],
      ['comparable-market-rates', 'section', 'green'],
      ['comparable-services', 'section', 'green'],
      ['classes-of-units', 'section', 'amber'],
    ]);
    for (const c of result.considerations) {
      expect(c.evidence.length).toBeGreaterThan(0);
      expect(c.conclusionStated).toBe(true);
    }
    expect(consideration(result, 'economies-of-scale').headingPages).toEqual([3]);
    expect(consideration(result, 'performance')).toMatchObject({ actionStated: true });
    expect(consideration(result, 'classes-of-units').action!.page).toBe(3);
  });

  it('names the share classes and the fund', () => {
    expect(result.shareClasses.map((c) => c.name)).toEqual([
      'Class A Accumulation',
      'I Inc',
      'A Acc',
      'GBP Acc',
      'Class I Income',
    ]);
    expect(result.funds[0]).toMatchObject({ name: 'Example Growth Fund', page: 1 });
  });

  it('finds the assessment period and the overall conclusion', () => {
    expect(result.assessmentPeriod).toEqual({
      page: 1,
      quote: 'Assessment of Value report for the year ended 31 March 2025',
      period: 'year ended 31 March 2025',
    });
    expect(result.overallConclusion).toEqual({
      page: 1,
      quote:
        'Overall, the board concluded that the fund has provided value to investors in every share class.',
    });
  });

  it('raises no missing-consideration findings, and cites COLL in every finding', () => {
    expect(
      findingIds(result).filter((id) => id.startsWith('aov.missing') || id.startsWith('aov.empty')),
    ).toEqual([]);
    for (const f of result.findings) expect(f.citation).toMatch(/^COLL 6\.6\.2[01]R/);
  });

  it('is deterministic', () => {
    expect(analyzeAov(report)).toEqual(result);
  });
});

describe('report-level checks', () => {
  it('reports a missing assessment period, overall conclusion and share classes', () => {
    const doc = buildDocument([
      [heading('Quality of service', 2), paragraph(SECTION_TEXT['quality-of-service'])],
    ]);
    const result = analyzeAov(doc);
    expect(findingIds(result)).toEqual(
      expect.arrayContaining(['aov.no-period', 'aov.no-overall-conclusion', 'aov.no-share-classes']),
    );
    expect(result.overall.questionsFirst).toHaveLength(6);
  });
});
