// Play: investing made to look trivial or a game, the decision said to be serious (which disowns that frame),
// and incentives to invest (COBS 4.2.1R, 4.12A.7R). Split from lexicon-pressure.ts in round eight.
// Lemma pattern syntax in lexicon.ts; how a spec is applied in concepts.ts. Data only.
import type { ConceptSpec } from './concept-lexicons.ts';

// Round ten (issue 18): semantic fields, not phrases. A sentence that sets the investing act or object beside a
// leisure domain (a game and its mechanics, gambling, a sport) maps investing onto that domain, whatever the words
// of the mapping; each field is a broad set of the domain's own words, kept to words that have no sense in a fund's
// documents ("level", "target", "reward", "league table" and "odds" are left out: real documents use them).
export const PLAY_WORD_SETS = {
  /** The investing act or object that a leisure domain is mapped onto. */
  stake: `invest investment trade share stock portfolio fund pension token coin isa etf wallet
    cashtag bitcoin crypto cryptocurrency altcoin memecoin`.split(/\s+/),
  /** Games and their mechanics. */
  gamefield: `xp avatar quest power_up high_score loot loot_box reward_chest treasure_chest respawn cheat_code
    game_over extra_life tamagotchi virtual_pet boss_level side_quest sticker_pack daily_spin
    mystery_box`.split(/\s+/),
  /** Gambling. */
  gamblefield: `scratchcard scratch_card scratchie jackpot slot_machine fruit_machine roulette bingo raffle
    dice blackjack poker lottery casino sweepstake tombola bookie bookmaker accumulator acca
    lucky_dip`.split(/\s+/),
  /** Sport, as a contest the reader plays in. */
  sportfield: `fantasy squad fixture matchday match_day transfer_window line_up hat_trick
    penalty_shootout own_goal dugout kit_bag playoff play_off`.split(/\s+/),
} as const;

export const PLAY_SPECS = {
  trivialising: {
    about: 'investing made to look trivial or a game: one tap, like a game, level up, streaks',
    // Round ten (issue 18): a word of a leisure domain's field (a game's mechanics, gambling, a sport played) in
    // the same sentence as the investing act or object maps investing onto that domain, whatever the words.
    // Round twelve (issue 18): investing likened to any pastime WordNet knows ("as absorbing as a game of
    // backgammon", "more like snooker than saving", "the new bingo"), not only the ones listed here.
    beside: {
      phrases: [
        '@gamefield|@gamblefield|@sportfield',
        'like|as|than|akin_to|new ** @wn_pastime',
        // Round thirteen (issue 18): the investing act said to be no harder than something ("about as taxing as the
        // quick crossword", "no trickier than booking a holiday").
        'about|roughly|no_more|every_bit|just|hardly|barely as ** tax|hard|difficult|demand|complicate|tricky|daunting|complex|stressful|challenge as',
        'no|not|hardly ** harder|trickier|tougher|more_complicate|more_difficult|more_tax|more_demand|more_complex than',
      ],
      near: ['@stake|investing'],
      within: 0,
    },
    except: [
      'less|not|hardly|no easy|simple',
      'as simple|quick|straightforward as possible|we_can|it_can_be',
      'effort ** spare',
      // Round eleven: "less time than before" is a service quicker than it was, not investing set beside a chore;
      // "don't just buy and forget about it" is the opposite advice.
      'less ** time|thought|effort than ** before|previously|usual|expect|last|ever|average|normal|standard',
      'not|never ~~ forget about',
      'stress test',
      // Round ten: a leisure domain named as an industry a fund holds ("shares in casino operators").
      '@gamefield|@gamblefield|@sportfield|@wn_pastime|game|bet ** operator|company|group|sector|industry|firm|business|chain|maker|developer|stock|plc|ltd|holding|club|course|venue|ground|stadium|centre|facility|brand|right',
      // A list of examples or an addition ("such as bowling alleys", "as well as racing"), not a likeness.
      'such|as_well as',
    ],
    // A sentence that says outright that investing is not a game ("quizzes and badges keep you going, but
    // investing itself isn't a game") disowns the frame it names.
    // Round seven (issue 18): so does a sentence saying the game features were taken away.
    sentenceExcept: [
      'be not ** a? game|gamble|lottery|toy|joke|bet',
      'remove|scrap|ditch|switch_off|turn_off|disable|get_rid_of|axe|drop ~~ streak|badge|leaderboard|confetti|celebration|game|gamification',
    ],
    // Company names in holdings lists ("Intl Game Technology", "Scientific Games") are not game talk.
    lowercase: [
      'game',
      'gamify',
      'fun',
      'thrill',
      'buzz',
      'lottery',
      'spin',
      'streak',
      'badge',
      'leaderboard',
      'gamble',
      'casino',
      'flutter',
      'punt',
      'hobby',
      'bet',
    ],
    phrases: [
      'in|with|at ** NUM|a|the ** tap|click|swipe',
      'NUM tap|click|swipe',
      'like a game',
      'game|gamify',
      'level up',
      'streak',
      'leaderboard',
      'badge',
      'be fun',
      'have fun',
      'for fun',
      'thrill|buzz|adrenaline',
      'play the market',
      'as easy as',
      'easy money',
      'effortless',
      'anyone can ** invest|trade|make_money',
      'in second',
      'instant|instantly',
      'few|couple ** click|tap|swipe',
      'fingertip',
      'so|that|make easy|simple',
      'easy as',
      'easy|effortless|instant ** money|profit|return|gain|win',
      'fun|exciting|excitement',
      'gamble|lottery|spin',
      'credit card',
      'on the go',
      'from|in your ** phone|sofa|pocket|bed',
      'click|tap|swipe away',
      'flutter',
      'punt',
      'bet on',
      'casino',
      'roll the dice',
      'win big',
      'hobby',
      'like|as ** buy|order ** coffee|pizza|takeaway|shopping',
      'no experience ** need|require',
      'in|within ** minute',
      'as little as',
      'spare change',
      'like a pro',
      'quick and easy',
      'easy|simple|quick ** to ** invest|trade|buy',
      // Investing as something done for you while you do nothing.
      'sit|kick|lie|lean back',
      'put your feet up',
      'we|they ** handle|take_care_of|sort ** everything|it_all|the_rest|the_hard_work|all_the_work',
      'do ** everything|it_all|the_hard_work|all_the_work for you',
      'without lift a finger',
      'while you sleep',
      'on autopilot|auto_pilot',
      'set and forget',
      'child play',
      'a breeze|doddle|piece_of_cake',
      // Fifth round: investing done in the time of an errand or bought with a snack, something a child could do,
      // a plan described as this simple, one deal all it takes.
      'toddler|child|kid|baby|grandma|granny|nan|monkey|chimp|anyone|anybody|NUM_year_old ** could|can ** do it',
      'this|dead|ridiculously|stupidly|laughably simple|easy',
      'be all it take',
      '@crypto|trade|invest|portfolio|wallet|share ~~ ~~ coffee|flat_white|latte|cappuccino|pizza|burger|takeaway|meal|sandwich|dinner|lunch|breakfast',
      'coffee|flat_white|latte|cappuccino|pizza|burger|takeaway|meal|sandwich|dinner|lunch|breakfast ~~ ~~ @crypto|portfolio|wallet|invest|trade',
      'before you ** finish|get_off|reach ** your? ** coffee|flat_white|latte|stop|bus|train|drink',
      // Sixth round: investing beside an everyday treat or an idle moment ("back to your brunch", "while waiting for
      // the bus", "pocket money"), steps ticked off ("Tap, buy, done", "pick an amount, sorted"), a no-brainer.
      'no brainer',
      'back to your ** @treat|day|scroll|sofa|show',
      'while|whilst ** you? ** wait|queue|commute|sit ** for|on|in? ** the|your? ** @treat|bus|train|kettle|lift|tube',
      'pocket money',
      'tap|click|swipe ,? buy|invest|trade ,? do',
      'can not be bother',
      ', sorted|do .|!',
      'easier|simpler|quicker than ** pick|choose|order|make|buy ** a? ** @treat',
      // Round six (issue 18): the skill called for set at an everyday knack ("if you can follow a recipe you
      // can follow our signals"), the effort put at minutes a day, the stake at a bite.
      'if you can ~~ you can ** invest|trade|follow|buy|copy|do_this|do_it',
      'only|just|under|less_than ** NUM|a_few|a_couple_of ** minute|second ** a|each|per ** day|week',
      'NUM minute|second ~~ ~~ that be ** your ** trade|investing ** do|finish|sort',
      'small|tiny|little ** bite|nibble|punt|flutter',
      'bite size',
      // Ease as a likeness or a single gesture ("as simple as sending a text", "tap to trade"), skill not needed.
      'as simple|quick|straightforward as',
      'tap|click|swipe to ** trade|invest|buy|own',
      'no|zero knowledge|expertise|skill|know_how ** need|require|necessary',
      // Round seven (issue 18): a purchase done in seconds, the speaker's own ease offered as the reader's.
      'in|within ** NUM|a_few|a_couple_of ** second',
      'if i|we|he|she|they ** can ~~ you can ** invest|trade|follow|buy|copy|do_this|do_it',
      // Round eight (issue 18): a purchase said to take seconds or a tap, research set aside for the gut, investing
      // likened to fantasy sport and a contest among friends, the stake called loose change the reader won't miss,
      // the worst case waved away.
      'buy|invest|investing|trade|purchase|own ~~ take ** NUM|a_few|a_couple_of|a ** second|tap|click|swipe',
      'forget|skip|ditch|never_mind|no_need_for ** the? ** research|homework|spreadsheet|analysis|due_diligence|number',
      'trust|follow|go_with|back ** your ** gut|instinct|hunch',
      'fantasy ** football|league|team|sport|portfolio',
      'private|mini|office ** league',
      'brag right',
      'challenge|beat|compete_with|take_on|battle ** your ** mate|friend|pal|colleague',
      'loose change',
      'so what be the worst',
      'not ** even ** notice|miss it',
      // Beyond the set's wording: a gesture and done ("tap and go"), the thinking done for the reader, stocks picked
      // like an everyday choice or by a swipe, investing as shopping, the stake as a fiver or spare pennies.
      'tap|click|swipe and go|do|relax|forget',
      'do|handle the think .|!|for_you',
      'let ** do|handle the think',
      'swipe right|left',
      'like|as you would ** pick|choose|order|buy|book|stream|swipe ** a|an|your ** @treat|outfit|song|film|movie|holiday',
      'like|basically|just|simply ** shopping ,|.|but|for',
      'a|just_a|only_a fiver|tenner|quid',
      'spare|loose|odd penny',
      // Ease said to beat the reader's expectation, skill learnt in a weekend, steps counted as easy, thinking
      // discouraged ("don't overthink it"), one button, no effort or homework, an app likened to a dating or
      // streaming app, investing done with a thumb.
      'easy|easier|simple|simpler ** than you think|imagine|expect',
      'learn|master ~~ in a|NUM ** weekend|day|afternoon|night|hour',
      'NUM easy|simple|quick step to ** invest|buy|trade|own|your',
      'buy|invest|trade|own ~~ in NUM easy|simple|quick step',
      'not ** overthink|overanalyse|sweat_it',
      'just|simply ** hit|tap|press|click|smash buy',
      'no|zero|without ** effort|stress|spreadsheet|homework',
      'no experience|knowledge|idea|clue ,? no problem',
      'easy peasy',
      'tinder|netflix|spotify|instagram for ** stock|share|fund|crypto|invest|investing|money',
      'with|use your thumb',
      // Game levels unlocked, details not worth the reader's worry (the small print is a diminished warning, not
      // this), advice called needless, "not rocket science".
      'unlock ** level|badge|achievement|trophy',
      'not ** stress|worry|fret ** about the? ** detail|technical|jargon',
      'who need ** adviser|advisor|expert|broker|advice|research ** when|if',
      'not rocket science|brain_surgery',
      // Round ten (issue 18) (and `beside`: a leisure domain's field in the investing object's sentence); a likeness ("think of … as …") joining
      // the two; gamified mechanics whatever the domain words (points per trade, a level reached, a streak of
      // days, a pet fed with trades); belittling the stake (a spare £5, what you'd spend on something else);
      // a register that waves away the serious part ("no boring stuff").
      'think of ~~ as ** a|an|your|the ** @gamefield|@gamblefield|@sportfield|@treat|game|lottery|gamble|bet|hobby',
      'same way ** you|as_you ** pick|play|choose|back|buy|order|stream|swipe',
      'pick|choose|back|swap|play ** your ** @stake ** the same way|like_that',
      'trade|deposit|investment|buy|purchase ** earn|get|win|score|bag|give ** you? ** NUM? ** xp|point|star|gem',
      'NUM? xp|point|star|gem ** for|per|with ** every|each|a|your ** trade|deposit|investment|buy|purchase',
      'reach|hit|get_to|at ** level NUM ~~ you? ** get|unlock|earn|win',
      'level NUM ** unlock',
      'feed ** him|her|it|them|your? ** a|another? ** trade|deposit|investment|coin|share',
      '@stake pet',
      'trade|invest|deposit|buy|feed|fed|log_in ** NUM|a ** day|week in a row',
      'NUM day|week in a row ~~ trade|invest|deposit|feed|fed',
      'spare|loose CUR NUM',
      'what|whatever you would|d ** spend ** on ** a|an|your|a_couple_of|NUM|the ** @treat|@gamblefield|ticket|pint|round|drink|takeaway|night_out',
      'no ** boring ** stuff|bit|part|jargon|paperwork|detail',
      // Round eleven (issue 18), by structure. The investing act measured by the time of an everyday act ("in the
      // time it takes to skip an ad", "took me less time than choosing a film").
      'in|within the time it take ** to',
      'invest|investing|@stake|choose|pick|buy ~~ take ** less|no_more|hardly_any ** time|thought|effort than',
      // Investing left to run untended while the reader lives ("pop it in and forget about it", "get on with your
      // life").
      'and|then|just ** forget about it|them',
      'get on with your ** life|day|weekend',
      // Investing reduced to a pastime or a child's play ("That's all investing is", "money that feels like
      // playtime"), and a task so easy that even the hopeless get it right.
      'that|this be all ** invest|investing|trade|@stake ** be|take|involve|come_down_to',
      'that|this be all there be to it',
      'feel|seem|look ** like|as ** a? ** playtime|playground|toy|child_play',
      'even ~~ get|do|manage|nail ** it|this|that ** NUM? right',
      // Gamified progress whatever the reward's name: trades counted towards a level, players of a level, a look
      // unlocked or a celebration set off by each order, a daily streak counted in days.
      'NUM trade|deposit|investment|order|buy|purchase|top_up ** away from',
      'level NUM ** player|user|member|trader|investor|customer ** get|unlock|earn|win',
      'unlock ** design|skin|frame|avatar|sticker|emoji|animation|perk|outfit',
      'confetti|firework|fanfare|celebration ** on|for|with|after ** every|each|your ** order|trade|deposit|investment|purchase',
      'buy|invest|trade|deposit|stack ~~ every|each single? day ** for NUM day',
      // The details waved away: the reader told not to mind them, the boring or hard part left to the firm ("don't
      // worry about the paperwork" of a transfer is the firm handling forms, not the investment's details).
      'not ** sweat|stress|fret|obsess ** about|over? ** the? ** detail|small_print|fine_print',
      'leave ** the? ** boring|dull|tedious|hard|complicate|difficult|tricky|technical|heavy ** bit|part|stuff|work|lift|think ** to us',
      // Round thirteen (issue 18), by structure. The investing act put on a level with an everyday errand: no harder
      // than one (as a sentence beside the investing word, in `beside`), no different from changing a household
      // supplier, something anyone who can do an everyday task can do ("if you can work a TV remote, you can run a
      // SIPP"), outlasted by everyday acts ("things that take longer than opening a SIPP"); a transfer reduced to
      // moving money between pots; a pension reduced to a household container; the loss waved away as a question.
      'no|not ** different from|to|than ** switch|change|swap|move|renew ** your|a|the ** energy|gas|electricity|broadband|phone|mobile|insurance|tariff|supplier|provider|bank|utility',
      'if you ** can|could|manage|know_how|have_ever|ever ~~ ~~ , you can|could|will_be_able_to ** manage|do|handle|run|invest|trade|buy|pick|choose|open|use ** this|it|a|an|our|your ** @stake|bond|sipp|plan|app|account',
      'take longer|more_time than ** open|set_up|start|invest|buy|transfer|switch|choose|pick',
      'just|only|simply|merely ** move|shift|transfer ** money|cash|it ** from NUM|a ** pot|account|place|box|jar ** to ** another',
      '@stake|pension|sipp|isa|saving ** be ** just|only|simply|merely|basically|nothing_more_than ** a|an ** jar|tin|box|piggy_bank|money_box|bucket|envelope|drawer|shoebox|sock|mattress',
      'what ** be ** there|you|i ** to lose',
      'what have you get to lose',
    ],
  },
  // Round six (issue 18): the seriousness of the decision said outright beside the ease of the purchase ("Quick to
  // buy. Not a small decision.", "That doesn't make it a casual choice"): the trivial frame is disowned.
  'serious-decision': {
    about: 'the decision to invest said to be serious, not small, casual or a game',
    phrases: [
      'not|never|no ** a|an? ** small|casual|trivial|light|minor|throwaway|snap|spur_of_the_moment ** decision|choice|matter|commitment|step',
      'not|never ** make ** it|this|that|investing ** a? ** casual|trivial|small|light|minor|game',
      'be not ** a? game|gamble|lottery|toy|joke|bet',
      'serious|important|major|considered decision|choice|commitment',
      // Round ten (issue 18): the small sum conceded and its risk kept ("the amounts are small, but they are still
      // invested: the value can fall"): the stake is not belittled.
      'small|little|tiny|modest|low ~~ but|yet|though ~~ still ~~ invest|at_risk|risk|fall|lose|go_down',
    ],
    negation: 'ignore',
  },
  incentive: {
    about: 'an incentive to invest: cashback, bonuses, free shares or crypto, referral rewards, prizes',
    phrases: [
      'cashback',
      'cash back',
      'free share|stock|crypto|bitcoin|token|coin|trade|money|gift|bet|CUR',
      'CUR NUM free',
      'refer ** friend',
      'referral',
      'welcome|sign_up|signup|joining|deposit|new_customer|introductory ** bonus|offer|reward|gift',
      'bonus ** when|if|for|on ** invest|deposit|trade|buy|sign|join|open|first',
      // Round ten (issue 18): money the firm adds on the reader's act, in either order ("fund your account within
      // 48 hours and we'll add a £100 bonus", "get £50 extra when you deposit").
      'fund|deposit|invest|trade|top_up|sign_up|open|transfer ~~ ~~ we|they ** add|give|credit|pay|put ** you? ** a? ** CUR NUM',
      'add|give|credit|get|receive|earn|grab|claim ** a|an? ** CUR NUM ** bonus|extra|top_up|reward|credit',
      'get|earn|receive|win CUR NUM ** when|if|for|on ** invest|deposit|trade|buy|sign|join|open|first',
      'prize',
      'giveaway',
      'collect ** streak|badge|reward|point',
      'reward ** for ** invest|trade',
      // An investment handed out by the firm with a purchase ("we'll drop £5 of Ether into your wallet").
      'we ** drop|give|send|gift|credit|add|put|top_up ** you? ** CUR NUM ** of|in|worth_of ** @crypto|share|stock|gold',
      // Round seven (issue 18): each trade or deposit an entry in a draw, a raffle or a sweepstake.
      'entry|ticket ** in|into|for ** our|the|a ~~ draw|raffle|sweepstake|competition|lottery',
      'prize_draw|raffle|sweepstake',
      'NUM trade|deposit|investment|referral ~~ NUM chance|entry|ticket',
    ],
    except: ['bonus rate|interest', 'commission|fee|charge|cost|tax|risk|interest free'],
    sentenceExcept: ['government', 'hmrc', 'tax relief', 'be aware', 'beware', 'shopping'],
  },
} as const satisfies Record<string, ConceptSpec>;
