// Round three of the dev-only cases (issue 18): written BEFORE any rule change, by a writer who did not read the
// rule packs, the lexicons or the checks, nor the frozen half, so the "before" figures for this group measure
// the current rules on wording they were not written against. Facts are taken from the outside sources named in
// each case (ASA rulings, the FCA Handbook, FCA guidance and reviews); every text is in our own words, with
// invented firms and funds. Dev-only: never dealt to the frozen half (split.ts deals cases.dev.ts and
// cases.frozen.ts only). Test data only.
import { devCase as c, type CaseSource as Source, type ExternalCase } from './concepts.ts';

// --- ASA rulings -------------------------------------------------------------------------------------------
const ASA_ADVISORY: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on an investment advisory service, August 2019: "number one spot for performance at key intervals", a tip said to have risen 248.7%, no evidence (https://www.scottrobert.co.uk/investment-advert-banned-asa-misleading-performance-claims/)',
};
const ASA_ABC: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on ABC II Ltd t/a Aldermartin Baines & Cuthbert, May 2012 (http://www.asa.org.uk/Rulings/Adjudications/2012/5/ABC-II-Ltd/SHP_ADJ_185215.aspx)',
};
const ASA_BUY2LET: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Buy 2 Let Cars Ltd, 2015 (https://www.asa.org.uk/rulings/buy-2-let-cars-ltd-a15-302506.html)',
};
const ASA_ULEZ: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Rosenthal Capital t/a ULEZProsperity: "exceptional returns ranging from 21 per cent", fixed monthly rental, substantiated only by a testimonial (https://investintellect.co.uk/investments/asa-upholds-second-complaint-against-firm-promoting-cars-as-investments/)',
};
const ASA_WAVERLEY: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Waverley Media Ltd (Daisho System), 2018 (http://www.asa.org.uk/rulings/waverley-media-ltd-a18-456963.html)',
};
const ASA_PROSPERI: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Zimran Ltd t/a Prosperi Academy, 2025 (https://asa.org.uk/rulings/zimran-ltd-a24-1265945-zimran-ltd.html)',
};
const ASA_WIN: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on WIN Investing LLP, February 2017 (https://www.asa.org.uk/Rulings/Adjudications/2017/2/WIN-Investing-LLP/SHP_ADJ_359012.aspx)',
};
const ASA_FXPRO: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on FxPro UK Ltd, May 2017 (http://www.asa.org.uk/rulings/fxpro-uk-ltd-a16-357897.html)',
};
const ASA_GOLD_BANK: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Gold Warehouse Ltd t/a Gold Bank, 2024 (https://www.asa.org.uk/rulings/gold-warehouse-ltd-a24-1247596-gold-warehouse-ltd.html)',
};
const ASA_BULLION: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Aurum & Argenti Ltd t/a Bullion Club, 20 November 2024 (https://asa.org.uk/rulings/aurum---argenti-ltd-a24-1247594-aurum---argenti-ltd.html)',
};
const ASA_SOLOMON: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Solomon Global Ltd t/a Buy Bullion, 20 November 2024 (https://asa.org.uk/rulings/solomon-global-ltd-a24-1247581-solomon-global-ltd.html)',
};
const ASA_UNREG_TIPS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA "Top tips for unregulated investments" (https://asa.org.uk/news/top-tips-for-unregulated-investments.html)',
};
const ASA_FIN_ADS: Source = {
  kind: 'asa-ruling',
  ref: 'CAP "Ensuring your financial ads are on the money": whisky ad irresponsible for implying the investment was straightforward, safe and a way to fund early retirement (https://ethicalmarketingnews.com/cap-ensuring-your-financial-ads-are-on-the-money)',
};
const ASA_CRYPTO_2021: Source = {
  kind: 'asa-ruling',
  ref: 'ASA crypto rulings, December 2021 (Skrill, Arsenal FC, Crypto.com): ads trivialised investment and took advantage of inexperience (https://www.promoveritas.com/asa-rulings-recap-january-2022/)',
};
const ASA_SKRILL: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Skrill Ltd, 22 December 2021: Reddit ad implied cryptocurrency investment was risk free',
};
const ASA_COINBASE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Coinbase Europe Ltd, 15 December 2021 ("don\'t miss out")',
};
const ASA_LUNO: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Luno Money Ltd, 26 May 2021 ("time to buy")',
};
const ASA_HABITO: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Hey Habito Ltd, 20 October 2021: future rate trends "could not be predicted with any certainty" (https://www.asa.org.uk/rulings/hey-habito-ltd-g21-1107887-hey-habito-ltd.html)',
};
const ASA_CRYPTO_BANK: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Inside Access LLC t/a Crypto Bank Global, 10 October 2018 (https://www.asa.org.uk/rulings/inside-access-llc-a18-450313.html)',
};
const ASA_LLOYDS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Lloyds Bank plc, 18 December 2024: one of four issues upheld (https://asa.org.uk/rulings/lloyds-bank-plc-a24-1244509-lloyds-bank-plc.html)',
};
const ASA_ENERGY_2023: Source = {
  kind: 'asa-ruling',
  ref: 'ASA rulings on Shell, Petronas and Repsol, 7 June 2023: green claims that omitted the rest of the business (https://www.asa.org.uk/general/climate-change-and-environmental-claims/rulings-on-environmental-issues.html)',
};
const ASA_TAX_SCHEMES: Source = {
  kind: 'asa-ruling',
  ref: 'ASA "Taxing tax claims: advertising tax arrangement schemes" (Knight Wolffe Ltd, 13 September 2017; Williams Gordon Ltd, 14 February 2018) (https://asa.org.uk/news/taxing-tax-claims-advertising-tax-arrangement-schemes.html)',
};

// --- FCA Handbook, guidance and reviews --------------------------------------------------------------------
const COBS_456: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.5.6R: a comparison must be meaningful and presented fairly, with its sources, key facts and assumptions (https://www.handbook.fca.org.uk/handbook/COBS/4/5.html)',
};
const COBS_452: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.5.2R: a fair and prominent indication of relevant risks whenever potential benefits are referred to; risks not disguised, diminished or obscured (https://www.handbook.fca.org.uk/handbook/COBS/4/5.html)',
};
const TAX_44_7: Source = {
  kind: 'fca-guidance',
  ref: 'UK MiFID Org Regulation art. 44(7) and FCA Handbook COBS 4.5A: a reference to tax treatment must state prominently that it depends on the individual circumstances of each client and may change (https://www.handbook.fca.org.uk/handbook/COBS/4/5A.html)',
};
const COBS_46_PP: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.2R: past performance needs its reference period and source, and a prominent warning that it is not a reliable indicator of future results (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_466: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.6R: simulated past performance must be based on the actual past performance of the same or an underlying investment and carry the warnings (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_467: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.7R: future performance information must rest on reasonable assumptions supported by objective data and carry a prominent warning that forecasts are not a reliable indicator (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_421: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.2.1R: a financial promotion must be fair, clear and not misleading (https://www.handbook.fca.org.uk/handbook/COBS/4/2.html)',
};
const FCA_MISLEADING: Source = {
  kind: 'fca-guidance',
  ref: 'FCA "Misleading financial promotions": does the promotion create an unrealistic expectation of the product? (https://www.fca.org.uk/consumers/misleading-financial-promotions)',
};
const FG24_3: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/3 anti-greenwashing guidance (ESG 4.3.1R), 23 April 2024: claims correct and substantiated, clear, complete, fair comparisons (https://freeths.co.uk/insights-events/legal-articles/2024/the-fca-s-anti-greenwashing-guidance-key-takeaways/)',
};
const FCA_ESG_NAMES: Source = {
  kind: 'fca-review',
  ref: 'FCA remarks on funds with ESG-related names that only replicate ordinary indexes, "completely misleading" (https://illuminem.com/illuminemvoices/uk-watchdog-says-some-funds-attempting-to-mislead-with-esg-label)',
};
const PS23_6_COOLING: Source = {
  kind: 'fca-guidance',
  ref: 'FCA PS23/6 cryptoasset promotion rules: 24-hour cooling-off period for first-time investors, in force 8 October 2023',
};
const CD_2026: Source = {
  kind: 'fca-review',
  ref: 'FCA review of consumer understanding under the Consumer Duty, 13 March 2026: essential information upfront, risks surfaced early, not buried (https://www.regulationtomorrow.com/2026/03/fca-publishes-good-practice-and-areas-for-improvement-in-relation-to-consumer-understanding-under-the-consumer-duty/)',
};
const FCA_PROMS_CONCERNS: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotion concerns: products described as "guaranteed", "protected" or "secure" without explanation; returns highlighted without equal prominence for risks (https://news.ateb-group.co.uk/financial-promotions-fca-issues-warnings)',
};
const FSA_2002: Source = {
  kind: 'fca-review',
  ref: 'FSA "Approach to financial promotions", April 2002: lack of balance, unrealistic expectations, inappropriate comparisons (https://www.cms-lawnow.com/ealerts/2002/05/financial-promotion-fsas-latest-stance)',
};

/** The third round's cases, kept apart so they can be scored as their own group. */
export const DEV_ADDED_ROUND_THREE: ExternalCase[] = [
  // --- comparison-unfair (COBS 4.5.6R) -----------------------------------------------------------------------
  c(
    'r3-cmp-league-tables-since-1993',
    ASA_ADVISORY,
    'claimed to hold the number one spot for performance against other advisory services at key intervals, with no evidence',
    'Our share tips have topped the league tables at every key milestone since 1993, and no rival newsletter comes close.\n\nSubscribe to the Penrose Stock Letter today. Capital at risk.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'r3-cmp-bank-vs-buy-to-let',
    ASA_ABC,
    'radio ad set bank deposits earning half a per cent against buy-to-let returning five per cent "maybe more", presenting buy-to-let as low risk and omitting its risks',
    'Your bank may feel like the sensible home for your savings, but at half a percent a year inflation is eating them alive. Move that cash into a buy-to-let flat sourced by Cuthbert Lane Lettings and you could be earning 5% or more.',
    ['comparison-unfair', 'benefits-without-risks'],
    [],
  ),
  c(
    'r3-cmp-car-lease-like-savings',
    ASA_BUY2LET,
    '"you could receive an 8 to 11% annual return" from funding a leased car, likened by the broadcaster to a fixed-rate savings account; return claim unsubstantiated',
    'Think of it as a savings account that pays 8-11%. You fund a car, DriveYield leases it to a vetted driver, and the income comes to you.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'r3-cmp-fee-table-unsourced',
    COBS_456,
    'a charges comparison with "typical" competitors, with no source, date or basis for the rival figure',
    '| | Harbourside Invest | Typical high-street platform |\n| Annual platform fee | 0.15% | up to 0.45% |\n| Fund switching | Free | £10 a switch |\n\nHarbourside Invest Ltd. Capital at risk.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'r3-cmp-clean-sector-average-sourced',
    COBS_456,
    'the remedy: a comparison with a named sector average over the same complete period, with its source and basis',
    'Over the five calendar years to 31 December 2024 the Alder Vale UK Equity Fund returned 41.3% in total, against 35.8% for the IA UK All Companies sector average (source: FE fundinfo, bid to bid, net income reinvested, in sterling). Past performance is not a reliable indicator of future results.\n\nAlder Vale Investment Managers Ltd. Capital at risk.',
    [],
    ['comparison-unfair', 'past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'r3-cmp-clean-cash-and-shares-explained',
    FSA_2002,
    'a comparison of cash and shares that gives the difference in risk as well as in return, so it is balanced',
    'Cash in a bank account is protected by the FSCS up to £85,000 and will not fall in value, although inflation can erode what it buys. Shares have tended to grow faster over long periods, but their price goes up and down and you could lose money. Which suits you depends on how long you can leave the money alone.',
    [],
    ['comparison-unfair'],
  ),

  // --- tax-treatment-caveat-missing (art. 44(7), COBS 4.5A) --------------------------------------------------
  c(
    'r3-tax-isa-keep-every-penny',
    TAX_44_7,
    'an ISA tax benefit stated without saying it depends on personal circumstances and may change',
    'Keep every penny of your growth away from the taxman. Open a Juniper Stocks & Shares ISA before 5 April.\n\nCapital at risk. Juniper Invest Ltd.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'r3-tax-sipp-government-adds',
    TAX_44_7,
    'pension tax relief presented as a flat entitlement, with no caveat on individual circumstances or future change',
    'The government adds 20% to everything you pay into a Corran SIPP, and higher-rate payers can claim back even more.\n\nYour investments can fall in value. Corran Pensions Ltd.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'r3-tax-vct-untaxed-dividends',
    TAX_44_7,
    'VCT income tax relief and tax-free dividends stated without the tax caveat',
    'Dividends from a venture capital trust land in your account untaxed, and 30% of what you subscribe comes back to you as income tax relief.\n\nVCT shares are high risk and can be hard to sell. Fellgate VCT plc.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'r3-tax-trust-outside-estate',
    ASA_TAX_SCHEMES,
    'the ASA ruled against ads implying certainty that a tax arrangement would work; tax outcomes must be qualified',
    'Put the bond in trust and it sits outside your estate, so your family will never pay inheritance tax on it.\n\nCapital at risk. Ashdown Life Ltd.',
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'r3-tax-clean-isa-qualified',
    TAX_44_7,
    'the remedy: the tax benefit with the statement that it depends on personal circumstances and may change',
    'Growth and income inside an ISA are free of UK income tax and capital gains tax. How you are taxed depends on your personal circumstances, and tax rules may change in the future.\n\nCapital at risk. Juniper Invest Ltd.',
    [],
    ['tax-treatment-caveat-missing'],
  ),
  c(
    'r3-tax-clean-relief-hinges',
    TAX_44_7,
    "the caveat in other words: the relief depends on the client's own tax position and the rules can change",
    'Pension contributions usually attract tax relief at your highest rate of income tax. What you actually receive hinges on your own tax position, and the government can alter the rules at any time.\n\nCorran Pensions Ltd. Capital at risk.',
    [],
    ['tax-treatment-caveat-missing'],
  ),

  // --- simulated-past-performance (COBS 4.6.6R) --------------------------------------------------------------
  c(
    'r3-sim-simulator-twenty-pounds',
    ASA_PROSPERI,
    '"Invested: $20 Income: $974" came from the app\'s simulation tools, not real data, yet was shown as a return',
    'Jess turned £20 into £974 in a single week on our trading simulator. Imagine what you could do with real money.\n\nCapital at risk. Prosperly Ltd.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r3-sim-model-applied-to-history',
    COBS_466,
    "a model's back-tested result is not the actual past performance of the same or an underlying investment, and no simulated-performance warning is given",
    '# Quantara Edge\n\nApplied to market data from 2008 to 2024, the Quantara Edge model would have compounded at 17.2% a year, ahead of the FTSE 100 in 14 of those 17 years.\n\nCapital at risk. Quantara Capital Ltd.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r3-sim-ran-the-numbers-since-2001',
    COBS_466,
    'a hypothetical result for a strategy that did not exist over the period, without the simulated-performance statement',
    'Our Ember Dividend strategy only went live last spring, but we have run the numbers: £10,000 put into it back in 2001 would be worth around £52,000 today.\n\nEmber Capital Partners LLP. Capital at risk.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r3-sim-borrowed-track-record',
    COBS_466,
    'a record taken from a different mandate is not the past performance of the same investment or one underlying it',
    "The Kestral Clean Infrastructure Fund opened in January, yet it already brings a ten-year record of 9.1% a year, carried over from the managers' previous mandate at another firm.\n\nKestral Investors Ltd. Capital at risk.",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r3-sim-clean-sister-units',
    COBS_466,
    'the remedy: simulated figures based on the actual returns of units holding the identical portfolio, adjusted for charges, with the statement that they are simulated',
    "Figures before the income units were launched in June 2023 are simulated. They use the actual returns of the accumulation units, which hold exactly the same portfolio, less the income units' higher charge. These figures refer to simulated past performance, and past performance is not a reliable indicator of future results.\n\nCapital at risk. Larkspur Fund Managers Ltd.",
    [],
    ['simulated-past-performance'],
  ),
  c(
    'r3-sim-clean-only-real-returns',
    COBS_466,
    'only actual returns are shown, with an explicit statement that nothing is modelled',
    "Every figure here is the fund's own actual return since it opened in 2017, after charges. We do not publish back-tested or modelled results.\n\nCapital at risk. Larkspur Fund Managers Ltd.",
    [],
    ['simulated-past-performance'],
  ),

  // --- absolute-environmental-claim (ESG 4.3.1R, FG24/3) -----------------------------------------------------
  c(
    'r3-abs-leaves-world-cleaner',
    FG24_3,
    'claims must not overstate or exaggerate positive environmental impact; an unqualified claim that every pound improves the planet cannot be substantiated',
    'Your Alderwood pension is planet-positive: every pound you save leaves the world cleaner than it found it.\n\nCapital at risk. Alderwood Pensions Ltd.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r3-abs-zero-fossil-but-five-percent',
    FG24_3,
    "claims must be correct and complete; an absolute exclusion claim contradicted by the fund's own limits is misleading",
    '# Zero fossil fuels. Zero compromise.\n\nThe Clearwater Global Fund keeps your money completely out of oil, gas and coal.\n\nThe fund may hold up to 5% of its assets in companies that earn revenue from services to the fossil fuel industry. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r3-abs-emits-nothing',
    ASA_ENERGY_2023,
    'absolute green claims mislead where they omit the wider picture; no portfolio of companies is free of emissions',
    'Invest with a clear conscience: the Verdant Horizon portfolio produces no carbon emissions whatsoever.\n\nVerdant Horizon Investments Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r3-abs-nothing-harms',
    FG24_3,
    'claims must not overstate; "no harm" across every holding is absolute and unsubstantiated',
    'Nothing in this fund harms people or nature. That is our promise to you.\n\nMarlowe Ethical Investors Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r3-abs-clean-share-measured',
    FG24_3,
    'the good practice: a specific, measured and complete claim that states what the rest of the portfolio holds',
    'About 62% of the fund by value is invested in companies whose main products support renewable energy, measured under the methodology published on our website. The rest includes utilities that still generate power from gas.\n\nCapital at risk.',
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),
  c(
    'r3-abs-clean-footprint-admitted',
    FG24_3,
    'an absolute claim expressly disclaimed, replaced by a measured relative figure with source and date',
    "We cannot claim the portfolio has no environmental impact: every company leaves a footprint. What we can show is that its carbon intensity was 38% below its benchmark's as at 31 March 2025 (source: MSCI).\n\nCapital at risk.",
    [],
    ['absolute-environmental-claim'],
  ),

  // --- benefits-without-risks (COBS 4.5.2R) ------------------------------------------------------------------
  c(
    'r3-ben-smartest-move',
    ASA_GOLD_BANK,
    '"could this be the best investment you\'ve ever made?" suggested a significant return with no indication of risk; upheld',
    'Rise of the Phoenix: a solid gold bar that could be the smartest move your money ever makes. Order yours from Aurelian Bullion Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r3-ben-inflation-shield',
    ASA_BULLION,
    '"Gold has historically held its value over time, making it a good hedge against inflation" with no risk shown; upheld',
    'When prices soar, gold keeps its worth. That is why so many families trust it to shield their savings from inflation.\n\nCorbel Gold Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r3-ben-p2p-monthly-income',
    COBS_452,
    'income rate and ease of joining set out with no indication of the risk of losing money',
    'Earn a monthly income from loans to British small businesses, at rates of up to 8.5% a year and with no fees to join.\n\nTillwood Lending Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r3-ben-feature-list',
    COBS_452,
    'a list of benefits with no fair and prominent indication of the relevant risks',
    '# Why Ravensworth Income?\n\n- Income paid every quarter\n- Potential for long-term growth\n- Access your money on any working day\n- Run by an award-winning team\n\nStart with £100 at Ravensworth Funds.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r3-ben-clean-could-get-could-lose',
    COBS_452,
    'benefits set beside the relevant risks with the same prominence',
    'What you could get: a quarterly income and the chance of growth over five years or more.\n\nWhat you could lose: the income can fall and is not guaranteed, and your units can end up worth less than you paid.\n\nRavensworth Funds Ltd.',
    [],
    ['benefits-without-risks'],
  ),
  c(
    'r3-ben-clean-gold-volatile',
    ASA_GOLD_BANK,
    'the remedy the advertiser offered: say gold prices are volatile and can fall; the ruling also required the unregulated status to be stated',
    'Gold can help spread your savings, but its price can swing sharply and fall as well as rise. Buying bullion from us is not regulated by the FCA, and it is not covered by the FSCS or the Financial Ombudsman Service.\n\nAurelian Bullion Ltd.',
    [],
    ['benefits-without-risks', 'unregulated-status-not-disclosed'],
  ),

  // --- performance-source-missing (COBS 4.6.2R(3)) -----------------------------------------------------------
  c(
    'r3-src-burgundy-since-2009',
    ASA_UNREG_TIPS,
    'a wine return figure attributed to no source (in the ruling, the advertiser could not evidence the marketplace it named)',
    'Top Burgundy has gained 12.9% a year since 2009. Past performance is not a reliable guide to future returns.\n\nCapital at risk. Vintners Reserve Ltd.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r3-src-discrete-years-table',
    COBS_46_PP,
    'discrete annual figures with the period and warning but no source',
    '| 12 months to 30 June | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Cairnside Balanced Portfolio | 14.2% | -6.8% | 3.9% | 10.5% | 7.1% |\n\nPast performance is not a reliable indicator of future results. Cairnside Wealth Ltd. Capital at risk.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r3-src-soft-drinks-tip',
    ASA_ADVISORY,
    'a tipped share "rose by 248.7% between July 2012 and December 2018" with no evidence or source',
    'Readers who followed our July 2012 tip on a soft-drinks maker saw the shares climb 231% by December 2018. Past performance does not predict what happens next.\n\nCapital at risk. Penrose Stock Letter Ltd.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r3-src-five-years-net-of-fees',
    COBS_46_PP,
    'a cumulative five-year figure with period and warning but no source of the data',
    'Over the five years to 31 March 2025 the Hollins Global Income Fund grew by 46%, net of fees. Past results are no guarantee of future ones.\n\nHollins Asset Management Ltd. Capital at risk.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r3-src-clean-lipper',
    COBS_46_PP,
    'the same figure with its source, basis and period stated',
    'Over the five years to 31 March 2025 the fund returned 46.2% (source: Lipper, total return, net of ongoing charges, in sterling). Past performance is not a reliable indicator of future results.\n\nHollins Asset Management Ltd. Capital at risk.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),
  c(
    'r3-src-clean-own-prices',
    COBS_46_PP,
    "the firm's own data named as the source, with the basis and the period",
    'Source: Marlow Capital, daily prices of the A accumulation shares with income reinvested, 1 January 2020 to 31 December 2024. The fund gained 5.8%, 11.0%, -8.4%, 9.9% and 6.3% in those calendar years. Past performance is not a guide to future returns.\n\nCapital at risk.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- forecast-future-performance (COBS 4.6.7R) -------------------------------------------------------------
  c(
    'r3-fc-bitcoin-quarter-million',
    ASA_CRYPTO_BANK,
    'a seminar ad forecast the Bitcoin price with no basis; upheld',
    'Our analysts see Bitcoin reaching $250,000 before the end of next year. Book your seat at the Coinwise evening seminar.',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r3-fc-gilts-will-jump',
    ASA_HABITO,
    'future rate moves "could not be predicted with any certainty"; the ad presented them with a sense of certainty',
    'Interest rates are going to fall hard next year, and when they do, gilt prices will jump. The Greyfield Gilt Fund puts you right where the action will be.\n\nCapital at risk. Greyfield Asset Management Ltd.',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r3-fc-double-by-2030',
    COBS_467,
    'a forecast with no stated assumptions, no objective data and no warning',
    "We expect the Meridian Asia Fund to double your money by 2030 as the region's middle class keeps growing.\n\nCapital at risk. Meridian Fund Partners Ltd.",
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r3-fc-projected-value-table',
    COBS_467,
    'a projection table resting on an unexplained "outlook", without the warning that forecasts are not a reliable indicator',
    "| Year | Projected value of £10,000 |\n| 2026 | £11,200 |\n| 2028 | £14,050 |\n| 2030 | £17,620 |\n\nProjection based on our fund managers' outlook. Hollins Asset Management Ltd.",
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r3-fc-clean-stated-rates',
    COBS_467,
    'the remedy: illustrative rates stated as assumptions, with the warning that they are not a reliable indicator',
    'Illustration only: if the fund grew by 2%, 5% or 8% a year after charges, £10,000 would be worth £11,041, £12,763 or £14,693 after five years. These rates are assumptions, not forecasts. The fund could grow less or fall in value, and these figures are not a reliable indicator of future performance.',
    [],
    ['forecast-future-performance'],
  ),
  c(
    'r3-fc-clean-no-crystal-ball',
    ASA_HABITO,
    "the ASA's point put the right way: future trends cannot be predicted, so no forecast is made",
    'We do not try to predict where markets will go next year, because nobody can. We build portfolios meant to cope with a range of outcomes, good and bad.\n\nCapital at risk. Greyfield Asset Management Ltd.',
    [],
    ['forecast-future-performance'],
  ),

  // --- trivialises-investment (COBS 4.2.1R, CAP 14.1) --------------------------------------------------------
  c(
    'r3-triv-like-a-takeaway',
    ASA_CRYPTO_2021,
    "ads banned for trivialising investment and taking advantage of consumers' inexperience",
    'Investing is as easy as ordering a takeaway: tap, pick a fund, done. Start with the change in your pocket on Pennyfold.\n\nCapital at risk.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'r3-triv-first-millionaire',
    ASA_PROSPERI,
    '"How do you become the first millionaire in your family?" with "START WITH $20": irresponsible, took advantage of inexperience and credulity',
    'How do you become the first millionaire in your family? Start with £20 and a few taps on the Prosperly app.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'r3-triv-barrels-to-retirement',
    ASA_FIN_ADS,
    'a whisky ad was irresponsible for implying the investment was straightforward, accessible, safe and a route to early retirement',
    'Fancy retiring at 55? A few barrels of Speyside could get you there. We handle everything; you just sit back and wait.\n\nGlenbrae Cask Co Ltd.',
    ['trivialises-investment', 'benefits-without-risks'],
    [],
  ),
  c(
    'r3-triv-badges-and-leaderboard',
    ASA_CRYPTO_2021,
    'investing presented as a game to play with friends, trivialising a risky decision',
    'Level up your portfolio! Earn a badge every time you trade and climb the leaderboard against your mates.\n\nCapital at risk. Stackr Invest Ltd.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'r3-triv-clean-decide-slowly',
    CD_2026,
    'an easy account opening set beside a plain statement that the decision deserves time and money can be lost',
    'Opening an account takes about ten minutes, but deciding what to invest in deserves much longer. Investing is for money you can leave alone for at least five years, and you could get back less than you put in.',
    [],
    ['trivialises-investment'],
  ),
  c(
    'r3-triv-clean-app-simple-not-investing',
    CD_2026,
    'a simple app does not make investing simple: the risk is put up front',
    'Our app makes buying funds straightforward. That does not make investing simple: prices move, sometimes sharply, so only invest money you will not need soon.\n\nStackr Invest Ltd.',
    [],
    ['trivialises-investment'],
  ),

  // --- certainty-of-returns (COBS 4.2.1R) --------------------------------------------------------------------
  c(
    'r3-cert-gold-ten-to-twelve',
    ASA_SOLOMON,
    '"Earn 10-12%. PA How to Invest in Gold" presented a return as a certainty; upheld',
    'Earn 10-12% a year from physical gold. Download our free guide today.\n\nHelmsley Bullion Ltd.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r3-cert-contractual-car-yield',
    ASA_ULEZ,
    'return figures of 21% to 23.72% described as fixed and contractual; a testimonial was not adequate substantiation',
    'Buy a low-emission car, lease it to us, and collect a fixed 21% return each year, paid monthly. It is written into the contract, so there are no surprises.\n\nLowline Mobility Ltd.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r3-cert-proven-method-wine',
    ASA_UNREG_TIPS,
    '"proven tips for maximising returns" on wine read as a promise of returns although the index had fallen as well as risen',
    'Our proven method makes sure your wine collection delivers the strongest possible returns, year after year.\n\nVintners Reserve Ltd. Capital at risk.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r3-cert-income-locked-in',
    FCA_MISLEADING,
    'an investment income presented as fixed regardless of markets creates an unrealistic expectation',
    'Your 7% income is locked in from day one, whatever the markets do.\n\nCastlegate Property Income Bond, issued by Castlegate Capital plc.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r3-cert-clean-target-not-promise',
    FCA_MISLEADING,
    'an income aim stated as a target that can be cut, not a promise',
    'The fund aims to pay an income of around 5% a year. This is a target, not a promise: payouts can be reduced or stopped, and the value of your investment can fall.\n\nCastlegate Fund Managers Ltd.',
    [],
    ['certainty-of-returns'],
  ),
  c(
    'r3-cert-clean-fixed-deposit',
    FCA_PROMS_CONCERNS,
    'a fixed rate on a deposit is genuinely fixed and the protection limit is explained, so the claim is accurate',
    'This one-year fixed-rate savings account pays 4.1% AER, fixed until it matures. Eligible deposits are protected by the Financial Services Compensation Scheme up to £85,000 per person.\n\nHarlow Building Society.',
    [],
    ['certainty-of-returns', 'capital-safety-claim'],
  ),

  // --- capital-safety-claim (COBS 4.2.1R, FSA/FCA on "guaranteed", "protected", "secure") ----------------------
  c(
    'r3-safe-stake-never-exposed',
    ASA_WAVERLEY,
    '"This is about trading SAFELY ... your original investment is never at risk"; upheld',
    'Trade with total peace of mind: your original stake is never exposed, because our built-in failsafe does the worrying for you.\n\nDaisho Trading Systems.',
    ['capital-safety-claim'],
    [],
  ),
  c(
    'r3-safe-crypto-vault',
    ASA_SKRILL,
    'the ad implied cryptocurrency investment was risk free; upheld',
    'Holding crypto in a Walletly vault is the safe way to grow your money. No nasty surprises, ever.',
    ['capital-safety-claim'],
    [],
  ),
  c(
    'r3-safe-as-houses',
    ASA_ABC,
    'complainants said buy-to-let was misleadingly presented as low risk; property-backed investments can lose value',
    'Bricks and mortar do not vanish. With a Castlegate Property Bond your money is backed by real buildings, so it is as safe as houses.\n\nCastlegate Capital plc.',
    ['capital-safety-claim'],
    [],
  ),
  c(
    'r3-safe-capital-shield',
    FCA_PROMS_CONCERNS,
    'a product described as protected without explaining the protection or its limits',
    '# Capital Shield Plan\n\nSix years of stock market growth with your capital fully protected.\n\nIssued by Northfield Structured Investments Ltd.',
    ['capital-safety-claim', 'protection-claim-unexplained'],
    [],
  ),
  c(
    'r3-safe-clean-protection-limits',
    FCA_PROMS_CONCERNS,
    'the remedy: the protection explained with its limits (counterparty failure, early exit, no FSCS)',
    'Your capital is returned in full at the end of the six-year term unless Halden Bank plc, which backs the plan, fails, or you cash in early. In either case you could get back less than you invested. This plan is not covered by the FSCS.\n\nNorthfield Structured Investments Ltd.',
    [],
    ['capital-safety-claim', 'protection-claim-unexplained'],
  ),
  c(
    'r3-safe-clean-no-risk-free',
    COBS_421,
    'a safety claim expressly denied',
    'No investment on this page is risk-free. Even our most cautious fund can fall in value, and you could get back less than you put in.\n\nEvenkeel Investments Ltd.',
    [],
    ['capital-safety-claim'],
  ),

  // --- urgency-pressure (COBS 4.2.1R; CAP 3.31) --------------------------------------------------------------
  c(
    'r3-urg-two-sessions-fifty-seats',
    ASA_WIN,
    '"HURRY! ONLY 2 UK SEMINARS ... these places will go quick ... book a place today, or risk missing out" exaggerated limited availability; upheld',
    'Only two sessions this year, with 50 seats each, and they will go. Reserve yours today or kick yourself later.\n\nForex Mastery with Tolland Trading Academy.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'r3-urg-tranche-closing',
    COBS_421,
    'pressure to invest before an arbitrary deadline rather than after considering the risks',
    'The window on these bond rates is closing fast. Once this tranche is full it is gone for good, so apply before midnight on Friday.\n\nCapital at risk. Redstone Capital plc.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'r3-urg-every-hour-costs',
    ASA_LUNO,
    '"time to buy" poster urged consumers to invest immediately; upheld',
    'Prices will not stay this low for long. Every hour you wait costs you, so get in before the crowd does.\n\nMintvale Exchange Ltd. Capital at risk.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'r3-urg-founding-terms-48-hours',
    COBS_421,
    'a countdown to a one-off offer pushing a quick decision on a high-risk investment',
    'Just 48 hours left to claim founding-investor terms in the Harrowgate Solar EIS. After that the offer is withdrawn for good.\n\nCapital at risk. Harrowgate Renewables Ltd.',
    ['urgency-pressure'],
    [],
  ),
  c(
    'r3-urg-clean-closing-date-no-rush',
    COBS_421,
    'a factual closing date with an express invitation to take time and advice',
    'The offer for subscription closes on 30 April 2026, or earlier if it is fully subscribed. There is no need to decide quickly: please read the prospectus and take advice if you are unsure.\n\nHarrowgate Renewables Ltd. Capital at risk.',
    [],
    ['urgency-pressure'],
  ),
  c(
    'r3-urg-clean-cooling-off',
    PS23_6_COOLING,
    'the cooling-off period described as a reason to slow down, the opposite of pressure',
    'Take your time. We give you 24 hours to think it over before your first purchase, and you can walk away at any point before then.\n\nMintvale Exchange Ltd.',
    [],
    ['urgency-pressure'],
  ),

  // --- diminished-warning (COBS 4.5.2R) ----------------------------------------------------------------------
  c(
    'r3-dim-lawyers-make-us',
    COBS_452,
    'a risk warning framed as legal boilerplate and then undercut',
    'Our lawyers make us say that the value of your investment can go down. Between us, we have never seen a better opportunity.\n\nMarbury Capital Ltd.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r3-dim-we-call-it-a-rush',
    ASA_FXPRO,
    '"Some say it\'s too risky. For me, it\'s a thrill": the benefits heavily outweighed the risk warning shown throughout',
    'Some people call currency trading too risky. We call it a rush.\n\nCFDs are complex instruments and carry a high risk of losing money rapidly due to leverage. Tessaly FX Ltd.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r3-dim-struck-by-lightning',
    COBS_452,
    'the risk of loss acknowledged and then dismissed as negligible',
    'Yes, technically you could lose money. But with our team at the helm, that is about as likely as being struck by lightning.\n\nCapital at risk. Oakridge Partners LLP.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r3-dim-ignore-small-print',
    CD_2026,
    'the reader told to disregard the risk information',
    'Do not let the small print put you off: markets always bounce back in the end.\n\nCapital at risk. Oakridge Partners LLP.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r3-dim-clean-risk-first',
    CD_2026,
    'good practice: key risks put first, in plain words',
    'Before you read about returns, read this: you could lose some or all of the money you invest, and shares in small companies can be hard to sell quickly.\n\nOakridge Partners LLP.',
    [],
    ['diminished-warning'],
  ),
  c(
    'r3-dim-clean-why-we-mention-risk',
    COBS_452,
    'the risk given weight and made concrete, not played down',
    'Why do we keep mentioning risk? Because it is real. In 2022 this fund fell 18%, and it could fall further in future.\n\nMarbury Capital Ltd.',
    [],
    ['diminished-warning'],
  ),

  // --- past-performance-warning-missing (COBS 4.6.2R(5), CAP 14.5) -------------------------------------------
  c(
    'r3-ppw-gold-two-decades',
    ASA_SOLOMON,
    '"Gold has averaged 11.5% per annum for the last 20 years" with no statement that past performance is not a guide; upheld',
    'Gold has returned an average of 9.7% a year over the last two decades (source: World Gold Council).\n\nCapital at risk. Helmsley Bullion Ltd.',
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'r3-ppw-one-strong-year',
    COBS_46_PP,
    'a past return with its source but without the warning',
    'In 2024 the Ashcombe Technology Fund rose 27.4% (source: Morningstar, in sterling, net of charges).\n\nAshcombe Investment Management Ltd. Capital at risk.',
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'r3-ppw-more-than-tripled',
    COBS_46_PP,
    'a share price rise since launch given without the warning',
    "Since we launched it in 2015, the Fenwick Small Cap Trust's share price has more than tripled.\n\nFenwick Capital Ltd. Capital at risk.",
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'r3-ppw-cracking-year-post',
    COBS_46_PP,
    "a social post quoting last year's return with no warning",
    'Another cracking year for our clients: the Balanced Portfolio delivered 11.3% in 2024!\n\nCairnside Wealth Ltd. Capital at risk.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'r3-ppw-clean-tells-nothing-certain',
    COBS_46_PP,
    'the warning in other words beside the figure',
    'The Ashcombe Technology Fund returned 27.4% in 2024 (source: Morningstar). One strong year tells you nothing certain about the next: past returns are not a reliable guide to future results.\n\nCapital at risk.',
    [],
    ['past-performance-warning-missing'],
  ),
  c(
    'r3-ppw-clean-no-figures',
    COBS_46_PP,
    'a fund description with no performance figure at all',
    'The Fenwick Small Cap Trust invests in around 60 UK companies valued under £1bn, aiming for capital growth over the long term.\n\nFenwick Capital Ltd. Capital at risk.',
    [],
    ['past-performance-warning-missing'],
  ),

  // --- greenwashing-vague-claim (ESG 4.3.1R, FG24/3) ---------------------------------------------------------
  c(
    'r3-gw-eco-friendly-isa',
    FG24_3,
    'claims should be clear and not use broad, undefined sustainability terms',
    'An eco-friendly ISA for people who care about tomorrow.\n\nCapital at risk. Bramley Green Invest Ltd.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r3-gw-weight-of-finance',
    ASA_LLOYDS,
    'the upheld ad said the bank put the "weight" of its finance into renewable energy, implying renewables were a significant share of its financing, and omitted its financed emissions',
    'We are putting the full weight of our finance behind a cleaner, greener Britain.\n\nKingsmere Bank plc.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r3-gw-money-does-good',
    FG24_3,
    'a sustainability benefit asserted without saying what it is or how it is measured',
    'Our responsible approach means your money does good while it grows.\n\nCapital at risk. Linnet Wealth Ltd.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r3-gw-sustainable-name-plain-tracker',
    FCA_ESG_NAMES,
    'a fund named as sustainable that simply replicates an ordinary index; the name is inconsistent with the product',
    '# Fernleigh Sustainable Leaders Tracker\n\nThe fund tracks the FTSE All-World index, holding every company in it in proportion to its size.\n\nCapital at risk.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r3-gw-clean-specific-donation',
    ASA_LLOYDS,
    "not upheld: posts about a named donation to specific nature projects made only a limited claim about the bank's contribution",
    'We have given £1.5m to the Wild Rivers Trust to restore 40 miles of riverbank in Cumbria and Sussex. This is a donation; it does not describe what the bank lends to or invests in.\n\nKingsmere Bank plc.',
    [],
    ['greenwashing-vague-claim'],
  ),
  c(
    'r3-gw-clean-measured-objective',
    FG24_3,
    'good practice: a specific sustainability objective, a measurable threshold and regular reporting',
    "The fund's sustainability objective is to invest at least 70% of its assets in companies that earn most of their revenue from water treatment and recycling. We report progress against that objective every year.\n\nCapital at risk.",
    [],
    ['greenwashing-vague-claim'],
  ),

  // --- sensational-language (COBS 4.2.1R) --------------------------------------------------------------------
  c(
    'r3-sens-you-wont-believe',
    ASA_WAVERLEY,
    '"THIS TIME YOU WON\'T BELIEVE THE PRICE!" and claims of retiring on thousands a month; upheld as misleading',
    "YOU WON'T BELIEVE what this little-known strategy did for ordinary savers!!!\n\nCapital at risk. Grantley Research Ltd.",
    ['sensational-language'],
    [],
  ),
  c(
    'r3-sens-built-for-lift-off',
    COBS_421,
    'hyperbolic imagery in place of a fair description of the product',
    'Strap in: the Valkyrie Frontier Fund is built for lift-off, with jaw-dropping upside in space tech.\n\nCapital at risk. Valkyrie Investors Ltd.',
    ['sensational-language'],
    [],
  ),
  c(
    'r3-sens-gold-rush-grandchildren',
    ASA_COINBASE,
    '"don\'t miss out" and fear of missing a once-in-a-generation gain were irresponsible',
    'This is the gold rush of our generation. Miss it and you will be telling your grandchildren about the fortune that got away.\n\nMintvale Exchange Ltd. Capital at risk.',
    ['sensational-language', 'urgency-pressure'],
    [],
  ),
  c(
    'r3-sens-insane-returns',
    COBS_421,
    'exaggerated, emotive wording about returns',
    'Insane returns. Zero boring bits. Meet Blitz, the trading app that is flipping finance on its head.\n\nCapital at risk. Blitz Markets Ltd.',
    ['sensational-language'],
    [],
  ),
  c(
    'r3-sens-clean-measured-year',
    COBS_421,
    'a good result described in measured terms, with source and warning',
    'The fund had a good year, returning 12% in 2024 (source: FE fundinfo), helped by a recovery in UK bank shares. Past performance is not a reliable indicator of future results.\n\nCapital at risk.',
    [],
    ['sensational-language', 'past-performance-warning-missing'],
  ),
  c(
    'r3-sens-clean-plain-newsletter',
    CD_2026,
    'plain language about dramatic markets, without hype',
    "Falling markets make for dramatic headlines. This month's newsletter explains, in plain terms, what the recent falls mean for people saving for the long term.\n\nGrantley Research Ltd.",
    [],
    ['sensational-language'],
  ),
];
