// Claims a communication makes about the product: benefits and superlatives. Certainty is in
// lexicon-certainty.ts; urgency and hype in lexicon-pressure.ts; trivialising and incentives in lexicon-play.ts.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

export const CLAIM_SPECS = {
  benefit: {
    about: 'a potential benefit: growth, returns, income, outperformance, tax-free gains, rewards',
    phrases: [
      'grow|boost|increase|double|multiply|maximise|maximize|supercharge|build ** your ** @value',
      'your ** @value|wealth ** grow|rise|soar|increase|double|multiply|boom|shine|flourish|thrive',
      'earn|yield|pay|get|receive|make|deliver|offer|generate|produce ** NUM %',
      // Round ten (issue 18): what a service gives the reader, as a list of advantages ("you'll enjoy lower fees,
      // wider choice and more control"), and experts doing the work for the reader.
      'enjoy|benefit_from|get|gain ~~ low|lower|cheap|cheaper|reduce ** fee|charge|cost',
      'enjoy|benefit_from|get|gain ~~ wide|wider|more|great|greater|full|better ** choice|control|flexibility|freedom',
      'let|leave ** the? ** expert|professional|pro|specialist ~~ invest|manage|handle|run|grow ** for you|your',
      'high|higher|strong|attractive|excellent|impressive|superior|great|healthy|generous|bumper|outstanding|exceptional|steady|consistent|regular|passive|extra|better|big|bigger|dependable|reliable|predictable|solid|stable|secure return|growth|income|yield|profit|gain|dividend|payout',
      'NUM % income|yield|interest|coupon|return ** pay|every|each|a_year|a_month',
      'reward',
      'outperform|beat the market',
      'tax free @value',
      'money|saving|pension|pot ** work harder',
      'earn ** reward|interest|yield|income|return',
      'return|yield|income|growth|gain of ** NUM %',
      'profit from',
      'beat inflation',
      'retire early|rich',
      'extra|second|passive income',
      'extra cash|money',
      'watch ** grow|soar|rise|multiply',
      'bigger|larger pot|pension|saving|nest_egg',
      // Structure: a verb of receiving with a rate, income that beats rising prices, money that earns more.
      'collect|enjoy|pocket|bank|receive|get ** interest|income|dividend|payout|coupon|return ** NUM %',
      'interest|payout|dividend|coupon of ** NUM %',
      'keep_pace_with|beat|outpace ** inflation|rise_price|cost_of_living',
      'earn|work|grow more|harder',
      'pot|pension|saving|wealth|money ** swell|balloon|mushroom|snowball',
      // Structure: value held against rising prices, early retirement, the purchase called the wisest move.
      'protect|shield|hedge|guard|insulate|safeguard|defend ** @value|you|your|wealth|it ** from|against ** inflation|rise_price|cost_of_living',
      'hedge against inflation',
      'inflation proof|beat',
      'keep|hold|retain|preserve ** its|their|your ** value|worth|purchase_power',
      'retire ** at NUM|early|young|comfortably|rich|in_style',
      'smart|smartest|wise|wisest|clever|cleverest|savvy|shrewd|best|brilliant ** move|decision|investment|buy|purchase ~~ ever',
      // A feature list sells benefits too: income on a schedule, the prospect of growth.
      'income|dividend|payout|interest ** pay ** every|each ** month|quarter|year|week',
      'potential|chance|prospect|opportunity for|of ** growth|gain|return|income|profit|upside',
      'secure|build ** your|a ** financial? ** future|retirement|nest_egg|dream',
      'comfortable|dream|early|secure|wealthy retirement',
      'compound ** growth|return|interest|gain',
      'get|earn|make ** more ** from|on|out_of ** your ** @value',
      '@value ** work ** for you',
      'financial independence|freedom',
      // Fifth round: an upside described as what the reader walks away with, keeps or unlocks, money that rises
      // on its own ("gets better with age, and so does its price", "let time do the heavy lifting"), income
      // that arrives or drops in, freedom to sell, a rate per period and a payment schedule, a free share.
      'walk_away|come_away|end_up|leave ** with ** more|a_profit|a_gain|double',
      'pocket ** the? ** lot|difference|profit|gain|spread|margin',
      '@value|deposit|stake|pot ~~ can|could|will|should|set_to|go_to ** double|treble|triple|multiply|soar|skyrocket',
      'unlock|release|free_up|cash_in|tap_into ~~ your ** @value|equity|nest_egg',
      'sell|exit|cash_out|withdraw|access ** whenever|anytime|any_time',
      'whenever you like|want|wish|choose|please',
      'fast grow|expand ** town|area|region|city|market|sector|economy|neighbourhood',
      'plan|development|growth|upside potential',
      'dividend|income|interest|payout|profit|return|rent ** drop|land|roll|flow|pour|arrive|come ** straight? ** into|in',
      'better|richer|more_valuable ** with ** age|time',
      'time do ** the? ** heavy_lift|hard_work|work',
      'month|regular|steady|lifetime|lifelong income',
      'NUM % a|per|each year|annum|month ~~ pay|payable',
      'return|yield|earn|make|deliver ** anywhere? ** between|from NUM ** NUM %',
      'free share|stock|money|cash',
      // Sixth round: what the product offers in use - a rate stated as a bare number, regularity, instant access,
      // vault-grade safety, money that keeps growing, freedom of timing, tax-free transfer, leverage as more for your
      // money, a trade that works whatever the market does.
      'yield|return NUM',
      'year in ,? year out',
      'instant|same_day|easy|fast|quick|early|anytime|free|penalty_free withdrawal|access|liquidity|exit',
      'bank_grade|military_grade|institutional_grade|secure|safe ** vault|storage|custody|security|encryption',
      'safe|safer|safest|secure|securest ,? safe|secure? way|place|home|choice|option',
      'keep|continue|carry_on ** grow|compound|earn|work',
      'when|whenever ** you like|want|wish|choose|please|need',
      'pass|leave|hand|take|withdraw|draw|receive|enjoy|give ~~ tax free',
      'more|bigger|better bang for ** buck',
      'more|bigger ** for your ** buck|money|pound',
      'whatever|no_matter_what|whichever_way ** the? market ** do|go|move|throw',
      // Round six (issue 18): money said to grow faster than it does now, income tied to inflation, a yield set
      // above a rival's, capital said to come back whole, a rate for every year a condition holds, a value
      // said to multiply, investing sold as free of effort or worry.
      'grow|earn|work ** the? rest|it|them|money|@value ** faster|quicker|harder|more',
      'rest|@value ** grow|earn|work ** faster|quicker',
      'inflation link|proof|protect|beat ** income|return|dividend|payout|yield',
      '@value|value ** that|which ** @outdo',
      '@value|investment|money ** return|repay|repaid|refund|pay_back|back ** in full|intact',
      'NUM % for every|each ** year|month|quarter',
      'value|price ** can|could|will|may ** multiply|double|treble|triple|soar|skyrocket',
      'no worry|hassle|headache|fuss',
      'easy|easier|simple|simpler|quicker|faster than ** pick|buy|make|order|choose|follow|book',
      // Round seven (issue 18): a rate named as a feature the reader secures ("your 9% annual coupon"), a multiple
      // of the return ("five times the interest"), the outcome taken away as a figure, a market said to be soaring.
      'NUM % ** annual|monthly|yearly|quarterly|fixed|regular ** coupon|yield|return|income|interest|dividend|payout|rent',
      'NUM|@ratio time|x ** the|as_much|more ** interest|return|income|yield|growth|profit|rent',
      'walk_away|come_away|go_home ** with ** NUM',
      'price|yield|rent|value|return ** be off_the_chart|through_the_roof|sky_high',
      'price|yield|rent|value|return be rocket|skyrocket|soar|boom',
      // Round eight (issue 18): income paid straight to the reader as a feature, prospects called bright or the best
      // still to come, growth drivers named as a region's selling point, money said to have multiplied.
      // Round eleven (issue 18): the comma is optional ("- Monthly income paid straight to your account", a listed
      // feature); "Income is paid directly into your account" states how, with its verb, and is not matched.
      '^ monthly|quarterly|regular|steady|annual? ** income|dividend|interest|payout|coupon|rent ,? pay|send|sent|credit ** straight|direct ** to|into ** your ** bank|account|pocket|wallet',
      'the best be ** yet|still ** to_come|ahead|around_the_corner',
      'bright|exciting|golden ~~ decade|year|future|time ** ahead|to_come',
      // Beyond the set's wording: a rate the reader enjoys or collects, income for life or as a steady stream,
      // money worth far more, money working as hard as the reader.
      'enjoy|collect|pocket|lock_in ** NUM %',
      'earn|receive|collect|pocket|bank|make ** CUR NUM ** in|over|within|every|each|a|per ** NUM? year|month|week|day|quarter',
      'income|payout|dividend for life',
      // Wealth built, growth benefited from, money going further or put to work.
      'build|grow|create wealth',
      '^ get pay ** every|each|a ** month|week|quarter|year',
      'earn|grow|make_money while you sleep',
      'enjoy|share_in|ride|capture ** the? upside|boom|rally|growth',
      '^ benefit from ** growth|rise|upside|boom|return',
      '@you ** benefit from ** growth|rise|upside|boom|return',
      'money|savings|@value ** go further',
      'put ** your ** @value|savings ** to work',
      'reliable|steady|regular|dependable|predictable|passive|extra|second|grow stream|source of income|cash',
      'be worth ** far|much|a_lot|significantly|considerably more',
      'money|saving|pension|pot ** work ** as hard',
      'fast|rapid|rapidly grow|expand ** middle_class|class|population|consumer|demand|economy|wealth',
      'grow|multiply ~~ @value|money ~~ many|several|NUM time over',
      // Round eleven (issue 18), by structure: a fall in the market sold as a chance to profit; money or accounts
      // grown fast; leverage sold as a bigger position for less; the growth driver that sells emerging markets (a
      // class of new consumers) said to swell by a number ("a middle class growing by millions a year"); a market's or
      // a population's growth alone is a statistic.
      'profit|make_money|gain|earn|win|cash_in ~~ when|whether|as|if ** the? ** market|price|share|stock ** fall|drop|go_down|slide|crash|tumble',
      'grow|build|boost|double|multiply ** small? ** account|pot|balance|portfolio|@value ** fast|quickly|rapidly|overnight|in_no_time',
      'control|trade|open|hold|buy ** a? ** bigger|larger|big|large ** position|exposure|stake ~~ with|for ** less|a_fraction|small|little',
      'middle_class|consumer_class|consumer|middle_income|affluent_class|investor_class ** grow|boom|expand|surge|swell|soar ** by|at ** NUM|millions|thousands|double_digit',
    ],
    except: [
      'risk and? reward',
      'reward profile|indicator|scale',
      'typically ** reward',
      'high yield bond|market|security|debt|issuer|index|credit|sector|fund|universe',
      'get|receive|pay back',
      'free money|cash back',
      // "Worth far more or far less" is the range of outcomes, not a benefit (round eight).
      'more or ** less',
    ],
    sentenceExcept: ['derivative', 'efficient portfolio management'],
    hedges: 'aims-undo',
    conditionalUndoes: true,
  },
  superlative: {
    about: 'a superlative or ranking about the product or firm: best, cheapest, number one, unbeatable',
    phrases: [
      'best|finest|greatest|smartest|wisest|safest|cheapest|highest|strongest|fastest|top|unbeatable|unrivalled|unmatched|unparalleled|unsurpassed ** @offer',
      'most profitable|successful|trust|popular|rewarding|reliable|lucrative ** @offer',
      'lowest cost|fee|charge|price',
      'number NUM ** @offer',
      '# NUM',
      'best ** in|on the uk|market|world|town|business|country',
      'second to none',
      'favourite @offer',
      'the only @offer ** need',
      'unbeatable|unrivalled|unmatched|unparalleled|unsurpassed|peerless',
      // Round seven (issue 18): a ranking written "No. 1", an award or a leadership claimed without saying whose.
      'no . NUM ** @offer|app|platform|broker|provider|choice',
      // Round ten (issue 18): a ranking over any kind of provider ("No.1 robo-adviser", "number one wealth manager").
      'no . NUM ** @provider|robo|wealth_manager|lender',
      'number NUM ** @provider|robo|wealth_manager|lender',
      'award win',
      'recognise|acknowledge|undisputed|clear|market|industry ** leader',
      // Round eight (issue 18): a superlative claimed over a whole field or time ("the finest stock-picker of her
      // generation", "Britain's leading specialists", "the UK's premier investment"), a premier or foremost name.
      'best|finest|greatest|smartest|shrewdest|premier|foremost ~~ of ** her|his|their|our|its|this|the ** generation|era|decade|age|day',
      'britain|uk|england|scotland|wales|europe|world|country|nation|london lead|premier|foremost|favourite|number_NUM|best|finest|biggest|largest|fastest ** @offer|specialist|firm|expert|adviser|provider|name|brand|investment|exchange|house',
      'the ultimate @offer',
      // Beyond the set's wording: the best-kept secret, the gold standard, the first choice, top of the table, a
      // league of its own, nothing else like it.
      'best keep secret',
      'the gold standard',
      'investor|saver|client|customer|member|people|family|britain|uk|adviser ** first|top|number_NUM choice',
      'top of the ** table|league|chart|class',
      'in a league of its|their own',
      'nothing else ** like it|this',
      'nobody|no_NUM do it better',
      'simply|quite_simply the best',
      'most exciting|compelling ** @offer|opportunity',
      'premier|foremost|pre_eminent|preeminent ** @offer|investment|specialist|firm|expert|name|adviser|choice|destination|opportunity',
    ],
    except: [
      'best interest|execution|possible|effort|endeavour|estimate|practice|advice',
      // "One of the UK's largest" places the firm among others (round eight).
      'NUM of the? britain|uk|england|scotland|wales|europe|world|country|nation|london',
      'to the best',
      'at best',
      'best perform|performing ** security|stock|share|sector|company|asset|market|region|holding|NUM|fund',
      'top ** holding|NUM|position|issuer|country|sector|quartile',
      'highest|lowest ** risk|category|rating|quality|standard|class|level|score',
      'lowest charge class',
    ],
    // "Premier Miton", "Foremost Capital": firm names, not claims (round eight).
    lowercase: ['premier', 'foremost'],
  },
} as const satisfies Record<string, ConceptSpec>;
