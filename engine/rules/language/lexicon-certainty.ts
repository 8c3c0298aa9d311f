// Certainty: a claim that returns or capital are guaranteed, safe or cannot be lost (COBS 4.2.1R).
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

export const CERTAINTY_SPECS = {
  certainty: {
    about: 'a claim that returns or capital are certain, guaranteed, safe or cannot be lost',
    phrases: [
      '@certain ** @value',
      'lock in ** @value',
      'NUM % ** be|stay|remain ** lock|@certain',
      '@value ** be|stay|remain ** @certain|lock|secure|safe|protect|risk_free',
      'secure|safe ** home|place|haven|way ** @value',
      'safe|secure|protect ** @you ** @value',
      'never|not * lose|fall|drop',
      'never have * lose|negative|down|bad year',
      'no|zero|without * risk|loss|downside',
      'not at risk',
      'can not go wrong',
      'always ** pay|deliver|@up|make_money|win|beat|profit|come_out_ahead|come_out_on_top|end_up_ahead|come_good',
      '@you ** will ** earn|make|receive|get|grow|double|return ** NUM %',
      'will double @value',
      'sure thing|bet',
      'safe bet',
      'NUM way bet',
      'risk free',
      'riskless',
      'fail safe',
      'cast iron',
      'iron clad',
      'rock solid',
      'can only go up',
      'only ever go up',
      'be certain to @up',
      'practically|virtually|almost|basically ** risk_free|safe|guarantee',
      'lose nothing',
      'nothing to lose',
      'no way to lose',
      'can not fail',
      'win win',
      'get back ** at_least|every_penny|all',
      'whatever|no_matter_what ** market ** do|happen',
      'without fail',
      'never ** miss ** payment|coupon|dividend|interest',
      'protect ** from|against ** fall|crash|downturn|loss|market|volatility',
      'certain|sure|definite ** return|profit|income|gain|payout',
      '@value protect|guarantee|secure',
      '@certain ** NUM %',
      'no * chance|possibility|danger|way ** lose',
      'can only @up',
      'always ** get back',
      'risk ** be ** theoretical|negligible|nil|zero|minimal|non_existent',
      // Structure: a return fixed by contract or promised as an outcome, a rate stated as an order ("Earn 9% a
      // year"), a method sold as unable to fail, capital never exposed or fully shielded, returns that hold in
      // any market, safety borrowed from the real assets behind the product.
      '^ earn|get|receive|collect|enjoy|pocket|bank|lock_in ** NUM % ** a|per|each|every ** year|month|annum|quarter',
      'fixed|contractual|contract|promise|assure|lock ** NUM %? ** return|yield|payout|profit|rent',
      'write|lock|enshrine|bake ** into|in ** the? contract|stone',
      'set in stone',
      'make_sure|ensure ** @value|your ~~ deliver|grow|earn|@up|beat|outperform|generate|make_money|profit',
      'foolproof|failsafe|fail_safe|surefire|sure_fire|bulletproof ** method|system|strategy|formula|approach|technique|plan',
      'proven|tried_and_test ** method|system|formula|technique',
      '@perf|@value ~~ year_after_year|year_in_year_out|like_clockwork',
      'failsafe',
      '@value ** be? never ** expose|endanger|threaten|touch|jeopardise|jeopardize|in_danger|on_the_line',
      '@value ** fully|completely|totally|entirely|wholly|always|permanently|safely|NUM_% ** protect|shield|safe|secure|guarantee|safeguard',
      '@value|payout|dividend|interest ~~ regardless|irrespective of ** the? market|economy|condition|what_happen|crash|downturn',
      'come rain or shine',
      'back by ** real|tangible|physical|bricks ** asset|property|buildings|gold|land|mortar',
      'total|complete|absolute|full peace of mind',
      'worry_free|stress_free|risk_less ** invest|investment|income|return|saving',
      'safe|secure|safest investment|option|choice|harbour',
      // Fifth round: an outcome stated as a fact about the reader's future ("you'll retire a millionaire",
      // "you will close your first profitable deal"), income that arrives whatever happens ("tenants or no
      // tenants, your 9% lands every month"), a claim closed to doubt ("end of story"), profits that keep coming.
      '@you will|be_go_to ** retire|be|become|end_up ** a? ** millionaire|rich|wealthy|comfortable',
      'tenant|buyer|market|crash|recession|boom|bust|rain|storm|slump or no|not ** tenant|buyer|market|crash|recession|boom|bust|rain|storm|slump',
      'NUM_%|@value|payment|rent ** land|arrive|drop|turn_up|appear|hit_your_account ~~ every|each ** month|week|quarter|year',
      'end of story|discussion|debate',
      // Round six (issue 18): capital said to come back whole, a rise of a stated size said to happen, a sum the
      // reader will have, profits that recur every period ("month in, month out").
      '@value|investment|money ** return|repay|repaid|refund|pay_back|give_back|back ** in full|intact',
      '@asset ** will|shall ** @up|grow_by|return|deliver ** NUM %',
      '@you will|shall ** have|end_up_with|be_left_with|walk_away_with ** CUR NUM',
      '@perf|@value ~~ year|month|week|quarter|day in ,? year|month|week|quarter|day out',
      // Round seven (issue 18): the outcome the reader takes away stated as a figure, a value said to multiply, a
      // rate per period promised after a chain of imperatives ("Join, deposit, and earn 3% a week"), a recovery
      // said always to come, a value said never to reach nothing, safety likened to money in the bank.
      'walk_away_with|come_away_with|go_home_with|take_home ** NUM %',
      '@value|savings|investment|pot|stake|deposit ** will|shall|be_go_to ** double|treble|triple|quadruple|multiply',
      // Round ten (issue 18): modality "will" with a multiple, whatever holds it (a coin, a cashtag, a share) and
      // however the multiple is written ("10x", "five times over"); a rate labelled guaranteed in a table cell.
      'will|shall NUM x|fold',
      'will|shall|be_go_to ** multiply|grow|rise ** NUM x|time|fold',
      'NUM % ( guarantee',
      'and|then earn|get|receive|collect|pocket|bank|make ** NUM % ** a|per|each|every ** year|month|annum|quarter|week|day',
      '^ earn|get|receive|collect|enjoy|pocket|bank ** NUM % ** a|per|each|every ** week|day',
      'always|invariably|inevitably ** come_back|bounce_back|recover|rebound',
      'never ** be ** worth ** nothing|zero',
      'never ** go|fall|drop|sink ** to zero|nothing',
      'as safe|secure|solid as ~~ bank|build_society|deposit|savings_account|cash_isa',
      // Round eight (issue 18): a rate said to accrue to the reader's money every period, stated as fact ("your
      // balance grows by 2% every month"); a sum collected over a stated time, as an order; income said to be
      // spoken for already; a rate from the day the reader invests to the end, or set out "every year, for five years"; the return framed as a promise or
      // commitment made to every investor; a sum put in said to become a larger sum; a prediction disowned as
      // mere arithmetic; a value that is always worth a fixed amount; money said to be there whatever happens;
      // no investor ever having missed a payment.
      'your * @value|balance|money|pot|savings @perf by? NUM % ** every|each|a|per ** day|week|month|quarter|year',
      '^ earn|get|receive|collect|pocket|bank|make ** CUR NUM ** in|over|within|every|each|a|per ** NUM? year|month|week|day|quarter',
      'NUM % , every|each year|month|quarter , for|over ** NUM|the_full|the_whole ** year|term',
      'NUM % ~~ from the day|moment|minute|start ~~ to|until|till ** the? day|end|maturity',
      '^ that|this be ** commitment|promise|pledge|guarantee ** make|give ** to ** every|each|all|our ** single? ** @you|investor|bondholder',
      'promise|commitment|pledge ~~ never ** break|broken',
      'NUM ** grand|k? ** into ~~ be|become|turn_into|grow_into CUR? NUM',
      'not a|an prediction|forecast|guess|projection ~~ ~~ just|simply|plain|pure|basic ** math|arithmetic|fact|how_compound',
      'always worth NUM|CUR|exactly|at_least',
      'hold|keep|retain ** its|their ** value ,? full_stop|period|always|whatever|forever',
      'there|safe|secure|intact|protect ~~ whatever happen',
      'not NUM|a_single ** @you|investor|member|bondholder ** have? ** ever? ** miss|lose|go_without',
      // Round eight, beyond the set's wording: a sum paid to the reader every period as a fact, the reader "will be
      // paid" a rate, a rate to expect or count on every year as an order, the claim closed to doubt ("no ifs, no
      // buts", "the numbers don't lie", "nothing can change that").
      '@you ** will|shall ** earn|make|receive|get|collect|pocket ** CUR NUM ** every|each|a|per ** day|week|month|quarter|year',
      '@you will|shall be pay ** NUM|CUR',
      '^ count_on|rely_on ** NUM % ** a|per|each|every ** year|month|annum|quarter',
      'no ifs|if ,? no but',
      // A rate called secure, safe or certain ("a secure 7%").
      'secure|safe|assure|certain NUM %',
      // Every penny back, income paid whether or not the asset earns, the only way up, a sum said to become another
      // by a date, the reader said to be better off by a figure.
      'every penny|pound back',
      '@value|rent|income|payout|dividend ** be? pay ~~ whether ~~ or not',
      'only way be up',
      'CUR NUM will|shall ** be|become|turn_into|grow_to|grow_into CUR NUM',
      '@you will|shall be ** NUM %|CUR_NUM ** better_off|richer',
      // A headline that is only the reader's money and its safety ("Your savings, protected.").
      '^ your @value|money|savings|capital|investment ,? protect|safe|secure|guarantee|shield .',
      'number|figure|math do not lie',
      'nothing|nobody|no_NUM can ** change|alter|take_away|touch ** that|this|it',
      // Round eleven (issue 18), by structure. A loss said to be impossible however far the loss word stands ("no way
      // this ends in a loss"); a value that moves only one way; growth or returns made a certainty, as a noun (the
      // things WordNet files under "something that is certain": a foregone conclusion, an inevitability, a slam dunk)
      // or baked in; a record of never missing; a rate called sure-fire or bankable.
      'no * way|chance|possibility ~~ lose|loss|fail|go_wrong|lose_money',
      'only ** go|move|head|travel|point ** NUM|in_NUM ** way|direction',
      '@value ** be|become|look|seem|feel ** a|an|the ** ** certainty|give|@wn_certainty',
      'make ** @value ** a|an|the ** ** certainty|give|@wn_certainty',
      '@value ** be|come|get ** bake|hardwire|hard_wire|cement|build ** in|into ** from|at|since ** day|the_start|the_outset',
      '@value ** be|come|get ** bake|hardwire|hard_wire|cement ** in|into',
      'never|not_once miss|falter|slip .|!|once|a_beat',
      'sure_fire|surefire|nail_on|bankable|rock_solid|cast_iron|bulletproof|copper_bottom ** NUM %',
      // Round thirteen (issue 18), by structure. A fall or loss verb negated with a holding as its subject (the
      // product, its units, price, value or capital): the negation does not undo a loss word here, it is the claim
      // ("the unit price never goes down", "your capital won't shrink"); a floor at the reader's own stake ("hands
      // back what you put in or more", "never less than you invested"); income made certain by repetition ("6.4% a
      // year, every year", "9%, every single year", "each and every month").
      '@holding ** never|not ever? @fall',
      'what|everything|all|amount|sum ** you|they ** put_in|invest|pay_in|deposit|start_with|originally_invest ,? or more|better',
      'never|not ** less than ** you|your|what|the_amount|the_sum ** put_in|invest|pay_in|deposit|stake|capital',
      'NUM % ** a|per|each year|annum|month|quarter ,? every|each single? year|month|quarter',
      'every|each single year|month|quarter',
      'each and every year|month|quarter|payment|time',
      // Capital said to be shielded, untouched or to stay put; the reader said never to have to think about a loss
      // ("our investors have never had to give a thought to losing it", "you needn't worry about losing a penny").
      '@value|savings ** be|stay|remain ** shield|untouched|untouchable|intact|armour_plate|armor_plate',
      '@value|savings ** stay|remain put',
      'never|not|no_need|need_never ** have_to|need_to|have|need? ** worry|think|give_a_thought|fret|lose_sleep ** about|to|over ** lose|loss|a_loss',
      // A chain of imperatives ending in the sum the reader retires or ends up with, stated without a modal ("Move
      // your pots to us today and retire with £180,000"), as round seven's "Join, deposit, and earn 3% a week".
      'and|then retire|end_up|finish|walk_away|come_away ** with|on CUR NUM',
    ],
    // A pronoun that stands for the product named in its sentence or the one before ("once your fund is
    // transferred, it will grow by a fixed 8% every year"; "Our income plan is simple. It pays 6% a year."): a
    // certain future return or income whose subject is that pronoun (round thirteen).
    beside: {
      phrases: [
        'it|they|this will|shall|be_go_to ** @up|grow_by|rise_by|return|deliver|pay|pay_out|earn|yield|produce|generate|give_you|hand_you ** NUM %',
      ],
      near: ['@product'],
      within: 1,
    },
    except: [
      'risk free rate|asset|interest|return|benchmark|yield',
      'safe haven asset',
      // An upper bound ("earn up to 8%") is no certainty, and fixed income is an asset class, not a promise.
      'earn|get|receive|collect|enjoy|pocket|bank ** up to|as_much_as',
      'fixed income|interest',
      'lose out',
      // Losing sight, track or touch is no loss of money (round thirteen).
      'lose sight|track|touch|interest|patience|heart|momentum',
      'lose more than',
      // Money protected "whatever happens to us" is custody explained, not the investment's value (round eight).
      'whatever happen to',
      // A sum every period "only if the index is above its starting level" is the payment with its condition.
      'every|each|a|per day|week|month|quarter|year ~~ only_if|unless|provided|as_long_as|so_long_as|subject_to',
      // A sum that could become another is an illustration, not a promise (round eight).
      'can|could|may|might|should|would ** be|become|turn_into|grow_into CUR? NUM',
      'hold|keep|store|ring_fence|segregate ** safe|secure|protect',
      // Money kept safe in custody, not safety likened to keeping it in a bank ("as safe as keeping it in the bank").
      'safe|secure|protect hold|keep|store|ring_fence|segregate|custody|nominee',
      'safe|secure|protect and|in|with|by|under|within|at ** hold|keep|store|ring_fence|segregate|custody|nominee',
      'no|zero|without * risk warning|profile|indicator|category|rating|scale|appetite|tolerance|level|management|measure|premium|free',
      'without ** risk warning',
      'guarantee by',
      'not ** lose ** benefit',
      // Capital back in full "unless the index has fallen by half" is the protection with its limit.
      'in full|intact ~~ ~~ unless|except|provided|as_long_as|so_long_as|subject_to',
      // A floor with its condition beside it ("at least what you invested, as long as the bank does not fail").
      'get_back|back|return|repay ** at_least|every_penny ~~ ~~ unless|except|provided|as_long_as|so_long_as|subject_to',
      // Round eleven (issue 18): "no way of knowing", "no chance of recovering" are warnings, not a loss ruled out;
      // "a given percentage" is a figure.
      'no * way|chance|possibility ** to|of ** know|tell|predict|say|be_sure|rule_out|avoid|eliminate|remove|prevent|recover|get_back|guarantee|protect',
      'a give NUM|percentage|%|amount|level|rate|date|period|time|day|year|number|proportion',
      // A guarantee spelt out: a named guarantor (a bank, an insurer, a plc) and its condition in the same sentence
      // ("Halden Bank plc guarantees to return 100% of your capital, provided you hold the plan to maturity"), the
      // remedy the rule asks for; its limits are the protection-claims rule's to check.
      'bank|plc|ltd|limited|insurer|insurance|assurance|guarantor|issuer|counterparty|society ** @certain ~~ ~~ provided|as_long_as|so_long_as|subject_to|unless|on_condition',
      // Round thirteen: a holding that did not fall as far as something else is a comparison of a past fall, and one
      // that does not fall within a scope or category is no claim about its value.
      '@fall ** as|so ** much|far|sharply|steeply|fast|quickly|badly',
      '@fall ** within|into|under|outside|short|behind|foul|away|out_of|below_the_benchmark',
      '@fall than',
      // A charge or fee taken every year is a cost, not income made certain.
      'charge|fee|cost|expense|ocf|amc|commission ~~ NUM % ~~ every|each',
    ],
    // A deposit's rate (AER) really is fixed; an annuity or the FSCS really guarantees.
    sentenceExcept: [
      'annuity',
      'fscs',
      'compensation scheme',
      'deposit protection',
      'government guarantee',
      'aer',
      // Round eight (issue 18): a protection with its limit in money ("protected up to £85,000") is the deposit
      // scheme's cover stated, not a claim that capital is safe.
      'protect|cover ** up to CUR NUM',
    ],
    hedges: 'undo',
    skipQuestions: true,
    conditionalUndoes: true,
  },
} as const satisfies Record<string, ConceptSpec>;
