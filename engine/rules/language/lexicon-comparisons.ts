// Claims set against something else: comparisons with rivals (COBS 4.5.6R) and forecasts of future
// performance (COBS 4.6.7R). Each is read by its structure: an evaluative comparison with a rival, a
// figure or date in the future said to be reached.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

export const COMPARISON_SPECS = {
  comparison: {
    about: 'a comparison with other products, providers or savings: cheaper, better, half the fees',
    // "Shares tend to outperform cash" is a general statement, not a claim for the product.
    hedges: 'undo',
    conditionalUndoes: true,
    sentenceExcept: [
      // A question asking why the product pays more opens the explanation of its different risks (COBS 4.5.6R's
      // remedy), not a claim.
      'why do|be the|this|our|it|a ** pay|cost|earn|return|yield|charge|offer ** more|less|higher|lower',
      'risk indicator',
      'level of risk',
      'summary risk',
      'unlike ~~ ~~ can|could|may ** fall|lose|drop',
    ],
    // A comparison of riskiness explains a risk; it does not sell ("shares are more volatile than cash").
    except: [
      // Round thirteen: a figure set against the product's own past or plan ("fees 0.2% lower than last year") is no
      // comparison with a rival.
      'than ** last|previous|prior|a_year_ago|before|usual|expect|forecast|target|plan|budget ** year|month|quarter|period|time|level|figure|.|,',
      'than usual|before|previously|plan|expect|budget',
      'more|less|higher|lower ** risky|volatile|volatility|risk|uncertain|speculative ~~ than',
      'fastest grow',
    ],
    phrases: [
      'cheap|cheaper|low|lower|better|high|higher|more|less|big|bigger|fast|faster|small|smaller than ** @rival',
      // "more financial security than the stock market": a benefit of the product set against another's
      'more|better|greater|higher ** security|safety|protection|return|growth|value|income than ** @rival|stock_market',
      'half|twice|double|triple|fraction|NUM_time ** what|of ~~ @rival',
      'beat|outperform|outpace|trounce ** @rival',
      'compare to|with ** @rival',
      // Structure, not wording: an evaluative comparative, "than" and a rival a few words on.
      '@better ~~ than ** @rival',
      'more|less|higher|lower|bigger|larger ** @value|@offer ~~ than ** @rival',
      'pay|pay_out|earn|return|deliver|yield|grow|make|give|cost|charge ** more|less|higher|lower ** reliably|consistently|steadily? than ** @rival',
      'more|less ** reliable|reliably|consistent|consistently|secure|stable|dependable ~~ than ** @rival',
      '@outdo ** @rival',
      '@outdo it|them',
      // Round ten (issue 18): a multiple of the rival's return with the rival named only beside it ("nearly three
      // times the return"), and a comparative that makes the product the better home for the reader's money
      // against a rival named in the sentences before ("It is the safer home for your savings").
      'NUM_time|twice|double|triple|treble ** the ** return|interest|yield|income|rate|growth|payout',
      'the @better ** home|place|bet|option|choice|store|haven|harbour ** for ** your? ** @value|money|savings|nest_egg',
      'leave ** @rival ** trail|behind|standing|in_the_dust',
      '@rival ** trail|lag|behind',
      '@ratio ** what|of|that ~~ @rival',
      '@rival ~~ pay|earn|offer|give|return|charge ** a? @ratio',
      'versus|vs ** @rival',
      'unlike ** @rival',
      'instead of ~~ @rival',
      'rather than ~~ @rival',
      'NUM % ~~ vs|versus|compare|against ~~ NUM %',
      'why ~~ @rival ~~ when',
      'why settle ~~ @rival',
      'bank|saving|savings|cash|isa|competitor|rival ** pay|offer|give|earn ** only|just|barely|little|nothing|NUM',
      // Round eleven (issue 18): a rival's figure belittled with the rest of the verbs it is stated by ("the rival
      // fund yields just 4.8%"); not a bare figure ("Halden Bank plc guarantees to return 100%" names a guarantor).
      'bank|saving|savings|cash|isa|competitor|rival ** yield|return|deliver ** only|just|barely|merely|a_mere|little|nothing',
      'forget|ditch ~~ @rival',
      'outperform|beat ** NUM % of',
      // Structure: rivals said to fall short ("no rival comes close"), a ranking won against them, a rival's
      // rate belittled, or the typical provider set up as the thing to beat.
      'no|none|nobody|nothing|no_NUM * @rival|other ** come_close|come_near|compare|match|touch|equal|get_near',
      'top|head|lead the league|table|chart|rank|leaderboard',
      'top|head|lead ** league table',
      '@rival ~~ pay|earn|offer|give|return|yield ** @paltry',
      '@paltry ** from|at|in|with ** the|your? ** @rival',
      'inflation be eat|erode|devour|gobble|nibble|shrink ** them|it|your|@value|@rival',
      'for|at a fraction of ** the? cost|price|fee|charge',
      'will_not|can_not|never|nowhere|not ** find|get|beat ~~ @better|higher|lower|better_rate|better_deal ~~ anywhere|elsewhere',
      'why pay more',
      // An implied rival: the product's fee, rate or value called better, half the cost, or worth switching to.
      '@better ** fee|charge|cost|rate|return|deal|price|value|alternative',
      '@ratio the cost|fee|price|charge',
      'switch|move|transfer|swap ** to|over_to ** us ~~ save|earn|get|pay|cut',
      '@rival ** charge|pay|offer|take|earn ** NUM % ~~ we|our|us|here',
      'typical|average|traditional|high_street|mainstream|conventional|big_name * bank|platform|provider|broker|adviser|advisor|competitor|app|account|isa',
      // Fifth round: the rival only implied by a pronoun ("left theirs standing"), a rival said to crawl or
      // stall while the product gains, the middleman cut out, the same job for pennies, a lead of two to one.
      'leave ** them|their|everyone|everybody|the_rest|the_competition|the_field ** trail|behind|standing|in_the_dust|for_dead',
      '@rival ** crawl|limp|stall|struggle|flatline|dawdle|plod|stagnate|languish|flounder ~~ while|as|we|our|member|investor',
      'while|as ** the? @rival ** crawl|limp|stall|struggle|flatline|dawdle|plod|stagnate|languish|flounder',
      'cut out ** the? ** middleman|middle_man|bank|broker|adviser|advisor|agent',
      'same|identical job|thing|service ** for ** penny|peanuts|a_fraction|less|half',
      '@outdo ~~ NUM to NUM',
      '@outdo ** flagship|fund|manager|peer|competitor|rival|portfolio',
      'why let ** them|the_bank|your_bank|@rival ** keep|pocket|take ** the? ** difference|spread|margin|profit|cut',
      // Sixth round: the rival named by a quantifier ("cheaper than the lot of them") or by its kind ("unlike the
      // big-name houses ... our portfolios"), what the reader would have had in a rival set against what clients have,
      // where the reader's money sits now said to lag, a rhetorical choice between the two.
      '@better than ** the? lot|rest|field|pack|crowd|competition|most|them|anyone|anybody|all',
      'unlike ~~ @provider ~~ ~~ our|we|us',
      'typical|average|traditional|high_street|mainstream|conventional|big_name|big|legacy|old_school|other * @provider ~~ while|whereas|but ~~ our|we|us',
      'if you would|have ~~ ~~ @rival ~~ you would have ** @ratio|less|more|NUM|CUR',
      '@ratio of what ** our|we|us ** client|member|investor|customer|fund|portfolio ** have|make|earn|get',
      'compare|comparison to|with|against ~~ @rival',
      'your ** @rival|@value ** be? @lag',
      'which|what * would you rather ** own|have|hold|choose|pick',
      // Round six (issue 18): an evaluative superlative claimed over a whole market ("the cheapest platform in
      // Britain", "on any UK platform") sets the product against every rival.
      'lead|main|closest|nearest|typical rival|competitor',
      'cheapest|greenest|safest|smartest|fastest|most_reliable|most_advanced|most_trust|best_value ~~ on|in|of ** any|britain|the_uk|uk|the_market|the_country|the_world|the_city|the_industry',
      // Round seven (issue 18): the product set above a share of its rivals ("kinder than 8 in 10 funds").
      '@better ~~ than NUM out_of|in NUM',
      '@better ~~ than NUM % of',
      // A rate or return set against the average or typical savings account's ("Average easy-access account 1.2%").
      'typical|average|high_street ** @savings|account|isa ~~ NUM %',
      // Round eight (issue 18): one return put as a multiple of another figure ("more than three times the 4.3%"),
      // an index named by its brand beaten ("beaten the FTSE", not a factsheet's "outperformed"), the whole market's lowest or best ("the lowest fees around").
      'NUM_time|twice|half|double|triple ** the NUM %',
      'beat|trounce|thrash|crush|smash ** the? ftse|msci|nasdaq|dow|stoxx|nikkei',
      // A rate the reader should not settle for, rivals that cannot compete.
      'why settle for ** NUM|CUR',
      '@rival ** can_not|could_not|will_not|can_never ** compete|keep_up|match|touch|come_close',
      // A rate asked where else to be had, rivals named by their size or standing, rivals put to shame or left
      // standing, no other provider offering it, no better rate on the high street, a savings account "only
      // better".
      'where else can|could|do ** get|find|earn|receive ** NUM|CUR|return|rate|yield|income|growth',
      'than ** the? big|biggest|high_street|mainstream|traditional|established|old ** name|player|boy|house|firm',
      'put ~~ to shame',
      'no other ** @provider ** offer|give|pay|have|match',
      'left ** @rival ** trail|behind|standing|in_the_dust',
      'not ** find|get|beat ~~ @better|higher|lower ~~ on|in the high_street|market|town',
      'like ** @savings|savings_account|bank_account ,? only|just better|higher',
      'more|better|higher|NUM_time|twice|double|triple ~~ @you be? ** get|earn|receive|make ** now|currently|at_the_moment|elsewhere',
      'lowest|best|cheapest|highest ** @offer ~~ around|anywhere|out_there|on_the_market|in_the_market|in_town',
      // Round eleven (issue 18): the average or typical rival's figure quoted beside the product's ("Average global
      // fund | +3%"), and a ranking among rivals the firm picked itself ("among the nine managers we selected,
      // Brackenridge ranked first"; "of the funds we selected, two fell" describes holdings).
      'typical|average|median * @provider|fund|manager ~~ NUM %',
      'among|of|against ** the? ** NUM? ** @provider|fund|manager|peer|competitor|rival ** we|i ** select|choose|chose|pick|handpick|hand_pick ~~ rank|first|top|best|beat|outperform|lead|win',
      // Round thirteen (issue 18), by structure: a gap sized as a figure ("90% less than a bank", "pays you 40% more a
      // year", whoever the rival in the sentence before is), and a bigger payout or smaller charge than what a rival
      // would give ("a higher income than an annuity would pay").
      'NUM % more|less|higher|lower|cheaper|extra ** than',
      'pay|earn|give|get|save|take|receive ** you? ** NUM % more|less|higher|lower|extra',
      'higher|bigger|larger|greater|lower|smaller ** @gain|income|yield|fee|cost|charge|payout|pension ** than ** @rival|annuity|@provider|you_would|you_could|you_d',
    ],
  },
  forecast: {
    about: 'an indication of future performance: a price, value or return predicted',
    phrases: [
      '@asset ** will|shall * hit|reach|@up|shoot|top|break|take_off|go_up|boom|moon|be_worth|return|deliver',
      'be about|set|poised|bound|due|go|on_track|expect to ** hit|reach|@up|shoot|top|break|take_off|go_up|boom',
      'will|shall ** hit|reach|top|be_worth ** CUR|NUM',
      '@you ** will ** earn|make|receive|get|double ** NUM %',
      'CUR NUM ** by ** year|YEAR|end|christmas|summer',
      'forecast|predict|project|expect|anticipate ** NUM %',
      'NUM % ** project|forecast|expect|predict|anticipate',
      '@asset ** could|may|might|should|likely|expect ** hit|reach|top|be_worth|double|treble|triple|soar|rocket|skyrocket ** CUR|NUM',
      'head|tip|predict|forecast|project|expect|on_course ** to|for ** CUR|NUM|@up|the_moon',
      'next stop ** CUR|NUM',
      // Round ten (issue 18): "will" with a multiple, as in certainty ("this coin will 10x"); a projection named as
      // such over the reader's money or a value, as a heading or a column that opens a row ("Your projected pot",
      // "Projected value | …"), whatever figures follow it.
      'your project|forecast|predict|estimate|expect ** pot|value|balance|fund|pension|income|wealth|savings|return|worth',
      '^ project|forecast|predict|estimate|expect value|pot|balance|worth|return|income',
      'will|shall NUM x|fold',
      'price prediction|target',
      // Structure: someone's view of a future value (an asset reaching a figure), a rise or multiple tied to a
      // future date, a value projected.
      '@predict ~~ @asset|it|they ** @reach ~~ CUR|NUM',
      '@asset ** @reach ** CUR|NUM ~~ by|before|within ** the? end|next|YEAR|NUM_year|NUM_month|come',
      '@predict ~~ to? ** @reach|return|deliver ~~ by|before|within ** YEAR|next|the_end|NUM_year',
      'project|forecast|predict|expect value|price|return|growth|worth ** of? ** CUR|NUM',
      'expect|project|forecast|predict|anticipate|estimate return|yield|growth|gain ** of? ** NUM %',
      '@asset ** will|shall|set_to|poised_to|on_course_to|on_track_to|tip_to|bound_to * make|earn|generate|produce|yield ** CUR|NUM',
      'double|treble|triple|@reach ~~ over|in|within|during the? next|come ** NUM? year|decade|month|quarter',
      'next|come ** NUM? year|decade|month ~~ double|treble|triple|boom|soar|skyrocket|take_off|explode',
      'projection|forecast|prediction base on ~~ outlook|view|expectation|belief|opinion|analyst|manager|team|research',
      // Fifth round: a run of results carried into the next period, a forecaster's view of the product making a
      // figure, a price multiple or a price going vertical after an event, the reader's future wealth as fact.
      'ride|carry|extend|continue ** that|this|the ** run|streak|momentum|trend|wave ** into|through|over ** the? next',
      '@predict ** the? ** @asset|@system|it|they|we ** make|earn|return|deliver|generate|produce|grow|gain|rise ~~ NUM % ~~ come|next|ahead|future|forward',
      'do|go|hit ** a? NUM x',
      'NUM x ** minimum|at_least|easy|easily|guarantee',
      'after|once the? next halve|rally|cycle|bull_run|cut|launch ~~ @asset|it|price ** will|could|do|go',
      'about to|set_to|poised_to|ready_to ** go|turn ** absolutely|completely|totally? ** parabolic|vertical|nuclear|ballistic',
      '@you will|be_go_to ** retire|be|become|end_up ** a? ** millionaire|rich|wealthy',
      '@value|pension|pot|portfolio ~~ will ** hit|reach|top|be_worth|grow_to ~~ CUR|NUM',
      // Sixth round: a first-person view of a gain ("I reckon mid-caps put on 25%"), a value reached at an
      // assumed rate or by a future age, estimated or target yields and returns stated as figures.
      'i|we @predict ~~ @up|put_on|add|gain|return|deliver|make|rise|climb ~~ NUM %',
      'at NUM % ** growth|return|a_year|per_year|a_month ~~ become|grow_to|be_worth|turn_into|reach|be ~~ CUR|NUM',
      'become|grow_to|turn_into|be_worth CUR NUM ~~ by|when|at ** the? time|age|NUM|retire',
      'estimate|expect|project|forecast|anticipate|prospective|indicative|target ** gross|net|annual|average|rental? ** yield|return|rent|income',
      'NUM % ** target|estimate|expect|project|forecast|anticipate ** return|yield|income|growth',
      // Round six (issue 18): a sum the reader will have, a view held with confidence that the product will make
      // a return, a rise said to be only beginning.
      '@you will|shall ** have|end_up_with|be_left_with|walk_away_with ** CUR NUM',
      '@predict|confident|sure|certain|convinced ~~ will|shall ** deliver|return|make|earn|generate|produce|achieve ** double_digit|NUM|strong|bumper|stellar',
      '@asset|it|they|rally|run|trend ** be only|just ** warm_up|get_start|begin',
      // Round seven (issue 18): a future sum the product will pay out or leave the reader, a floor or an estimate.
      'will|shall|should|set_to|expect_to|likely_to ** pay_out|leave_you|give_you|mature_at|be_worth ** at_least|around|about|roughly|some|over|more_than|a_minimum_of ** CUR NUM',
      // Round nine (issue 18): a return the product is set or going to deliver ("set to deliver 12% a year",
      // "going to be there, delivering double-digit returns"), steady growth stated for years to come.
      'be set|poised|bound|go|on_track|on_course|likely to ~~ deliver|return|yield|earn|produce|generate ** double_digit|%|CUR',
      'steady|reliable|predictable|consistent|strong|secure|stable|dependable growth|income|return ~~ for|over|across|throughout the next|come NUM? year|decade',
      // Round eleven (issue 18): a multiple stated as fact with a near, relative date and no modal ("this share doubles
      // by Christmas").
      '@asset|it|this|they ** double|treble|triple|quadruple|moon|skyrocket|soar|explode|take_off ** by|before ** christmas|easter|summer|spring|autumn|winter|new_year|year_end|next|the_weekend|@soon',
      // Round thirteen (issue 18), by structure: the reader asked to picture what the product or the coming years will
      // do (after a past figure, an invitation to extrapolate it: "imagine what the next ten could do"); a chain of
      // imperatives ending in the sum the reader retires or ends up with ("Transfer £50,000 today and retire with
      // £210,000").
      'imagine|picture|envisage|just_think what ** next|come|future|decade|year|it|they|this|that|@product|@holding|@system ** could|can|will|might|would ** do|achieve|deliver|make|earn|return|grow|turn_into|become',
      'and|then retire|end_up|finish|walk_away|come_away ** with|on CUR NUM',
      // A rise stated of a market and carried over to the reader's money by ellipsis ("rents are going through the
      // roof, and so will your yield").
      'and so will|shall ** your|the|our ** @value|yield|rent|pot|portfolio|pension|income|return',
    ],
    except: [
      'expect to ** invest|hold',
      // Round eleven (issue 18): a forecast whose object is a date ("the storm forecast for 4 December") forecasts no
      // figure.
      'forecast|predict|project|expect|tip|head ** to|for|on NUM @month',
    ],
    // A question asking for a view ("What do you think the fund will return next year?") forecasts nothing.
    sentenceExcept: [
      'what|how|where|when ** do|will|would you|we ** think|expect|predict|forecast|reckon|see',
    ],
    hedges: 'aims-undo',
    // "Nobody can predict whether Bitcoin will reach $100,000" and "if prices double" forecast nothing.
    conditionalUndoes: true,
  },
} as const satisfies Record<string, ConceptSpec>;
