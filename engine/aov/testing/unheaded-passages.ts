/**
 * Passages for issue 28's two AoV misses, written in the manner of published UK Assessment of Value reports
 * (plain-language headings, a consideration assessed in a report's own words) without reusing the engine's
 * own cue words on purpose. The corpus holds no UK AoV report (corpus MANIFEST), so these paraphrase the
 * style of such reports as a person writes them. `heldOut` passages were written before the fix and never
 * tuned on: they measure whether the reading generalises.
 */
import type { ConsiderationId } from '../considerations.ts';

export interface Passage {
  name: string;
  heading: string;
  paragraphs: string[];
  consideration: ConsiderationId;
  /** What a person reads: the consideration assessed, or (future plans only) not assessed. */
  expected: 'assessed' | 'not-assessed';
  heldOut: boolean;
}

export const PASSAGES: readonly Passage[] = [
  // economies of scale, no regulatory heading
  {
    name: 'fee breaks as assets pass thresholds',
    heading: 'Do investors benefit as the fund grows?',
    paragraphs: [
      'The annual management charge steps down as the fund gets larger. Once assets pass £1 billion, the charge on the amount above that level falls from 0.75% to 0.70%, and it falls again above £2 billion. The fund held £1.4 billion at the year end, so investors paid a blended rate of 0.735%.',
    ],
    consideration: 'economies-of-scale',
    expected: 'assessed',
    heldOut: false,
  },
  {
    name: 'fixed costs spread over more money',
    heading: 'Sharing the savings that come with size',
    paragraphs: [
      'Some of the costs of running the fund, such as the audit and depositary fees, are fixed, so each investor’s share of them shrinks as more money is invested. Over the year the fund’s assets rose from £310 million to £420 million and these fixed costs fell from 0.06% to 0.04% of the fund’s value, which flowed straight through to a lower ongoing charge.',
    ],
    consideration: 'economies-of-scale',
    expected: 'assessed',
    heldOut: false,
  },
  {
    name: 'fee lowered after growth',
    heading: 'Getting bigger',
    paragraphs: [
      'We lowered the annual fee from 0.85% to 0.80% in July after the fund’s assets went above £750 million. We think investors are now sharing fairly in the savings that come from the fund’s growth.',
    ],
    consideration: 'economies-of-scale',
    expected: 'assessed',
    heldOut: false,
  },
  // comparable services, no regulatory heading
  {
    name: 'separate accounts for pension funds',
    heading: 'What do our other clients pay?',
    paragraphs: [
      'We also manage money in the same way for a small number of pension funds through separate accounts. Those clients pay between 0.30% and 0.45% a year, less than the 0.65% paid in this fund, but they meet their own administration, dealing and reporting costs. Allowing for this, we judged the difference to be reasonable.',
    ],
    consideration: 'comparable-services',
    expected: 'assessed',
    heldOut: false,
  },
  {
    name: 'separately managed accounts, same approach',
    heading: 'Fees charged elsewhere in the group',
    paragraphs: [
      'Our charges for this fund were set beside what we charge separately managed accounts that follow the same investment approach. After adjusting for the extra costs of running a fund open to the public, the fee was broadly the same, and we concluded it is fair.',
    ],
    consideration: 'comparable-services',
    expected: 'assessed',
    heldOut: false,
  },
  {
    name: 'discretionary service for wealth clients',
    heading: 'Is the fund charged fairly next to our other business?',
    paragraphs: [
      'Our investment team runs an equivalent portfolio for private clients of our wealth business on a discretionary basis. The fee of 0.95% for that service is higher than the fund’s 0.50% because those clients receive bespoke advice and reporting.',
    ],
    consideration: 'comparable-services',
    expected: 'assessed',
    heldOut: false,
  },
  // quality of service that only promises future work
  {
    name: 'reviews and improvements promised',
    heading: 'Quality of service',
    paragraphs: [
      'We will review the service provided by our transfer agent during the coming year. We plan to improve the way investors can reach us online, with the aim of answering 90% of calls within 30 seconds, and intend to publish service statistics in next year’s report.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: false,
  },
  {
    name: 'a portal expected next year',
    heading: 'Service quality',
    paragraphs: [
      'Over the next twelve months we are going to look again at how quickly we respond to complaints. We expect to introduce a new investor portal in 2025, and we believe it will make dealing with us simpler and quicker than today.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: false,
  },
  {
    name: 'a review planned',
    heading: 'Range and quality of services',
    paragraphs: [
      'A full review of our third-party administrator is planned for next year. We aim to improve the clarity of our statements and will seek feedback from investors on the service they receive. We are confident these changes will raise our standards further.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: false,
  },
  // controls: evidence of the year, with plans beside it, is still an assessment
  {
    name: 'call figures with a plan beside them',
    heading: 'Quality of service',
    paragraphs: [
      'We answered 94% of calls within 20 seconds during the year and resolved most complaints within five days. We will also review our online services next year.',
    ],
    consideration: 'quality-of-service',
    expected: 'assessed',
    heldOut: false,
  },
  // held out: written before the fix, never tuned on
  {
    name: 'held out: custody savings from inflows',
    heading: 'Does size bring savings for you?',
    paragraphs: [
      'As more money has come into the fund we have negotiated lower custody fees, cutting costs to investors by around 0.01% a year. A reduced management fee applies automatically to holdings in the fund above £500 million.',
    ],
    consideration: 'economies-of-scale',
    expected: 'assessed',
    heldOut: true,
  },
  {
    name: 'held out: professional investors appointing us directly',
    heading: 'How this compares with what professional investors pay us',
    paragraphs: [
      'Large professional investors who appoint us directly to run a similar portfolio pay a fee of 0.40%, against 0.60% for this fund; the difference reflects the cost of the daily dealing, registration and investor communications that the fund provides.',
    ],
    consideration: 'comparable-services',
    expected: 'assessed',
    heldOut: true,
  },
  {
    name: 'held out: call centre review intended',
    heading: 'Service to investors',
    paragraphs: [
      'In the year ahead we intend to carry out a detailed review of our call centre, and we will consider whether to extend its opening hours. We are also committed to making our letters easier to read.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: true,
  },
  {
    name: 'held out: investor views to be sought',
    heading: 'Looking after our investors',
    paragraphs: [
      'Next year we will ask investors for their views on our service, and we hope to use their answers to shape improvements to our website.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: true,
  },
  {
    name: 'held out: a new provider expected to cut errors',
    heading: 'Quality of service',
    paragraphs: [
      'From next spring we are going to move our dealing and registration to a new provider, which we expect to reduce processing errors by a third. We believe this will give investors a better experience than they have today.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: true,
  },
  {
    name: 'held out: service targets for 2025',
    heading: 'Range and quality of services',
    paragraphs: [
      'We intend to cut the time it takes to settle a sale to two working days, and to answer 95% of emails within 24 hours, by the end of 2025.',
    ],
    consideration: 'quality-of-service',
    expected: 'not-assessed',
    heldOut: true,
  },
];
