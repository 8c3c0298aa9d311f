// The eighth tuning round (issue 18): each structure added for the round-eight wording, read for meaning, with a
// sentence that states the concept and one that negates, hedges or disowns it. Sentences are written here, not
// taken from the external set.
import { describe, expect, it } from 'vitest';
import { analyse, findConcept, type ConceptName } from './index.ts';

function found(concept: ConceptName, sentence: string): string[] {
  return findConcept(analyse(sentence), concept).map((s) => sentence.slice(s.start, s.end));
}

describe('round eight: structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Certainty: a rate accruing to the reader's money every period, a sum collected over a time as an order,
    // income already spoken for, a rate from the day you invest to the end, a rate set out "every year, for N
    // years", a promise to every investor never broken, a sum put in becoming a larger one, a prediction disowned
    // as arithmetic, a value always worth a fixed amount, money there whatever happens, nobody ever missing a
    // payment.
    ['certainty', 'Your savings rise by 1.5% each week.'],
    ['certainty', 'Pocket £18,000 over three years.'],
    ['certainty', 'Your dividends for 2027 are already secured.'],
    ['certainty', 'The note pays 8% a year from the moment you invest until maturity.'],
    ['certainty', 'Seven per cent, every year, for six years.'],
    ['certainty', 'That is the promise we give to each bondholder.'],
    ['certainty', 'It is a pledge this firm has never broken.'],
    ['certainty', 'Five thousand pounds into our tracker becomes £9,000 by 2035.'],
    ['certainty', 'This is not a guess, it is simply arithmetic.'],
    ['certainty', 'Each coin is always worth one gram of gold.'],
    ['certainty', 'Your capital stays intact whatever happens.'],
    ['certainty', 'Not a single investor has ever missed a coupon.'],
    // Urgency: held for the reader until a near day, a secret, a price stepping up on a near day, the cost of
    // missing it, terms for those who sign on the spot, places nearly full, a place to confirm today, a loss
    // made irreversible by delay, "now, today".
    ['urgency', 'We can hold these units back for you until Friday.'],
    ['urgency', "Please don't mention this to anybody."],
    ['urgency', 'Keep it to yourself for now.'],
    ['urgency', 'The entry cost goes up after the weekend.'],
    ['urgency', 'Miss this and you end up paying double.'],
    ['urgency', 'The discount is for those who commit on the spot.'],
    ['urgency', 'The tranche is almost fully booked.'],
    ['urgency', 'Secure your allocation tonight.'],
    ['urgency', 'Move your pot before the losses become permanent.'],
    ['urgency', 'Ring us now, today.'],
    // Hype: the reader's money pictured destroyed or devoured.
    ['hype', 'Your savings are being wrecked by the banks.'],
    ['hype', 'Rising prices will ravage your nest egg.'],
    // Trivialising: a purchase in seconds, research set aside for the gut, fantasy sport and a contest with
    // friends, loose change the reader won't notice, the worst case waved away.
    ['trivialising', 'Investing in a fund with us takes a couple of seconds.'],
    ['trivialising', 'Skip the homework and follow your instinct.'],
    ['trivialising', 'It is like a fantasy league for shares.'],
    ['trivialising', 'Take on your colleagues and win the bragging rights.'],
    ['trivialising', 'We invest your loose change.'],
    ['trivialising', 'What is the worst that can happen?'],
    ['trivialising', 'You will not even miss it.'],
    // Benefits: income paid straight to the reader, the best still to come, bright years ahead, growth drivers
    // sold as a region's appeal, money multiplied.
    ['benefit', 'Quarterly dividends, sent straight to your account.'],
    ['benefit', 'For our investors, the best is yet to come.'],
    ['benefit', 'A bright decade ahead for smaller companies.'],
    ['benefit', 'Rapidly expanding consumer demand across Asia.'],
    ['benefit', 'The trust has multiplied its holders’ money several times over.'],
    // Superlatives: over a generation, a country's leading or premier, a premier name.
    ['superlative', 'The greatest fund manager of this era.'],
    ['superlative', "Scotland's premier wealth manager."],
    ['superlative', 'A premier destination for your ISA.'],
    // Comparisons: a multiple of another figure, a branded index beaten, the lowest or best around.
    ['comparison', 'A yield of 6%, twice the 3% of the average bond fund.'],
    ['comparison', 'We beat the MSCI World last year.'],
    ['comparison', 'The lowest charges anywhere.'],
    // What a comparison's basis can be: the product said not to be the rival's kind.
    ['comparison-basis', 'This bond is not a deposit account.'],
    ['comparison-basis', 'Your investment is not covered by the FSCS.'],
    // Beyond the set's wording, the same frames in other words.
    ['certainty', 'Investors will receive £250 every month.'],
    ['certainty', 'You will be paid 5% on the first of each month.'],
    ['certainty', 'Count on 8% a year.'],
    ['certainty', 'Twelve per cent. No ifs, no buts.'],
    ['certainty', "The figures don't lie."],
    ['certainty', 'Nothing can change that.'],
    ['certainty', 'Your savings, secure.'],
    ['certainty', 'Steady growth with your capital safely shielded.'],
    ['trivialising', 'Let the app do the thinking.'],
    ['urgency', 'You have only 36 hours to decide.'],
    ['urgency', 'Respond within 12 hours.'],
    ['urgency', "Once these are gone, they're gone."],
    ['urgency', 'Grab the rate before it vanishes.'],
    ['trivialising', 'Tap and relax.'],
    ['trivialising', 'Our algorithm does the thinking.'],
    ['trivialising', 'Swipe right on a fund you like.'],
    ['trivialising', 'Choose shares like you would choose a playlist.'],
    ['trivialising', 'Basically shopping, for crypto.'],
    ['trivialising', 'Start with a tenner.'],
    ['trivialising', 'Invest your spare pennies.'],
    ['trivialising', 'Simpler than making a cuppa.'],
    ['benefit', 'Collect £900 over a year.'],
    ['benefit', 'Enjoy 6.5% on your savings.'],
    ['benefit', 'Income for life.'],
    ['benefit', 'A dependable stream of income.'],
    ['benefit', 'Your pot could be worth far more.'],
    ['benefit', 'Make your pension work as hard as you do.'],
    ['superlative', 'The ultimate ISA.'],
    ['superlative', 'Nobody does it better.'],
    ['superlative', 'Quite simply the best.'],
    ['superlative', 'The most exciting opportunity of the year.'],
    ['comparison', 'Why settle for 2%?'],
    ['comparison', 'Three times what you are earning now.'],
    ['comparison', 'Better than a buy-to-let.'],
    ['diminished-warning', 'Prices can fall, in theory.'],
    ['certainty', 'A safe 6% a year.'],
    ['trivialising', 'Trading is simpler than you think.'],
    ['trivialising', 'Master the markets in a weekend.'],
    ['trivialising', 'Four easy steps to your first share.'],
    ['trivialising', "Don't overthink it, just buy."],
    ['trivialising', 'Hit buy and relax.'],
    ['trivialising', 'No experience, no problem.'],
    ['trivialising', 'Zero effort, all upside.'],
    ['trivialising', 'Think of it as Tinder for stocks.'],
    ['trivialising', 'Trade with your thumb on the bus.'],
    ['urgency', "Don't get left behind."],
    ['urgency', 'Invest before the next rate cut.'],
    ['urgency', 'Early-bird pricing for the first hundred.'],
    ['urgency', 'Strike while prices are low.'],
    ['benefit', 'Build wealth with us.'],
    ['benefit', 'Benefit from the growth of Asia.'],
    ['benefit', 'Make your savings go further.'],
    ['benefit', 'Put your cash to work.'],
    ['superlative', "The UK's largest crypto platform."],
    ['comparison', "Cash ISAs can't compete."],
    ['diminished-warning', 'You could lose money. It has never happened.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('round eight: the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['certainty', 'Your savings may rise by 1.5% each week, or fall.'],
    ['certainty', 'Earn up to £18,000 over three years.'],
    ['certainty', 'Your dividends for 2027 are not already secured.'],
    ['certainty', 'The note may pay 8% a year from the moment you invest until maturity.'],
    ['certainty', 'We make no promise to any bondholder.'],
    ['certainty', 'Five thousand pounds into our tracker could become £9,000 by 2035.'],
    ['certainty', 'These figures are not a forecast; they simply show the effect of compound growth.'],
    ['certainty', 'A coin is not always worth one gram of gold.'],
    ['certainty', 'Your capital is not safe whatever happens.'],
    ['certainty', 'Cash in a bank account is protected up to £85,000.'],
    ['urgency', 'There is no need to hold anything back until Friday.'],
    ['urgency', 'Feel free to discuss it with your family.'],
    ['urgency', 'The entry cost will not go up after the weekend.'],
    ['urgency', 'Nobody is asked to commit on the spot.'],
    ['urgency', 'The tranche is not nearly full.'],
    ['hype', 'Inflation can erode the value of your savings.'],
    ['trivialising', 'Opening an account takes a few seconds.'],
    ['trivialising', 'Do your research; do not just follow your instinct.'],
    ['trivialising', 'Investing is not a fantasy league.'],
    ['benefit', 'The best is not necessarily yet to come.'],
    ['superlative', 'One of several wealth managers in Scotland.'],
    ['comparison', 'We did not beat the MSCI World last year.'],
    ['comparison-basis', 'This bond pays 6%.'],
    ['certainty', 'Investors may receive £250 every month.'],
    ['certainty', 'Your capital, protected only if you hold to maturity.'],
    ['trivialising', 'Our analysts do the thinking behind the portfolio.'],
    ['benefit', 'Shares can be worth far more or far less than you paid.'],
    ['comparison', 'Why settle at all before you have read the risks?'],
    ['certainty', 'You will not be paid 5% if the issuer defaults.'],
    ['urgency', 'You have 14 days to change your mind.'],
    ['urgency', 'There is no need to respond within 12 hours.'],
    ['trivialising', 'Do not swipe right on a fund without reading about it.'],
    ['trivialising', 'Investing is not like shopping.'],
    ['benefit', 'This fund does not offer income for life.'],
    ['superlative', 'We are not the ultimate ISA for everyone.'],
    ['comparison', 'It is not better than a buy-to-let for everyone.'],
    ['diminished-warning', 'Prices can fall, and they have fallen before.'],
    ['certainty', 'A 6% return is not safe.'],
    ['benefit', 'Income is paid directly into your bank account each month.'],
    ['benefit', "The fund's performance benefited from the rise in oil prices."],
    ['superlative', "One of the UK's largest fund managers."],
    ['trivialising', 'Opening an account takes three easy steps.'],
    ['trivialising', 'No effort is spared in researching our holdings.'],
    ['urgency', 'Register by Thursday for the webinar.'],
    ['trivialising', 'Investing is harder than you think.'],
    ['trivialising', 'It takes effort to understand a fund.'],
    ['urgency', 'Take your time: nobody is left behind for waiting.'],
    ['urgency', 'The offer period closes on 14 March.'],
    ['benefit', 'We cannot promise to build wealth.'],
    ['comparison', 'Cash ISAs and funds carry different risks.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});
