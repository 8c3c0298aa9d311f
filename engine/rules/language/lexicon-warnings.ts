// What balances or qualifies a claim: risk warnings and statements, a basis, diminished warnings, past and
// simulated performance and their warnings, currency exposure and its warning.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';
import { NOT_PAST } from './lexicon-products.ts';

/** What names the basis of a claim: a source, an award or ranking provider, a method, like for like, risks. */
const NAMED_BASIS = [
  'source',
  'according to',
  'base on',
  'award',
  'judge',
  'survey',
  'rank|rate|name|vote ** by',
  'data from',
  'publish',
  'research',
  'study|evidence|statistic|analysis',
  'calculate',
  'methodology',
  'different risk',
  'like for like',
  'carry|involve ** different|more ** risk',
  'peer group',
  'sector average',
  'quartile',
  'out of NUM',
];
/** Round eight (issue 18): the product said not to be the rival's kind, or not covered as the rival is ("it is not
 * a savings account", "not covered by the FSCS"): how the two differ in risk, COBS 4.5.6R's remedy for a
 * comparison (not a basis for a ranking). */
const DIFFERENT_KIND = [
  'be not a|an ** @savings|savings_account|deposit|bank_account|cash',
  'not cover|protect ** by ** the? fscs|compensation_scheme|deposit_guarantee',
];
/** A date, which places a claim in time (enough for a ranking "as at" a date, not for a comparison). */
const DATED = ['as at|of ** NUM|YEAR|@month', 'NUM @month YEAR'];

export const WARNING_SPECS = {
  'risk-warning': {
    about: 'a statement that the investor can lose money: capital at risk, the value can fall',
    phrases: [
      'at risk',
      'lose|loss ** @value|all|some|everything|part|more|value',
      '@value loss',
      'value|price|worth|@value ** can|could|may|might|will|do|often ** fall|drop|decline|decrease|fluctuate|go_down|down|vary',
      'fall|drop|decline ** in value',
      'fall|down|drop ** as well as ** rise|up',
      'rise|up|go_up and|or fall|down|go_down',
      'up and down',
      'ups and downs',
      'get back less',
      'not ** get back',
      'less than @you ** invest|put_in|pay_in|contribute|pay',
      'not guarantee',
      'no guarantee',
      'high risk',
      'risk of lose',
      'worthless',
      'fall to nothing|zero',
      'wipe out',
      'end up with less',
    ],
    except: ['not ** lose ** benefit'],
    skipQuestions: true,
  },
  'risk-statement': {
    about: 'any indication of a relevant risk: loss, volatility, illiquidity, default, charges that bite',
    phrases: [
      'at risk',
      'lose|loss ** @value|all|some|everything|part|more|value|benefit',
      'value|price|worth|@value ** can|could|may|might|will|do|often ** fall|drop|decline|decrease|fluctuate|go_down|down|vary',
      'fall|down|drop ** as well as ** rise|up',
      'rise|up|go_up and|or fall|down|go_down',
      'up and down',
      'get back less',
      'not ** get back',
      'less than @you ** invest|put_in|pay_in|contribute',
      'not guarantee',
      'no guarantee',
      'high|higher|significant|real|greater|substantial|considerable|serious risk',
      'risk of|to|that|include|involve',
      'risky',
      'carry|involve|come_with ** risk',
      'volatile|volatility|speculative|illiquid',
      'hard|difficult ** to sell',
      'take ** to sell',
      'can_not|may_not ** sell|repay|withdraw',
      'stop ** take ** out',
      'default',
      'exit fee',
      'lose money',
    ],
    // The "risk" of missing out, or of not investing at all, is a sales line, not a risk of the product.
    except: [
      'low|lower|minimal|little risk',
      'risk ** miss|lose_out',
      'only|real|big|biggest|greatest risk ~~ not|miss|wait',
      // Round eleven (issue 18): a market's rises and falls named as chances to profit ("profit when markets fall as
      // well as rise") warn of nothing.
      'profit|make_money|gain|earn|win|cash_in ~~ fall|drop|down|go_down ** as well as ** rise|up',
    ],
    sentenceExcept: ['tiny', 'negligible', 'theoretical', 'in theory'],
    skipQuestions: true,
  },
  basis: {
    about: 'the basis of a claim: its source, date, ranking provider, award, assumptions',
    phrases: [...NAMED_BASIS, ...DATED],
    negation: 'ignore',
    reported: 'keep',
  },
  'comparison-basis': {
    about:
      'the named basis of a comparison: its source, what is compared like for like, or how the risks differ',
    // A date alone is no basis for a comparison: "measured from 23 March 2020, the day markets hit bottom" picks
    // the start that flatters; the comparison still needs its source or what makes it like for like.
    phrases: [...NAMED_BASIS, ...DIFFERENT_KIND],
    // Round eleven (issue 18): a peer group the firm chose itself ("we chose the peer group after year end") names
    // no basis: it is how the comparison was made to flatter.
    sentenceExcept: [
      'we|i ** choose|chose|select|pick|handpick|hand_pick ** the|our|this|these? ** peer_group|peer|comparator|comparison_group|competitor|rival',
    ],
    negation: 'ignore',
    reported: 'keep',
  },
  'diminished-warning': {
    // A dismissal that empties a warning beside it ("Or is it?", "blah blah, you all know the drill", "more of a
    // formality", "not something our members lose sleep over"): it counts only within a sentence of the warning.
    beside: {
      phrases: [
        '^ or be|do it|that|they',
        'suggest|say|prove|show|tell ** otherwise|a_different_story',
        'blah|yada|yadda',
        'you ** know the drill|score|deal|rest',
        '^ anyway ,? back to',
        'formality|technicality|box_tick|tick_box|lip_service',
        'not|never|nobody|no_NUM ~~ lose sleep',
        'technically|theoretically|strictly|on_paper ,? yes|true|possible',
        // Round six (issue 18): the warning conceded and overridden ("…, of course, but a fifteen-year streak
        // speaks for itself"), or read out fast or quietly under music.
        'of course ,? but',
        'speak for itself|themselves',
        'under the? music|soundtrack|jingle',
        'mumble|whisper|gabble|mutter|speed_read',
        // Round seven (issue 18): the warning labelled the dull part, then the reader moved on to the fun.
        'boring|dull|tedious|yawn|snooze ** bit|part|stuff|section',
        'now|onto|on_to ** for? ** the? fun|good|exciting ** bit|part|stuff',
        // Round eight (issue 18): the warning said to hold only in theory, or the loss said never to have happened.
        'in theory|principle',
        'never ** once? ** happen',
        // Round ten (issue 18): its presentation shrinks it: at speed, a second on screen, faint, tiny, a corner, hashtags.
        'read|say|deliver|voice|go_through|get_through|run_through ~~ as fast|quick|quickly|rapidly as',
        'rattle|rush|race|zip|whizz|hurry|breeze|skim ** through|over',
        'speed|rapid_fire|breakneck|double_speed ** read|delivery|voice_over|vo',
        'for|flash|show|display|appear ** only|just? ** NUM|a|half_a|split|a_split ** second',
        'NUM|split second :|only|on_screen',
        'light|pale|faint|pastel ** grey|gray|text|type|font',
        'tiny|minuscule|microscopic|miniature|teeny|illegible ** text|type|font|print',
        'bottom|foot|far ** right|left? ** corner',
        'below|under|beneath the fold',
        '# * # * # * # * #',
        // Round eleven (issue 18): the warning's neglect made normal ("the bit everyone scrolls past"), the reader
        // moved back to "the good stuff", the warned loss said still to be awaited ("I'm still waiting for that to
        // happen"), the warning waved through as already known ("but you knew that").
        'everyone|everybody|nobody|no_NUM|most_people ** scroll|skip|skim|ignore|gloss ** past|over|it|this|that|them|.|,',
        'nobody|no_NUM|hardly_anyone ** read|notice|look_at ** it|this|that|them|.|,',
        'back|on to the ** good|fun|exciting|juicy ** stuff|bit|part',
        'still ** wait ** for ** it|that|this|NUM ** to? happen',
        'yet to ** happen|see_it_happen|see_that_happen',
        'not|never happen ** yet|to_me|to_us|to_anyone',
        'but ** you ** already? know|knew that|this|it .|,|!',
        // Round thirteen (issue 18), by structure: the warning said to be there only because a rule requires it,
        // or kept for reference; the warned loss said to be something nobody expects to meet; the warning narrowed
        // to a few ("capital at risk, but only if you sell at the wrong time"; "… for investors who need their money
        // back soon"); the risk relativised ("then again, so is your cash"; "everything in life carries risk"); the
        // record invoked against it ("history shows that patient investors always come out ahead"); a fall called
        // good news; the risk said to be only the everyday ups and downs, or no concern of long-term investors.
        'there|include|print|show|appear ** because|only_because|simply_because ** the? rule|regulator|law|fca|regulation|lawyer|compliance ** require|say|demand|insist|oblige|make|tell|want',
        'mainly|largely|purely|mostly|really ** for ** reference|completeness|the_record|the_lawyer|the_regulator',
        'nobody|no_NUM|no_investor|none_of_our ** expect|plan|intend|ever|have_ever ** to? ** need|use|come|get|hit|reach|see ** it|that|this|them|anywhere_near|close',
        'at risk ,|(|-? but|though|although? only ** if|when|for',
        'at risk for|to ** investor|those|anyone|people|client|saver|member ** who|that',
        'then_again|but_then ,? so be|do',
        'everything|life|anything ** in_life? ** be|carry|have|involve|come_with ** risk|risky|some_risk|a_risk',
        'history|experience|the_record|the_data|evidence|time ** show|prove|suggest|tell|teach ~~ ~~ always|never|in_the_end|eventually|every_time',
        'brilliant|great|good|fantastic|excellent|wonderful news',
        'nothing_more_than|merely|just|simply|only ** the? everyday|normal|usual|ordinary|daily|day_to_day ** up_and_down|ups_and_downs|wobble|fluctuation|noise|swing',
        'need_not|do_not_need_to|need_never ** concern|worry|trouble|bother|alarm|put_off',
      ],
      near: [
        '@warning',
        'at risk',
        'lose|fall|drop',
        'past performance|return',
        'no|not ** guide|guarantee',
        'risky|volatile|dangerous|speculative',
        // Round thirteen: a key information document's stress or unfavourable scenario is a statement of risk.
        'stress|unfavourable|unfavorable|worst_case|adverse scenario',
      ],
      within: 1,
    },
    about: 'a warning or risk played down: theoretical, tiny, boring small print, nothing to worry about',
    phrases: [
      'risk|warning|danger|downside|loss ** be ** theoretical|tiny|minimal|negligible|minor|remote|slim|overblown|exaggerate|overstate|formality|nil|irrelevant',
      'theoretical|tiny|minimal|negligible|minor|remote|slim ** risk|danger|downside',
      'boring|dull|tedious|usual|standard ** regulatory|legal|disclaimer|legalese|jargon|small_print|fine_print',
      'can|safely ** skip|ignore',
      'skip ** bit|this|warning|small_print|fine_print|disclaimer',
      'ignore ** warning|small_print|fine_print|disclaimer|risk',
      'do_not|no_need_to ** worry|fret ** risk|warning|small_print|disclaimer|loss',
      'nothing to worry about',
      'regulator|fca|law|rule ** make|force|require ** us to say|tell|include|write',
      'we have_to|must ** say|tell|include|write',
      'just|only|merely|simply ** formality|boilerplate|legalese|red_tape|box_tick|small_print',
      'in theory ** lose|fall|down',
      'unlikely ** to ** lose|fall|go_down',
      'rarely|seldom|hardly_ever ** lose|fall|go_down',
      'do not let ** put_you_off|scare|worry',
      'do not be put off',
      'unlikely event',
      'very low|little|hardly_any|almost_no|virtually_no risk',
      'risk aside',
      'oblige|require|legally ** to ** say|tell|mention',
      'scary|scary sound ** warning|risk',
      'only lose',
      'at worst',
      'a small risk',
      'almost_never|rarely ** lose|fall|default',
      'technically ** could|can ** lose',
      'lose a little|bit',
      'warning ~~ legal_reason|regulator',
      'relatively|comparatively|fairly|very|extremely|ultra|super low risk|danger',
      'talk_up|exaggerate|overstate|overplay|hype ** danger|risk',
      'real risk be ** miss',
      'on_paper|theoretically|in_principle ~~ lose|fall|loss|possible',
      'possible|happen ** on_paper|in_theory',
      // Structure: a risk or warning with a minimiser, reassurance that empties it, or a formality.
      'hardly|rarely|seldom|barely ** matter|count|apply|come_into_play|happen',
      'never|no ** cause|reason|need to worry|fret|concern|panic',
      'fall|drop|lose|down ~~ ~~ always ** bounce_back|recover|come_back|rebound',
      'lawyer|compliance|regulator|fca|law|rule|legal_team ** make|force|require|insist|want ** us|we',
      'only|just ** in|under ** the? rare|rarest|extreme|exceptional|unusual|unlikely',
      'rare|rarest|extreme|exceptional|unusual ** circumstance|case|situation|scenario ~~ lose|loss|fall',
      'do_not|no_need_to ** be? ** alarm|scare|frighten|put_off|concern|panic|deter|bother|trouble ~~ @warning',
      'small|slight|tiny|remote|outside|minuscule chance|possibility|likelihood ~~ lose|loss|fall|default|fail|wrong|drop',
      'sleep soundly|easy|peacefully',
      '@warning aside',
      'aside from the? @warning',
      'worst ~~ temporary|brief|short_lived|blip|wobble|dip|hiccup',
      // The risk attributed to other people's nervousness ("some call it too risky"), so the reader discounts it.
      'some|many|critics|sceptics|skeptics|doubters|naysayers|others|people ** say|call|claim ~~ too risky|dangerous|scary|volatile|risk',
      // Risk recast as a good thing ("volatility is your friend", "dips are buying opportunities").
      'volatility|risk|dip|crash|fall|downturn|drop ** be ** your? ** friend|buy_opportunity|nothing_to_fear|good_thing',
      // Fifth round: a fall answered by a promise that it always reverses ("so does the tide, and it always comes
      // back"), a warning that everyone has to print and nobody has needed, one that is only there for show or
      // not worth thinking about, a warning flashed in small text.
      'fall|drop|lose|down|dip|slip|wobble|sink ~~ ~~ always|inevitably ** bounce_back|recover|come_back|rebound|return',
      'it|they|price|value|market|tide ** always|inevitably|eventually|invariably ** come_back|bounce_back|recover|rebound',
      'everyone|everybody|every|all|provider|firm|company|they ** have_to|must|be_oblige_to|be_require_to ** print|say|show|display|include|carry|put',
      'not_NUM|nobody|no_NUM|none ** of? ** our? ** member|customer|client|investor|saver|user ~~ need|lose|use|regret',
      'there|just|only ** for show|decoration|form|appearance|the_lawyer|the_regulator',
      'for show',
      'box tick|ticker',
      'window dressing',
      'overthink|overanalyse|overanalyze|dwell_on|sweat|stress_over|stress_about|fuss_over|fuss_about ~~ @warning|bit|small_print|fine_print',
      'small|tiny|fine|faint|minuscule|microscopic text|type|lettering',
      'flash|appear|show ** for|up ** a|NUM? ** split? ** second',
      // Round eleven (issue 18): the reader told to forget or disregard the warnings, or the warnings called scary.
      'forget|disregard|never_mind|ditch|bin|skip_past ** the? ** scary|boring|usual|standard|endless? ** @warning',
      'scary|frighten|alarm|gloomy ** @warning',
      // Round thirteen (issue 18): the reader sent past the warning to "the good part"; a loss called a theoretical
      // or remote possibility; a fall recast as a sale ("every dip is just a sale on shares you wanted"); the warning
      // labelled the part nobody reads.
      'skip|jump|scroll|fast_forward|head ** to ** the? good|fun|exciting|best|juicy ** part|bit|stuff',
      'theoretical|remote|negligible|vanishingly_small|academic ** possibility|chance|probability|likelihood ** of ** loss|lose|default|fall',
      'dip|fall|drop|crash|downturn|slump|wobble|correction ** be ** just|simply|only|really? ** a? sale|bargain|discount|gift|clearance',
      '@warning|legal|small_print|fine_print|bit|section|part ** that|which? ** nobody|hardly_anyone|no_NUM ** read|bother_with|look_at',
    ],
    // Round eleven: "nobody should skip it" and "everyone must read it" ask the reader to heed the warning.
    except: ['everyone|everybody|nobody|no_NUM ** should|must|need_to|ought|ought_to|have_to'],
    reported: 'keep',
  },
  'past-performance': {
    about: 'an indication of past performance: a figure or multiple over a past period',
    phrases: [
      'be up NUM % ** since|over|in|during|last|this|year',
      '@perf ** by? NUM % ** since|over|in|during|last|past|year|YEAR',
      'over|in|during the? last|past NUM? year|decade|month ** @perf',
      'in YEAR ** @perf ** NUM %',
      'since YEAR|launch|inception ** @perf|up',
      'from CUR NUM to CUR NUM',
      'up NUM % ** since|over|in|during|last|this|year|month|week',
      'make CUR NUM ** in|last|this ** day|week|month|year',
      'turn ** CUR NUM into CUR NUM',
      'NUM % gain|return|rise|growth|increase|profit|jump|surge',
      'have ** more than ** double|treble|triple|quadruple',
      'more than double|treble|triple|quadruple ** in value',
      '@up NUM fold',
      // An average is past performance only with a past verb or a past period ("average return each year"
      // in a PRIIPs scenario table is a projection).
      'have average ** NUM %',
      'average|annualise ** NUM % ** over|in|during|across|since|between|for ** last|past|YEAR|decade|launch|inception',
      'historically ~~ NUM %|@perf|@up',
      'over|in|during|across the? last|past NUM? year|decade|month ~~ @perf|@up',
      '@perf|@up ** NUM % ** over|in|across|during|since|between',
      'have ** @up ** in value',
      // Perfect tense with a figure: "have seen their money grow by 61%".
      'have ~~ @perf|@up|@down ** by? NUM %',
      // The header of a discrete-year table ("12 months to 30 June | 2021 | 2022 | 2023").
      'NUM month|year to|end ~~ YEAR YEAR',
      // Fifth round: a record stated as a run rather than a figure ("forty-one of the last fifty months in the
      // black", "in profit every single week", "every bondholder paid on time"), a gain over a few days, then
      // and now prices ("ten years ago an acre went for forty grand"), a holding's rise, growth of a sum.
      'NUM of the last|past|previous NUM ** day|week|month|year|quarter',
      'in profit|the_black|the_green|positive_territory ~~ every ** day|week|month|year|quarter',
      'CUR NUM ** up|profit|gain|return ** in|over|across ** NUM|the_last|the_past ** day|week|month|hour',
      'pay|repay ** on_time|in_full ~~ every_time|every_month|every_year|since|without_fail|always',
      'every|each ** bondholder|investor|lender|holder|client|customer|member ** pay|repay',
      'NUM year|decade|month ago ~~ ~~ go|sell|cost|fetch|worth|buy|trade ** for? ** CUR|NUM',
      'be up NUM %',
      'growth|value of CUR NUM ** over|in|since|across',
      // Sixth round: a rate with a past period after it ("7.2% a year, every year, for the last five"), returns
      // compounded or paid since a date, a sum now worth another.
      'NUM % ~~ for|over|in|during|across the last|past|previous NUM|year|decade|month|quarter',
      'have ~~ compound|pay|yield|distribute ** by|at? NUM %',
      'CUR NUM ~~ be? now|today ** worth ** CUR NUM',
      'CUR NUM ~~ grow|turn|become ** into? CUR NUM ** today|now|since|over',
      // Round six (issue 18): a ranking against peers over past periods ("top-quartile performance over three,
      // five and ten years") is past performance.
      'top|first|second quartile|decile ** performance|return|result|fund|manager',
      '@perf ** top|first quartile|decile',
      // A return with the past year or years it was made in brackets ("27.4% (2021)").
      'NUM % ** ( YEAR',
      // Round seven (issue 18): a signed gain with its year ("+12.4% in 2023"), a run of winning years or none
      // losing since a date, a discrete-year table header without a leading number ("Year to 31 March | 2021 |
      // 2022"), a period of past years over a performance column ("2019 to 2023 | Return").
      '+ NUM % ** in|during|over|for|since YEAR',
      'NUM positive|win|profitable|up|green ** year|month|quarter',
      'year|month|quarter of ** loss|negative_return|decline|fall ~~ since|in|over ** YEAR|the_last|the_past',
      '^ year|month|period|quarter to|end ~~ YEAR YEAR',
      '^ YEAR to|- YEAR ~~ growth|return|performance|gain|change',
      // Round ten (issue 18), a table by its frame: a header row of years alone, a row of a past period and a return.
      '^ YEAR YEAR YEAR',
      '^ NUM year|month NUM %',
      // Round nine (issue 18): a growth chart's sum from a date, an average paid out since a date, a market or
      // index beaten, a recent figure, a heading of performance to a date, a past purchase or sale price with
      // its year.
      'growth|value of CUR NUM ** from NUM? @month? YEAR',
      'have pay|distribute|yield ~~ average of? NUM %',
      'have ** beat|outperform ~~ market|index|benchmark|sector|average|peer',
      'recently|lately ~~ ~~ fund|portfolio|share|stock|investment ~~ ~~ @perf|@up NUM %',
      '^ performance|return|growth to|at|as_at NUM? @month YEAR',
      '^ buy|purchase|acquire|sell for CUR NUM in YEAR',
      // Round eleven (issue 18): a signed figure over a past span ("+52% over five years"); a past period put first
      // and the figure after it ("Last year, the fund grew by 9.3%").
      '+ NUM % over|in|during|across|for the? last|past|previous? NUM year|month|decade|quarter',
      '^ last|previous|past year|month|quarter|decade ,? ~~ @perf ** by? NUM %',
    ],
    // Round nine (issue 18): "have to pay" is an obligation, not the perfect tense of a payment record.
    except: ['have to pay|compound|yield|distribute|return|earn|make|deliver'],
    sentenceExcept: NOT_PAST.filter((word) => word !== 'next'),
    negation: 'ignore',
  },
  'past-performance-warning': {
    about: 'a warning that past performance is no promise or reliable guide to future results, in any words',
    // The warning by meaning: the past (its figures, record or history) is not a promise, guide, prediction
    // or indication of the future (what comes next, later or again).
    phrases: [
      'past|previous|prior|earlier|historical|historic|history|track_record ~~ not|no|never|nothing ~~ promise|guide|predict|tell|indicate|indication|indicator|guarantee|reliable|dependable|assurance|sign|forecast|say|mean ~~ future|next|ahead|later|again|come|tomorrow|will',
      'history|the_past ~~ not|no ** a? ** promise|guarantee|guide|prediction|forecast',
      'past|previous|prior|earlier|historical ** performance|return|result|gain|growth|figure ** be|do|can|may|should ** not|no|never ** a? ** reliable|guide|guarantee|indicator|indication|predict|promise',
      'do|happen|perform|return|earn|make ** before|previously|in_the_past|so_far ~~ tell|say|mean|promise ** nothing|little|not ~~ will|next|future|ahead|come',
      // Round nine (issue 18): how it did before called no reliable guide to the future ("How the fund has done
      // before is not a reliable guide to how it will do").
      'do|happen|perform|return|earn|make ** before|previously|in_the_past|so_far ~~ not|no|never ** a? ** reliable|good|dependable? ** guide|indication|indicator|guarantee|promise|prediction',
    ],
    negation: 'ignore',
  },
  'forecast-warning': {
    about:
      'a warning that forecasts are not a reliable indicator, or the assumptions and scenarios behind them',
    phrases: [
      'forecast|projection|prediction|estimate|illustration|scenario|figure ~~ not ** reliable|guarantee|guide|indicator|indication',
      'base on ** assumption|scenario',
      'assume|assumption ** NUM %',
      'not ** reliable ** indicator|guide ** future',
      'divide by|calculate_as|calculate_by',
      'be estimate|example|illustration ** only',
      'only|just ** example|estimate|illustration',
      'not ** minimum|maximum|guarantee ** amount|figure|return',
      // Round six (issue 18): a target with the assumptions it rests on however far they stand, one said it may
      // not be met, or disowned as a forecast or promise.
      'base on ~~ ~~ assumption|scenario',
      'target|forecast|projection|estimate|it ~~ may|might|could not be meet|met|achieve|reach|hit',
      'not a ** forecast|promise|guarantee|prediction',
      // Round seven (issue 18): the future said to be unknowable ("we can't tell you, and nobody can").
      'can not|can_not tell|predict|know|say|foresee|promise',
      'nobody|no_NUM ** can|know|be_able_to ** tell|predict|know|say|foresee',
      'nobody|no_NUM can|know',
      // Round nine (issue 18): the speaker says it does not know or will not guess ("we don't know and won't
      // guess what it returns").
      'we|nobody|no_NUM ** not|never know|guess|predict|forecast|foresee',
    ],
    negation: 'ignore',
  },
  'simulated-performance': {
    about: 'simulated, back-tested or hypothetical performance, or a chart scale that distorts it',
    phrases: [
      'simulate|backtest|back_test|hypothetical|model|pro_forma|synthetic ** performance|return|result|growth|record|figure|history|data',
      'log|logarithmic|unique|special|proprietary|custom|compress ** growth? ** scale|axis',
      'index|benchmark|strategy|model|portfolio would have perform|return|grow|deliver|earn|gain|achieve',
      'have ** strategy|model|portfolio|system|algorithm ** be run|exist|live|use|available',
      // Structure: a counterfactual record (had it existed) or a model run over past prices.
      'if * have exist|be_around|be_available|be_live',
      'hypothetical|simulate ** CUR|investment|portfolio|sum|pot',
      'apply|run|test ** to|on|against ** historical|past|historic ** price|data|market|return|record',
      // Structure: results made on a simulator or demo account, a model run over past data, figures worked
      // out rather than earned, a system's conditional record, a track record brought from another fund.
      '@perf|turn|win ~~ ~~ on|in|with|use ** simulator|simulation|demo|demo_account|practice_account|paper_trade|virtual_money|virtual_portfolio|play_money',
      'simulator|demo_account|practice_account|paper_trade|virtual_money|virtual_portfolio ~~ ~~ @perf|turn|CUR|NUM_%',
      'apply|run|test|backtest|back_test|replay ** to|on|against|over|across ** market? ** data|price|history|record ~~ from|since|between|over|back_to ** YEAR|the_last|the_past',
      'run|crunch|do ** number|math|sum ~~ ~~ would',
      '@system ** would have ** @perf|compound|beat|outperform|turn|be_worth',
      'record|track_record|performance|history|return ~~ ~~ carry|bring|port|import|inherit|borrow ** over? ** from',
      'carry|bring|port|import|inherit|borrow ** record|track_record ~~ from',
      'record|track_record|performance|history ~~ ~~ previous|former|prior ** mandate|fund|firm|employer|role|vehicle|company',
      'theoretical|indicative ** performance|return|result|record|gain|profit',
      'backtest|back_test|simulation|model ** show|suggest|indicate|prove|demonstrate ~~ @perf',
      'performance|return|figure|record ~~ before|prior_to ** launch|inception',
      // Fifth round: what someone would have made by copying a bot's or a tipster's calls, a new fund's record
      // borrowed from the index it tracks, a sum handed to an algorithm in a past year and what the maths
      // turns it into, gains in a practice or paper portfolio.
      'if you|someone|anyone would|have * copy|follow|mirror|take|use|trade ~~ alert|signal|trade|tip|pick|call|bot|strategy|system|model|algorithm',
      'copy|follow|mirror ** every|each|all ** alert|signal|trade|tip|pick|call ~~ would',
      'list|listed|launch|open|start|debut ~~ ~~ but|yet|however|though ~~ the? index|benchmark|strategy|model ** it|fund|which|that ** follow|track|replicate|mirror|use',
      'math|algorithm|model|bot|robot|system|strategy|formula|ai ** turn|grow|make ** it|that|this|CUR|NUM|your ** into',
      'hand|give ** our|the|an|your ** algorithm|model|bot|robot|ai|system ~~ CUR|NUM',
      'practice|demo|paper|virtual|dummy|fantasy|pretend|mock|play ** portfolio|account|trade|money|fund ~~ @perf|up|NUM_%',
      // Sixth round, by frame: a counterfactual with the product or a system as subject ("had it been running in
      // 2008, would have", "if our AI had been picking"), a model run over past data, numbers crunched for a
      // product that did not exist then.
      'have it|they|this|that|we ** be|exist|run|launch ~~ would have',
      'if ** @system ** have ~~ ~~ would have',
      'run|test|apply|replay|backtest|back_test ** @system|it|them ** against|over|across|on|through ~~ last|past|previous|history|data|YEAR',
      'crunch ** number|math|figure|data',
      // Round nine (issue 18): a plan tested against every past start date, the rules a new fund applies said
      // to have turned one sum into another, what a mix would have grown a sum to.
      'test|backtest|back_test ~~ against|on|over|across ** every|each|all ** start|past|historical|historic ** date|period|year|scenario|market',
      'rule|strategy|model|system|algorithm|formula|signal|screen|method ~~ turn|grow ** CUR NUM into|to CUR NUM',
      '@system|mix|selection|combination|blend|allocation|basket ** would have @perf|@up|turn|be_worth ** CUR NUM',
      'it|fund|portfolio|strategy|product ** only|just ** launch|start|open|exist ~~ but|yet|so',
      // Round six (issue 18): what the reader would have made by following a rule set or screen rather than
      // holding the product, a back-test cited as proof, results made in a practice or simulator mode.
      'have|if you|you_would ** follow|copy|mirror|use|apply|trade ~~ rule|signal|screen|strategy|system|model|tip|call|algorithm|bot',
      'put|invest|place ** CUR NUM ** into|in ** our|the|this|a ** ** screen|strategy|model|system|algorithm|signal|rule|bot|robot|ai|formula',
      'our|the|a|this back_test|backtest',
      'practice|demo|paper|virtual|simulation|sim|simulator|sandbox ** mode',
      // Round seven (issue 18): a rule set applied to past data however long its name, a product's record had it
      // existed ("had the new share class been available since 2015, it would have").
      'apply|run|test|backtest|back_test ~~ to|on|against|over ** historical|past|historic|history ** data|price|market|return|record',
      'have ~~ be available|around|live|launch|open|in_existence ~~ would have',
      // Round eleven (issue 18), by structure: the past replayed or re-run ("we asked our AI to replay the last
      // twenty years of markets"); a recent launch beside what the product would have returned; figures drawn from
      // a model, notional or paper portfolio.
      'replay|rerun|relive|simulate ** the? last|past|previous ** NUM? year|decade|crash|market|cycle',
      'launch|incept|open|debut|start ** this|last|earlier ** year|month|week|quarter ~~ ~~ would have',
      'figure|return|result|record|number|performance|data ~~ from|base_on|use|be ** our|a|the ** model|hypothetical|notional|paper|theoretical ** portfolio|account|fund|strategy',
    ],
    sentenceExcept: ['if you have invest', 'if you have put'],
  },
  'simulated-performance-warning': {
    about: 'a warning that figures are simulated and past performance is not a reliable indicator',
    phrases: [
      'simulate ~~ not ** reliable|guide|indicator|guarantee',
      'simulate ~~ actual|real ~~ performance|return',
      'figure refer to simulate',
      'simulate|hypothetical|backtest|model ~~ base_on|use',
      'figure|performance|return|result ** be ** simulate|hypothetical|illustrative',
      'not ** actual|real ** performance|return|result',
      // Figures said to be simulated however far the verb is from them ("Returns shown before the fund's
      // launch in May 2024 are simulated"), or simulated figures named as such.
      'return|figure|performance|result|number|data ~~ be simulate|hypothetical|backtest|back_test|model',
      'simulate|hypothetical|backtest|back_test figure|return|performance|result|number ~~ be ~~ not',
    ],
    negation: 'ignore',
  },
  'foreign-currency': {
    about: 'an investment or figure in a currency other than sterling',
    phrases: [
      'in|price_in|denominate_in ** us? @currency',
      'foreign currency',
      '@currency denominate|price',
      'us listed',
      // Round nine (issue 18): a price quoted in a foreign currency ("from AED 1.2m").
      'from|at|for @currency NUM',
    ],
    negation: 'ignore',
  },
  'currency-warning': {
    about: 'a warning that exchange-rate movements can change the value',
    phrases: [
      'movement|move|change|swing|fluctuation ** between|in ** the? @currency|pound|sterling|currency|exchange_rate',
      'strong|stronger|weak|weaker ** pound|sterling|@currency ~~ reduce|increase|affect|lower|raise|cut|change',
      'exchange_rate|currency ** affect|reduce|increase|change|move|cause|make',
    ],
    negation: 'ignore',
  },
} as const satisfies Record<string, ConceptSpec>;
