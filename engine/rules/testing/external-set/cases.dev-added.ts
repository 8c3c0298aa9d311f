// Cases added to the DEV half after the split was frozen (issue 18): written in our own words from the sources
// named in each case, by the helper who then tuned the concept rules on them. They are dev-only by design and
// never dealt to the frozen half (split.ts deals cases.dev.ts and cases.frozen.ts only), so the frozen figures
// stay a measure of wording nobody tuned on. Also the only cases for the concepts added with them
// (ADDED_CONCEPTS in concepts.ts), which the frozen half therefore does not score. Test data only.
import type { Concept, ExternalCase, SourceKind } from './concepts.ts';

interface Source {
  kind: SourceKind;
  ref: string;
}

const ASA_TIPS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA "Top tips for unregulated investments" (https://asa.org.uk/news/top-tips-for-unregulated-investments.html)',
};
const ASA_UNREG: Source = {
  kind: 'asa-ruling',
  ref: 'CAP advice: unregulated investments (https://www.asa.org.uk/advice-online/financial-products-and-services-unregulated-investments.html)',
};
const ASA_LONDON_CASK: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on London Cask Co Ltd, August 2023 (https://www.asa.org.uk/rulings/london-cask-co-ltd-g22-1179655-london-cask-co-ltd.html)',
};
const ASA_BLACKFORD: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Blackford Casks Ltd t/a Whisky Investment Partners, August 2023 (https://www.asa.org.uk/rulings/blackford-casks-ltd-a22-1170732-blackford-casks-ltd.html)',
};
const ASA_LUNO: Source = { kind: 'asa-ruling', ref: 'ASA ruling on Luno Money Ltd, 26 May 2021' };
const ASA_COINBASE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Coinbase Europe Ltd, 15 December 2021',
};
const ASA_CRYPTOCOM: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Foris DAX MT Ltd t/a Crypto.com, February 2022',
};
const ASA_COINFLOOR: Source = { kind: 'asa-ruling', ref: 'ASA ruling on Coinfloor Ltd, 17 March 2021' };
const FCA_COBS42: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.2.1R (https://www.handbook.fca.org.uk/handbook/COBS/4/2.html) and UK MiFID Org Regulation art. 44(7)',
};
const FCA_COBS452: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.5.2R(4) (https://www.handbook.fca.org.uk/handbook/COBS/4/5.html)',
};
const FCA_COBS456: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.5.6R (https://www.handbook.fca.org.uk/handbook/COBS/4/5.html)',
};
const FCA_COBS46: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.2R(4) (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const FCA_COBS46_2: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.2R(2), complete 12-month periods (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const FCA_COBS466: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.6R (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const FG24_1: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/1 financial promotions on social media, 26 March 2024 (https://www.fca.org.uk/publications/finalised-guidance/fg24-1-finalised-guidance-financial-promotions-social-media)',
};
const FG24_3: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/3 anti-greenwashing guidance, 23 April 2024 (https://www.fca.org.uk/publications/finalised-guidance/fg24-3-finalised-non-handbook-guidance-anti-greenwashing-rule)',
};
const CD_UNDERSTANDING: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Consumer Duty, consumer understanding outcome (PRIN 2A.5), good and poor practice',
};
const PS23_6: Source = {
  kind: 'fca-guidance',
  ref: 'FCA PS23/6 financial promotion rules for cryptoassets, COBS 4.12A prescribed risk warning, in force 8 October 2023',
};
const PS22_10: Source = {
  kind: 'fca-guidance',
  ref: 'FCA PS22/10 financial promotion rules for high-risk investments, COBS 4.12A risk warning, in force 1 February 2023',
};
const COBS22_5: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 22.5 CFD risk warning (https://www.handbook.fca.org.uk/handbook/COBS/22/5.html), PS19/18, in force 1 August 2019',
};
const COBS10A2: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 10 Annex 2G: a P2P agreement is not comparable to depositing money in a savings account (https://www.handbook.fca.org.uk/handbook/COBS/10/Annex2.html)',
};
const FSA_STRUCTURED: Source = {
  kind: 'fca-review',
  ref: 'FSA review of structured product financial promotions, October 2009: "guaranteed", "protected", "secure" only with their limits explained',
};
const FCA_Q_DATA: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions quarterly data 2023 Q1 (https://www.fca.org.uk/data/financial-promotions-quarterly-data-2023-q1)',
};
const FCA_MISLEADING: Source = {
  kind: 'fca-guidance',
  ref: 'FCA "Misleading financial promotions": does the promotion create an unrealistic expectation? (https://www.fca.org.uk/consumers/misleading-financial-promotions)',
};

/** One case; every added case is a financial promotion in the default body size. */
function c(
  id: string,
  source: Source,
  note: string,
  text: string,
  breaches: Concept[],
  clean: Concept[],
): ExternalCase {
  return { id, source: { ...source, note }, documentType: 'financial-promotion', text, breaches, clean };
}

export const DEV_ADDED_CASES: ExternalCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // Past performance stated as averages, "historically", "has returned" (COBS 4.6.2R(4), CAP Code 14.5)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'pp-gold-averaged-per-annum',
    ASA_TIPS,
    'gold ad: "Gold has averaged 11.5% per annum for the last 20 years" with no past performance warning (rule 14.5 breached)',
    'Gold has averaged 10.8% a year over the past two decades. Add physical bullion to your savings with Sovereign Vaults Ltd.\n\nThe value of gold can go down as well as up.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-wine-historically-returned',
    ASA_TIPS,
    'wine ad claiming wine had historically returned 13.6 percent annually in the past 15 years, unsubstantiated and without warning',
    '# Fine wine\n\nInvestment-grade Bordeaux has historically returned around 12% annually across the last fifteen years. Claret Cellars Ltd sources, stores and insures every case.\n\nThe value of wine can fall as well as rise.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-whisky-prices-increased',
    ASA_LONDON_CASK,
    '"Over the past ten years, rare whiskey prices have increased by an impressive 586%" shown without a past performance warning',
    'Across the last decade, rare cask whisky prices climbed by a remarkable 540%. Glenmorrow Cask Partners Ltd gives you access to this growing market.\n\nCapital at risk.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-whisky-average-returns-decades',
    ASA_BLACKFORD,
    '"a billion-pound market that has shown average returns of 8-12% over the last couple of decades"',
    'Join a market that has shown average returns of 9-11% a year for the last twenty years. Speak to Highland Barrel Co Ltd today.\n\nYour capital is at risk.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-fund-has-returned-average',
    FCA_COBS46,
    'performance figures need the warning that past performance is not a reliable indicator of future results',
    'Since it opened in 2014, the Meadowbank Global Fund has returned an average of 8.2% a year. Meadowbank Asset Management Ltd is authorised and regulated by the Financial Conduct Authority.\n\nCapital at risk: the value of your investment can fall.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-portfolio-delivered-annualised',
    FCA_COBS46,
    'performance figures need the warning that past performance is not a reliable indicator of future results',
    'Our Cautious Portfolio delivered annualised growth of 5.6% between 2015 and 2024. Issued by Rowan Hill Wealth Ltd.\n\nInvestments can go down in value as well as up.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-property-doubled-in-value',
    ASA_TIPS,
    'returns claims for unregulated property and land investments need a past performance warning',
    'Student flats in Leeds have doubled in value in the last ten years. Own one outright through Northgate Lettings Ltd from £85,000.\n\nProperty values can fall.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-shares-typically-made',
    FCA_COBS46,
    'a historical return figure is an indication of past performance and needs the warning',
    'Historically, UK shares have made about 7% a year after inflation, which is why Brightwater Invest Ltd builds its portfolios around them.\n\nYour capital is at risk.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'pp-clean-averaged-with-warning',
    ASA_TIPS,
    'the remedy: a past return figure accompanied by the warning that past performance is not a guide to the future',
    'Gold averaged a return of 9% a year between 2005 and 2024 (source: London Bullion Market Association). Past performance is not a reliable guide to future returns, and the price of gold can fall as well as rise.\n\nSovereign Vaults Ltd.',
    [],
    ['past-performance-warning-missing'],
  ),
  c(
    'pp-clean-historically-warned',
    FCA_COBS46,
    'the warning may be worded differently as long as it says past performance is not a reliable indicator',
    'The fund has returned 6.1% a year on average over the last five years. Please remember that what happened in the past is no guide to what will happen next, and you could get back less than you invest.\n\nMeadowbank Asset Management Ltd.',
    [],
    ['past-performance-warning-missing'],
  ),
  c(
    'pp-clean-no-figures',
    FCA_COBS46,
    'a promotion with no performance figures needs no past performance warning',
    'The Meadowbank Global Fund invests in around 60 large companies around the world and is managed by a team of eight analysts in Edinburgh.\n\nCapital at risk. Meadowbank Asset Management Ltd.',
    [],
    ['past-performance-warning-missing'],
  ),
  c(
    'pp-clean-objective-only',
    FCA_COBS46,
    'an objective to grow is not an indication of past performance',
    'The portfolio aims to grow by more than inflation over any seven-year period. It may not achieve this aim and you could lose money.\n\nRowan Hill Wealth Ltd.',
    [],
    ['past-performance-warning-missing'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Performance over less than a complete 12-month period (COBS 4.6.2R(2))
  // ---------------------------------------------------------------------------------------------------------
  c(
    'short-three-months',
    FCA_COBS46_2,
    'past performance must be based on complete 12-month periods; a three-month figure alone is not',
    '# Up 14% in three months\n\nThe Tamar Technology Fund rose 14% in the three months to 30 June. Past performance is not a reliable indicator of future results. Tamar Fund Managers Ltd.',
    ['performance-under-12-months'],
    [],
  ),
  c(
    'short-year-to-date',
    FCA_COBS46_2,
    'a year-to-date return is a period shorter than 12 months',
    'Year to date, our Asia Opportunities portfolio is up 11.3%. Past performance does not predict future returns.\n\nKestrel Park Investments Ltd.',
    ['performance-under-12-months'],
    [],
  ),
  c(
    'short-since-january',
    FCA_COBS46_2,
    'performance quoted since the start of the calendar year is shorter than a complete 12-month period',
    'Since January the trust has gained 9.4%, beating its benchmark. Past performance is not a guide to the future. Heronsgate Investment Trust plc.',
    ['performance-under-12-months'],
    [],
  ),
  c(
    'short-last-quarter',
    FCA_COBS46_2,
    'a quarterly return figure alone does not show complete 12-month periods',
    'Last quarter the portfolio returned 6.8% after charges - our best quarter since 2020.\n\nPast performance is not a reliable indicator of future results. Ashby Lane Capital LLP.',
    ['performance-under-12-months'],
    [],
  ),
  c(
    'short-six-months-crypto',
    ASA_COINBASE,
    'past growth of Bitcoin over a short period presented in an ad',
    'Ether climbed 38% over the past six weeks. Buy it on Quayside Exchange in minutes.',
    ['performance-under-12-months'],
    [],
  ),
  c(
    'short-clean-five-years-shown',
    FCA_COBS46_2,
    'shorter periods may be shown in addition to the five complete 12-month periods the rule requires',
    'Performance to 31 March 2025: 3 months 2.1%, 1 year 7.4%. Discrete 12-month returns: 2021 9.8%, 2022 -6.2%, 2023 4.4%, 2024 8.9%, 2025 7.4%. Source: FE fundinfo. Past performance is not a reliable indicator of future results.\n\nTamar Fund Managers Ltd.',
    [],
    ['performance-under-12-months'],
  ),
  c(
    'short-clean-twelve-months',
    FCA_COBS46_2,
    'a complete 12-month period is the required basis',
    'In the 12 months to 31 December 2024 the fund returned 8.1%, against 7.6% for its sector. Past performance is not a reliable indicator of future results.\n\nKestrel Park Investments Ltd.',
    [],
    ['performance-under-12-months'],
  ),
  c(
    'short-clean-no-performance',
    FCA_COBS46_2,
    'a statement about the coming months is not past performance',
    'Over the next three months we will move the portfolio towards shorter-dated bonds, as explained in our quarterly letter.\n\nAshby Lane Capital LLP.',
    [],
    ['performance-under-12-months'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Comparisons (COBS 4.5.6R)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'cmp-more-security-than-stocks',
    ASA_UNREG,
    'whisky cask ad: "a tangible asset that offers more financial security than stocks"',
    'Put your savings into a tangible asset that offers more financial security than the stock market. Glenmorrow Cask Partners Ltd.\n\nCapital at risk.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'cmp-beats-high-street',
    FCA_COBS456,
    'a comparison must be meaningful and presented fairly, with its basis',
    'Our Income Bond pays three times what the high street banks offer on their easy-access accounts. Capital at risk.\n\nAshby Lane Capital LLP.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'cmp-fees-fraction-of-big-names',
    FCA_COBS456,
    'a comparison must be meaningful and presented fairly, with its basis',
    'Why pay more? Our platform charges a fraction of what the big-name investment platforms do.\n\nCapital at risk. Tillbrook Invest Ltd.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'cmp-outpaced-peers',
    FCA_COBS456,
    'a claim of outperforming unnamed competitors without the basis',
    'Our managers have outpaced rival funds year after year. Capital at risk.\n\nHeronsgate Investment Trust plc.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'cmp-leave-bank-behind',
    FCA_COBS456,
    'a comparison with bank savings that omits the difference in risk',
    'Savings accounts pay next to nothing. Our property notes paid investors 7% last year. Capital at risk.\n\nNorthgate Lettings Ltd.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'cmp-cheaper-than-adviser',
    FCA_COBS456,
    'a comparison must be meaningful and presented fairly, with its basis',
    'Our robo-adviser costs far less than a traditional financial adviser, so more of your money stays invested. Capital at risk.\n\nPocketPlan Ltd.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'cmp-clean-dated-sourced',
    FCA_COBS456,
    'the remedy: the comparison states what was compared, when and from what source',
    "Our platform fee is 0.20% a year. On published charges for a £40,000 ISA on 1 March 2025, that is lower than four of the six largest UK platforms (source: providers' websites). Capital at risk.\n\nTillbrook Invest Ltd.",
    [],
    ['comparison-unfair'],
  ),
  c(
    'cmp-clean-different-risks',
    FCA_COBS456,
    'a comparison with savings that explains the different risks',
    'Our notes pay a higher rate than most easy-access savings accounts, but they carry different risks: unlike a savings account, your capital is at risk and is not covered by the FSCS. Rates compared as at 2 June 2025, source: Moneyfacts.\n\nNorthgate Lettings Ltd.',
    [],
    ['comparison-unfair'],
  ),
  c(
    'cmp-clean-benchmark',
    FCA_COBS456,
    "comparison with the fund's own benchmark is for the past performance rules, not a comparison with rivals",
    'The fund aims to beat the FTSE All-Share Index over rolling five-year periods. Capital at risk.\n\nHeronsgate Investment Trust plc.',
    [],
    ['comparison-unfair'],
  ),
  c(
    'cmp-clean-general-fact',
    FCA_COBS456,
    'a general educational statement that makes no claim for the product',
    'Over long periods shares have tended to do better than cash, although there have been many years when they did worse. Capital at risk.\n\nBrightwater Invest Ltd.',
    [],
    ['comparison-unfair'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Urgency and pressure (COBS 4.2.1R, PRIN 2A.5 consumer understanding)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'urg-price-wont-stay',
    ASA_LUNO,
    'crypto poster implying now was the time to buy ("time to buy")',
    'Bitcoin will not stay at this price for long. Open your Quayside account this morning.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'urg-allocation-nearly-full',
    FCA_Q_DATA,
    'mini-bond promotions using scarcity to rush investors',
    'Our second bond issue is 90% subscribed and allocations are being closed as they fill. Reserve yours today.\n\nCapital at risk. Tern Estates Finance plc.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'urg-deadline-countdown',
    FCA_Q_DATA,
    'countdown devices in promotions for speculative investments',
    'Just 48 hours remain to secure the founder rate. After Friday it is gone for good.\n\nCapital at risk. Tern Estates Finance plc.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'urg-others-already-in',
    FG24_1,
    'social media posts using fear of missing out ("everyone else is already in")',
    "Thousands of people have already bought in this week. Don't be the one who watched from the sidelines.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'urg-waiting-costs',
    CD_UNDERSTANDING,
    'communications should support, not rush, decisions; the cost of waiting is pressure',
    'Each month you put this off, your pension misses out on growth you can never get back. Transfer with Foxglove Pensions Ltd now.\n\nCapital at risk.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'urg-clean-plain-deadline',
    CD_UNDERSTANDING,
    'a real closing date stated as a fact, with time to decide',
    'The offer period for the bond ends on 30 September 2025. Take your time to read the prospectus and the risks before deciding.\n\nCapital at risk. Tern Estates Finance plc.',
    [],
    ['urgency-pressure'],
  ),
  c(
    'urg-clean-no-need-to-hurry',
    CD_UNDERSTANDING,
    'good practice: telling customers there is no need to rush',
    'There is no deadline and no need to hurry: you can open an account whenever suits you, and cancel within 14 days.\n\nCapital at risk. PocketPlan Ltd.',
    [],
    ['urgency-pressure'],
  ),
  c(
    'urg-clean-isa-year-end',
    CD_UNDERSTANDING,
    'factual information about the tax year end without pressure',
    'Your ISA allowance for the 2025/26 tax year runs until 5 April 2026. Any allowance you do not use cannot be carried forward.\n\nCapital at risk. Tillbrook Invest Ltd.',
    [],
    ['urgency-pressure'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Benefits without risks (COBS 4.5.2R(2))
  // ---------------------------------------------------------------------------------------------------------
  c(
    'ben-whisky-steady-growth',
    ASA_LONDON_CASK,
    '"tax-free and providing potentially steady growth alongside being relative low risk" with no balancing risk',
    '# Why casks?\n\nCask whisky matures in value as it ages, giving you dependable growth that has nothing to do with the stock market. Glenmorrow Cask Partners Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'ben-income-every-month',
    FCA_Q_DATA,
    'income benefits presented without the risks of the investment',
    'Enjoy a 7.5% income paid into your bank account every month from our property loan notes. Tern Estates Finance plc.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'ben-pot-could-be-bigger',
    CD_UNDERSTANDING,
    'poor practice: benefits emphasised, risks left out',
    'Switch your old pensions into one Foxglove plan and you could retire with a much larger pot. Foxglove Pensions Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'ben-crypto-staking-rewards',
    ASA_CRYPTOCOM,
    'ad for crypto rewards ("earn up to 8.5%") without risks',
    'Stake your coins and collect rewards of up to 6% a year, paid weekly. Quayside Exchange.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'ben-clean-balanced',
    CD_UNDERSTANDING,
    'good practice: the benefit and the risk given equal weight',
    'Our property notes pay 7.5% a year. If the borrower defaults you could lose some or all of your money, and you may not be able to sell the notes early.\n\nTern Estates Finance plc.',
    [],
    ['benefits-without-risks'],
  ),
  c(
    'ben-clean-aim-with-risk',
    CD_UNDERSTANDING,
    'an aim stated with its risk',
    'The plan aims to give you an income of around 4% a year. That income is not guaranteed and the value of your plan can go down.\n\nFoxglove Pensions Ltd.',
    [],
    ['benefits-without-risks'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Diminished warnings (COBS 4.5.2R(4))
  // ---------------------------------------------------------------------------------------------------------
  c(
    'dim-relatively-low-risk',
    ASA_LONDON_CASK,
    '"relative low risk" describing cask whisky undermined the warnings',
    'Whisky casks are a comparatively low-risk asset with a track record of steady gains. Glenmorrow Cask Partners Ltd.\n\nCapital at risk.',
    ['diminished-warning'],
    [],
  ),
  c(
    'dim-warning-in-name-only',
    FCA_COBS452,
    'a warning presented as a formality the firm is obliged to include',
    'We are obliged to tell you that your capital is at risk, but our clients have never seen a loss. Ashby Lane Capital LLP.',
    ['diminished-warning'],
    [],
  ),
  c(
    'dim-risks-overstated',
    FCA_COBS452,
    'commentary that plays down the warnings',
    'Critics love to talk up the dangers of crypto, but the real risk is missing the move. Quayside Exchange.\n\nCapital at risk.',
    ['diminished-warning'],
    [],
  ),
  c(
    'dim-only-on-paper',
    FCA_COBS452,
    'describing a loss as only theoretical diminishes the warning',
    'A fall in value is possible on paper, but it has never happened to one of our notes. Capital at risk.\n\nTern Estates Finance plc.',
    ['diminished-warning'],
    [],
  ),
  c(
    'dim-clean-prescribed-warning',
    FCA_COBS452,
    'a plain warning without commentary',
    'This is a high-risk investment. You could lose all the money you invest, and you are unlikely to be protected if something goes wrong.\n\nTern Estates Finance plc.',
    [],
    ['diminished-warning'],
  ),
  c(
    'dim-clean-explains-risk-level',
    FCA_COBS452,
    'explaining a lower risk level accurately and with its limits',
    'Short-dated government bonds are usually less volatile than shares, but their value can still fall, especially if interest rates rise quickly. Capital at risk.\n\nRowan Hill Wealth Ltd.',
    [],
    ['diminished-warning'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Tax treatment (COBS 4.2.1R; UK MiFID Org Regulation art. 44(7))
  // ---------------------------------------------------------------------------------------------------------
  c(
    'tax-cgt-exempt-casks',
    ASA_BLACKFORD,
    '"CAPITAL GAINS TAX EXEMPT 0% TAX Unlike other investments, all returns are tax free"',
    'Casks are treated as wasting assets, so your profits are exempt from capital gains tax. Capital at risk.\n\nHighland Barrel Co Ltd.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'tax-pension-top-up',
    FCA_COBS42,
    'tax relief on pension contributions mentioned without the caveat',
    'Every £80 you pay in becomes £100 with basic-rate tax relief added to your pension. Capital at risk.\n\nFoxglove Pensions Ltd.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'tax-no-tax-to-pay',
    FCA_COBS42,
    'tax-free returns mentioned without the caveat',
    "You won't pay a penny of tax on the growth or income inside a Tillbrook ISA. Capital at risk.\n\nTillbrook Invest Ltd.",
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'tax-eis-relief',
    FCA_COBS42,
    'income tax relief on EIS shares mentioned without the caveat',
    'Claim back 30% of what you invest as income tax relief through our EIS portfolio. Capital at risk.\n\nAshby Lane Capital LLP.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'tax-clean-caveated',
    FCA_COBS42,
    'the caveat worded in plain English',
    'Growth in a Tillbrook ISA is free of UK tax. How you are taxed depends on your own circumstances, and the rules could change in future. Capital at risk.\n\nTillbrook Invest Ltd.',
    [],
    ['tax-treatment-caveat-missing'],
  ),
  c(
    'tax-clean-relief-caveated',
    FCA_COBS42,
    'tax relief stated with both parts of the caveat',
    'Pension contributions qualify for tax relief. Tax treatment depends on your individual circumstances and may be subject to change. Capital at risk.\n\nFoxglove Pensions Ltd.',
    [],
    ['tax-treatment-caveat-missing'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Simulated past performance (COBS 4.6.6R) and absolute green claims (ESG 4.3.1R, FG24/3)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'sim-strategy-backtest-ten-years',
    FCA_COBS466,
    'back-tested figures shown as performance without the simulated-performance warning',
    'Had our Momentum strategy been running since 2015, it would have turned £10,000 into £31,400. Capital at risk.\n\nKestrel Park Investments Ltd.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'sim-model-portfolio-history',
    FCA_COBS466,
    'model portfolio performance presented as a track record',
    "Our model portfolio's hypothetical track record shows 11% a year since 2012. Capital at risk.\n\nPocketPlan Ltd.",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'sim-clean-labelled',
    FCA_COBS466,
    'the remedy: simulated figures labelled, based on real performance and warned',
    'Returns before the fund launched in May 2022 are simulated from the actual performance of the index it tracks, less charges. These figures refer to simulated past performance, and past performance is not a reliable indicator of future performance.\n\nKestrel Park Investments Ltd.',
    [],
    ['simulated-past-performance'],
  ),
  c(
    'green-zero-footprint-pension',
    FG24_3,
    'absolute claims such as "zero impact" must be accurate and substantiated',
    'Your pension, with no footprint on the planet. Foxglove Pensions Ltd.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'green-completely-clean-portfolio',
    FG24_3,
    'absolute claims need to be fully accurate; a fund holding some fossil exposure is not "completely clean"',
    'A portfolio that is entirely free of fossil fuels and harms nothing. Brightwater Invest Ltd.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'green-net-positive-impact',
    FG24_3,
    'absolute or comparative sustainability claims need to be substantiated',
    'Every pound you invest with us leaves the planet better off - guaranteed. Rowan Hill Wealth Ltd.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'green-clean-qualified-exclusion',
    FG24_3,
    'a claim limited to what is true and measured',
    'The fund excludes companies that earn more than 5% of revenue from thermal coal or oil sands. It still holds some companies with fossil fuel revenues below that threshold, listed in our annual report.\n\nBrightwater Invest Ltd.',
    [],
    ['absolute-environmental-claim'],
  ),
  c(
    'green-clean-target-not-claim',
    FG24_3,
    'a target described as a target with its plan, not as an achieved absolute',
    'We aim to cut the carbon intensity of the portfolio by 50% by 2030 against 2019, reporting progress every year.\n\nRowan Hill Wealth Ltd.',
    [],
    ['absolute-environmental-claim'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Cryptoasset prescribed risk warning (COBS 4.12A, PS23/6)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'crypto-warn-missing-app',
    PS23_6,
    'qualifying cryptoasset promotions must carry the prescribed risk warning',
    '# Buy Solana and Ether in the Quayside app\n\nLow fees, instant deposits and 24/7 support. Quayside Exchange Ltd is registered with the FCA under the Money Laundering Regulations.',
    ['crypto-risk-warning-missing'],
    [],
  ),
  c(
    'crypto-warn-paraphrased',
    PS23_6,
    "a warning in the firm's own words instead of the prescribed one",
    'Crypto can be volatile, so only invest what you are comfortable with. Buy Bitcoin from £1 with Harbour Coin Ltd.',
    ['crypto-risk-warning-missing'],
    [],
  ),
  c(
    'crypto-warn-missing-stablecoin',
    PS23_6,
    'stablecoin promotions are cryptoasset promotions too',
    'Hold your savings in a dollar stablecoin and earn 4% a year on the Quayside app.',
    ['crypto-risk-warning-missing'],
    [],
  ),
  c(
    'crypto-warn-clean-prescribed',
    PS23_6,
    'the prescribed warning in full',
    "Buy Bitcoin and Ether in the Quayside app. Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.",
    [],
    ['crypto-risk-warning-missing'],
  ),
  c(
    'crypto-warn-clean-not-crypto',
    PS23_6,
    'a promotion for an ordinary share fund needs no cryptoasset warning',
    'The Meadowbank Global Fund invests in shares of large companies around the world. Capital at risk.\n\nMeadowbank Asset Management Ltd.',
    [],
    ['crypto-risk-warning-missing'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // High-risk investment warning for restricted mass market investments (COBS 4.12A, PS22/10)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'rmmi-p2p-no-warning',
    PS22_10,
    'peer-to-peer agreements are restricted mass market investments and need the prescribed warning',
    'Lend to UK small businesses through our peer-to-peer platform and earn a target 8% a year. Capital at risk.\n\nLendBridge Ltd.',
    ['high-risk-warning-missing'],
    [],
  ),
  c(
    'rmmi-minibond-no-warning',
    PS22_10,
    'non-readily realisable securities such as mini-bonds need the prescribed warning',
    'Our three-year mini-bond funds new holiday lodges in Cornwall and pays 9% interest. Tern Estates Finance plc.',
    ['high-risk-warning-missing'],
    [],
  ),
  c(
    'rmmi-crowdfunding-shares',
    PS22_10,
    'unlisted shares offered through crowdfunding are non-readily realisable securities',
    'Buy shares in this fast-growing craft brewery through our crowdfunding round, from just £50. Capital at risk.\n\nTapRoom Crowd Ltd.',
    ['high-risk-warning-missing'],
    [],
  ),
  c(
    'rmmi-clean-warning-given',
    PS22_10,
    'the prescribed high-risk warning given',
    "Lend to UK small businesses through our peer-to-peer platform. Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong. Take 2 mins to learn more.\n\nLendBridge Ltd.",
    [],
    ['high-risk-warning-missing'],
  ),
  c(
    'rmmi-clean-mainstream-fund',
    PS22_10,
    'a mainstream fund is not a restricted mass market investment',
    'Our Balanced Portfolio spreads your money across thousands of listed shares and bonds. Capital at risk.\n\nRowan Hill Wealth Ltd.',
    [],
    ['high-risk-warning-missing'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // CFD standardised risk warning (COBS 22.5, PS19/18)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'cfd-no-warning',
    COBS22_5,
    "CFD promotions must carry the standardised warning with the firm's percentage of losing accounts",
    'Trade CFDs on gold, oil and the FTSE 100 with tight spreads and leverage up to 20:1. Ashby Lane Markets Ltd.',
    ['cfd-risk-warning-missing'],
    [],
  ),
  c(
    'cfd-spread-bet-generic',
    COBS22_5,
    'spread bets are covered; a generic warning without the percentage does not meet the rule',
    'Spread bet on currency pairs with no commission. Trading is risky. Ashby Lane Markets Ltd.',
    ['cfd-risk-warning-missing'],
    [],
  ),
  c(
    'cfd-forex-leverage',
    COBS22_5,
    'rolling spot forex is covered by the restriction',
    'Go long or short on EUR/USD with leveraged rolling spot forex from a £100 deposit. Capital at risk.\n\nAshby Lane Markets Ltd.',
    ['cfd-risk-warning-missing'],
    [],
  ),
  c(
    'cfd-clean-standard-warning',
    COBS22_5,
    'the standardised warning with the firm-specific figure',
    'Trade CFDs on indices and commodities. CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.\n\nAshby Lane Markets Ltd.',
    [],
    ['cfd-risk-warning-missing'],
  ),
  c(
    'cfd-clean-share-dealing',
    COBS22_5,
    'ordinary share dealing is not a CFD',
    'Buy and sell UK shares for £5 a trade. Capital at risk.\n\nTillbrook Invest Ltd.',
    [],
    ['cfd-risk-warning-missing'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Investments likened to savings or cash (COBS 4.2.1R, COBS 10 Annex 2G)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'sav-p2p-like-savings',
    COBS10A2,
    'a P2P agreement is not comparable to depositing money in a savings account',
    'Think of it as a savings account that pays 8%. Lend through LendBridge today.\n\nCapital at risk. LendBridge Ltd.',
    ['savings-comparison'],
    [],
  ),
  c(
    'sav-home-for-savings-crypto',
    ASA_COINFLOOR,
    'Bitcoin presented as a home for savings or a pension',
    'Bitcoin: the new savings account for a digital generation. Harbour Coin Ltd.',
    ['savings-comparison'],
    [],
  ),
  c(
    'sav-as-safe-as-cash',
    FSA_STRUCTURED,
    'describing a capital-at-risk product as safe or secure like cash undermines the message that capital can be lost',
    'Our Income Bond is as secure as money in the bank, but pays far more. Tern Estates Finance plc.',
    ['savings-comparison'],
    [],
  ),
  c(
    'sav-alternative-to-deposit',
    COBS10A2,
    'presenting notes as a replacement for a deposit account',
    'Fed up with low rates? Our loan notes are the simple alternative to a fixed-rate savings bond. Capital at risk.\n\nTern Estates Finance plc.',
    ['savings-comparison'],
    [],
  ),
  c(
    'sav-clean-not-a-savings-account',
    COBS10A2,
    'good practice: the difference from a savings account stated plainly',
    'Peer-to-peer lending is not a savings account. Unlike a bank deposit, your money is at risk and is not protected by the Financial Services Compensation Scheme.\n\nLendBridge Ltd.',
    [],
    ['savings-comparison'],
  ),
  c(
    'sav-clean-savings-product',
    COBS10A2,
    'a real savings account described as such',
    'Keep an emergency fund in our easy-access cash savings account, protected by the FSCS up to £85,000.\n\nHarbour Building Society.',
    [],
    ['savings-comparison'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // "Protected" or "guaranteed" product features without their limits (COBS 4.2.1R; FSA structured products review 2009)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'prot-capital-protected-plan',
    FSA_STRUCTURED,
    '"protected" used without explaining when capital can be lost',
    '# The FTSE Defender Plan\n\nCapital protected, with growth linked to the FTSE 100. Kestrel Park Investments Ltd.',
    ['protection-claim-unexplained'],
    [],
  ),
  c(
    'prot-downside-shield',
    FSA_STRUCTURED,
    'a prominent protection claim with no explanation of its limits',
    "Built-in downside protection means a market crash won't touch your original investment. Kestrel Park Investments Ltd.",
    ['protection-claim-unexplained'],
    [],
  ),
  c(
    'prot-guaranteed-by-bank',
    FSA_STRUCTURED,
    'a guarantee from a bank stated without saying what happens if that bank fails',
    'Your original capital is guaranteed by Aldgate Bank plc at the end of the six-year term. Kestrel Park Investments Ltd.',
    ['protection-claim-unexplained'],
    [],
  ),
  c(
    'prot-clean-limits-explained',
    FSA_STRUCTURED,
    'protection with its conditions and counterparty risk explained',
    'The plan returns your capital at the end of the term unless the FTSE 100 has fallen by more than 40%, in which case you lose 1% of capital for every 1% fall. If Aldgate Bank plc, which backs the plan, fails, you could lose some or all of your money.\n\nKestrel Park Investments Ltd.',
    [],
    ['protection-claim-unexplained'],
  ),
  c(
    'prot-clean-client-money',
    FSA_STRUCTURED,
    'safekeeping of client money is an arrangement, not a protection claim for returns',
    'Client money is held in segregated accounts at UK banks, separate from our own money.\n\nTillbrook Invest Ltd.',
    [],
    ['protection-claim-unexplained'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // "Free" or "no fees" claims without the costs that do apply (COBS 4.2.1R; PRIN 2A.5)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'free-commission-free-trading',
    FCA_MISLEADING,
    'promotions must not create an unrealistic expectation; costs hidden in spreads and FX fees',
    'Commission-free investing in thousands of US shares. Capital at risk.\n\nPocketPlan Ltd.',
    ['cost-free-claim'],
    [],
  ),
  c(
    'free-zero-fees',
    FCA_MISLEADING,
    'a claim of no fees when other charges apply',
    'Zero platform fees, forever. Start investing with Tillbrook today. Capital at risk.\n\nTillbrook Invest Ltd.',
    ['cost-free-claim'],
    [],
  ),
  c(
    'free-costs-nothing',
    FCA_MISLEADING,
    'a claim that a product costs nothing',
    'It costs you nothing to hold crypto with Harbour Coin. Buy Bitcoin from £1.',
    ['cost-free-claim'],
    [],
  ),
  c(
    'free-clean-costs-stated',
    FCA_MISLEADING,
    'no commission stated alongside the costs that apply',
    'No commission on US shares. A 0.5% foreign exchange fee applies to every trade, and the spread between buying and selling prices is a cost to you. Capital at risk.\n\nPocketPlan Ltd.',
    [],
    ['cost-free-claim'],
  ),
  c(
    'free-clean-tax-free',
    FCA_MISLEADING,
    '"tax-free" is not a claim about charges',
    'Any growth in the ISA is free from UK income tax and capital gains tax. Charges: a platform fee of 0.25% a year. Capital at risk.\n\nTillbrook Invest Ltd.',
    [],
    ['cost-free-claim'],
  ),
  // ---------------------------------------------------------------------------------------------------------
  // Testimonials of individual gains presented as typical (COBS 4.2.1R; FG24/1)
  // ---------------------------------------------------------------------------------------------------------
  c(
    'test-retired-early',
    ASA_BLACKFORD,
    'case study: a client "retired early after his Scotch Whisky investment earned him £225,000" implied profits were typical',
    'Meet Graham: he put £4,000 into two casks in 1998 and sold them last year for £190,000, enough to retire at 58. Highland Barrel Co Ltd.\n\nCapital at risk.',
    ['testimonial-unrepresentative'],
    [],
  ),
  c(
    'test-influencer-made',
    FG24_1,
    'influencer post about personal gains promoting a trading app',
    'I turned £500 into £6,000 in a month trading on Quayside - here is exactly how I did it. #ad',
    ['testimonial-unrepresentative'],
    [],
  ),
  c(
    'test-customers-earned',
    FG24_1,
    'customer stories presented as what users can expect',
    '"I made £12,000 in my first year," says Priya, one of our members. Start your journey with PocketPlan today. Capital at risk.',
    ['testimonial-unrepresentative'],
    [],
  ),
  c(
    'test-clean-not-typical',
    FG24_1,
    'a testimonial balanced by a statement that results are not typical and by the risks',
    'Priya, a member since 2019, says the app helped her understand investing. Her results are not typical: many investors lose money, and you could get back less than you invest.\n\nPocketPlan Ltd.',
    [],
    ['testimonial-unrepresentative'],
  ),
  c(
    'test-clean-service-review',
    FG24_1,
    'a review about service, not gains',
    '"The team answered every question I had about moving my pension," says one customer. Capital at risk.\n\nFoxglove Pensions Ltd.',
    [],
    ['testimonial-unrepresentative'],
  ),
];
