/**
 * The seven considerations of COLL 6.6.21R that an authorised fund manager's assessment of value must
 * cover (COLL 6.6.20R is the duty to assess at least annually; COLL 4.5.7R(8) requires the public report).
 * Patterns are data: a heading pattern finds the section, a mention pattern finds the topic in prose, and
 * cues find it in a report's own words ("How our fees compare", "Bigger fund, lower price"), sentence by
 * sentence: a cue only counts in a sentence that also carries substance (a figure, a comparison, a
 * conclusion), so a passing word is not an assessment.
 */

export type ConsiderationId =
  | 'quality-of-service'
  | 'performance'
  | 'afm-costs'
  | 'economies-of-scale'
  | 'comparable-market-rates'
  | 'comparable-services'
  | 'classes-of-units';

export interface ConsiderationDefinition {
  id: ConsiderationId;
  /** Paragraph of COLL 6.6.21R. */
  paragraph: number;
  name: string;
  citation: string;
  /** What the consideration asks, in a sentence, for suggestions. */
  asks: string;
  heading: RegExp;
  mention: RegExp;
  /** Plain-language words for the topic, read per sentence alongside the mention pattern. */
  cue: RegExp;
  /**
   * The topic described rather than named: a sentence (with the one before it, for "those clients") that
   * carries a word from every group is about it ("the charge falls as assets pass £1 billion": size, charge,
   * a reduction). Unless `unless` matches, which names a neighbouring topic the same words describe.
   */
  concept?: { groups: readonly RegExp[]; unless?: RegExp };
  /**
   * Words that make a sentence about the consideration, beyond its heading, mention and cue patterns (issue 30,
   * item 7a): evidence quoted for it must be about it.
   */
  topic: RegExp;
  /**
   * Sentences that use the consideration's words for something else (a fund's carbon rating "outperforms",
   * a performance fee's hurdle): never its evidence, unless `offTopicUnless` also matches.
   */
  offTopic?: RegExp;
  offTopicUnless?: RegExp;
}

/** What investors pay: shared by the concepts of the charge-related considerations. */
const CHARGE_WORDS = /\b(?:charges?|charged|fees?|costs?|AMC|OCF|expenses?|pay|paid)\b/i;

export const CONSIDERATIONS: readonly ConsiderationDefinition[] = [
  {
    id: 'quality-of-service',
    paragraph: 1,
    name: 'Quality of service',
    citation: 'COLL 6.6.21R(1)',
    asks: 'the range and quality of services provided to unitholders',
    heading:
      /\bquality of (?:the )?services?\b|\bservice quality\b|\bquality and (?:range of )?services?\b|\brange and quality\b|^(?:\d+[.)]?\s*)?quality(?: of service)?$/i,
    mention:
      /\bquality of (?:the )?services?\b|\bservice quality\b|\brange and quality\b|\b(?:customer|client|investor|unitholder|shareholder|administration|administrative) services?\b|\bservice (?:standards?|levels?|providers?)\b|\bcomplaints?\b/i,
    cue: /\b(?:calls?|phone|helpline|complaints?|administrat(?:or|ion)|dealing|pricing errors?|(?:our|the|customer|client|investor|administrative) services?|looked after|respon(?:d|ded|se) times?|satisfaction|statements? (?:sent|issued)|help (?:you|we)|the help you)\b/i,
    topic:
      /\b(?:servic\w*|complain\w*|call(?:s|ers?)?|dealing|administ\w*|investors?|unitholders?|shareholders?|customers?|clients?|satisf\w*|errors?|respon\w*|reporting|communicat\w*|website|statements?|queries|query|oversight|governance|operational|delegates?|third[- ]part\w*|stewardship|engagement|risk management|breaches?|complaint)\b/i,
  },
  {
    id: 'performance',
    paragraph: 2,
    name: 'Performance',
    citation: 'COLL 6.6.21R(2)',
    asks: 'the performance of the scheme, after charges, against its objectives, policy and strategy over an appropriate timescale',
    heading: /\bperformance\b(?!\s+fees?)|\binvestment returns?\b/i,
    mention:
      /\bperformance\b(?!\s+fees?)|\boutperform|\bunderperform|\breturns?\b.{0,40}\b(?:benchmark|target|objective|comparator|sector)\b/i,
    cue: /\b(?:return(?:s|ed)?|grew|growth|performed (?:well|poorly|better|worse|in line)|performance(?!\s+fees?)|beat|lagged|fell behind|ahead of (?:its|the) (?:benchmark|target|index)|(?:what|how much) you (?:earned|made)|objective|benchmark|target return)\b/i,
    topic:
      /\b(?:return\w*|perform(?:ance|ed|s|ing)?|outperform(?:ance|ed|s|ing)?|underperform(?:ance|ed|s|ing)?|benchmark\w*|index|indices|objectives?|targets?|comparators?|sector|deliver\w*|gain\w*|loss(?:es)?|lost|gr[eo]w\w*|fell|fall(?:s|ing)?|rose|ris(?:e|es|ing)|ahead|behind|beat|lag\w*|NAV|net asset value|(?:unit|share) price|annuali[sz]ed|cumulative|after charges|volatil\w*)\b/i,
    // a fund's carbon or ESG "performance" (a carbon risk rating's Laggard, Medium Performer, Outperformer and Leader
    // issuers), or a performance fee's mechanics (its hurdle, the "fonds fictif" it is measured against), is not
    // the fund's investment performance
    offTopic:
      /\b(?:carbon|climate|ESG|emissions?|greenhouse|WACI|sustainab\w*|SFDR|taxonomy|temperature|controvers\w*|decarboni[sz]\w*|net zero|performance fees?|commission de (?:sur)?performance|surperformance|high[- ]?water ?mark|hurdle|crystalli[sz]\w*|fonds fictif|frais de gestion variables|laggards?|medium performers?|outperformers?)\b/i,
    offTopicUnless:
      /\b(?:total returns?|returned|after charges|net of (?:fees|charges)|NAV|net asset value)\b/i,
  },
  {
    id: 'afm-costs',
    paragraph: 3,
    name: 'AFM costs – general',
    citation: 'COLL 6.6.21R(3)',
    asks: 'whether each charge is reasonable given the cost to the AFM (or its delegates) of providing the service it pays for',
    heading:
      /\b(?:AFM|ACD|authorised (?:fund|corporate) (?:manager|director)'?s?|manager'?s?)\s+costs?\b|\bcosts?\s*(?:[-–—:]\s*)?general\b|\bcosts? and charges\b|\bcharges\b|\bcosts?\b|\bfees\b/i,
    mention:
      /\b(?:AFM|ACD)'?s? costs?\b|\bcosts? (?:of|to) (?:the )?(?:AFM|ACD|manager)\b|\bcost of (?:running|providing|managing)\b|\bongoing charges?(?: figure)?\b|\bOCF\b|\bannual management charges?\b|\bAMC\b|\b(?:fees?|costs?) and charges\b|\bcharges? (?:is|are|were|was)\b|\bcosts? (?:is|are|were|was)\b/i,
    cue: /\b(?:charges?|charged|fees?|costs?|OCF|ongoing charges?|you pay|we pay|depositary|auditor|price (?:you|we) (?:pay|charge)|expenses?)\b/i,
    topic:
      /\b(?:costs?|charg\w*|fees?|expenses?|OCF|AMC|pa(?:y|id|ying)|spen[dt]\w*|budget|depositary|auditors?|custod\w*|reasonable|value for money|ACD|AFM|margins?|profit\w*)\b/i,
  },
  {
    id: 'economies-of-scale',
    paragraph: 4,
    name: 'Economies of scale',
    citation: 'COLL 6.6.21R(4)',
    asks: 'whether savings and benefits from economies of scale are passed on to investors',
    heading: /\beconom(?:y|ies) of scale\b|\bscale\b/i,
    mention:
      /\beconom(?:y|ies) of scale\b|\bscale (?:benefits?|savings?|discounts?)\b|\bbenefits? of (?:size|scale)\b|\btiered (?:fees?|charges?|pricing)\b|\bfee tiers?\b|\bbreakpoints?\b/i,
    cue: /\b(?:economies|scale|our size|(?:as|because) the fund (?:grew|has grown|grows)|grew past|bigger|larger fund|size of the fund|fund(?:'s|’s)? size|discounts?|tier(?:s|ed)?|breakpoints?|(?:cut|reduced|lowered) the (?:annual )?(?:charge|fee))\b/i,
    topic:
      /\b(?:scale|size|assets|gr[eo]w\w*|tier\w*|breakpoints?|discounts?|fees?|charg\w*|costs?|sav(?:e|es|ed|ings?)|larger|bigger|AUM|shar(?:e|ed|ing)|passed on|pass on)\b/i,
    concept: {
      groups: [
        // the fund's size or its growth in money (not its investment return)
        /\b(?:assets|size|larger|bigger|more money|inflows?|(?:fund|it) (?:grows|grew|has grown|gets|got|becomes|became)|as (?:the fund|assets|it) (?:grows?|grew|increases?|rises?))\b|[£$€]\s?\d[\d.,]*\s*(?:m|bn|million|billion)\b/i,
        CHARGE_WORDS,
        // the charge coming down, or savings shared
        /\b(?:lower(?:ed|s)?|reduc(?:e|ed|es|ing|tion)|cut(?:s|ting)?|falls?|fell|steps? down|shrinks?|shrank|sav(?:e|es|ed|ings?)|discounts?|breaks?|passed on|pass(?:es)? on|shar(?:e|es|ed|ing)|spread)\b/i,
      ],
    },
  },
  {
    id: 'comparable-market-rates',
    paragraph: 5,
    name: 'Comparable market rates',
    citation: 'COLL 6.6.21R(5)',
    asks: 'how the charges compare with the market rates for comparable services (similar funds)',
    heading:
      /\bcomparable market rates?\b|\bmarket rates?\b|\bmarket comparison\b|\bpeer (?:group )?comparisons?\b|\bcompetitiveness\b/i,
    mention:
      /\bcomparable market rates?\b|\bmarket rates?\b|\bpeer (?:group|funds?|median|average)s?\b|\bpeers\b|\b(?:compared|comparison|comparing) (?:with|to|against) (?:similar|comparable|competitor|peer|other) (?:funds?|products?)\b|\bsector (?:average|median)\b|\bquartile\b|\bIA sector\b|\bcompetitors?\b/i,
    cue: /\b(?:similar funds?|comparable funds?|other firms?|other managers?|competitors?|peers?|peer group|market rates?|sector (?:average|median)|middle of (?:that|the) group|median|quartile|cheaper than most|than most)\b/i,
    topic:
      /\b(?:peers?|similar|comparable|competitors?|market|sector|median|quartile|average|compar\w*|cheaper|dearer|than|OCF|charg\w*|fees?|costs?|rank\w*)\b/i,
  },
  {
    id: 'comparable-services',
    paragraph: 6,
    name: 'Comparable services',
    citation: 'COLL 6.6.21R(6)',
    asks: "how the charges compare with the AFM's (or its associates') charges for comparable services to other clients, such as institutional mandates",
    heading: /\bcomparable services?\b|\bsimilar services?\b|\bservices? (?:to|for) other clients\b/i,
    mention:
      /\bcomparable services?\b|\bsimilar services?\b|\b(?:institutional|segregated|other) (?:clients?|mandates?|investors?|accounts?)\b/i,
    cue: /\b(?:institutional|pension[- ]schemes?|segregated|other clients?|same strategy|mandates?|large (?:clients?|investors?|schemes?)|wholesale)\b/i,
    topic:
      /\b(?:institutional|segregated|mandates?|clients?|investors?|compar\w*|charg\w*|fees?|costs?|same|similar|strateg\w*|services?)\b/i,
    concept: {
      groups: [
        // clients the firm serves other than through this fund, for the same kind of work
        /\b(?:(?:other|institutional|professional|wholesale|private|pension|large) (?:clients?|investors?|customers?|funds?|schemes?)|separate(?:ly managed)? (?:accounts?|mandates?)|segregated|mandates?|discretionary|appoint us|wealth (?:business|clients?|management)|elsewhere in the group|(?:same|similar|equivalent) (?:strategy|approach|investment approach|portfolio|way))\b/i,
        CHARGE_WORDS,
        /\b(?:compar\w*|than|against|versus|beside|(?:broadly |about |much )?the same|difference|differs?|less|more|higher|lower|cheaper|next to)\b/i,
      ],
      // cheaper classes of the same fund are classes of units, not other clients
      unless: /\b(?:(?:share|unit) )?class(?:es)?\b|\bversion of the fund\b/i,
    },
  },
  {
    id: 'classes-of-units',
    paragraph: 7,
    name: 'Classes of units',
    citation: 'COLL 6.6.21R(7)',
    asks: 'whether investors hold a class subject to higher charges than a class with substantially similar rights',
    heading: /\bclass(?:es)? of (?:units?|shares?)\b|\bshare[- ]class(?:es)?\b|\bunit[- ]class(?:es)?\b/i,
    mention:
      /\bclass(?:es)? of (?:units?|shares?)\b|\bshare[- ]class(?:es)?\b|\bunit[- ]class(?:es)?\b|\b(?:cheaper|lower[- ]charging|higher[- ]charging|more expensive|lower[- ]cost|clean) (?:share |unit )?class(?:es)?\b/i,
    cue: /\b(?:share class(?:es)?|unit class(?:es)?|class(?:es)?|version of the fund|older (?:[A-Z] )?version|cheaper (?:[A-Z] )?version|legacy|switch(?:ed|ing)? you|move you|convert(?:ed|ing)? (?:you|them|holders)|same rights)\b/i,
    topic:
      /\b(?:class(?:es)?|versions?|switch\w*|conver\w*|legacy|rights|cheaper|charg\w*|fees?|units?|shares?|holders?|mov(?:e|ed|ing))\b/i,
  },
];

/** Order in which headings are matched: specific before general ("Comparable market rates" is not "costs"). */
export const HEADING_MATCH_ORDER: readonly ConsiderationId[] = [
  'comparable-market-rates',
  'comparable-services',
  'economies-of-scale',
  'classes-of-units',
  'quality-of-service',
  'afm-costs',
  'performance',
];

const BY_ID = new Map(CONSIDERATIONS.map((c) => [c.id, c]));

export function considerationById(id: ConsiderationId): ConsiderationDefinition {
  return BY_ID.get(id)!;
}

/** The consideration a heading (or a table's row or column label) names, if any. */
export function considerationForHeading(text: string): ConsiderationId | null {
  return considerationsForHeading(text)[0] ?? null;
}

/**
 * Every consideration a heading names, most specific first: "Costs and comparable market rates" is a
 * section for both.
 */
/**
 * Whether a sentence is about the consideration (issue 30, item 7a), so it may stand as its evidence: it names
 * or describes the topic, and is not one that borrows its words for something else (a carbon rating's
 * "outperformers", a performance fee's hurdle). A verdict in the consideration's own section ("We concluded
 * this is Green") is about it too.
 */
export function isAboutConsideration(def: ConsiderationDefinition, text: string, isVerdict = false): boolean {
  if (def.offTopic?.test(text) && !def.offTopicUnless?.test(text)) return false;
  return (
    isVerdict ||
    def.topic.test(text) ||
    def.mention.test(text) ||
    def.cue.test(text) ||
    describesConcept(def, text)
  );
}

/** Whether a sentence, read with the one before it, describes the consideration's concept. */
export function describesConcept(def: ConsiderationDefinition, text: string, before = ''): boolean {
  if (!def.concept) return false;
  const window = `${before} ${text}`;
  if (def.concept.unless?.test(window)) return false;
  // the sentence itself must carry part of the description, not only its neighbour
  return (
    def.concept.groups.some((group) => group.test(text)) &&
    def.concept.groups.every((group) => group.test(window))
  );
}

export function considerationsForHeading(text: string): ConsiderationId[] {
  const label = text.replace(/\s+/g, ' ').trim();
  if (label.length === 0 || label.length > 90) return [];
  return HEADING_MATCH_ORDER.filter((id) => BY_ID.get(id)!.heading.test(label));
}
