// Round four of the dev-only cases (issue 18): written BEFORE any rule change, by a writer who did not read the
// rule packs, the lexicons or the checks, nor the frozen half, so the "before" figures for this group measure
// the current rules on wording they were not written against. Facts are taken from outside sources not used by
// the earlier rounds (ASA rulings upheld and not upheld, the FCA Handbook, FCA guidance, enforcement and
// reviews) and named in each case; every text is in our own words, with invented firms and funds, in a wide
// range of registers (social posts, e-mails, scripts, push notifications, tables, fact-sheet commentary) and
// deliberately in different vocabulary from rounds one to three. Dev-only: never dealt to the frozen half
// (split.ts deals cases.dev.ts and cases.frozen.ts only). Test data only.
import { devCase as c, type CaseSource as Source, type ExternalCase } from './concepts.ts';

// --- ASA rulings -------------------------------------------------------------------------------------------
const ASA_NEWBUILD: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Newbuild Sales Ltd, December 2015: e-mail claiming local prices "are expected to increase 5-10+% at a minimum over the next 18 months ... equates to 50% - 100% return", "Don\'t miss out and call us now"; banned for implying a strong chance of substantial gains (https://www.asa.org.uk/rulings/newbuild-sales-ltd-a15-315511.html)',
};
const ASA_CONNECT_UK: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Connect UK Sales Ltd, 2024 (land auctions: "10-30% ROI"; selling at auction "can actually achieve more than you would with a local estate agent"; all three issues upheld) (https://asa.org.uk/rulings/connect-uk-sales-ltd-a24-1256131-connect-uk-sales-ltd.html)',
};
const ASA_LAND_PROFITS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Land Profits Edu Ltd, 2024 ("It\'s So Simple", "ONE Land Deal Away From 6 Figure Profits", "Limited FREE Mini Masterclass Access", first land deal within 12 months "GUARANTEED!"; all upheld) (https://asa.org.uk/rulings/land-profits-edu-ltd-a24-1256132-land-profits-edu-ltd.html)',
};
const ASA_LAND_NEWS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA "Ensure your land investment ads are based on solid ground": land ads must say values can go down as well as up, and historical performance must be said to be no guide to the future (https://www.asa.org.uk/news/ensure-your-land-investment-ads-are-based-on-solid-ground.html)',
};
const ASA_PAPA_JOHNS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Papa John\'s (GB) Ltd, 15 December 2021: "TURN PIZZA INTO £10 WORTH OF BITCOIN" trivialised a serious and potentially costly financial decision (https://asa.org.uk/rulings/papa-john-s--gb--ltd-a21-1118719-papa-john-s--gb--ltd.html)',
};
const ASA_COINBURP: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on CoinBurp Ltd, 15 December 2021: "Register in minutes, deposit instantly, then make super-easy and secure crypto trades"; irresponsible and failed to illustrate risk (http://www.asa.org.uk/rulings/coinburp-ltd-a21-1118128-coinburp-ltd.html)',
};
const ASA_KRAKEN: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Payward Ltd t/a Kraken, 15 December 2021: the risk caution on a digital billboard appeared for one second at the start of a 20-second ad (https://www.benzinga.com/markets/cryptocurrency/21/12/24628496/uk-regulators-ban-coinbase-and-krakens-crypto-ads-say-risks-are-minimized)',
};
const ASA_IAN_BAILEY: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Ian Bailey Racing, 2012: the headline "LONG-TERM PROFITS" was read as a statement about likely future results although the body gave past ones; upheld (https://asa.org.uk/rulings/Ian-Bailey-Racing-A12-207357.html)',
};
const ASA_HANNAHD: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Person(s) unknown t/a @hannahd.fx (Instagram post by Lauren Goodger), 2021: "£1730 profits in the last 2 days", "She has been consistently profitable"; upheld (https://asa.org.uk/rulings/person-s--unknown-a21-1101809-person-s--unknown.html)',
};
const ASA_FORTUNE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Fortune Academy ("Crypto Masterclass"): "Habib has helped 700 students in 2017 create a wealth of £2.5 million amongst them!", "this lucrative industry"; upheld (https://financefeeds.com/asa-slams-crypto-masterclass-ad-misleading-claims/)',
};
const ASA_TOTAL: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on TotalEnergies, 9 April 2025: a paid post on its wind projects omitted that about 90% of its 2023 sales came from oil and gas; upheld (https://illuminem.com/illuminemvoices/totalenergies-advert-banned-for-misleading-over-environmental-impact)',
};
const ASA_SHELL_BARCLAYS: Source = {
  kind: 'asa-ruling',
  ref: "ASA rulings on Shell UK Ltd and Barclays Bank plc, 9 April 2025, not upheld: Shell's ad balanced its green initiatives with its wider impacts; Barclays' business ad was not read as representative of the whole bank (https://www.taylorwessing.com/en/insights-and-events/insights/2025/06/aq-top-5-asa-rulings-q2-2025)",
};
const ASA_SMART_PENSION: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Smart Pension Ltd, 6 February 2019, reversed to not upheld: references to the legal auto-enrolment deadline and its sanctions reflected reality (http://www.asa.org.uk/rulings/smart-pension-ltd-a18-459037.html)',
};
const ASA_ALPRO: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Alpro: "Good for the Planet" could be read in more than one way and its basis was unclear (CAP 11.1); upheld (https://blog.charlesrussellspeechlys.com/post/102h8wz/scrutiny-over-greenwashing-continues-asa-upholds-complaint-over-ad-claims-that)',
};
const ASA_WINE_2024: Source = {
  kind: 'asa-ruling',
  ref: 'ASA wine investment rulings, 13 November 2024: ads did not say wine investment was unregulated or could fall in value; one return claim rested on unverified third-party data (https://consumer.dlapiper.com/post/102jow1/asa-rulings-summary-13-november-2024-investment-tipples-and-risque-posters)',
};
const ASA_PENSION_RELEASE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on a pension liberation ad, 2013: "claim up to 20 per cent of your pension value at ANY AGE with ZERO impact on your retirement nest-egg" could not be substantiated (https://www.independent.co.uk/money/spend-save/simon-read-we-must-crack-down-on-rogue-finance-ads-8721354.html)',
};
const ASA_COURSES_2025: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Charlie Johnson, 2025, one of an ASA-initiated project on ads for money-making courses: "I\'m giving it away FREE for the next 48 hours ... before I pull it down" (https://www.asa.org.uk/rulings/charlie-johnson-a25-1293121-charlie-johnson.html)',
};

// --- FCA Handbook, guidance, enforcement and reviews -------------------------------------------------------
const COBS_456: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.5.6R: a comparison must be meaningful and presented fairly and in a balanced way, and for a retail client state its sources and the key facts and assumptions used (https://www.handbook.fca.org.uk/handbook/COBS/4/5.html)',
};
const COBS_462: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.2R: past performance not the most prominent feature; five years of complete 12-month periods; reference period and source clearly stated; prominent warning that past performance is not a reliable indicator (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_466: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.6R: simulated past performance only on the actual past performance of the same or an underlying investment or index, with a prominent warning that the figures are simulated (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_467: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.7R: future performance information on reasonable assumptions supported by objective data, with a prominent warning that forecasts are not a reliable indicator (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const MIFID_44: Source = {
  kind: 'fca-guidance',
  ref: 'UK MiFID Org Regulation art. 44 in FCA Handbook COBS 4.5A.3UK: (2)(b)-(c) fair and prominent risks, in at least the predominant font size; (3) comparisons meaningful, with sources, key facts and assumptions; (5) simulated past performance; (6) future performance on scenarios in different market conditions, negative and positive (https://www.handbook.fca.org.uk/handbook/COBS/4/5A.html)',
};
const GC23_3: Source = {
  kind: 'fca-guidance',
  ref: 'FCA anti-greenwashing guidance (GC23/3, finalised as FG24/3; ESG 4.3.1R): claims precise rather than vague or overly general, complete with their conditions, balanced rather than only positive (https://risp-playground.eu/event/gc23-3-guidance-on-the-anti-greenwashing-rule)',
};
const FG24_1_BALANCE: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/1, 26 March 2024: social media promotions, including memes, reels and gaming streams, must be fair, clear and not misleading, balanced and carry the correct risk warnings (https://www.regulationtomorrow.com/eu/fca-publishes-finalised-guidance-on-financial-promotions-on-social-media/)',
};
const FG24_1_PROMINENCE: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/1: promotions must be standalone compliant and prominence is media-neutral; required information shown without click-through (https://consumerfinancelaw.co.uk/wp/category/advertising-standards-authority/)',
};
const CD_PODCAST: Source = {
  kind: 'fca-guidance',
  ref: 'FCA on the Consumer Duty consumer understanding outcome: firms "should not assume that consumers are sophisticated"; the average consumer "has quite poor knowledge of financial services" (https://www.pinsentmasons.com/out-law/news/fca-issues-fresh-guidance-on-consumer-duty-consumer-understanding-outcome)',
};
const CD_TLT: Source = {
  kind: 'fca-review',
  ref: 'FCA review of consumer understanding under the Consumer Duty, 13 March 2026 (financial promotions among the five areas): plain language, essential information upfront, risks highlighted early (https://www.tlt.com/insights-and-events/insight/fca-publishes-consumer-understanding-good-practice-and-areas-for-improvement)',
};
const FCA_LCF: Source = {
  kind: 'fca-review',
  ref: 'FCA action on London Capital & Finance plc (Second Supervisory Notice 2019, censure 2023): high-risk minibonds set beside cash savings and safer products on funded comparison sites; "100% track record" without a prominent past-performance warning (https://bondreview.co.uk/2019/01/25/fca-slams-london-capital-finances-misleading-advertising-isa-status-invalid)',
};
const FCA_PROMS_2024: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions data 2024: almost 20,000 promotions amended or withdrawn, concerns about cryptoasset promotions, 20 finfluencers interviewed under caution (https://insight.rwabusiness.com/blog/posts/2025/february/fca-publishes-2024-financial-promotions-data/)',
};

/** The fourth round's cases, kept apart so they can be scored as their own group. */
export const DEV_ADDED_ROUND_FOUR: ExternalCase[] = [
  // --- comparison-unfair (COBS 4.5.6R, art. 44(3)) -----------------------------------------------------------
  c(
    'r4-cmp-auction-beats-agent',
    ASA_CONNECT_UK,
    'the claim that selling at auction achieves more than a local estate agent was unsubstantiated, and "10-30% ROI" failed to illustrate the risk',
    '# Why wait for an estate agent?\n\nSellers who go under the hammer with Gavelstone Land Auctions walk away with more than any high-street agent would get them, and buyers have seen plots go on to return anywhere between ten and thirty per cent.\n\nJoin our investor mailing list.',
    ['comparison-unfair', 'benefits-without-risks'],
    [],
  ),
  c(
    'r4-cmp-best-buy-table',
    FCA_LCF,
    'LCF funded seemingly independent comparison sites that showed its high-risk minibonds beside safer, lower-paying savings products',
    "# This week's top fixed rates\n\n| Provider | Term | Rate |\n| Ashgrove Capital 3-Year Bond | 3 years | 8.00% |\n| A high-street bank fixed saver | 3 years | 3.10% |\n| A building society fixed saver | 3 years | 3.45% |\n\nTable refreshed every Monday. Brought to you by RateWatch, in partnership with Ashgrove Capital plc.",
    ['comparison-unfair', 'savings-comparison'],
    [],
  ),
  c(
    'r4-cmp-robo-radio',
    COBS_456,
    'a comparison with traditional advisers on cost and results, with no basis, sources or key facts',
    "RADIO, 30 SECONDS\n\nMALE VOICE: Remember paying a bloke in a nice suit two grand a year to tell you to stay the course? Tillerman's app does the same job for pennies, and our portfolios have left theirs standing.\n\nFEMALE VOICE: Tillerman. Capital at risk.",
    ['comparison-unfair'],
    [],
  ),
  c(
    'r4-cmp-cherry-picked-start',
    MIFID_44,
    'a comparison must be meaningful and fair; a start date picked at the market low and a single hand-picked rival are neither',
    "Measured from 23 March 2020, the day markets hit rock bottom, Quillfeather Growth has outrun Hartwell Capital's flagship fund two to one.\n\nQuillfeather Investment Management Ltd. Capital at risk.",
    ['comparison-unfair'],
    [],
  ),
  c(
    'r4-cmp-cut-out-the-bank',
    MIFID_44,
    'peer-to-peer lending set against bank deposits without the key facts that make them different (default risk, no FSCS cover)',
    'Your bank lends your savings out at seven per cent and hands you one. Why let them keep the difference? Lend directly through Ferrybridge and pocket the lot.\n\nFerrybridge Lending Ltd.',
    ['comparison-unfair', 'savings-comparison', 'benefits-without-risks'],
    [],
  ),
  c(
    'r4-cmp-email-index-crawled',
    COBS_456,
    'a performance comparison with an index, with no figures for the product, no period and no source',
    "Subject: The FTSE managed 4% last year. Our members didn't settle for that.\n\nWhile the index crawled along, Sterling Satoshi members were stacking gains that made it look like a savings jar. Fancy seeing what you've been missing?",
    ['comparison-unfair'],
    [],
  ),
  c(
    'r4-cmp-clean-fees-dated',
    COBS_456,
    'the remedy: the comparison says what was compared, on what date and from what source, and that other costs apply',
    "How our charges stack up: on 1 October 2025 we looked up the published annual platform fees of the five largest UK platforms for a £25,000 ISA holding funds. They ranged from £87 to £113 a year; ours is £75. Source: each provider's own website on that date. Fund charges are extra on every platform, including ours.\n\nCapital at risk. Lowmoor Invest Ltd.",
    [],
    ['comparison-unfair'],
  ),
  c(
    'r4-cmp-clean-why-it-pays-more',
    FCA_LCF,
    'the remedy for a comparison with cash savings: why the bond pays more, and how its risks differ',
    "Why does the bond pay more than a bank account? Because you take on risks a bank depositor doesn't. If Ashgrove's borrowers fail to repay, you could lose some or all of your money; you can't cash the bond in early; and the FSCS won't compensate you. Money in a bank account carries none of those risks, up to £85,000.\n\nAshgrove Capital plc.",
    [],
    ['comparison-unfair', 'savings-comparison', 'benefits-without-risks'],
  ),

  // --- simulated-past-performance (COBS 4.6.6R, art. 44(5)) --------------------------------------------------
  c(
    'r4-sim-bot-alerts-caption',
    COBS_466,
    'what a strategy would have made before it ran with real money is not actual past performance, and no simulated-performance warning is given',
    "if you'd copied every alert my bot fired in 2023 you'd be sitting on +212% right now 🚀 (only switched it on with real money this March btw) link in bio 👆",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r4-sim-etf-borrowed-index',
    COBS_466,
    'the record of the index a new fund tracks may stand in for the fund only as simulated past performance, with the prominent warning that it is simulated',
    "The Sableford Clean Water ETF only listed in May, but the index it follows has compounded at 11.4% a year since 2010. That's the kind of pedigree you're buying into.\n\nSableford Funds Ltd. Capital at risk.",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r4-sim-table-before-opening',
    MIFID_44,
    'yearly returns for years before the portfolio opened, with no statement that they are simulated or on what they rest',
    '# Orbit Rotation Model\n\n| Calendar year | Return |\n| 2021 | 14.1% |\n| 2022 | 3.2% |\n| 2023 | 9.6% |\n| 2024 | 22.8% |\n\nThe Orbit Rotation Model opens to investors in January 2026. Merrow Quant Ltd. Capital at risk.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r4-sim-video-thousand-pounds',
    MIFID_44,
    'a hypothetical sum run through an algorithm over past years and shown as an outcome',
    "NARRATOR: Picture it. January 2015. You hand our algorithm a thousand pounds and walk away.\n\n[ON SCREEN: 2025, £8,430]\n\nNARRATOR: Ten years on, that's what Fathom's maths turns it into. Fathom AI Investing. Capital at risk.",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r4-sim-practice-portfolio-push',
    COBS_466,
    'gains in a practice account are not the actual performance of any investment, yet are presented as a return',
    '📈 Nice one, Jordan! Your practice portfolio is up 38% this month. Switch to a live account and make it count. (Pipwise)',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r4-sim-clean-actual-only',
    COBS_462,
    "only the portfolio's actual results after charges, with source and complete periods, and an express statement that nothing is modelled",
    "Every number below is the portfolio's own result since it opened in February 2019, after all charges. Nothing here is modelled or back-dated.\n\n| 12 months to 31 Jan | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Orbit Balanced | 6.2% | 4.1% | -7.9% | 8.3% | 10.4% |\n\nSource: Merrow Quant Ltd, from administrator records. Past returns don't tell you what will happen next.",
    [],
    ['simulated-past-performance', 'performance-source-missing', 'past-performance-warning-missing'],
  ),
  c(
    'r4-sim-clean-index-labelled',
    COBS_466,
    'the remedy: pre-launch figures labelled as simulated, built on the actual returns of the index the fund tracks less its charge, with the warning',
    "Returns shown before the fund's launch in May 2024 are simulated. They are the actual returns of the Solactive Clean Water index, which the fund tracks, less the fund's 0.35% yearly charge. Simulated figures are not the fund's own results, and neither they nor any past figures reliably indicate future returns.\n\nSableford Funds Ltd. Capital at risk.",
    [],
    ['simulated-past-performance'],
  ),

  // --- forecast-future-performance (COBS 4.6.7R, art. 44(6)) -------------------------------------------------
  c(
    'r4-fc-e14-deposit-double',
    ASA_NEWBUILD,
    'prices "expected to increase 5-10+% at a minimum over the next 18 months ... equates to 50% - 100% return on actual investment"; no risk given',
    'Subject: E14 off-plan: keys in 18 months\n\nValues round here are tipped to climb another five to ten per cent before completion, which means the ten per cent deposit you put down today could double by the time you get the keys.\n\nCall Quayline Homes to reserve.',
    ['forecast-future-performance', 'benefits-without-risks'],
    [],
  ),
  c(
    'r4-fc-profits-keep-coming',
    ASA_IAN_BAILEY,
    'a headline read as promising future profit, resting on a past run of results given without any warning',
    '# Profits that keep on coming\n\nHawksmoor Share Club members have finished forty-one of the last fifty months in the black. Join today and ride that run through the next fifty.\n\nHawksmoor Research Ltd.',
    ['forecast-future-performance', 'certainty-of-returns', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r4-fc-manager-outlook-twelve',
    COBS_467,
    'a numerical forecast in fact-sheet commentary, with no stated assumptions, no scenarios and no warning',
    "# Manager's outlook\n\nWith rate cuts feeding through to smaller companies, we see the portfolio making somewhere around twelve per cent over the coming year, and we'd be disappointed with much less.\n\nPennard Fund Managers Ltd. Capital at risk.",
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r4-fc-pension-push-single-figure',
    MIFID_44,
    'future performance must rest on scenarios in different market conditions, negative as well as positive, with a prominent warning; a single projected pot in an app notification has neither',
    "Good news, Sam! Keep paying in what you do now and your Lumen pension will hit £412,000 by the time you're 67. Tap to see your future.",
    ['forecast-future-performance'],
    [],
    'investor-communications',
  ),
  c(
    'r4-fc-eth-halving',
    FCA_PROMS_2024,
    'a finfluencer price call: future performance information with no basis, no scenarios and no warning',
    'mark my words: after the next halving ETH does a 3x MINIMUM. stack now, thank me in 2027 🫡 #notfinancialadvice',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r4-fc-clean-four-scenarios',
    MIFID_44,
    'the remedy: scenarios in different market conditions, including negative ones, with their basis and the warning',
    '| What £10,000 could be worth after five years | |\n| Stress scenario | £6,100 |\n| Unfavourable | £8,900 |\n| Moderate | £12,600 |\n| Favourable | £16,200 |\n\nThese are estimates based on how the fund and markets have behaved over the last ten years; they are not exact. You could get back less than any figure shown, and forecasts are not a reliable indicator of future performance.\n\nPennard Fund Managers Ltd.',
    [],
    ['forecast-future-performance'],
  ),
  c(
    'r4-fc-clean-no-number',
    COBS_467,
    'no forecast at all: the commentary declines to predict and explains positioning instead',
    "Where will markets go next? Honestly, nobody knows, so we won't pretend to. What we can tell you is how the portfolio is positioned today and why.\n\nPennard Fund Managers Ltd. Capital at risk.",
    [],
    ['forecast-future-performance'],
  ),

  // --- absolute-environmental-claim (ESG 4.3.1R, FG24/3) -----------------------------------------------------
  c(
    'r4-abs-costing-the-earth',
    GC23_3,
    'claims must not overstate positive impact; saying a pension costs the planet nothing is absolute and cannot be substantiated',
    'Save for later without costing the Earth a thing. Fernhill pensions: climate-clean from the first pound to the last.\n\nFernhill Pensions Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r4-abs-offsets-cancel-everything',
    GC23_3,
    'claims must be complete; offsetting does not leave the atmosphere untouched, so the claim is absolute and incomplete',
    'Every tonne of carbon linked to the companies in our Canopy Fund is cancelled out by the forests we fund, so holding it leaves the atmosphere exactly as it found it.\n\nCanopy Asset Management Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r4-abs-renewables-nothing-else',
    ASA_TOTAL,
    "a headline absolute claim about renewables contradicted by the fund's fossil holdings, disclosed only in small print",
    '# 100% renewables. Nothing else.\n\nThe Northwind Energy Fund puts your money behind the clean power of tomorrow.\n\n{7pt} Holdings include integrated energy companies with oil and gas production.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r4-abs-puts-back-more',
    GC23_3,
    'an unqualified nature-positive claim for every pound invested overstates impact',
    'With a Kingfisher ISA your savings put back more into nature than they take out, every single pound, every single day.\n\nKingfisher Savings & Investments Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r4-abs-radio-not-a-gram',
    GC23_3,
    'an absolute claim that no holding pollutes at all, which no portfolio of companies can substantiate',
    "RADIO\n\nVOICE 1: So what's the catch?\n\nVOICE 2: There isn't one. Not one company in the Brightmere portfolio lets a gram of pollution into the air or the water.\n\nVOICE 1: Brightmere Investments. Capital at risk.",
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r4-abs-clean-a-fifth-gas',
    ASA_SHELL_BARCLAYS,
    "not upheld for Shell: the green activity was set beside the higher-carbon rest; here the fund's gas exposure is stated next to the claim",
    'The Northwind Energy Fund invests mainly in wind and solar generators, but about a fifth of it is in utilities that still burn gas. It is not emissions-free, and we publish its emissions every year.\n\nCapital at risk.',
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),
  c(
    'r4-abs-clean-offices-only',
    ASA_SHELL_BARCLAYS,
    "not upheld for Barclays: a claim read in its limited context; here scoped to the firm's own buildings, saying what it does not cover",
    'Our Leeds offices run on renewable electricity under a supply contract checked by an independent auditor. That covers our buildings only; it says nothing about the companies our funds invest in.\n\nBrightmere Investments Ltd.',
    [],
    ['absolute-environmental-claim'],
  ),

  // --- benefits-without-risks (COBS 4.5.2R, art. 44(2)(b)) ---------------------------------------------------
  c(
    'r4-ben-unlock-pension-any-age',
    ASA_PENSION_RELEASE,
    '"claim up to 20 per cent of your pension value at ANY AGE with ZERO impact on your retirement nest-egg"; the benefit with no risk or cost',
    "Unlock up to a fifth of your pension today, whatever your age, and your retirement pot won't feel a thing.\n\nPension Release Partners.",
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r4-ben-plot-brochure',
    ASA_LAND_NEWS,
    'land investment ads must make clear values can go down as well as up; a brochure list of attractions with no risk',
    '# Own a piece of Kent\n\n- Plots from £9,950\n- Freehold title in your name\n- Planning potential in a fast-growing commuter town\n- Sell whenever you like\n\nFieldgate Land Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r4-ben-app-review-caption',
    FG24_1_BALANCE,
    'social media promotions must be balanced and carry risk warnings; a paid review lists only upsides',
    'been using @Stackly for six months now 🙌 fractional shares from £1, dividends dropping straight into my account, and the app is honestly so clean 😍 link in bio for a free share! #ad',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r4-ben-champagne-cellar',
    ASA_WINE_2024,
    'wine investment ads failed to say that values can fall or that the investment is unregulated',
    'Great Champagne gets better with age, and so does its price. Start your own cellar from £3,000 and let time do the heavy lifting.\n\nMargaux Vintners Ltd.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r4-ben-beach-video',
    MIFID_44,
    'a fair and prominent indication of risks is required whenever potential benefits are referred to; a video end card with income and no risk',
    '[Couple on a beach at sunset]\n\nVO: A monthly income. Zero hassle. Because retirement should feel like this.\n\n[End card] Harbourlight Income Bond: 7.2% a year, paid monthly.',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r4-ben-clean-two-column',
    MIFID_44,
    'the remedy: benefits and risks side by side, in the same type and prominence',
    '| What you could gain | What you could lose |\n| A monthly income, currently 7.2% a year | Payments can stop if borrowers default |\n| Your money back after five years | You could get back less than you put in, or nothing at all |\n\nHarbourlight Capital plc.',
    [],
    ['benefits-without-risks'],
  ),
  c(
    'r4-ben-clean-honest-review',
    FG24_1_BALANCE,
    'a balanced social post: the downsides given the same weight as the upsides',
    "honest review of @Stackly after six months 👇\n\n✅ cheap to start ✅ easy app ❌ prices drop and I've had whole months in the red ❌ it's not a savings account, you can lose money\n\n#ad",
    [],
    ['benefits-without-risks'],
  ),

  // --- trivialises-investment (COBS 4.2.1R; CAP 14) ----------------------------------------------------------
  c(
    'r4-triv-burger-ether',
    ASA_PAPA_JOHNS,
    'crypto handed out with a takeaway meal trivialised a serious and potentially costly decision, aimed at an inexperienced general audience',
    "Order any large burger meal this Friday and we'll drop £5 of Ether into your brand-new Chainly wallet. Dinner sorted, portfolio started 🍔\n\nStackhouse Burgers, in partnership with Chainly.",
    ['trivialises-investment', 'incentive-to-invest'],
    [],
  ),
  c(
    'r4-triv-toddler-could',
    ASA_COINBURP,
    '"super-easy" crypto trading in minutes implied investing was simple and suitable for anyone',
    "Sign up on the bus, top up before your stop, and you're trading crypto before you've finished your flat white. Honestly, a toddler could do it.\n\nZappa Exchange.",
    ['trivialises-investment'],
    [],
  ),
  c(
    'r4-triv-scratchcard',
    FG24_1_BALANCE,
    'promotions in meme and gaming formats must still be fair and balanced; investing framed as a game of chance',
    "Skip the scratchcard this week. A tenner on Zapstock's hot picks is way more fun, and you might actually win something 🎰\n\nZapstock Markets Ltd.",
    ['trivialises-investment'],
    [],
  ),
  c(
    'r4-triv-find-a-field',
    ASA_LAND_PROFITS,
    '"It\'s So Simple" and "ONE Land Deal Away From 6 Figure Profits" presented land dealing as easy and life-changing',
    'It really is this simple: find a field, split it into plots, sell them on. One deal is all it takes to change your life. Watch our free webinar tonight.\n\nPlotwise Academy.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'r4-triv-clean-extra-steps',
    ASA_PAPA_JOHNS,
    'the opposite of trivialising: buying crypto framed as a serious decision, with deliberate friction',
    "Buying crypto with us takes a few extra steps on purpose: a short quiz, a plain-English risk summary and a 24-hour pause before your first order. It's a serious decision, and we'd like you to treat it as one.\n\nZappa Exchange.",
    [],
    ['trivialises-investment'],
  ),
  c(
    'r4-triv-clean-small-sum-still-real',
    ASA_COINBURP,
    'a low minimum described without implying that investing is easy or for everyone, and with its risk',
    "You can start with £1, but a small amount is still an investment: it can fall in value, and it's worth learning how the app works before you put more in.\n\nZapstock Markets Ltd.",
    [],
    ['trivialises-investment', 'benefits-without-risks'],
  ),

  // --- urgency-pressure (COBS 4.2.1R; CAP 3.31) --------------------------------------------------------------
  c(
    'r4-urg-sms-phase-two',
    ASA_NEWBUILD,
    '"Don\'t miss out and call us now": a text message pressing property investors to commit overnight',
    "QUAYLINE: Phase 2 release tomorrow 9am. Last time every flat went by lunch. Reply YES tonight and we'll hold one in your name.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r4-urg-countdown-doors',
    ASA_LAND_PROFITS,
    '"Limited FREE Mini Masterclass Access": a countdown pressing readers to sign up',
    "# The doors shut when this clock hits zero\n\n00:14:59\n\nFree masterclass places disappear the moment the timer runs out, and we won't be running it again this year.\n\nPlotwise Academy.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r4-urg-buy-the-dip-push',
    FCA_PROMS_2024,
    'cryptoasset promotions were a focus of the 2024 interventions; a push notification rushing readers to buy on a price dip',
    "🔔 Prices just dipped. Moments like this don't hang about, so tap now and grab some before everyone else does. (Coinmarkt)",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r4-urg-48-hours-pull-it',
    ASA_COURSES_2025,
    '"FREE for the next 48 hours ... before I pull it down" in an ad for a course that purports to help people make money',
    "I normally charge £2,997 for my FX blueprint. For the next 48 hours it's yours free, then it comes down for good. Grab it before I change my mind.\n\nTash Reid Trading.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r4-urg-clean-statutory-date',
    ASA_SMART_PENSION,
    'not upheld on appeal: a real legal deadline stated as fact; here with no push to act quickly',
    "Your duties to enrol staff into a workplace pension start on 1 March. That date is set by law, not by us. If you'd like help choosing a scheme, talk to us whenever suits you, before or after then.\n\nLedgerside Pensions Ltd.",
    [],
    ['urgency-pressure'],
  ),
  c(
    'r4-urg-clean-same-terms',
    CD_TLT,
    'good practice: essential information upfront and no push to decide quickly',
    'The bond is open until 30 November 2025. Applying early gets you nothing extra: everyone who applies before then gets the same terms, and you can change your mind within 14 days of applying.\n\nHarbourlight Capital plc. Capital at risk.',
    [],
    ['urgency-pressure'],
  ),

  // --- sensational-language (COBS 4.2.1R) --------------------------------------------------------------------
  c(
    'r4-sens-seven-hundred-students',
    ASA_FORTUNE,
    '"700 students ... a wealth of £2.5 million" and "this lucrative industry": exaggerated wealth claims for a crypto course',
    'Seven hundred students. Two and a half million quid of brand-new wealth. One outrageous crypto method, and tonight it could be yours.\n\nCoinCraft Academy.',
    ['sensational-language'],
    [],
  ),
  c(
    'r4-sens-parabolic',
    FG24_1_BALANCE,
    'finfluencer hype and a price prediction in place of a fair, balanced description',
    'THIS small-cap is about to go absolutely parabolic 🔥🔥🔥 never been this hyped in my life. not clickbait. full breakdown on my channel',
    ['sensational-language', 'forecast-future-performance'],
    [],
  ),
  c(
    'r4-sens-money-printer',
    CD_PODCAST,
    'the average consumer has poor knowledge of financial services; hyperbole about free money creates an unrealistic expectation',
    '# Turn your savings into a money-printing machine\n\nThe Apex Dividend Engine is the closest thing to free money the City has ever seen.\n\nApex Income Partners LLP.',
    ['sensational-language', 'benefits-without-risks'],
    [],
  ),
  c(
    'r4-sens-clean-better-year',
    CD_TLT,
    'plain language about a good year, with the reason and the source',
    '2024 was a better year than most for the fund. It returned 9.8% after charges (source: Lipper), largely because two of its biggest holdings recovered from a weak 2023. Years like that are not typical and may not come again.\n\nCapital at risk.',
    [],
    ['sensational-language', 'performance-source-missing'],
  ),
  c(
    'r4-sens-clean-big-swings',
    CD_PODCAST,
    'volatility described in plain, factual terms for a non-expert reader, without hype',
    'Technology shares can move a long way in a short time: in 2022 the sector fell by about a third, and in 2023 it won back much of that. This fund invests only in that sector, so expect large swings in both directions.\n\nCapital at risk.',
    [],
    ['sensational-language'],
  ),

  // --- diminished-warning (COBS 4.5.2R) ----------------------------------------------------------------------
  c(
    'r4-dim-one-second-card',
    ASA_KRAKEN,
    'the caution appeared for one second at the start of a 20-second ad and would not be read or understood',
    'VIDEO, 20 SECONDS\n\n[0:00-0:01, small text] Crypto is high risk. Capital at risk.\n\n[0:01-0:20] VO: Buy, sell and swap over two hundred coins. No fuss, no faff. Corvex.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r4-dim-like-the-tide',
    CD_TLT,
    'risks should be highlighted, not played down; the warning is met with a reassurance that falls always reverse',
    'Yes, the value can dip. So does the tide, and it always comes back in.\n\nCapital at risk. Saltmarsh Wealth Ltd.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r4-dim-ps-none-needed',
    FG24_1_PROMINENCE,
    'required risk information must stand on its own and be prominent; an e-mail postscript acknowledges the warning and then makes it look pointless',
    "...and that's why our members sleep well at night.\n\nP.S. You'll spot the usual 'capital at risk' line at the bottom. Every provider has to print it. In eleven years, not one of our members has needed it.\n\nSaltmarsh Wealth Ltd. Capital at risk.",
    ['diminished-warning'],
    [],
  ),
  c(
    'r4-dim-testimonials-for-show',
    CD_TLT,
    'customer quotes telling readers to disregard the risk information undercut it',
    "# What our customers say\n\n“I was nervous about all the warnings, but honestly they're just there for show.” Dev, Bristol\n\n“Don't overthink the risk bit. Just start.” Amira, Leeds\n\nCapital at risk. Tallyho Invest Ltd.",
    ['diminished-warning'],
    [],
  ),
  c(
    'r4-dim-clean-full-length',
    ASA_KRAKEN,
    'the remedy: the warning on screen for the whole ad, as large as the headline',
    'VIDEO, 20 SECONDS\n\n[0:00-0:20, same size as the headline] Cryptoassets are high risk. Their value can fall to zero and you are unlikely to be protected if something goes wrong.\n\nVO: Buy, sell and swap over two hundred coins with Corvex.',
    [],
    ['diminished-warning'],
  ),
  c(
    'r4-dim-clean-could-i-lose',
    CD_TLT,
    'good practice: the risk stated early, concretely and without softening',
    "# Could I really lose money?\n\nYes. In a bad year the Balanced Portfolio could fall by 15% or more, and it has done so before. We'd rather you heard that from us now than found out later.\n\nSaltmarsh Wealth Ltd.",
    [],
    ['diminished-warning'],
  ),

  // --- past-performance-warning-missing (COBS 4.6.2R(5); CAP 14.5) -------------------------------------------
  c(
    'r4-ppw-hundred-percent-record',
    FCA_LCF,
    '"Over £224 million invested to date, 100% track record" with no prominent statement that past performance is no guide',
    'Over £180 million lent since 2013, and every single bondholder paid on time, every time.\n\nAshgrove Capital plc. Capital at risk.',
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'r4-ppw-two-days-up',
    ASA_HANNAHD,
    '"£1730 profits in the last 2 days" and "consistently profitable" in a paid Instagram post, with no warning',
    "£1,730 up in two days 💸 and in profit every single week since January. DM me 'JOIN' for the signals group.\n\n#ad @tradeswithtash",
    ['past-performance-warning-missing'],
    [],
  ),
  c(
    'r4-ppw-discrete-table-sourced',
    COBS_462,
    'five discrete years with source and basis, but no warning that past performance is not a reliable indicator',
    '| 12 months to 30 Sep | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Dunmore Global Income | 16.2% | -4.4% | 8.8% | 12.0% | 6.5% |\n\nSource: Morningstar, total return in sterling, net of charges. Dunmore Asset Management Ltd. Capital at risk.',
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'r4-ppw-acre-near-ashford',
    ASA_LAND_NEWS,
    'ads giving historical performance of land must say it is no guide to the future and that values can fall',
    'RADIO\n\nVO: Ten years ago an acre on the edge of Ashford went for forty grand. Today? Nearer ninety. Talk to Fieldgate Land about the next Ashford.',
    ['past-performance-warning-missing', 'benefits-without-risks'],
    [],
  ),
  c(
    'r4-ppw-clean-history-not-promise',
    COBS_462,
    'the warning in other words, beside the figure and its source',
    "The trust's share price rose 64% over the five years to 30 June 2025 (source: Morningstar). That is history, not a promise: what a trust did before is no reliable guide to what it will do next.\n\nHalden Investment Trust plc. Capital at risk.",
    [],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'r4-ppw-clean-numbers-not-returns',
    COBS_462,
    'dates, charges and counts but no indication of performance, so no warning is needed',
    'Launched: 2012. Holdings: about 45 UK companies. Ongoing charge: 0.78% a year. Minimum investment: £500.\n\nPennine Smaller Companies Fund, managed by Pennine Capital Ltd. Capital at risk.',
    [],
    ['past-performance-warning-missing'],
  ),

  // --- performance-source-missing (COBS 4.6.2R(3)) -----------------------------------------------------------
  c(
    'r4-src-grower-champagne',
    ASA_WINE_2024,
    'a wine return claim must be substantiated (one rested on unverified third-party data); here the figure names no source at all',
    "Grower Champagne has appreciated by roughly 11% a year over the past decade. Past results can't promise future ones, and wine prices can fall.\n\nVellacourt Wine Partners Ltd.",
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r4-src-chart-caption',
    COBS_462,
    'a chart caption with the reference period and the warning but no source for the figures',
    'Growth of £1,000 over the five years to 31 August 2025: fund £1,482, sector average £1,311. Figures net of charges. Past performance is not a guide to future returns.\n\nRedbrook Fund Managers Ltd. Capital at risk.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r4-src-chip-tip',
    COBS_462,
    "a newsletter tip's return stated without a source or evidence",
    'Readers who bought our 2020 pick, a Cambridge chip designer, and held on are up 318%. Past gains are no indication of future ones.\n\nThe Fenland Investor newsletter. Capital at risk.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r4-src-clean-fe-footnote',
    COBS_462,
    'the figure with its period, source and basis, and the warning in other words',
    'Fund 7.9%, benchmark 6.4%, 12 months to 30 June 2025. Data: FE fundinfo, bid to bid, income reinvested, in sterling. Previous returns do not predict future returns.\n\nRedbrook Fund Managers Ltd. Capital at risk.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),
  c(
    'r4-src-clean-administrator',
    COBS_462,
    "the firm's fund administrator named as the source, with the complete periods covered",
    'These figures come from our fund administrator, Halberd Fund Services, and cover 1 July 2020 to 30 June 2025: 5.1%, 9.4%, -6.2%, 7.0% and 8.8% in each twelve-month period. Earlier results are not a dependable guide to later ones.\n\nDunmore Asset Management Ltd. Capital at risk.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- certainty-of-returns (COBS 4.2.1R) --------------------------------------------------------------------
  c(
    'r4-cert-first-deal-inside-year',
    ASA_LAND_PROFITS,
    '"find & sell your first land deal within 12 months ... GUARANTEED!": a profitable outcome presented as certain',
    "Follow the Plotwise method and you will close your first profitable land deal inside twelve months. That's not a hope, it's how the method works.\n\nPlotwise Academy.",
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r4-cert-tenants-or-not',
    FCA_LCF,
    'high-risk notes presented as if their fixed rate were as dependable as savings; the income stated as certain whatever happens',
    'Tenants or no tenants, your 9% lands on the first of every month. End of story.\n\nRedcastle Property Notes plc.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r4-cert-millionaire-sipp',
    MIFID_44,
    'a future outcome stated as certain, with no assumptions, scenarios or warning',
    "Pay £300 a month into a Redwing SIPP from age 30 and you'll retire a millionaire. It really is that simple.\n\nRedwing Pensions Ltd.",
    ['certainty-of-returns', 'forecast-future-performance'],
    [],
  ),
  c(
    'r4-cert-clean-aim-missed',
    CD_TLT,
    'an aim, plainly not promised, with the admission that it has been missed before',
    'We aim for returns of 4-6% a year above inflation over rolling seven-year periods. We have fallen short of that before and may do so again; no return is promised.\n\nSaltmarsh Wealth Ltd. Capital at risk.',
    [],
    ['certainty-of-returns'],
  ),
  c(
    'r4-cert-clean-annuity-contract',
    CD_PODCAST,
    'a contractual income that really is fixed, explained together with what the customer gives up',
    "Once you buy a Corrin lifetime annuity, the income is fixed in your contract and paid for as long as you live, however markets move. What you give up is access: after the 30-day cancellation period you can't cash it in or change your mind.\n\nCorrin Life Ltd.",
    [],
    ['certainty-of-returns'],
  ),

  // --- greenwashing-vague-claim (ESG 4.3.1R, FG24/3) ---------------------------------------------------------
  c(
    'r4-gw-good-for-planet',
    ASA_ALPRO,
    '"Good for the Planet" could be read more than one way and its basis was not made clear',
    'Good for your future. Good for the planet. Switch to a Meadowlark pension today.\n\nMeadowlark Pensions Ltd. Capital at risk.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r4-gw-wind-post',
    ASA_TOTAL,
    'a post about wind projects implied they were representative of the business and omitted how small a share they were',
    "From the North Sea breeze to your pension pot 🌬️ Proud to back the offshore wind farms powering Britain's future. #InvestingForGood\n\nHarcourt Asset Management Ltd.",
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r4-gw-conscious-capital',
    GC23_3,
    'claims should be precise and avoid vague or overly general terms',
    '# Conscious capital\n\nThe Rowanby Portfolio blends financial return with a deeper sense of purpose, backing businesses that share your values.\n\nRowanby Wealth Ltd. Capital at risk.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r4-gw-clean-proportions',
    ASA_SHELL_BARCLAYS,
    'not upheld for Shell: the ad gave the proportions of lower-carbon and fossil activity; here the same for assets managed',
    "We back offshore wind, and we're open about the rest. Wind and solar make up 14% of the assets we manage; 31% is in oil, gas and other high-emitting sectors. The full breakdown is updated every quarter.\n\nHarcourt Asset Management Ltd.",
    [],
    ['greenwashing-vague-claim', 'absolute-environmental-claim'],
  ),
  c(
    'r4-gw-clean-team-context',
    ASA_SHELL_BARCLAYS,
    "not upheld for Barclays: an ad about its energy transition team was not read as representative of the bank's wider activity",
    'Meet our energy transition team: six specialists who advise companies on financing wind, solar and grid projects. They are one part of what the bank does; our financed-emissions figures for the whole bank are in our annual climate report.\n\nKingsgate Bank plc.',
    [],
    ['greenwashing-vague-claim'],
  ),
];
