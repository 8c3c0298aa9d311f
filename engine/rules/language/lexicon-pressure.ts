// Pressure: urgency and hype (COBS 4.2.1R). Investing made to look trivial or a game, and incentives to invest
// (COBS 4.2.1R, 4.12A.7R), are in lexicon-play.ts.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

// Round ten (issue 18): hype as a semantic field. A word of extremity (an explosion, the unstoppable, the
// staggering, a revolution in one's money) in the same sentence as a word of wealth states the prospects in
// sensational terms, whichever words of each field are used. Words a risk statement shares ("a market shock",
// "crazy to put all your money in one fund") are left out.
export const PRESSURE_WORD_SETS = {
  /** Extremity: force, shock and scale beyond measure. */
  extreme: `unstoppable explosion explode explosive stagger jaw_drop mind_blow earth_shatter seismic
    colossal monumental meteoric stratospheric skyrocket turbo supernova rocket_ship`.split(/\s+/),
  /** Round thirteen (issue 18): imperatives of buying into an offer (or phoning to), when one opens a sentence;
   * registering or booking (a webinar, a review) is not buying. */
  act: `order buy phone call ring apply invest reserve claim transfer switch join subscribe secure grab lock_in
    top_up`.split(/\s+/),
  /** Who takes up an offer, when it is kept to the first of them. */
  taker: `applicant investor customer wallet client subscriber buyer member saver account person people order
    application caller`.split(/\s+/),
  /** Round thirteen (issue 18): violent upheavals of nature and force (an eruption, a detonation, a tidal wave, an
   * avalanche), when wealth is their subject or what they are made of ("watch your money erupt", "an avalanche of
   * wealth", "a wealth tsunami"). */
  upheaval:
    `eruption erupt volcano volcanic explosion explode detonation detonate blast tsunami tidal_wave avalanche
    landslide earthquake hurricane tornado typhoon cyclone whirlwind firestorm wildfire inferno juggernaut
    stampede deluge torrent`.split(/\s+/),
  /** Wealth as the prize. */
  fortune: `wealth fortune riches rich millionaire billionaire money profit gain payday windfall`.split(
    /\s+/,
  ),
  /** Round eleven (issue 18): words of astonishment that say a prospect is beyond belief or measure, when they are
   * said of a gain ("the upside is INSANE") or stand alone as an exclamation ("Unbelievable."). Size words ("huge",
   * "massive") are left out: "the range of returns is huge" describes a spread. */
  marvel:
    `insane crazy incredible unbelievable phenomenal extraordinary spectacular stellar stagger astronomical
    explosive mind_blow jaw_drop eye_water epic breathtaking ridiculous unreal outrageous stratospheric
    mind_boggle stunning amazing fantastic sensational bonkers off_the_chart`.split(/\s+/),
  /** What is hoped for from an investment, as the subject of such a word. */
  prize: `upside return gain growth profit payout payday rally potential riches win windfall`.split(/\s+/),
} as const;

export const PRESSURE_SPECS = {
  urgency: {
    about: 'pressure to act quickly: countdowns, scarcity, fear of missing out, costs of waiting',
    // "As soon as practicable" schedules the firm's own action; it presses nobody. Telling the reader not to
    // hurry ("please don't let that rush you", "this is not a reason to invest in a hurry") is the remedy.
    except: [
      'as soon as',
      'not|never ** let ** rush|hurry|pressure|pressurise|panic',
      'no|not|never ** need|reason|point|pressure|cause ~~ hurry|rush',
      // Round eleven (issue 18): a capacity stated as a number with its cause ("limited to 200 because of the
      // platform we use") is logistics, not scarcity used as pressure; a demand given as the cause is its own phrase.
      'limited to NUM ~~ because|due_to|owing_to|give',
      // "Will not be open again until Monday" is a notice of hours.
      'again until|till',
      // Round thirteen: a near day with its date is a dated deadline ("apply by Friday 31 May"), a plain fact.
      'before|by the? @soon NUM|@month',
      // "Call us before Friday if you have any questions" offers help, it presses nobody.
      'before|by the? @soon ~~ if|should|in_case ** you ** have|need|want|wish ** any? ** question|query|help|assistance|advice',
      // "The issue is unlikely to be fully subscribed by Thursday": the depletion denied.
      '@supply ~~ not|unlikely|never|hardly|no ~~ exhaust|deplete|use_up|run_out|sell_out|snap_up|take_up|fully_subscribe',
    ],
    phrases: [
      'act now|fast|quick|quickly|today|immediately|soon',
      'hurry',
      'rush',
      'do not miss|wait|delay|hang_about',
      'miss out',
      'miss the boat',
      'before it|they be ** too_late|go',
      'too late',
      'before ** price|rate ** rise|go_up|increase',
      'last|final chance|call|opportunity',
      'now or never',
      'only NUM|few ** day|hour|week|place|spot|space|seat|unit|left',
      'NUM|few day|hour|place|spot|space|seat|unit|week ** left|remain|to_go',
      'place|spot|space|seat|stock|supply|unit|ticket ** go|sell|run ** fast|quick|quickly|out',
      'sell out',
      'sell fast',
      'while stock|supply last',
      'limited time|period|place|spot|space|availability|supply|number',
      'end|close|expire|finish soon|tonight|tomorrow',
      'offer|price|rate ** will not last',
      'not last long|forever',
      'while you still can',
      'before everyone|anyone else',
      'get in early|now|before',
      'next bull run',
      'window ** close',
      'now be the time',
      'right now',
      'first come first serve',
      'short time only',
      'everyone ** buy|invest|join|get in',
      'today only',
      'only today',
      'run out of time',
      'time be run out',
      'every hour|day|minute|second|week ** wait|delay',
      'as you read',
      'price|rate|market|value ** move|go|rise|climb|soar|increase up? ** now|fast|quickly|daily|every|today',
      'not ** for long',
      'in|within the next NUM hour|day|minute',
      'stock|supply|place|space|spot|availability|number ** be limited',
      'only available',
      'end|close|expire|finish ** monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|this_week',
      'snooze',
      'cost you ** wait|delay',
      'end|close|expire|finish ** in ** NUM hour|day|minute',
      'only a? handful',
      'people ** sign_up|join|buy|invest ** this|last|today|hour|week',
      'never be this low|cheap',
      'will not|never come again|be_repeated',
      'now ** your chance',
      'be quick',
      'while the iron',
      'tonight',
      'time to buy|invest|act|get_in',
      'left behind',
      'fomo',
      'fear of miss',
      'what be you wait for',
      'clock be tick',
      'about to ** rise|shoot|soar|take_off|explode|close|end|run_out',
      'lock in ** today|now',
      'once in a lifetime',
      'NUM % subscribe|sell|take|go|full|allocate',
      'close|fill ** as they fill',
      'reserve|grab|claim yours',
      // Structure: an offer ending soon, something scarce running out, the cost of delay, others gaining.
      '@close ** at|by|on|in|within? ** @soon',
      '@soon ~~ too_late|go|end|close|miss',
      '@close ** in|within NUM hour|day|minute',
      'only|just|final|last ** NUM|few|handful ** @supply|remain|left|available',
      'strictly|very|extremely limited',
      'before they be ** take|go|sell|snap',
      'go for good',
      'long|longer you wait',
      'wait ~~ cost|more_expensive|miss',
      'or lose|miss your|the|this|out',
      // A call to act before a near, relative deadline, or an offer closing fast.
      'apply|act|buy|invest|book|register|sign_up|order|join|subscribe|reserve ** before|by|until ** tonight|tomorrow|midnight|today|the_weekend|this_week',
      '@close up|out? fast|quickly|rapidly',
      'due to|because_of ** high|huge|overwhelming|unprecedented|strong demand',
      'countdown|count_down',
      'last|final few ** day|hour|week|place|unit',
      'deadline ** loom|approach|near',
      'while ** everyone|others|other_people ** pocket|cash_in|profit|get_rich|make_money|gain',
      // Fifth round: a clock or timer that ends the offer, an offer withdrawn for good or at a whim, a
      // window of hours, a call to grab something before it goes.
      'the moment|minute|second|instant ** the? clock|timer|countdown',
      'door ** shut|close|slam ** when|at|in|tonight|soon|forever',
      'for|over the next NUM hour|day|minute',
      'come_down|disappear|vanish|be_go|be_withdraw|be_pull ** for good',
      'before I|we ** change ** mind|pull_it|take_it_down',
      'grab|snap_up|claim|secure ** it|NUM|yours|your_place|a_place ** before|while',
      'will_not|never ** run|offer|open|do ** it|this ** again',
      // Sixth round: the regret of not acting ("or kick yourself come spring", "don't be the one explaining"), a
      // call to act before an event, a crowd already in and laughing.
      'kick yourself',
      'regret it|this|later|not',
      'do not be the NUM|person|only_NUM|last ** who|to|explain|left|watch|miss',
      '^ get|put|buy|invest|move|act ~~ before the? ** budget|deadline|crowd|rush|rule|goalpost|window|door|change|rise|rest',
      'early crowd|bird|adopter|investor|mover ** be? ** laugh|win|profit|cash_in|smile|celebrate',
      'pile into|in',
      // Round six (issue 18), by frame: an offer held only while the call lasts or passed to the next in line,
      // what remains not lasting to a near deadline, the reader urged to pay today, others like the reader
      // acting now, a coin the reader is told not to sleep on.
      'go|pass|be_offer|be_release ** to ** the? next ** client|person|investor|buyer|caller|name',
      'remain|last ** @supply ~~ @soon',
      'urge|press ** you ~~ ~~ today|now|tonight|immediately|straight_away|this_week',
      'first come ** basis',
      '@crowd|many people|investor|client|customer ~~ be|have ** top|buy|invest|add|join|pile|switch|sign ~~ today|now|this_week|right_now',
      'not snooze|sleep ** on',
      // Round seven (issue 18): the supply said to be gone by a near day, a sum said to be all that remains, the
      // reader asked to send the application back today.
      'fully|all|completely ** take|take_up|subscribe|allocate|sell|book|reserve|claim|commit ** by|before|within ** @soon|the_end',
      'only|just ** CUR NUM ~~ ~~ remain|left|available|to_go',
      'return|send|post|complete|sign ~~ form|application ~~ today|tonight|immediately|right_away|straight_away',
      // Round eight (issue 18), by frame: something held back for the reader only until a near hour, the offer to
      // be kept secret (ScamSmart's warning signs), a price that steps up on a near day, the cost of missing it,
      // terms for those who commit on the spot or on the night, places nearly full, the reader's place to be
      // confirmed today, a delay said to make a loss irreversible, "now, today" pressed twice.
      'keep|hold|reserve|set|put ** aside|back|by|open ** until|till|for ** @soon',
      'not ** mention|tell|discuss|breathe_a_word ** it|this|them ** to|with ** anyone|anybody|other|friend|family',
      'keep ** it|this|them ** to yourself',
      'keep it|this|them secret|quiet|under_wraps',
      'between you and me',
      'buy_in|entry|subscription|issue|offer|launch|introductory|purchase ** price|cost ** ** step_up|go_up|rise|increase|jump|climb ** on|from|after|at ** @soon',
      'miss ** it|this|out|the_deadline ** and|then ** you ** pay|lose|regret|end_up',
      'sign|reserve|commit|buy|invest|decide|book|agree ** on the night|spot',
      'on the night only',
      '@supply ** be? nearly|almost|virtually|practically ** full|book|take|sell_out|fill',
      'confirm|secure|reserve|claim ** your ** @supply ~~ today|tonight|now|immediately',
      'before ** be|become ** irreversible|irreparable|permanent|unrecoverable',
      'now ,? today',
      // Being left behind or last, acting before the next event, an early-bird price, striking while it is hot.
      'not ** get|be left behind',
      'act|buy|invest|get_in ** before the next',
      'not be the? last|left_out|late',
      'early bird|early_bird ** rate|price|discount|offer|deal',
      'strike while',
      // The final hours, terms not promised beyond a near day, a rate held only until close of business, the
      // reader's place taken by someone else, an answer wanted on the call, others already asking, the cost of
      // leaving it longer, a clock ticking, the allocation nearly all spoken for, a one-time offer.
      '^ final hour',
      'final minute',
      'not ** promise|guarantee|say ~~ same|available|there|around|open ~~ next_week|next_month|tomorrow|@soon',
      'only|just ** hold|keep|reserve|guarantee|authorise|approve|honour|offer ** this|it|the|your ** @supply|offer|price|rate|place|term ** until|till|for ** close_of_business|end_of_day|end_of_play|today|tonight|@soon',
      'someone|somebody|another_investor else? will ** take|get|have|snap_up ** your ** place|spot|allocation|seat|unit|share',
      'not ** hang around',
      'go , go , ** go',
      'need|want ** your ** answer|decision|yes|commitment ** on this call|today|now|tonight|@soon',
      'other|many ** client|investor|buyer|customer ** be? already ** asking|enquire|queue|call',
      'longer you leave|delay|hesitate|sit_on ~~ the more|worse ** you? ** lose|pay|miss|cost',
      'tick tock',
      'be nearly|almost|virtually all? spoken_for|speak_for|allocate|reserve|commit',
      'NUM time|off opportunity|offer|deal',
      'need to move|act ** quickly|fast|swiftly ** on this|on_it|now|today',
      // Beyond the set's wording: a window of hours to decide, a reply asked within hours, scarcity as an idiom
      // ("once they're gone, they're gone"), the offer said to vanish.
      'have|get ** NUM|just|only ** hour|minute ** to ** decide|act|apply|buy|invest|respond|reply|claim|sign|join',
      '^ reply|respond|apply|act|call|confirm|decide|sign|invest|buy ** within|in NUM hour|minute',
      'once it|they|this|these be go ,? it|they|this|these be go',
      'before it|they|this|the_offer|the_price|the_rate ** disappear|vanish|sell_out|run_out',
      // Round ten (issue 18): an offer bound to a live event (the call, stream or webinar), the price said to go back
      // up when it ends, a clock said to be running, an offer gone for good once missed.
      'only|just|exclusively for|to people|those|you|anyone|everyone|viewer|attendee|listener ** on|in|at|watch|attend ** this|the ** live? ** call|stream|webinar|session|broadcast|event|room',
      'the moment|minute|instant|second|once ** i|we ** end|close|finish|stop|switch_off ** the|this ** call|stream|webinar|session|broadcast|live',
      'the moment|minute|instant|second|once ** the|this ** call|stream|webinar|session|broadcast ** end|close|finish|stop|be_over',
      'back to full|normal|standard|regular ** price|fee|rate',
      'revert|return to full|normal|standard|regular price|fee|rate',
      'the clock ** start|be_tick|tick|run ** now|already',
      'go|vanish|disappear for_good|forever',
      // Round eleven (issue 18): scarcity stated in the passive - what is offered being snapped up, what remains
      // said to be used up by a near day, what is not taken up never offered again.
      '@supply ** be be|get ** snap|grab|hoover|gobble|buy|mop|scoop|take|lap ** up',
      '@supply ~~ exhaust|deplete|use_up|run_out|sell_out|snap_up|take_up|fully_subscribe ~~ by|before|within ** the? @soon',
      'not|never ** be ** offer|repeated|release|reopen|make_available ~~ again',
      // Round thirteen (issue 18), by structure: an order to act tied to a near, relative time ("Order your bars
      // before the weekend", "phone before Sunday"; a dated deadline is a plain fact); terms promised or held only
      // until a near time; an offer kept to the first N takers; acting while the offer is still there; a price that
      // becomes a higher one on a near day.
      '^ @act ~~ before|by the? @soon',
      'only|just ** promise|hold|keep|honour|guarantee|offer ~~ until|till|past|beyond the? @soon|close_of_business|end_of_day',
      'first NUM @taker ** only',
      'only|just ** for|to the first NUM',
      'while ** it|they|this|the_offer|the_deal|the_rate|the_price|@supply ** be? still ** on_the_table|available|open|there|around|on_offer|go',
      'price|cost|rate ** ** become|move_to|change_to|go_to|rise_to ** CUR? NUM p|% ** on|from|after|at ** @soon',
    ],
  },
  hype: {
    about:
      'sensational language that overstates the prospects: explosive gains, get rich, life-changing wealth',
    // Round ten (issue 18): a word of extremity in the same sentence as a word of wealth.
    beside: { phrases: ['@extreme'], near: ['@fortune'], within: 0 },
    phrases: [
      'explosive|mind_blow|jaw_drop|eye_water|stagger|spectacular|stellar|incredible|unbelievable|insane|massive|huge|enormous|astronomical|phenomenal|extraordinary|crazy|epic|monster|bumper|skyrocket|rocket|explode|mega * @gain',
      'sky high',
      'to the moon',
      'get rich',
      'rich quick',
      'millionaire',
      'life change',
      'ticket to ** wealth|rich|riches|freedom|fortune|millionaire|dream',
      'never work again',
      'quit your job',
      'money machine|spinner|printer',
      'cash machine|cow',
      'gold mine|rush',
      'jackpot',
      'bonanza',
      'once in a lifetime',
      'double your money',
      'sure fire',
      'no brainer',
      'make|build a fortune',
      'become|be|get ** rich',
      'opportunity of a lifetime',
      'next big thing',
      'supercharge|turbocharge ** @gain',
      'soar|rocket @gain',
      'NUM x return|gain|profit',
      'thrill|breathtaking|dramatic|ridiculous|mouth water|record_break|blockbuster|stunning|amazing|fantastic|unreal|wild|outrageous|stratospheric|mind_boggle * @gain',
      'quit ** job|NUM',
      // Clickbait: the reader told they will not believe it, a secret method, a row of exclamation marks.
      'will_not|can_not ** believe',
      'little_known|secret|hidden|insider ** strategy|trick|method|formula|system|loophole|hack',
      '! !',
      'the next amazon|apple|tesla|google|microsoft|bitcoin|nvidia',
      'in on the ground floor',
      'ground floor opportunity|investment|price',
      'make a killing',
      'rake in',
      'money for nothing|old_rope',
      'print|mint money',
      'NUM x @value|your',
      'strap|buckle in|up',
      // Fifth round: a method called outrageous or secret, a price about to go vertical, free money, a money
      // printer, wealth conjured in a number.
      'parabolic',
      'go|about_to_go ** vertical|nuclear|ballistic|supernova',
      'free money|cash',
      'money print|spin',
      'print ** machine',
      // Sixth round: alarm ("your savings are being robbed in broad daylight"), a secret the rich or the banks
      // hide, a mind blown, generational wealth, faces melted.
      'your ** @value|money ~~ rob|steal|plunder|loot|fleece|swindle|rip_off',
      'in broad daylight',
      'blow ** your? mind',
      'wealth|money|rich|riches|millionaire secret',
      'melt face',
      'you be warned',
      // Round six (issue 18): the reader's money pictured burning or drowning, a collapse prophesied, the product
      // as the only way through it.
      'on fire|ablaze|in_flames',
      'go up in smoke',
      '@value|money|it ** burn|melt_away|go_up_in_flames',
      'collapse|catastrophe|meltdown|apocalypse|armageddon|wipeout ** be? ** come|loom|imminent|on_its_way',
      'wipe out ** NUM|saver|your|everyone|ordinary|everything',
      'be your|the|our ** lifeboat|life_raft|ark|bunker|escape_route',
      // Round eight (issue 18): the reader's money pictured destroyed or devoured (alarm, not a risk explained).
      '@value|pension|retirement|savings|nest_egg ** be ** be? destroy|devour|ravage|wreck|ruin|obliterate|annihilate|decimate|gut',
      'destroy|devour|ravage|wreck|obliterate|annihilate|decimate|gobble ~~ your ** @value|retirement|pension|savings|nest_egg',
      'change your life',
      // Round ten (issue 18) (and `beside`: a word of extremity in a sentence with a word of wealth); a price
      // said to skyrocket or explode, with nothing after it; money or investing said to be revolutionised; a
      // life or money said to be transformed for good.
      'be skyrocket|explode|moon|rocket',
      'financial|money|wealth|investing|investment revolution',
      'transform|change ** your ** life|finances|future|wealth ** forever|for_good|overnight',
      'next stop ,? :? the? moon|lambo|lamborghini',
      // Round eleven (issue 18), by structure: a gain as the subject of a word of astonishment, the other way round
      // from "incredible returns" ("the upside on this one is INSANE"); such a word as an exclamation on its own; a
      // rarity of a generation or a century; an investment as the ride or the trade of one's life.
      '@prize ** be ** @marvel',
      '^ @marvel .|!',
      'once in a generation|century|decade|blue_moon ** opportunity|chance|deal|trade|investment|buy|stuff|thing|play|bet',
      'ride|trade|investment|opportunity|chance|deal|return|gain|payday|win|bet of ** your|their|my|a|our|his|her ** life|live|lifetime',
      // Round thirteen (issue 18), by structure: wealth pictured as a violent upheaval of nature or force - as the
      // subject of its verb ("watch your money erupt", "the little fund that detonated"), as what it is made of ("an
      // avalanche of wealth") or named by it ("a wealth tsunami"); such an upheaval said alone as an exclamation
      // ("Volcanic."); the product or the reader's money supercharged.
      'your|the|this|our|little ** money|wealth|fortune|riches|pot|portfolio|fund|isa|pension|investment|savings|return|gain|profit ** that|which|about_to|set_to|ready_to|just? ** erupt|detonate|explode|blow_up|go_off|ignite',
      'watch|see ** your|the ** money|wealth|pot|portfolio|fund|isa|pension|investment|savings|return|gain|profit ** erupt|detonate|explode|blow_up|go_off|ignite|grow_teeth',
      '@upheaval of ** wealth|money|riches|profit|return|gain|growth|cash|income|fortune',
      'wealth|money|riches|profit|return|gain|growth|cash|income|fortune|dividend @upheaval',
      '^ @upheaval|seismic|nuclear|ballistic .|!',
      'supercharge|turbocharge|turbo_charge|rocket_fuel|nitro ** your|the|this ** @gain|@value|pot|portfolio|isa|sipp|pension|fund',
      // A period of the product's performance called a marvel ("a phenomenal, record-smashing year for the fund").
      '@marvel ~~ year|month|quarter|decade|run|stretch for the|our|your ~~ @product',
    ],
    // "Free money back on your shopping" is cashback (an incentive, tested apart), not a promise of riches.
    // Round eleven: "less extraordinary than last year" is a comparison that plays the gain down.
    except: ['free money|cash back', 'less|least|not_as|not_so ** @marvel'],
    lowercase: ['gold'],
  },
} as const satisfies Record<string, ConceptSpec>;
