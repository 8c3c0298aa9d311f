// Sustainability and regulatory status: green claims and their evidence, absolute claims, net zero targets
// and plans, unregulated investments and their disclosure.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

export const SUSTAINABILITY_SPECS = {
  'green-claim': {
    about: 'a vague environmental or sustainability claim: green future, planet-positive, eco-friendly',
    phrases: [
      'green|greener|sustainable|eco|ethical|responsible|clean ** future|tomorrow|planet|world|choice|investment|money|pension|isa|saving|portfolio|bank|card|conscience',
      'planet|nature|climate|earth positive|friendly',
      'eco friendly',
      'care ** about ** planet|tomorrow|future|environment|world|climate',
      'commitment to ** green|greener|sustainable|better ** future|world|planet',
      'make ** difference to the? ** world|planet|environment|future|climate',
      'do good',
      'guilt free',
      'save|protect|heal ** the planet|world|earth|environment',
      'better world|planet|place|tomorrow',
      'plant ** tree',
      'force for good',
      'conscience',
      'kind ** planet|environment|earth|nature',
      'good for ** planet|people|environment|earth|nature',
      'conscious|sustainable invest|investing|choice',
      'future proof',
    ],
    except: ['sustainable income|dividend|growth|return|yield|payout|level|rate|basis'],
    // "…and neither does our commitment to a greener future" is still the claim.
    negation: 'ignore',
    lowercase: ['green', 'greener', 'clean'],
  },
  'green-evidence': {
    about: 'evidence for a sustainability claim: a measured result, criteria, exclusions, certification',
    phrases: [
      'NUM % ~~ carbon|emission|revenue|turnover|fossil|coal|oil|gas|renewable|intensity|energy|waste|water|tonne|footprint|deforestation',
      'carbon|emission|intensity|footprint ~~ NUM %',
      'exclude|exclusion|screen|criteria|methodology|certify|certification|verify|audit|sbti|tonne|co2|co2e|policy|report|disclosure|paris|sdg|msci|sustainalytics',
      'science base',
      'scope NUM',
    ],
    negation: 'ignore',
  },
  'absolute-green-claim': {
    about: 'an absolute environmental claim: zero impact, 100% green, carbon neutral, fossil-free',
    phrases: [
      'zero|no|nil|without ** environmental|carbon|climate|ecological ** impact|footprint|emission|harm',
      'zero emission|carbon|impact',
      'NUM_%|fully|completely|totally|entirely|truly|wholly ** green|clean|sustainable|ethical|renewable|carbon_free|fossil_free',
      'carbon|climate neutral|positive|negative',
      'fossil free',
      'fossil fuel free',
      'carbon|emission|emissions|waste|pollution free',
      'zero waste',
      'fully|completely|100 ** offset',
      'no|not ** harm ** planet|environment|climate|nature',
      'greenest',
      'eco|environmentally friendly',
    ],
    except: [
      'carbon|climate neutral by|before|target|commitment|goal',
      'commit|pledge|aim|target|ambition|goal|journey|path|transition ~~ carbon_neutral|climate_neutral',
    ],
  },
  'net-zero-target': {
    about: 'a net zero or carbon neutral target or commitment',
    phrases: [
      'net_zero|carbon_neutral|climate_neutral ** by|before YEAR',
      'commit|pledge|aim|target|ambition|goal|promise|journey|path|transition|align|support|help ~~ net_zero|carbon_neutral',
      'net zero target|commitment|ambition|goal|pledge|strategy|transition|alignment|pathway',
    ],
    negation: 'ignore',
  },
  'transition-plan': {
    about:
      'a plan behind a target: interim cuts, a transition plan, engagement and voting, progress reported',
    phrases: [
      'cut|reduce|lower|halve|decarbonise|decarbonize ** NUM %',
      'NUM % ** cut|reduction|reduce|lower|decrease',
      'interim|milestone',
      'transition plan',
      'report|publish ** progress',
      'sbti',
      'science base',
      'vote|engage|engagement|escalate',
      'carbon intensity',
      'scope NUM',
    ],
    negation: 'ignore',
  },
  'unregulated-asset': {
    about: 'an investment outside FCA regulation: cryptoassets, bullion, wine, whisky and similar',
    phrases: [
      '@crypto',
      'fan token',
      'digital asset|currency|coin',
      'precious metal',
      'cask',
      'classic car',
      'fine art',
      'invest|investment|buy|own|add|trade|hold|store|collect|vault|portfolio|deliver ** @tangible',
      '@tangible ** investment|coin|bar|portfolio|fund|price|value|asset|be_the_new',
    ],
    negation: 'ignore',
    lowercase: [
      'gold',
      'silver',
      'bullion',
      'wine',
      'whisky',
      'whiskey',
      'coin',
      'token',
      'diamond',
      'platinum',
    ],
  },
  'unregulated-disclosure': {
    about: 'a statement that the product is not regulated or not protected by the FSCS or the Ombudsman',
    phrases: [
      'not ** regulate',
      'unregulated',
      'not ** cover|protect ** fscs|compensation|ombudsman',
      'no ** fscs|compensation|ombudsman',
      'unlikely ** protect',
      'not protect',
    ],
  },
} as const satisfies Record<string, ConceptSpec>;
