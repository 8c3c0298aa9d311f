// The panel the outside QA set is asked of: four of the default personas (server/src/db/seed/seed-personas.ts),
// so each question is answered at every knowledge level, with and without vulnerability and accessibility
// needs. Knowledge changes how a persona reads jargon, not whether it sees a plainly stated fact. The engine
// may not import the server, hence the copy of the fields the simulator reads.
import type { SimPersona } from '../simulate.ts';

export const QA_PANEL: readonly SimPersona[] = [
  {
    name: 'Doreen Whitaker',
    age: 78,
    financialKnowledge: 'Beginner: her late husband handled all the family’s investments',
    vulnerability: true,
    vulnerabilityDrivers: ['life_events', 'health'],
    accessibilityNeeds: ['low-vision'],
    speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'long' },
    motivations: ['keeping the money safe for her grandchildren', 'a steady income to top up her pension'],
    concerns: [
      'being taken advantage of',
      'whether the fees are eating into the money',
      'print too small to read',
    ],
  },
  {
    name: 'Sophie Clarke',
    age: 24,
    financialKnowledge: 'Beginner: knows what an ISA is and little else',
    vulnerability: false,
    vulnerabilityDrivers: [],
    accessibilityNeeds: ['dyslexia'],
    speechStyle: { confidence: 'medium', technicalTerms: 'avoids', sentenceLength: 'short' },
    motivations: ['buying a first home', 'investing in line with her values'],
    concerns: ['greenwashing', 'walls of text'],
  },
  {
    name: 'David Lloyd',
    age: 58,
    financialKnowledge: 'Intermediate: has held a few funds through his workplace scheme',
    vulnerability: true,
    vulnerabilityDrivers: ['life_events', 'resilience'],
    accessibilityNeeds: [],
    speechStyle: { confidence: 'medium', technicalTerms: 'some', sentenceLength: 'medium' },
    motivations: ['an income to bridge the years to his pension'],
    concerns: ['losing the redundancy money'],
  },
  {
    name: 'Oliver Bennett',
    age: 52,
    financialKnowledge: 'Professional: twenty years managing bond funds',
    vulnerability: false,
    vulnerabilityDrivers: [],
    accessibilityNeeds: [],
    speechStyle: { confidence: 'high', technicalTerms: 'fluent', sentenceLength: 'medium' },
    motivations: ['keeping costs to a minimum', 'clear evidence for every claim'],
    concerns: ['performance shown without a benchmark', 'sustainability claims without evidence'],
  },
];
