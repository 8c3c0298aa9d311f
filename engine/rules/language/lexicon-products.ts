// Promotion concepts tied to a kind of product or claim: high-risk products and their prescribed warnings
// (cryptoassets, restricted mass market investments, CFDs), investments likened to savings, "protected" or
// "guaranteed" features and their limits, "free" claims and the costs that apply, testimonials of individual
// gains, and performance over less than a complete 12-month period.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

/** Modal and future words: a sentence about what will or may happen states no past performance. */
export const NOT_PAST = [
  'will',
  'shall',
  'aim',
  'target',
  'forecast',
  'project',
  'expect',
  'would',
  'could',
  'might',
  // "may" as a modal before its verb, not the month in "the year to 31 May".
  'may be|have|not|fall|rise|go|lose|vary|grow|return|achieve|deliver|increase|reach|continue|change',
  'next',
];

export const PRODUCT_SPECS = {
  'short-period-performance': {
    about: 'performance over less than a complete 12-month period: three months, year to date, last quarter',
    phrases: [
      '@perf|up ** NUM % ** over|in|during|across|for ** month|week|quarter|day',
      'month|week|quarter|day ** @perf|up ** NUM %',
      '@perf|up ** NUM % ** year_to_date|so_far_this_year',
      'last|this|previous|past quarter|month|week ~~ @perf|up|return',
    ],
    // "since March 2015" is a long period; "12 months" is caught by the rule's patterns, which read digits.
    except: ['since @month YEAR'],
    sentenceExcept: NOT_PAST,
    negation: 'ignore',
  },
  cryptoasset: {
    about: 'a cryptoasset: Bitcoin, Ether, stablecoins, tokens and other digital coins',
    phrases: [
      '@crypto',
      'token',
      'fan token',
      'digital asset|currency|coin|token',
      'crypto asset|currency|exchange',
      // A coin named with the trappings of a token (its app, wallet, price, holders), or money put into one.
      'coin ** app|wallet|exchange|price|holder|token|launch|presale|airdrop|community|be_up|be_move',
      'into|in_on ** coin',
      // Round six (issue 18): coins staked in a wallet, exchange or pool.
      'cashtag',
    ],
    except: [
      'cashtag ~~ share|stock|equity|nasdaq|nyse|earnings|ftse',
      'token gesture|amount|payment|sum|fee',
      '@tangible|sovereign|britannia|krugerrand|rare|commemorative|proof|bullion|collectible|royal_mint ** coin',
    ],
    negation: 'ignore',
    lowercase: ['token'],
  },
  'restricted-investment': {
    about:
      'a restricted mass market investment: peer-to-peer lending, mini-bonds, unlisted or crowdfunded shares, loan notes',
    phrases: [
      'peer to peer',
      'p2p',
      'mini bond',
      'minibond',
      'crowdfunding|crowdfund|crowd_funding',
      'loan note',
      'unlisted share|bond|company|business',
      'non readily realisable|realizable',
      'speculative illiquid',
    ],
    negation: 'ignore',
  },
  'high-risk-warning': {
    about: 'the prescribed high-risk warning: prepared to lose all the money you invest, not protected',
    phrases: [
      'prepared to lose all|everything',
      'high risk investment ~~ not_expect|unlikely ~~ protect',
      'take NUM min|minute to learn more',
    ],
    negation: 'ignore',
  },
  'leveraged-trading': {
    about: 'CFDs, spread bets and rolling spot forex: leveraged trading products',
    phrases: [
      'cfd',
      'contract for difference',
      'spread bet',
      'rolling spot',
      'leverage ** trade|forex|fx|position|product|account',
      'trade ** with|on ** leverage|margin',
    ],
    negation: 'ignore',
  },
  'cfd-warning': {
    about: 'the standardised CFD warning: the percentage of retail investor accounts that lose money',
    phrases: ['NUM % of retail ** account ** lose', 'high risk of lose money rapidly'],
    negation: 'ignore',
  },
  'savings-likeness': {
    about:
      'an investment likened to savings or cash: "a savings account that pays 8%", "as secure as the bank"',
    phrases: [
      'as safe|secure|good|solid ** as ** bank|cash|saving|savings|deposit',
      'instead of ** saving|savings|deposit|cash ** account|isa',
      'home for ** saving|savings',
      // Sixth round: money left in a bank or cash ISA set against the product, in fact or as a counterfactual.
      'compare|instead_of|rather_than ~~ leave|keep|park|hold ** it|money|cash|saving ** in ** a|the|your? ** bank|account|cash_isa|saving|savings',
      'smarter|better|safer|new home for your ** money|saving|cash',
      'your|the|a|high_street ** @savings ~~ pay|hand|give|offer|earn ** you? ** NUM|@paltry|nothing|little|peanuts',
      // Round six (issue 18): the same with the savings named bare at the start ("Banks pay you 1%.").
      '^ @savings ** pay|hand|give|offer|earn ** you? ** NUM|@paltry|nothing|little|peanuts',
      // Round seven (issue 18): safety likened to money kept in a bank ("as safe as keeping it in the bank").
      'as safe|secure|solid|good as ~~ bank|build_society|deposit|savings_account|cash_isa',
      // The average or typical savings account's rate quoted beside the product's.
      'typical|average|high_street ** @savings|account|isa ~~ NUM %',
    ],
    except: ['such as ** saving|savings'],
    hedges: 'ignore',
  },
  'savings-difference': {
    about: 'what makes the investment unlike savings: not a savings account, not covered like a deposit',
    phrases: [
      'unlike ** saving|savings|deposit|bank|cash',
      'not ** saving|savings account|deposit',
      'not ** compare|comparable ** saving|savings|deposit',
      'different ** risk',
    ],
    negation: 'ignore',
  },
  'protection-claim': {
    about: 'a product feature described as protected or guaranteed: capital protected, downside protection',
    phrases: [
      'capital|money|investment|original|initial ** be|stay|remain ** protect|guarantee|shield',
      'capital|principal protect|protection|guarantee|shield',
      'capital|principal|money|investment ** fully|completely|totally|entirely|wholly|NUM_% ** protect|guarantee|shield',
      'downside protection|shield',
      'protect plan|bond|investment|product|note|deposit',
      '@certain by',
      'protect|shield ** from|against ** fall|crash|loss|downturn|market',
      'crash|fall|downturn ** not ** touch|affect ** original|capital|investment|money',
      // Round thirteen (issue 18), by structure: a backstop named as a feature - a guarantee of a payment, a price or
      // a way out ("lifetime buy-back guarantee", "rent guarantee"), or the reader's money secured on real assets
      // ("every pound lent is secured on finished buildings"): each needs its limits stated.
      'buy_back|buyback|repurchase|resale|rent|rental|income|dividend|coupon|exit|price ** guarantee',
      'secure|back ** on|against ~~ property|build|buildings|asset|land|home|house|bricks|real_estate|first_charge|mortgage',
    ],
    except: [
      'protect ** against|from inflation',
      'data|investor|consumer|deposit protection',
      'protection scheme',
      'guarantee by ** government|state|treasury',
    ],
    sentenceExcept: ['fscs', 'compensation scheme', 'client money', 'segregate', 'annuity'],
    hedges: 'ignore',
  },
  'protection-limits': {
    about: 'the limits of a protection: what happens if the backer fails, the conditions, the loss possible',
    phrases: [
      'if|should ~~ fail|default|insolvent|go_bust|collapse|bust',
      'unless ~~ fall|drop',
      'lose ** some|all|part|capital|money',
      'counterparty|issuer|credit risk',
      'not guarantee',
      'no guarantee',
      'only ** at|on ** maturity|end of the term',
    ],
    negation: 'ignore',
  },
  'cost-free-claim': {
    about: 'a claim that investing costs nothing: commission-free, zero fees, free trading',
    phrases: [
      'commission|fee|charge|cost free',
      'no|zero * commission|fee|charge|cost',
      'free trade|invest|deal',
    ],
    except: ['no * commission|fee|charge|cost ~~ for ** exit|early|leave|transfer|cancel'],
    sentenceExcept: ['tax', 'nothing to do with'],
    negation: 'ignore',
  },
  'charges-disclosure': {
    about: 'the costs that do apply: spreads, exchange fees, other charges',
    phrases: [
      'spread',
      'fee|charge|cost ** apply|applies|payable|charged',
      'NUM % ** fee|charge|cost',
      'other|additional|further ** fee|charge|cost',
      'exchange|fx|currency|conversion fee|charge|cost',
      // The charge stated as the firm's act or as the product's own (issue 26, clean look-alikes): "we charge
      // 0.25% a year", "the funds have their own charges".
      'charge|deduct NUM %',
      'own fee|charge|cost',
    ],
    negation: 'ignore',
  },
  testimonial: {
    about: 'an individual investor\'s gains told as a story: "I turned £500 into £6,000", "he retired at 58"',
    phrases: [
      'i|he|she|we|they ** turn|make|earn|gain|profit|pocket|bank|net ** CUR NUM',
      'sell ** for CUR NUM',
      'enough to retire|quit',
      'retire ** at NUM|early ~~ after|thanks|invest',
      'help ** me|him|her ** make|earn ** CUR',
      '^ make|turn|earn|bank|pocket|net CUR NUM',
      'life ** change',
    ],
    negation: 'ignore',
  },
  'not-typical': {
    about: 'a statement that an individual result is not typical, or that many investors lose',
    phrases: [
      'not typical|representative|usual',
      'result|return|experience ** vary|differ',
      'most|many ** investor|customer|people|trader|client ** lose',
      'individual result',
    ],
    negation: 'ignore',
  },
} as const satisfies Record<string, ConceptSpec>;
