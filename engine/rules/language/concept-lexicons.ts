// The concepts the rule packs can test (check type `concept`), each as lemma patterns (syntax in lexicon.ts)
// with how negation, hedges, questions and reported speech bear on it, kept in eight files by kind
// (lexicon-certainty.ts, lexicon-claims.ts, lexicon-pressure.ts, lexicon-play.ts, lexicon-comparisons.ts,
// lexicon-warnings.ts, lexicon-sustainability.ts, lexicon-products.ts). Written from what each concept means — the
// FCA's and ASA's descriptions of the breach — not from any one test's wording. Data only.
import { CERTAINTY_SPECS } from './lexicon-certainty.ts';
import { CLAIM_SPECS } from './lexicon-claims.ts';
import { COMPARISON_SPECS } from './lexicon-comparisons.ts';
import { SUSTAINABILITY_SPECS } from './lexicon-sustainability.ts';
import { WARNING_SPECS } from './lexicon-warnings.ts';
import type { WordSets } from './lexicon.ts';
import { PLAY_SPECS, PLAY_WORD_SETS } from './lexicon-play.ts';
import { PRESSURE_SPECS, PRESSURE_WORD_SETS } from './lexicon-pressure.ts';
import { PRODUCT_SPECS } from './lexicon-products.ts';
import { WORDNET_SETS } from './wordnet-sets.generated.ts';

export const WORD_SETS: WordSets = {
  ...WORDNET_SETS,
  ...PLAY_WORD_SETS,
  ...PRESSURE_WORD_SETS,
  /** What an investor puts in or gets back. */
  value: `return income growth yield coupon interest profit gain money capital saving investment pot pension
    portfolio fund payout dividend wealth penny cash principal stake deposit`.split(/\s+/),
  you: 'you your investor client customer member saver'.split(' '),
  up: `rise grow climb soar increase gain jump surge rocket double treble triple quadruple rally appreciate
    outperform`.split(/\s+/),
  down: 'fall drop decline decrease crash plunge slump collapse'.split(' '),
  /** Verbs of a value going down or being lost (round thirteen): negated, with a holding as subject, a safety
   * claim ("the unit price never goes down"). */
  fall: `fall drop decline decrease dip sink shrink slide slip tumble depreciate crash plunge slump collapse
    go_down lose lose_value`.split(/\s+/),
  /** What the reader holds, as the subject of a claim about its value: the product, its units, price or capital. */
  holding:
    `fund plan bond note trust portfolio investment product pension pot saving savings capital principal
    money stake deposit price value unit nav share_price unit_price`.split(/\s+/),
  /** Nouns that name the product a pronoun can stand for in the next clause ("your fund … it will grow"). */
  product: `fund plan bond note trust portfolio investment product pension pot isa scheme account sipp
    annuity_alternative tracker etf`.split(/\s+/),
  certain: 'guarantee assure promise'.split(' '),
  gain: `return gain growth profit wealth opportunity upside rally potential money payout income riches win
    performance`.split(/\s+/),
  offer: `investment way return rate choice fund platform provider deal option price fee charge value
    performer performance product place isa pension manager app broker account bond portfolio yield income
    tip service team`.split(/\s+/),
  /** Who or what a product is set against (COBS 4.5.6R): other providers and products, savings, the market,
   * peers, an index, other asset classes, human advice. */
  rival: `bank savings saving account cash competitor competition rival other others anyone everyone average
    typical provider platform broker adviser advisor human street society rest traditional elsewhere current
    isa peer sector index market share stock equity bond property gold silver deposit app pension
    buy_to_let premium_bond`.split(/\s+/),
  /** Who sells what a product is set against, when a comparison names them by kind ("the big-name houses"). */
  provider:
    `bank platform provider broker adviser advisor competitor rival app house firm manager player name isa
    account fund society lender`.split(/\s+/),
  /** A rival, or where the reader's money sits now, said to do badly ("your pension's been limping along"). */
  lag: `crawl limp stall struggle flatline dawdle plod stagnate languish flounder trudge tread_water
    sit_idle gather_dust wobble stutter sputter dwindle wither`.split(/\s+/),
  /** Everyday small spends, snacks and idle moments that investing is set beside when it is trivialised. */
  treat:
    `coffee flat_white latte cappuccino pizza burger takeaway meal meal_deal sandwich dinner lunch breakfast
    brunch netflix box_set series bus train kettle commute queue tea cuppa toast playlist`.split(/\s+/),
  /** A crowd said to be investing already, as pressure to join it. */
  crowd: `half everyone everybody most neighbour colleague friend office mate`.split(/\s+/),
  /** Where savings are held, when an investment is set against them. */
  savings: 'bank build_society saving savings deposit cash_isa savings_account current_account'.split(' '),
  /** Evaluative comparatives: the product said to be better, not merely different ("more smaller companies"). */
  better: `better cheaper smarter safer stronger faster quicker greater superior wiser easier simpler richer
    fairer bigger greener cleaner kinder`.split(/\s+/),
  /** Verbs of doing better than a rival. */
  outdo:
    `beat outperform outpace outshine outstrip outdo eclipse trounce thrash overtake outrun outearn outgrow
    outclass outdistance`.split(/\s+/),
  /** What a rival is said to pay when it is belittled ("banks pay next to nothing"). */
  paltry: `peanuts pittance next_to_nothing measly paltry miserly derisory meagre pitiful pathetic
    half_a_%`.split(/\s+/),
  /** Verbs of holding a view about what will happen. */
  predict: 'see expect predict forecast project anticipate believe reckon tip call think'.split(' '),
  /** Verbs of a value reaching a level. */
  reach: `reach hit top surpass break pass climb_to rise_to soar_to jump_to be_worth double treble triple
    quadruple`.split(/\s+/),
  /** What produces a simulated record: a model or rule set, not an investment anyone held. */
  system: `strategy model system algorithm approach method formula rule signal portfolio index benchmark robot
    bot screen ai`.split(/\s+/),
  /** Fractions and multiples used to set one figure against another's. */
  ratio: 'half third quarter tenth fraction twice double triple treble'.split(' '),
  /** What is in short supply in a scarcity claim. */
  supply: `place spot space seat unit stock supply ticket allocation bond cask share token plot slot
    invitation membership tranche issue round`.split(/\s+/),
  /** A near, relative deadline ("tonight", "in 72 hours"); a dated deadline is a plain fact. */
  soon: `soon tonight tomorrow midnight today weekend monday tuesday wednesday thursday friday saturday
    sunday`.split(/\s+/),
  /** Verbs of an offer ending or running out. */
  close: 'close end expire finish shut vanish disappear go run_out sell_out fill'.split(' '),
  /** The words that carry a risk or a warning. */
  warning: `risk warning danger downside loss small_print fine_print disclaimer caveat legalese`.split(/\s+/),
  /** The natural world an absolute environmental claim says the product serves. */
  planet: 'planet earth nature environment climate world'.split(' '),
  /** What an absolute green claim says is wholly absent. */
  pollutant: `fossil fossil_fuel coal oil gas carbon emission co2 greenhouse_gas pollution plastic waste
    deforestation`.split(/\s+/),
  /** Verbs of performance achieved. */
  perf: `rise grow climb soar increase gain jump surge rocket double treble triple quadruple rally appreciate
    outperform return deliver make earn achieve produce post generate compound`.split(/\s+/),
  asset: `bitcoin crypto ether ethereum price rate market share stock gold silver property house value index
    fund portfolio investment money pot saving return`.split(/\s+/),
  crypto:
    `bitcoin btc crypto cryptocurrency cryptoasset ethereum nft stablecoin altcoin memecoin dogecoin solana
    xrp cardano shiba ether eth sol usdt usdc bnb doge ada ltc`.split(/\s+/),
  tangible: 'gold silver bullion wine whisky whiskey coin token diamond platinum'.split(' '),
  /** Collectibles sold as investments (outside FCA regulation). */
  collectible: 'art artwork print painting sculpture stamp watch handbag classic_car'.split(' '),
  // Round nine (issue 18): the Gulf currencies and the other common ISO codes.
  currency:
    `dollar euro yen franc usd eur jpy chf renminbi yuan rupee dirham riyal dinar aed sar qar aud cad nzd
    hkd sgd`.split(/\s+/),
  month: `january february march april may june july august september october november december`.split(/\s+/),
};

export type Handling = 'undoes' | 'ignore';

export interface ConceptSpec {
  /** What the concept is, in a sentence (shown in rule documentation). */
  about: string;
  phrases: readonly string[];
  /** Phrases that state the concept only beside something else: each counts only when one of `near` stands
   * within `within` sentences (a dismissal such as "blah blah" or "or is it?" next to a risk warning). */
  beside?: { phrases: readonly string[]; near: readonly string[]; within: number };
  /** A match overlapping one of these is not the concept ("risk-free rate", "best interests"). */
  except?: readonly string[];
  /** A sentence matching one of these holds no statement of the concept ("guaranteed annuity"). */
  sentenceExcept?: readonly string[];
  /** Negation before the phrase in its clause undoes it (default). */
  negation?: Handling;
  /** Hedges in the clause: all undo it (a possibility is not a certainty), only aims undo it, or none. */
  hedges?: 'undo' | 'aims-undo' | 'ignore';
  /** Questions are not statements ("Is my money safe?"); default keep (rhetorical questions claim). */
  skipQuestions?: boolean;
  /** A conditional clause ("if the account offers 1%") states no benefit. */
  conditionalUndoes?: boolean;
  /** Someone else's view ("some say…") states nothing of the communication's own (default skip); keep it
   * where attributing a view is itself the device ("some call it too risky") or the basis of a claim. */
  reported?: 'skip' | 'keep';
  /** Generic words that also name firms ("Meridian Coin Exchange Ltd") count only in lower case. */
  lowercase?: readonly string[];
}
export const CONCEPT_SPECS = {
  ...CERTAINTY_SPECS,
  ...CLAIM_SPECS,
  ...PRESSURE_SPECS,
  ...PLAY_SPECS,
  ...COMPARISON_SPECS,
  ...WARNING_SPECS,
  ...SUSTAINABILITY_SPECS,
  ...PRODUCT_SPECS,
};

export type ConceptName = keyof typeof CONCEPT_SPECS;
export const CONCEPT_NAMES = Object.keys(CONCEPT_SPECS) as [ConceptName, ...ConceptName[]];
