// Round six of the dev-only cases (issue 18): written BEFORE any rule change, by an outside writer who did not
// read the rule packs, the lexicons, the checks or the frozen half, and who did not run the rules on a case while
// writing it, so the "before" figures for this group measure the shipped rules on wording they were not written
// against. Facts come from outside sources that rounds one to five did not name where one could be found: ASA
// rulings on Floki Inu (crypto FOMO poster), Funding Circle (an 8.3% "savings" yield), Etihad ("sustainable
// aviation"), Trendsignal ("consistent profits"), Wahed (burning banknotes), IG Index ("fastest" platform),
// Peachy ("cheaper than", "small bites"), Clarity Leads (pension texts), Scottish & Southern Energy (tree
// offsets), an airline's "greenest" claim (2024) and the 2025 cruise and eDreams green-claim rulings; CAP's
// cryptoasset advice; the FSA's 2010 review of promotions and its 2012 guidance on the "risk sandwich"; the FCA's
// promotions FAQs, its 2019 Dear CEO letter on unregulated business, its 2022 CFD strategy letter, ESMA's CFD
// warning Q&A, the FCA's quarterly promotions data for 2022 Q2, 2023 Q3 and 2024 Q1, and FG22/5; plus FG24/1,
// FG24/3 and COBS 4.6 for the remedies. Every text is in our own words, with invented firms and products, in
// many registers (posters, push notices, SMS, call scripts, podcast and video scripts, e-mails, letters, tables,
// FAQs, app screens). Emphasis on fourteen concepts, each with at least six breaches and three clean look-alikes
// (negated, properly qualified, or the remedy the source asked for).
// Dev-only: never dealt to the frozen half (split.ts deals cases.dev.ts and cases.frozen.ts only). Test data only.
import { devCase as c, type CaseSource as Source, type ExternalCase } from './concepts.ts';

// --- ASA rulings and CAP advice -------------------------------------------------------------------------------
const ASA_FLOKI: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Floki Ltd t/a Floki Inu, 2 March 2022: a London Underground poster with a cartoon dog in a Viking helmet and "Missed Doge. Get Floki", the warnings in small text; it exploited the fear of missing out, trivialised crypto investment and took advantage of inexperience; upheld (https://www.financialinstitutionsnews.com/2022/03/02/asa-successfully-challenges-crypto-ads/)',
};
const ASA_FUNDING_CIRCLE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Funding Circle Ltd, 2011: a banner ad "Earn 8.3% On Your Savings. With Easy Access"; the figure was a weighted average gross yield before fees and bad debts, and access could cost a fee (https://www.asa.org.uk/rulings/funding-circle-ltd-a11-152134.html)',
};
const ASA_ETIHAD: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Etihad Airways, 12 April 2023: Facebook ads claiming a "louder, bolder approach to sustainable aviation" and a "Conscious Choice for the planet"; "sustainable aviation" was an absolute green claim that no current initiative could substantiate; upheld (https://adlaw.lewissilkin.com/post/102icp6/eithad-ad-ban-leaves-green-claims-by-airlines-grounded-for-the-foreseeable-future)',
};
const ASA_TRENDSIGNAL: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Trendsignal Ltd, 2018: an e-mail headed "£3,198 profit in the first 2 weeks - Learn how to make consistent profits from trading", with a testimonial of "less than an hour a day of effort" and "Anyone who can follow a few well-defined rules ... can do this" (https://www.asa.org.uk/rulings/trendsignal-ltd-a18-455260.html)',
};
const ASA_WAHED: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Wahed Investments Ltd, December 2024: London transport posters of a briefcase of burning banknotes, "join the money revolution"; 75 complaints; likely to cause serious offence; upheld (https://consumer.dlapiper.com/post/102juil/asa-rulings-summary-18-december-2024-8-january-2025-fiery-ads-ignite-offence)',
};
const ASA_GREENEST: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on an airline ad, November 2024, found by the ASA\'s Active Ad Monitoring: a claim to be among the "greenest" airlines was comparative and gave consumers no means of checking it against competitors; upheld (https://mse.dlapiper.com/post/102jq2l/asa-rulings-summary-20-27-november-2024-green-turbulence-the-virgin-mary-and)',
};
const ASA_GREEN_2025: Source = {
  kind: 'asa-ruling',
  ref: 'ASA rulings on TravelCircle Ltd t/a Cruise Circle, 3 September 2025 (basis of environmental and comparative claims unclear, no full life-cycle substantiation) and Vacaciones eDreams S.L., 8 January 2025 (unsubstantiated environmental claims); upheld (https://www.asa.org.uk/codes-and-rulings/rulings.html?q=environmental+claims)',
};
const ASA_SSE: Source = {
  kind: 'asa-ruling',
  ref: "ASA ruling on Scottish & Southern Energy, 2006: a brochure said a tree-planting scheme would offset customers' carbon emissions; the trees were not shown to absorb that much; upheld (https://www.prwatch.org/spin/2006/10/5295/faulty-accounting)",
};
const ASA_IG: Source = {
  kind: 'asa-ruling',
  ref: 'ASA adjudication on IG Index, 15 October 2003, on a complaint by CMC Group: "the fastest, most advanced and most reliable on-line trading system available", a comparison resting on a three-minute count of price ticks against two rivals; upheld (https://trade2win.com/threads/ig-index.8350/page-3)',
};
const ASA_PEACHY: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Cash on Go Ltd t/a Peachy.co.uk, 2014: "Cheaper than Payday Loans!" was an unsubstantiated comparison (CAP 3.38), and "Small bites put a smile on your lips" encouraged a casual attitude to a financial commitment (https://legalbeagles.info/forums/forum/money-debt/payday-loans-short-term-loans/53906-cash-on-go-ltd-t-a-peachy-co-uk-advert-banned-by-asa?p=726007)',
};
const ASA_PENSION_TEXTS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Clarity Leads Ltd, April 2013: unsolicited texts "Trapped or frozen pension? Release large cash sum now! Achieve high growth yield. Reply PENSION"; upheld (https://www.yourmoney.com/retirement/ad-watchdog-bans-firms-frozen-pension-texts/)',
};
const CAP_CRYPTO: Source = {
  kind: 'asa-ruling',
  ref: 'CAP advice on cryptoasset advertising, updated March 2022 after the ASA rulings: say clearly and prominently that cryptoassets are not regulated by the FCA nor protected by the FOS or FSCS; no trivialising cartoons or nudges; make clear values go down as well as up; state the basis of any projection (https://www.taylorwessing.com/de/interface/2022/nfts-and-cryptoassets/advertising-cryptos-in-the-uk)',
};

// --- FSA and FCA reviews, data and letters --------------------------------------------------------------------
const FSA_2012: Source = {
  kind: 'fca-review',
  ref: 'FSA finalised guidance "Financial promotions, fund performance and image advertising", March 2012: no "risk sandwich" (benefits, then risks, then more benefits) that dulls the warnings; no attractive headline rates few customers can get; important information not relegated to small print (https://www.fundstrategy.co.uk/issues/online-march-2012/fsa-cautions-against-risk-sandwich-promotions/)',
};
const FSA_2010: Source = {
  kind: 'fca-review',
  ref: 'FSA independent three-year review of financial promotions compliance, 19 January 2010: unbalanced promotions (key risks poorly positioned or in small print); past performance, headline claims and unsubstantiated indicative quotes giving a misleading impression of competitiveness and performance; promotions must be stand-alone compliant (https://www.lexology.com/library/detail.aspx?g=64bedfd7-b33e-4c7f-b02c-8b91e83a1735)',
};
const FCA_FAQ: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Financial Promotions FAQs, 30 September 2014: a promotion must not disguise, obscure or diminish any important statement or warning; a firm that names the FCA as its regulator while referring to matters the FCA does not regulate must make that clear (http://www.fca.org.uk/firms/being-regulated/financial-promotions/financial-promotion-faq)',
};
const FCA_DEAR_CEO_2019: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Dear CEO letter on financial promotions and unregulated business, January 2019 (GEN 4): some authorised firms implied that all their activities were regulated when they were not (http://www.compoundgrowth.co.uk/dear-ceo-letter-financial-promotions-unregulated-business.html)',
};
const FCA_CFD_2022: Source = {
  kind: 'fca-review',
  ref: 'FCA Dear CEO letter on its CFD strategy, 1 December 2022: pressure sales, affiliate marketers and influencers targeting younger, less financially literate consumers, gamification; an appropriate degree of friction before consumers put money at risk (https://www.regulationtomorrow.com/eu/fca-highlights-continuing-concerns-about-problem-firms-in-the-cfd-sector/)',
};
const ESMA_CFD: Source = {
  kind: 'fca-guidance',
  ref: 'ESMA Q&A on its CFD product intervention measures (taken into the FCA rules in COBS 22.5), 2018: the standard risk warning in a layout ensuring its prominence, in at least the predominant font size, noticeable on every relevant web page (https://financefeeds.com/esma-clarifies-requirements-cfd-risk-warnings/)',
};
const FCA_Q2_2022: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions quarterly data 2022 Q2: 374 promotions amended or withdrawn, 58% of them on websites or social media; common breaches by credit brokers, mortgage intermediaries and investment platforms (https://abc.ukgigroup.com/fca-publishes-the-latest-quarterly-financial-promotions-data)',
};
const FCA_Q1_2024: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions quarterly data 2024 Q1: 2,211 promotions amended or withdrawn by 35 firms; common breaches by CFD providers among others; the approval gateway in force from 7 February 2024 (https://www.financialinstitutionsnews.com/2024/04/26/fca-publishes-q1-fin-proms-data-2/)',
};
const FCA_Q3_2023: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions quarterly data 2023 Q3: 5,310 promotions amended or withdrawn, 41% of them in retail investments (https://ckan.publishing.service.gov.uk/dataset/fca-financial-promotions-quarterly-data-2023-q3)',
};

// --- FCA guidance and Handbook --------------------------------------------------------------------------------
const FG22_5: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG22/5 Consumer Duty guidance, July 2022, chapter 8 (consumer understanding): the information consumers need, at the right time, in a way they can understand, including risks; communications tested and adapted (https://www.engage.hoganlovells.com/knowledgeservices/news/consumer-duty-navigating-the-consumer-understanding-outcome)',
};
const FG24_3: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/3 anti-greenwashing guidance (ESG 4.3.1R), 23 April 2024: sustainability claims correct and capable of substantiation, clear, not omitting or hiding important information, comparisons fair (https://www.fca.org.uk/publications/finalised-guidance/fg24-3-finalised-non-handbook-guidance-anti-greenwashing-rule)',
};
const FG24_1: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG24/1 financial promotions on social media, 26 March 2024: each promotion stand-alone compliant and balanced, with risk warnings in the post itself; influencers promoting products are communicating promotions (https://www.fca.org.uk/publications/finalised-guidance/fg24-1-finalised-guidance-financial-promotions-social-media)',
};
const COBS_462: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.2R: past performance on complete 12-month periods with the reference period and source stated, and a prominent warning that it is not a reliable indicator of future results (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_466: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.6R: simulated past performance only on the actual past performance of an investment or index with the same features, with a prominent warning that the figures are simulated and not a reliable indicator (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};
const COBS_467: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Handbook COBS 4.6.7R: future performance information on reasonable assumptions supported by objective data, with scenarios and a prominent warning that forecasts are not a reliable indicator (https://www.handbook.fca.org.uk/handbook/COBS/4/6.html)',
};

/** The sixth round's cases, kept apart so they can be scored as their own group. */
export const DEV_ADDED_ROUND_SIX: ExternalCase[] = [
  // --- trivialises-investment -----------------------------------------------------------------------------------
  c(
    'r6-triv-poster-sleepy-dog-coin',
    ASA_FLOKI,
    "a cartoon mascot and a 'you missed the last one' hook on a Tube poster, the warnings shrunk to a footer",
    "UNDERGROUND CAR PANEL\n\n# Slept through the last dog coin?\n\nDon't snooze on this one. 🐶⚔️ RUFFCOIN: the pup with a plan.\n\n{6pt} Cryptoassets are not regulated in the UK. Prices can go down as well as up. Ruffcoin Foundation Ltd.",
    ['trivialises-investment', 'urgency-pressure'],
    [],
  ),
  c(
    'r6-triv-push-no-jargon',
    ASA_PEACHY,
    'a light-hearted nudge that makes buying a fund sound as casual as a snack, with no word on risk',
    "☕ Coffee break? Perfect time to become an investor. No research, no jargon, no worries. Just tap 'Buy' on the Magpie Tech Leaders fund and get back to your flat white.\n\nMagpie Money Ltd",
    ['trivialises-investment', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-triv-shortform-video-meal-deal',
    FG24_1,
    'an influencer video script that sets buying shares beside choosing lunch, no risk shown in the post',
    "VIDEO SCRIPT, 22 SECONDS (paid partnership with Pebble Invest)\n\n[Creator at desk, sandwich in hand]\nCREATOR: POV: you bought shares on your lunch break and were back before the kettle boiled. Honestly? Easier than picking a meal deal.\n[Text on screen: 'Pebble. Investing for people who've got better things to do.']\nCREATOR: Link's in my bio, go go go.",
    ['trivialises-investment', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-triv-email-badges-leaderboard',
    FCA_CFD_2022,
    'gamified CFD trading (badges, leaderboard, confetti) sold as fun, without the standard CFD warning',
    "Subject: You're 3 trades away from Gold Status 🏅\n\nHi Sam,\n\nLevel up this week! Every trade on Brightwater Markets earns XP, climbs you up the leaderboard and unlocks confetti when you hit ten. Oil, indices, FX, all with leverage up to 1:30. Trading has never been this much fun.\n\nSee you on the leaderboard,\nThe Brightwater team\n\nBrightwater Markets Ltd",
    ['trivialises-investment', 'cfd-risk-warning-missing'],
    [],
  ),
  c(
    'r6-triv-radio-swap-pension',
    CAP_CRYPTO,
    'a radio ad that treats moving a pension into Bitcoin as a whim, with no risk or regulatory warning',
    "RADIO, 30 SECONDS\n\nMAN: Honestly, my pension's about as exciting as a beige sofa.\nWOMAN: So swap some into Bitcoin. It's one tap in the Hopcoin app.\nMAN: Just like that?\nWOMAN: Just like that. What's the worst that could happen?\nVOICE: Hopcoin. Make your money a bit more interesting.",
    ['trivialises-investment', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'r6-triv-whatsapp-bakeoff-signals',
    ASA_TRENDSIGNAL,
    'a signals service sold as needing less skill than a recipe and twenty minutes a day, with no mention of losses',
    "Hey lovely 👋 Thanks for asking about the group!\n\nHonestly, if you can follow a bake-off recipe you can follow our gold signals. I post the entry, the stop and the target, you copy them, done. Twenty minutes after the school run and that's your trading finished for the day. 💛\n\n£49 a month, cancel any time. Goldfinch Signals",
    ['trivialises-investment', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-triv-clean-onboarding-takes-longer',
    FG22_5,
    'the remedy: the quick process is set apart from the decision, which is framed as serious, with the risks beside it',
    "Opening a Magpie account takes about ten minutes. Deciding what to put in it deserves much longer. Shares and funds can fall as well as rise and you could get back less than you put in, so only invest money you won't need for at least five years. Before you choose anything, our short guide walks you through the questions worth asking.\n\nMagpie Money Ltd",
    [],
    ['trivialises-investment', 'benefits-without-risks'],
  ),
  c(
    'r6-triv-clean-few-taps-big-decision',
    CAP_CRYPTO,
    'a crypto app page that admits buying is quick but says plainly that the decision is not small, and discloses the unregulated status',
    "# Quick to buy. Not a small decision.\n\nYou can buy crypto in Hopcoin in a few taps. That doesn't make it a casual choice. Cryptoassets are highly volatile: their value can fall sharply and you could lose all the money you put in. Most cryptoassets are not regulated by the FCA, and you won't be covered by the Financial Ombudsman Service or the FSCS if something goes wrong.\n\nHopcoin Ltd",
    [],
    ['trivialises-investment', 'unregulated-status-not-disclosed'],
  ),
  c(
    'r6-triv-clean-owl-mascot-lesson',
    ASA_FLOKI,
    'a cartoon mascot that is not itself trivialising (the ruling said so), used to carry a sober message about risk and time',
    "Meet Hoot, the Thistledown owl. In Hoot's first lesson, he explains why there are no shortcuts in investing: markets can fall for long stretches, money you might need soon is better in cash, and a fund that's right for your neighbour may be wrong for you. Lesson two covers what 'risk level 5 of 7' really means.\n\nThistledown Investments Ltd. Capital at risk.",
    [],
    ['trivialises-investment'],
  ),

  // --- urgency-pressure -----------------------------------------------------------------------------------------
  c(
    'r6-urg-sms-frozen-pension',
    ASA_PENSION_TEXTS,
    'an unsolicited text pressing the reader to release pension cash today, with growth promised and no risk',
    'Old workplace pension gathering dust? Release a cash lump sum TODAY and grow the rest faster. Only 20 review slots left this week, reply CASH now to claim yours. Fairway Pension Reviews',
    ['urgency-pressure', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-urg-callscript-hold-allocation',
    FCA_CFD_2022,
    'a pressure-sales telephone script that ties the offer to the length of the call and pushes a top-up',
    "OUTBOUND CALL SCRIPT, EXISTING CLIENTS (v3)\n\nAGENT: I'll be straight with you, I can only hold this allocation while we're on the phone. Once I hang up it goes to the next client on my list. Most people in your position are topping up by five thousand today. Shall I put you down for that now, and we'll sort the paperwork after?\n\nRedmarsh Capital Ltd",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r6-urg-instagram-presale-countdown',
    FG24_1,
    'a countdown and a price jump after midnight on a token presale post, with no crypto risk warning',
    "⏳ 12 HOURS LEFT ⏳\n\nThe $KITE presale closes at midnight and the price goes up 40% straight after. If you're not in tonight you're watching from the sidelines tomorrow. Link in bio 🪁\n\n#ad #crypto #presale",
    ['urgency-pressure', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'r6-urg-email-latecomers-get-leftovers',
    FSA_2010,
    'an ISA-season e-mail that presses for a decision now by saying the good opportunities are being taken',
    "Subject: Don't be a latecomer this ISA season\n\nThe smart money is moving as we speak. The best opportunities of the year are being snapped up right now, and latecomers get whatever's left. Make your choice today, not next week.\n\nOpen your Ashgrove Stocks & Shares ISA in minutes.\n\nAshgrove Investments Ltd. Capital at risk.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r6-urg-letter-units-gone-by-weekend',
    FCA_Q3_2023,
    'an investment property letter that presses for a reservation fee because the units will not last the weekend',
    'Dear Mr Okafor,\n\nFurther to your enquiry about Riverside Quarter, I should tell you frankly that reservation fees are being taken on a first-come basis and the remaining investor units will not see the weekend. If you would like one, I would urge you to transfer the £5,000 reservation fee today so that I can hold it in your name.\n\nYours sincerely,\nDaniel Fenn\nBrookfield Lane Property Investments Ltd',
    ['urgency-pressure'],
    [],
    'investor-communications',
  ),
  c(
    'r6-urg-clean-isa-allowance-date',
    FG22_5,
    'a real deadline (the ISA allowance does not carry over) stated as a fact, with the reader told waiting is fine',
    "The ISA allowance for this tax year ends on 5 April and any unused allowance can't be carried forward. If you've already decided a stocks and shares ISA is right for you, you have until then. If you're not sure, there's no harm in waiting: you'll get a new allowance on 6 April, and a decision you've thought through is worth more than one made against a date.\n\nAshgrove Investments Ltd. Capital at risk.",
    [],
    ['urgency-pressure'],
  ),
  c(
    'r6-urg-clean-fund-soft-close',
    FG22_5,
    'a fund closing to new money, explained with its reason and an explicit note that it is no reason to hurry',
    'Thackeray UK Smaller Companies will close to new investors on 30 June 2026. The managers believe that a larger fund would be harder to run well in smaller, less liquid companies. Existing holders can keep adding money. This is not a reason to invest in a hurry: the fund is high risk, can be hard to sell in falling markets, and should be only a small part of most portfolios.\n\nThackeray Fund Managers Ltd',
    [],
    ['urgency-pressure'],
  ),
  c(
    'r6-urg-clean-wait-before-first-trade',
    FCA_CFD_2022,
    'deliberate friction: the provider asks new clients to wait a day and check their understanding before a first trade',
    "Before your first trade we'll ask you to wait 24 hours and answer a few questions about how leverage works. We know that's slower than other apps. We'd rather you took your time: CFDs are complex, and 71% of retail investor accounts lose money when trading CFDs with this provider.\n\nBrightwater Markets Ltd",
    [],
    ['urgency-pressure', 'trivialises-investment'],
  ),
  c(
    'r6-urg-clean-vct-offer-closes',
    FSA_2010,
    'an offer period stated factually, with the firm saying it will not use fullness of the offer to rush anyone',
    "The Harbourside VCT offer is open until 3 April 2026, or earlier if fully subscribed. We'll publish how much has been raised each week, but please don't let that rush you: VCT shares are high risk, can be hard to sell, and the tax reliefs depend on your circumstances and holding the shares for at least five years.\n\nHarbourside Ventures LLP",
    [],
    ['urgency-pressure'],
  ),

  // --- benefits-without-risks -----------------------------------------------------------------------------------
  c(
    'r6-ben-banner-lend-to-business',
    ASA_FUNDING_CIRCLE,
    'a headline lending yield offered as a home for savings with easy access, gross of fees and defaults, no risk at all',
    "Put your savings to work at 7.9% a year. Lend to Britain's best small businesses with Kingfisher Lend. Easy access to your money, whenever you want it. Join 40,000 lenders today.",
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r6-ben-leaflet-kicker-plan',
    FSA_2010,
    'a structured plan whose headline coupons and capital return are stated without the conditions or counterparty risk',
    '# The Cavendish Kicker Plan, Issue 14\n\n- 8% for every year the FTSE 100 is at or above its starting level, paid at maturity\n- Your capital returned in full after six years\n- No charges taken from your investment\n\nApply by 28 March. Cavendish Structured Solutions Ltd',
    ['benefits-without-risks', 'capital-safety-claim'],
    [],
  ),
  c(
    'r6-ben-linkedin-infrastructure',
    FCA_Q2_2022,
    'a social post setting out the attractions of an infrastructure trust with nothing about what could go wrong',
    "Why do so many of our clients hold infrastructure? Inflation-linked income. Assets society can't do without: toll roads, hospitals, wind farms. And a dividend yield that beats most government bonds. The Larchfield Infrastructure Trust brings all three together in one holding. #investing #income\n\nLarchfield Asset Management Ltd",
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r6-ben-clean-lending-balanced',
    ASA_FUNDING_CIRCLE,
    'the remedy: the target rate stated before fees and bad debts, with default risk, illiquidity and no FSCS cover given the same weight',
    'Kingfisher Lend targets 6.5% a year before fees and bad debts. Borrowers can fall behind or fail, and you could lose some or all of the money you lend. This is not a savings account and it is not covered by the FSCS. Your money is tied up until loans are repaid; selling early, if a buyer can be found, may mean taking a loss.\n\nKingfisher Lend Ltd',
    [],
    ['benefits-without-risks'],
  ),
  c(
    'r6-ben-clean-infrastructure-both-sides',
    FSA_2012,
    'the same attractions with the risks set out straight after them, in the same type, and no benefits after the risks',
    "Infrastructure can offer income that is partly linked to inflation, from assets such as toll roads, hospitals and wind farms. It also has risks you should weigh: the trust's shares can trade well below the value of its assets, governments can change the contracts or subsidies it relies on, higher interest rates can push prices down, and dividends are not guaranteed.\n\nLarchfield Asset Management Ltd",
    [],
    ['benefits-without-risks'],
  ),
  c(
    'r6-ben-clean-kicker-conditions',
    FSA_2010,
    'the remedy for the structured plan: the conditions for the coupon and the capital return, and the counterparty risk, set out plainly',
    'The Cavendish Kicker Plan pays 8% for each year the FTSE 100 closes at or above its starting level on the annual observation date; in any other year it pays nothing for that year. Your capital is returned in full at the end of six years unless the FTSE 100 has fallen by more than 50% at that point, in which case you lose 1% of your capital for each 1% fall. The plan depends on Northgate Bank plc: if it fails, you could lose some or all of your money.\n\nCavendish Structured Solutions Ltd',
    [],
    ['benefits-without-risks', 'capital-safety-claim'],
  ),

  // --- comparison-unfair ----------------------------------------------------------------------------------------
  c(
    'r6-cmp-fastest-platform',
    ASA_IG,
    'a sweeping speed and reliability claim against every rival platform, with no basis, test or date',
    'The fastest, most reliable share-dealing platform in Britain. Full stop.\n\nTrade UK and US shares with Halyard Direct.\n\nHalyard Direct Ltd. Capital at risk.',
    ['comparison-unfair', 'superlative-unqualified'],
    [],
  ),
  c(
    'r6-cmp-banks-pay-one',
    ASA_FUNDING_CIRCLE,
    'a lending platform set against bank savings as if alike, with no word on default risk or the missing FSCS cover',
    'Banks pay you 1%. We pay 7%. Why settle for less?\n\nKingfisher Lend: lend to UK businesses and earn more on your money.',
    ['comparison-unfair', 'savings-comparison', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-cmp-greenest-range',
    ASA_GREENEST,
    "a comparative green claim ('greenest') with no basis that would let anyone check it against other platforms",
    '# The greenest fund range on any UK platform\n\nChoose from 40 funds that put the planet first, all in one place.\n\nVerdance Invest Ltd. Capital at risk.',
    ['comparison-unfair', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'r6-cmp-table-best-year-vs-average',
    FSA_2010,
    "our fund's best calendar year set against a rival's five-year average, unsourced and without the warning",
    '# Why switch to Ormond Growth?\n\n| | Ormond Growth | Leading rival fund |\n| Return | 27.4% (2021) | 6.1% a year (2019-2024) |\n| Manager tenure | 11 years | 3 years |\n\nOrmond Capital Ltd. Capital at risk.',
    ['comparison-unfair', 'performance-source-missing', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r6-cmp-cheaper-than-an-adviser',
    ASA_PEACHY,
    "an unsubstantiated 'cheaper than' claim against a whole profession, with no basis for what is compared",
    'Cheaper than a financial adviser. Smarter, too.\n\nTell Sorrel what you want your money to do and our algorithm builds and manages the portfolio for you, for a single annual fee.\n\nSorrel Wealth Ltd. Capital at risk.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'r6-cmp-radio-bricks-beat-pensions',
    FSA_2010,
    'a broadcast claim that property always beats pensions, with no basis, period or mention of the different risks',
    'RADIO, 20 SECONDS\n\nVOICE: Bricks beat pensions. They always have. While your pension wobbles, our Midlands buy-to-let portfolio pays you every month. Call Ledbury Homes Invest today.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'r6-cmp-clean-execution-test',
    ASA_IG,
    'the remedy: a speed claim confined to a named test, date, sample and source',
    "In an independent test by Marlow Analytics on 3 March 2025, covering 500 market orders in FTSE 100 shares on five UK share-dealing platforms, Halyard Direct's average execution time was 0.4 seconds; the other four averaged between 0.6 and 1.1 seconds. The full method is on our website. Speed is one factor among many, and the value of your shares can still fall.\n\nHalyard Direct Ltd",
    [],
    ['comparison-unfair', 'superlative-unqualified'],
  ),
  c(
    'r6-cmp-clean-lending-vs-cash',
    ASA_FUNDING_CIRCLE,
    'lending and cash savings set side by side with their different risks, and no claim that one beats the other',
    '| | Easy-access cash account | Kingfisher Lend |\n| Target or rate | Variable interest rate | Targets 6.5% a year before fees and bad debts |\n| Can you lose money? | No, if the bank is covered | Yes, if borrowers default |\n| FSCS protection | Up to £85,000 | None |\n| Access | Usually same day | Tied up until loans repay |\n\nThe two do different jobs, and a higher target rate comes with more risk.\n\nKingfisher Lend Ltd',
    [],
    ['comparison-unfair', 'savings-comparison'],
  ),
  c(
    'r6-cmp-clean-benchmark-same-period',
    COBS_462,
    'the remedy for the cherry-picked table: fund and benchmark over the same complete years, sourced and warned, years behind the index included',
    '# Ormond Growth against its benchmark\n\n| 12 months to 31 December | 2020 | 2021 | 2022 | 2023 | 2024 |\n| Ormond Growth | 9.8% | 27.4% | -14.2% | 8.1% | 6.9% |\n| FTSE All-Share | -9.8% | 18.3% | 0.3% | 7.9% | 9.5% |\n\nSource: Ormond Capital and FTSE Russell; total return in sterling after charges. Past performance is not a reliable indicator of future results.\n\nOrmond Capital Ltd',
    [],
    ['comparison-unfair', 'performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- sensational-language -------------------------------------------------------------------------------------
  c(
    'r6-sens-savings-in-flames',
    ASA_WAHED,
    'alarmist imagery of cash burning used as the hook for an investment app',
    '# Your savings are on fire.\n\nEvery day your cash sits in the bank, it burns. Stop watching it go up in smoke. Join the revolution.\n\nDownload Tanager Invest. Capital at risk.',
    ['sensational-language'],
    [],
  ),
  c(
    'r6-sens-video-parabolic',
    FCA_Q1_2024,
    'a finfluencer script full of hype that also predicts an imminent surge',
    "[Thumbnail: shocked face, red arrow]\n\nGuys. GUYS. This stock is about to go absolutely parabolic 🚀🚀🚀 I'm talking life-changing, quit-your-job, tell-your-boss-goodbye gains. This setup is insane and nobody's talking about it. I've gone in heavy through Wrenfield Trade, link below.",
    ['sensational-language', 'forecast-future-performance'],
    [],
  ),
  c(
    'r6-sens-newsletter-lifeboat',
    FSA_2010,
    'doom-laden language about a coming collapse, with the product as the only way to survive it',
    "THE COLLAPSE IS COMING\n\nA financial catastrophe is about to wipe out millions of ordinary savers. Only those who act now will come through it. The Bastion Crisis Portfolio is your lifeboat. Don't be left in the water.\n\nBastion Research Ltd",
    ['sensational-language', 'urgency-pressure'],
    [],
  ),
  c(
    'r6-sens-radio-jackpot-income',
    FSA_2012,
    'gambling imagery and breathless adjectives for a monthly income fund',
    'RADIO, 20 SECONDS\n\nVOICE: Imagine hitting the jackpot every single month. With the Ironbridge Monthly Income Trust, the payouts are simply explosive. Ironbridge. Income that thrills.\n\nCapital at risk.',
    ['sensational-language'],
    [],
  ),
  c(
    'r6-sens-advertorial-secret',
    FSA_2010,
    'a clickbait headline about a hidden wealth secret the banks fear',
    "# The explosive little-known wealth secret Britain's banks are terrified you'll discover\n\nRetired engineer Graham, 63, stumbled on it by accident. Now he says he'll never worry about money again. Read his astonishing story, then see how to get the same strategy from Oriel Wealth Club.",
    ['sensational-language'],
    [],
  ),
  c(
    'r6-sens-crypto-post-generational',
    CAP_CRYPTO,
    "hype about a token's recent jump and a prediction of more to come, with no crypto warning",
    "$GLINT just ripped 300% in a week and it's only warming up. Absolute monster of a chart. Generational wealth incoming, don't say I didn't tell you. 💎🙌 Available on Lumen Exchange.",
    ['sensational-language', 'forecast-future-performance', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'r6-sens-clean-plain-volatility',
    FG22_5,
    'the volatility of a smaller-companies fund described plainly, without hype or alarm',
    "Smaller companies can grow faster than large ones, but their share prices tend to move more. Expect the fund's value to rise and fall more sharply than a fund of large UK companies, and expect some years in which it falls. It is best suited to money you can leave invested for at least five years.\n\nThackeray Fund Managers Ltd",
    [],
    ['sensational-language'],
  ),
  c(
    'r6-sens-clean-calm-quarterly-letter',
    FSA_2012,
    'a measured quarterly letter after a fall in markets, with no alarm and no promises',
    "Dear investor,\n\nMarkets had a difficult quarter and the value of your holding has fallen. We know that is unwelcome. We have not changed the fund's approach: we still hold companies we believe are soundly financed, and we expect periods like this from time to time. If your circumstances have changed, please talk to your adviser before making any decision.\n\nYours faithfully,\nThe managers, Fellbeck Investment Management Ltd",
    [],
    ['sensational-language'],
    'investor-communications',
  ),
  c(
    'r6-sens-clean-no-rocket-ships',
    FCA_Q1_2024,
    'rocket-ship language negated, and returns said to be uncertain',
    "We won't promise you rocket ships or overnight riches. What we offer is a diversified portfolio of around 2,000 companies, rebalanced every quarter, that will go up and down with markets. Returns aren't guaranteed and you may get back less than you invest.\n\nSorrel Wealth Ltd",
    [],
    ['sensational-language', 'certainty-of-returns'],
  ),

  // --- absolute-environmental-claim -----------------------------------------------------------------------------
  c(
    'r6-abs-conscious-choice-portfolio',
    ASA_ETIHAD,
    "an unqualified 'sustainable' and a 'choice for the planet' for a portfolio, with nothing behind either",
    'Sustainable investing, done properly. Every pound you put into the Evergreen Portfolio is a conscious choice for the planet.\n\nAlder & Finch Investments Ltd. Capital at risk.',
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'r6-abs-pension-does-no-harm',
    FG24_3,
    'an absolute claim that a pension does no environmental harm',
    "# A pension that does no harm to the planet\n\nSwitch to the Meadowsweet Pension and know your retirement savings aren't costing the earth.\n\nMeadowsweet Pensions Ltd. Capital at risk.",
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r6-abs-carbon-neutral-by-trees',
    ASA_SSE,
    'a fund called carbon neutral because a tree is planted per investor, a basis that cannot carry the claim',
    'The Harewood Climate Fund is carbon neutral. For every new investor, we plant a tree in the Scottish Highlands, so your investment leaves no footprint at all.\n\nHarewood Asset Management Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r6-abs-bond-hundred-percent-clean',
    FG24_3,
    'a green bond sold as 100% clean and only good for the environment',
    '100% green. 100% clean. The Northwind Green Bond funds only projects that are good for the environment, so your money does nothing but good.\n\nNorthwind Renewables plc. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r6-abs-isa-eco-friendly',
    ASA_GREEN_2025,
    "an unqualified 'eco-friendly' and 'environmentally responsible' for an ISA, with no basis given",
    'Open an eco-friendly ISA in minutes. The Bramling ISA is environmentally responsible from top to bottom, so you can grow your money with a clear conscience.\n\nBramling Invest Ltd. Capital at risk.',
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'r6-abs-fossil-free-with-gas',
    FG24_3,
    "'completely fossil-fuel free' contradicted by the fund's own footnote",
    'The Clearwater Global Fund is completely fossil-fuel free.\n\n{7pt} The fund may hold utilities that generate part of their electricity from natural gas.\n\nClearwater Capital Ltd. Capital at risk.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r6-abs-clean-what-we-mean',
    ASA_ETIHAD,
    "the remedy: no unqualified 'sustainable'; exclusions, a dated and sourced measure, and what the portfolio still does",
    "We don't call the Evergreen Portfolio 'sustainable' without saying what we mean. It excludes companies making more than 5% of their revenue from thermal coal or oil sands, and at 30 June 2025 the weighted carbon intensity of its holdings was 38% below that of the MSCI ACWI index (source: MSCI ESG Research). It still invests in companies with significant emissions, including cement and steel makers working to cut them.\n\nAlder & Finch Investments Ltd. Capital at risk.",
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),
  c(
    'r6-abs-clean-not-carbon-neutral',
    ASA_SSE,
    "the carbon-neutral question answered 'no', with what the fund does instead",
    "Is the Harewood Climate Fund carbon neutral?\n\nNo. We don't buy offsets and we don't claim the fund is neutral. The companies it holds still emit greenhouse gases. What we do is report the financed emissions of the portfolio every year and vote against boards that have no credible plan to reduce them.\n\nHarewood Asset Management Ltd",
    [],
    ['absolute-environmental-claim'],
  ),
  c(
    'r6-abs-clean-scoped-solar',
    ASA_GREEN_2025,
    'a claim limited to what the financed assets do, with the life-cycle emissions acknowledged',
    'The solar farms financed by the Northwind Green Bond generate electricity without burning fuel. Building, connecting and maintaining them still produces emissions, and the land they use has its own impacts; our annual impact report sets out both, verified by Sanderling Assurance.\n\nNorthwind Renewables plc. Capital at risk.',
    [],
    ['absolute-environmental-claim'],
  ),

  // --- greenwashing-vague-claim ---------------------------------------------------------------------------------
  c(
    'r6-gw-linkedin-people-and-planet',
    FG24_3,
    'a firm-wide sustainability message made of vague, unsubstantiated phrases',
    'At Copperbeech, we invest with purpose, for people and planet. Because responsible returns are the only returns worth having. 🌱 #sustainability #ESG\n\nCopperbeech Wealth Partners LLP',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r6-gw-climate-aware-name',
    FG24_3,
    'a fund name and tagline using climate language with no explanation of what it means for the holdings',
    '# Linnet Climate Aware Global Equity\n\nInvesting for a better tomorrow. A global equity fund for investors who care about the world their children will inherit.\n\nLinnet Investment Management Ltd. Capital at risk.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r6-gw-email-nature-positive',
    ASA_GREEN_2025,
    "'nature positive' and 'help heal the planet' for a pension range, with no basis",
    "Subject: Make your pension nature positive 🌿\n\nSwitch to our Nature Plus pension range and help heal the planet while you save for later life. It's the simple way to make your money matter.\n\nMeadowsweet Pensions Ltd. Capital at risk.",
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r6-gw-sdr-fully-integrated',
    FG24_3,
    'a sustainability report asserting full ESG integration and positive outcomes with nothing to show how',
    '# Our approach\n\nESG considerations are fully integrated across every one of our strategies, ensuring positive outcomes for the environment and society in everything we do.\n\nKestrel Point Asset Management Ltd',
    ['greenwashing-vague-claim'],
    [],
    'sdr-report',
  ),
  c(
    'r6-gw-clean-specific-measures',
    FG24_3,
    'specific, dated and sourced claims about what the fund holds and excludes',
    'Linnet Global Equity excludes companies that make more than 10% of their revenue from fossil fuel extraction. At 31 March 2025, 72% of the fund by value was invested in companies whose emissions targets had been validated by the Science Based Targets initiative (source: SBTi, Linnet analysis). The rest had no validated target. The fund does not have a sustainability label.\n\nLinnet Investment Management Ltd. Capital at risk.',
    [],
    ['greenwashing-vague-claim'],
  ),
  c(
    'r6-gw-clean-no-sustainability-objective',
    FG24_3,
    'a plain statement that a fund makes no sustainability claim',
    'This fund does not have a sustainability objective and does not use a sustainability label. It does not screen out companies on environmental or social grounds; its aim is long-term growth from a broad spread of UK companies.\n\nKestrel Point Asset Management Ltd. Capital at risk.',
    [],
    ['greenwashing-vague-claim'],
  ),
  c(
    'r6-gw-clean-bank-whole-picture',
    ASA_GREEN_2025,
    'a green financing figure given with the rest of the lending book, as the rulings on omitted context asked',
    'Last year Harlow Bank lent £1.2bn to wind, solar and grid projects in the UK. We also still lend to oil and gas producers: at 31 December 2024 they made up 4% of our corporate lending, and we have committed to ending new lending for new oil and gas fields from 2026. Our climate report sets out the figures and how they are calculated.\n\nHarlow Bank plc',
    [],
    ['greenwashing-vague-claim', 'absolute-environmental-claim'],
  ),

  // --- forecast-future-performance ------------------------------------------------------------------------------
  c(
    'r6-fc-property-will-rise',
    FSA_2010,
    'a stated rate of future price growth for a property, with no basis, and presented as a certainty',
    "Values in this postcode will rise 8% a year for the next five years. That means your £200,000 apartment becomes £294,000 by 2030, before you've collected a penny of rent.\n\nBrookfield Lane Property Investments Ltd",
    ['forecast-future-performance', 'certainty-of-returns'],
    [],
  ),
  c(
    'r6-fc-factsheet-expected-return',
    COBS_467,
    'an expected return figure on a fact sheet with no assumptions, scenarios or warning',
    '# Pennant Strategic Bond Fund\n\n| Fund size | £412m |\n| Yield | 5.4% |\n| Expected return, next ten years | 9-11% a year |\n| Ongoing charge | 0.62% |\n\nPennant Asset Management Ltd. Capital at risk.',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r6-fc-email-double-in-seven',
    COBS_467,
    "an analyst expectation of doubling the client's money, unsupported and without the warning",
    'Subject: Seven years to double your money?\n\nOur analysts expect the Fulmar Dynamic Portfolio to double your money within seven years. Start with as little as £100 a month.\n\nFulmar Wealth Ltd. Capital at risk.',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r6-fc-app-calculator-youll-have',
    FSA_2010,
    'an app calculator that turns regular saving into a single future sum, with no growth assumption or warning',
    "SAVINGS GOAL\n\nInvest £200 a month for 15 years and you'll have £61,400. 🎉\n\n[Start investing]\n\nMagpie Money Ltd",
    ['forecast-future-performance', 'certainty-of-returns'],
    [],
  ),
  c(
    'r6-fc-letter-confident-double-digit',
    COBS_467,
    "a manager's letter to investors predicting double-digit returns next year",
    'Dear shareholder,\n\nAfter a frustrating year, I am pleased to say that the outlook has rarely been brighter. We are confident the trust will deliver double-digit returns in 2026, and I would encourage you to consider adding to your holding.\n\nYours sincerely,\nHelen Marsh, Manager, Sedgemoor Growth Trust plc',
    ['forecast-future-performance'],
    [],
    'investor-communications',
  ),
  c(
    'r6-fc-clean-three-scenarios',
    COBS_467,
    'the remedy: low, middle and high illustrations on stated rates after charges, with the forecast warning',
    '# What could £200 a month become in 15 years?\n\n| Growth each year, after charges | What you might get back |\n| 1.5% (lower) | £40,200 |\n| 4.5% (middle) | £50,500 |\n| 7% (higher) | £62,900 |\n\nThese are illustrations, not guarantees: the rates are assumptions based on long-run returns of a mix of shares and bonds, and your actual return could be lower than the lowest figure. You could get back less than you pay in. Forecasts are not a reliable indicator of future performance.\n\nMagpie Money Ltd',
    [],
    ['forecast-future-performance', 'certainty-of-returns'],
  ),
  c(
    'r6-fc-clean-we-dont-know',
    FSA_2012,
    'a manager declining to predict returns and describing positioning instead',
    "We don't know what markets will do next year, and we won't pretend to. What we can tell you is how the trust is positioned: a little more in companies with strong balance sheets than a year ago, and less in those that depend on cheap borrowing.\n\nSedgemoor Growth Trust plc. Capital at risk.",
    [],
    ['forecast-future-performance'],
  ),
  c(
    'r6-fc-clean-objective-not-promise',
    COBS_467,
    "a fund's objective stated with the caveat that it may not be met",
    'The Pennant Strategic Bond Fund aims to provide income and some growth over any five-year period. There is no guarantee the fund will meet this aim over that or any other period, and you may get back less than you invest.\n\nPennant Asset Management Ltd',
    [],
    ['forecast-future-performance', 'certainty-of-returns'],
  ),
  c(
    'r6-fc-clean-target-with-basis',
    COBS_467,
    'a target return given with its basis and the plain statement that it is not a forecast and may be missed',
    "The Larchfield Infrastructure Trust targets a dividend of 6p a share for 2026. The target is based on the contracted income of the trust's current assets and our assumptions about inflation and interest rates, set out in the annual report. It is a target, not a forecast or a promise: it may not be met, and the share price can fall.\n\nLarchfield Asset Management Ltd",
    [],
    ['forecast-future-performance', 'certainty-of-returns'],
  ),

  // --- simulated-past-performance -------------------------------------------------------------------------------
  c(
    'r6-sim-backtest-proves-it',
    ASA_TRENDSIGNAL,
    'a back-tested result for a trading rule set presented as proof, with no simulated or past-performance warning',
    "Had you followed the Meridian Rules since January 2010, you'd be up 412% today. Our back-test proves it: every trade, every signal, no discretion.\n\nJoin Meridian Pro for £79 a month.\n\nMeridian Trading Education Ltd",
    ['simulated-past-performance', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r6-sim-new-fund-would-have',
    COBS_466,
    'a fund not yet launched promoted with what its strategy would have returned, with no basis or warning',
    'The Aster Quality Income Fund launches in May. The strategy behind it would have returned 11.2% a year over the last ten years. Be among the first to invest.\n\nAster Investment Partners LLP. Capital at risk.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r6-sim-model-chart-small-print',
    FSA_2012,
    "back-tested growth shown as the portfolio's own, the fact that it is back-tested left to small print",
    "# How £10,000 grew in our Adventurous portfolio\n\n| Since January 2015 | £23,870 |\n\nThat's the power of staying invested with Sorrel.\n\n{6pt} Figures before March 2022 are back-tested using index returns. The portfolio launched in March 2022.\n\nSorrel Wealth Ltd",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r6-sim-influencer-sim-mode',
    FG24_1,
    "gains from an app's simulator shown by an influencer as if they were real",
    "Turned £20 into £974 in ONE WEEK 😱💸 No joke, screenshots in my story. This is the app I use 👇 Prosper Trade. Start with £20 and see what happens.\n\n#ad\n\n(Results shown were achieved in Prosper Trade's practice mode.)",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r6-sim-webinar-what-if',
    COBS_466,
    'a what-if figure for a stock screen that no client actually held, given in a webinar with no warning',
    "WEBINAR, 00:21:10\n\nPRESENTER: Here's the bit people love. If you'd put £10,000 into our Dividend Hunter screen in 2005 and simply followed it, it would be worth around £86,000 today. That's the screen you get with Tarragon Premium.\n\nTarragon Research Ltd",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r6-sim-brochure-pro-forma',
    COBS_466,
    "an unexplained 'pro-forma' track record in a brochure",
    '# Bellcote Absolute Return\n\nPro-forma performance, five years to December 2024: 9.8% a year.\nVolatility: 4.1%.\nMaximum drawdown: -3.2%.\n\nBellcote Capital LLP. Capital at risk.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r6-sim-clean-labelled-index-history',
    COBS_466,
    'the remedy: simulated figures based on the index the fund tracks, labelled, sourced and warned',
    "# Fenwick World Tracker: simulated performance\n\nThe fund launched in March 2023. The figures below are simulated: they show the return of the Fenwick World Index, which the fund tracks, less the fund's 0.20% charge. They are not the fund's actual results.\n\n| 12 months to 31 December | 2020 | 2021 | 2022 |\n| Simulated return | 12.5% | 22.1% | -8.0% |\n\nSource: Fenwick Indices. Simulated past performance is not a reliable indicator of future results.\n\nFenwick Asset Management Ltd",
    [],
    ['simulated-past-performance', 'performance-source-missing', 'past-performance-warning-missing'],
  ),
  c(
    'r6-sim-clean-no-backfill',
    COBS_466,
    'a new fund that says it will not show back-tested figures, and shows none',
    "Because the Aster Quality Income Fund is new, we won't show back-tested or hypothetical returns for it. We'll publish its actual performance once it has a full year of history. Until then, the fund's documents explain how it invests and what the risks are.\n\nAster Investment Partners LLP. Capital at risk.",
    [],
    ['simulated-past-performance', 'past-performance-warning-missing'],
  ),
  c(
    'r6-sim-clean-actual-five-years',
    COBS_462,
    'a real five-year record of the fund itself, with period, source and warning',
    '# Bellcote Absolute Return: actual performance\n\n| 12 months to 31 December | 2020 | 2021 | 2022 | 2023 | 2024 |\n| Fund (C Acc) | 4.2% | 6.8% | -1.9% | 5.5% | 7.1% |\n\nSource: Morningstar, total return in sterling after charges. Past performance is not a reliable indicator of future results.\n\nBellcote Capital LLP. Capital at risk.',
    [],
    ['simulated-past-performance', 'performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- performance-source-missing and past-performance-warning-missing -----------------------------------------
  c(
    'r6-src-post-up-48',
    COBS_462,
    'a social post with the period and the warning but no source for the figure',
    'Ashdown UK Smaller Companies: up 48% over the five years to 30 June 2025. 📈 Past performance is not a reliable indicator of future returns.\n\nAshdown Fund Managers Ltd. Capital at risk.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r6-src-factsheet-discrete-no-source',
    COBS_462,
    'a discrete-years table with the warning but no source',
    '# Discrete annual performance\n\n| 12 months to 30 September | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Wexcombe Income | 21.4% | -6.3% | 9.0% | 14.2% | 8.8% |\n\nPast performance is not a reliable indicator of future results.\n\nWexcombe Fund Managers Ltd',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r6-src-email-top-quartile',
    FSA_2010,
    'a ranking claim over several periods with no source, sector or end date, and no warning',
    "Subject: Top quartile. Again.\n\nThe Wexcombe Income Fund has delivered top-quartile performance over three, five and ten years. Isn't it time your ISA had some of that?\n\nWexcombe Fund Managers Ltd. Capital at risk.",
    ['performance-source-missing', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r6-src-podcast-since-launch',
    FSA_2010,
    'a performance figure spoken on a sponsored podcast with no source and no warning',
    'PODCAST, SPONSOR READ\n\nHOST: This episode is brought to you by Kittiwake Investors. Their flagship Global Opportunities fund has returned 9.1% a year since it launched in 2014, and you can start from £50 a month. Head to kittiwake dot co dot uk.',
    ['performance-source-missing', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r6-src-whisky-decade',
    FSA_2010,
    'a historical return for whisky casks with no source and no statement that the past is no guide',
    'Whisky casks have returned 14% a year over the past decade. Own a cask of single malt from £6,500, stored under bond and fully insured.\n\nGlenmorrow Cask Co Ltd',
    ['performance-source-missing', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r6-ppw-story-sourced-no-warning',
    FG24_1,
    'a social story with a sourced, dated figure but no past-performance warning',
    'Our Global Growth fund returned 22.4% in the 12 months to 31 March 2025 (source: FE fundinfo, total return, GBP). 📈 Tap to find out more.\n\nCurlew Asset Management Ltd. Capital at risk.',
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'r6-src-clean-five-year-cumulative',
    COBS_462,
    'a cumulative figure with period, source and warning',
    'Ashdown UK Smaller Companies returned 31.6% over the five years to 30 June 2025 (source: Morningstar, bid to bid, net income reinvested, in sterling). Past performance is not a reliable indicator of future returns, and smaller companies can be more volatile than larger ones.\n\nAshdown Fund Managers Ltd. Capital at risk.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- diminished-warning ---------------------------------------------------------------------------------------
  c(
    'r6-dim-risk-sandwich-web-page',
    FSA_2012,
    'a risk sandwich: benefits, then the risks, then more benefits telling the reader not to be put off',
    "# Why investors choose Fellbeck Emerging Markets\n\nFast-growing economies, a young middle class and companies the rest of the world hasn't caught up with yet.\n\nLike all emerging market funds, this one can fall sharply and you may get back less than you invest.\n\nBut don't let that put you off. Over the long run, the growth story speaks for itself, and our managers have been doing this for twenty years.\n\nFellbeck Investment Management Ltd",
    ['diminished-warning'],
    [],
  ),
  c(
    'r6-dim-warning-then-streak',
    FCA_FAQ,
    'the past-performance warning given and then brushed aside in the same sentence',
    "Past performance isn't a guide to the future, of course, but a fifteen-year winning streak speaks for itself. Find out why advisers keep coming back to Ledgerwood Equity Income.\n\nLedgerwood Investment Managers Ltd",
    ['diminished-warning'],
    [],
  ),
  c(
    'r6-dim-lawyers-make-us-say',
    FCA_FAQ,
    'the capital-at-risk warning framed as a legal formality, followed by a near-promise',
    'Our lawyers make us say that your capital is at risk. Between you and me? This one is about as close to a sure thing as investing gets.\n\nBy invitation: the Wyvern Secondary Property Fund, minimum £25,000.\n\nWyvern Capital LLP',
    ['diminished-warning', 'certainty-of-returns'],
    [],
  ),
  c(
    'r6-dim-crypto-blah-blah',
    CAP_CRYPTO,
    'a crypto video script that waves the risk away before pivoting to how much could be made',
    "VIDEO SCRIPT (sponsored by Lumen Exchange)\n\nCREATOR: Yeah, yeah, crypto's risky, blah blah, you know the drill. Now let's talk about how much you could actually make if you'd got into $GLINT when I did.",
    ['diminished-warning'],
    [],
  ),
  c(
    'r6-dim-voiceover-under-music',
    FG24_1,
    'a warning delivered fast and quietly under music while the benefits get the full voice',
    'VIDEO AD, 30 SECONDS\n\n[Music up. Drone shot over a city at dawn.]\nVOICE (full, warm): Your money could be doing so much more. Wrenfield Trade: global markets, one app.\nVOICE (fast, low, under the music): Capital at risk, CFDs are complex, most retail accounts lose money.\n[Music swells. Logo.]\nVOICE (full): Wrenfield. Trade your way.',
    ['diminished-warning'],
    [],
  ),
  c(
    'r6-dim-faq-not-lose-sleep',
    FCA_FAQ,
    'an FAQ answer that admits a loss is possible and then tells the reader not to worry about it',
    "Could I lose money?\n\nTechnically, yes: all investments carry some risk. In practice our clients very rarely do, so honestly it's not something to lose sleep over.\n\nPortway Wealth Ltd",
    ['diminished-warning'],
    [],
  ),
  c(
    'r6-dim-letter-boilerplate',
    FSA_2012,
    'a covering letter describing the warnings as standard boilerplate that should not put the client off',
    "Dear Mrs Adeyemi,\n\nI enclose the application pack for the Wyvern Secondary Property Fund. You'll see the usual risk warnings on page four. They're standard industry boilerplate that appears on every investment, so please don't let them put you off.\n\nKind regards,\nMark Ellery, Wyvern Capital LLP",
    ['diminished-warning'],
    [],
    'investor-communications',
  ),
  c(
    'r6-dim-clean-risks-first',
    FSA_2012,
    'the remedy for the sandwich: the risks stated first, in full, and not undercut afterwards',
    '# Before you invest in Fellbeck Emerging Markets\n\nEmerging market shares can fall sharply and stay down for years. Currency moves, political change and weaker investor protection can all cut returns, and you may get back less than you invest. This fund is only suitable as a small part of a portfolio held for at least five years.\n\nIf those risks suit you, the fund offers exposure to fast-growing economies through around 60 companies.\n\nFellbeck Investment Management Ltd',
    [],
    ['diminished-warning', 'benefits-without-risks'],
  ),
  c(
    'r6-dim-clean-cfd-warning-up-front',
    ESMA_CFD,
    'the CFD warning at the top of the page in the body size, before any feature',
    'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.\n\n# Trade indices and commodities with Brightwater\n\nSpreads from 0.8 points on the UK 100. Negative balance protection on every retail account.\n\nBrightwater Markets Ltd',
    [],
    ['diminished-warning', 'cfd-risk-warning-missing', 'risk-warning-small-print'],
  ),
  c(
    'r6-dim-clean-plain-faq',
    FG22_5,
    'the FAQ answered plainly, without reassurance that undoes it',
    "Could I lose money?\n\nYes. The value of your portfolio can fall as well as rise, and you could get back less than you put in. In a bad year for markets, an adventurous portfolio could fall by a third or more, and it may take years to recover. That's why we ask how long you can leave the money invested before we recommend anything.\n\nPortway Wealth Ltd",
    [],
    ['diminished-warning'],
  ),
  c(
    'r6-dim-clean-high-risk-screen',
    FG22_5,
    'an app screen that leads with the prescribed high-risk warning before the offer, nothing downplaying it',
    "BEFORE YOU CONTINUE\n\nDon't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong. Take 2 mins to learn more.\n\n[Learn more]  [Continue to the Stonechat Bond offer]\n\nStonechat Finance Ltd",
    [],
    ['diminished-warning', 'high-risk-warning-missing'],
  ),

  // --- unregulated-status-not-disclosed -------------------------------------------------------------------------
  c(
    'r6-unreg-staking-yield',
    CAP_CRYPTO,
    'a crypto staking yield promoted with no statement that it is unregulated or unprotected, and no risk',
    'Earn up to 9% a year by staking with Corvid Wallet. Your coins, working for you while you sleep. Start staking in two taps.\n\nCorvid Digital Ltd',
    ['unregulated-status-not-disclosed', 'crypto-risk-warning-missing', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-unreg-regulated-firm-carbon-credits',
    FCA_DEAR_CEO_2019,
    "an authorised firm's regulated status placed beside an unregulated carbon-credit product, implying it too is regulated, with an unsupported target return",
    'Hathersage Wealth is authorised and regulated by the Financial Conduct Authority. Our clients also enjoy exclusive access to the Hathersage Carbon Credit Portfolio, targeting returns of 12% a year as the world races to net zero.\n\nHathersage Wealth Ltd',
    ['unregulated-status-not-disclosed', 'forecast-future-performance'],
    [],
  ),
  c(
    'r6-unreg-cotswold-land-plots',
    FSA_2010,
    'a land-banking plot sale with planning gain held out and nothing on regulation or risk',
    'Own a piece of the Cotswolds from £9,500. Our plots sit in the path of future housing, and when planning comes through, land values can multiply many times over. Title deeds in your name.\n\nHeritage Acre Land Ltd',
    ['unregulated-status-not-disclosed', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-unreg-wine-alternative-to-isa',
    FCA_FAQ,
    "fine wine pitched as an alternative to an ISA 'with the same peace of mind', no word that it is unregulated",
    "Fine wine: the tax-efficient alternative to your ISA. Your cases are held under bond in our temperature-controlled warehouse, with the same peace of mind you'd expect from your bank.\n\nClaret & Cork Investments Ltd",
    ['unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'r6-unreg-minibond-quarterly',
    FCA_Q3_2023,
    'a high-yield mini-bond with the attractions listed and nothing on FSCS, regulation or default risk',
    '# Hilltop Leisure 8% Bond\n\n- 8% a year, paid quarterly\n- Three-year term\n- Invest from £1,000\n\nFunding the expansion of our glamping parks across the South West.\n\nHilltop Leisure Holdings plc',
    ['unregulated-status-not-disclosed', 'benefits-without-risks'],
    [],
  ),
  c(
    'r6-unreg-push-bitcoin-high',
    CAP_CRYPTO,
    'a crypto app push notice with no warning at all',
    '🚀 Bitcoin just hit a new all-time high. Buy in 3 taps. Corvid Wallet',
    ['unregulated-status-not-disclosed', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'r6-unreg-secure-loan-notes',
    FSA_2010,
    'property loan notes called secure and asset-backed, with no statement that they are unregulated or unprotected',
    'Secure, asset-backed loan notes paying 10% fixed. Every note is secured on UK residential development land, so your capital is protected.\n\nBrickfield Developments Finance Ltd',
    ['unregulated-status-not-disclosed', 'capital-safety-claim'],
    [],
  ),
  c(
    'r6-unreg-clean-crypto-full-warning',
    CAP_CRYPTO,
    'a crypto promotion carrying the unregulated status and the prescribed warning',
    "Buy and sell Bitcoin and Ether in the Corvid Wallet app.\n\nDon't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.\n\nCryptoassets are not covered by the Financial Ombudsman Service or the Financial Services Compensation Scheme.\n\nCorvid Digital Ltd",
    [],
    ['unregulated-status-not-disclosed', 'crypto-risk-warning-missing'],
  ),
  c(
    'r6-unreg-clean-carbon-credits-disclosed',
    FCA_DEAR_CEO_2019,
    'the remedy from the Dear CEO letter: which activities are regulated and which are not, said plainly',
    'Hathersage Wealth Ltd is authorised and regulated by the Financial Conduct Authority for its investment advice. Our carbon credit service is not regulated by the FCA: you will not be able to complain to the Financial Ombudsman Service about it, and it is not covered by the Financial Services Compensation Scheme. Carbon credit prices can fall and credits can be hard to sell.\n\nHathersage Wealth Ltd',
    [],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'r6-unreg-clean-wine-not-regulated',
    FCA_FAQ,
    'a wine investment page that states its unregulated status and the risks',
    'Investing in fine wine is not regulated by the Financial Conduct Authority, and you will not be protected by the Financial Ombudsman Service or the FSCS. Wine prices can fall as well as rise, storage and insurance costs reduce your return, and selling can take time.\n\nClaret & Cork Investments Ltd',
    [],
    ['unregulated-status-not-disclosed'],
  ),

  // --- certainty-of-returns -------------------------------------------------------------------------------------
  c(
    'r6-cert-rent-no-matter-what',
    FSA_2010,
    'a rental yield guaranteed for ten years whatever happens, with no explanation of who stands behind it',
    'Guaranteed 9% rental yield for ten years, paid monthly, no matter what happens to the market. Student studios in Sheffield from £64,950.\n\nRedbrick Student Living Ltd',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r6-cert-consistent-profits-course',
    ASA_TRENDSIGNAL,
    'a trading course that promises consistent monthly profits',
    'Learn the strategy that delivers consistent profits, month in, month out. Three evenings online, lifetime access to our signals room.\n\nMeridian Trading Education Ltd',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r6-cert-income-locked-in',
    FSA_2012,
    'an equity income product described as locking in its income whatever markets do',
    'With the Halcyon Enhanced Income Portfolio, your income is locked in at 6% a year, whatever the markets do. Simple, dependable, yours.\n\nHalcyon Private Clients Ltd. Capital at risk.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'r6-cert-gold-cant-lose',
    FSA_2010,
    'gold described as an asset that never loses value and cannot lose money',
    "Gold never loses its value. That's why it's the one investment you simply can't lose on. Buy coins and bars from Sovereign Vault today.\n\nSovereign Vault Bullion Ltd",
    ['certainty-of-returns', 'capital-safety-claim'],
    [],
  ),
  c(
    'r6-cert-clean-yield-can-be-cut',
    FSA_2012,
    'a current yield quoted with the plain statement that dividends are not guaranteed',
    'The Halcyon Income Trust currently yields 5.2%, based on its share price at 30 September 2025 and the dividends paid over the previous year. Dividends are not guaranteed: they can be reduced or stopped, and the share price can fall.\n\nHalcyon Private Clients Ltd',
    [],
    ['certainty-of-returns'],
  ),
  c(
    'r6-cert-clean-fixed-rate-deposit',
    FG22_5,
    'a genuinely fixed rate on an FSCS-protected deposit, which is a certain return and not an investment claim',
    "Fixed Rate Saver, 2 years: 4.10% AER fixed. Your rate won't change for the full term. Deposits are protected by the FSCS up to £85,000 per person. You can't withdraw before the end of the term.\n\nHarlow Bank plc",
    [],
    ['certainty-of-returns'],
  ),

  // --- clean look-alikes across concepts ------------------------------------------------------------------------
  c(
    'r6-cln-podcast-measured-crypto',
    CAP_CRYPTO,
    'a measured podcast read for a crypto exchange: no hype, the unregulated status and the risk of total loss said out loud',
    "PODCAST, SPONSOR READ\n\nHOST: Today's episode is supported by Lumen Exchange. If you're thinking about crypto, Lumen's guides explain how it works before you put a penny in. Crypto prices can swing wildly and you could lose everything you invest. Most cryptoassets aren't regulated by the FCA and aren't covered by the Financial Ombudsman or the FSCS. Lumen Exchange Ltd.",
    [],
    ['sensational-language', 'trivialises-investment', 'unregulated-status-not-disclosed'],
  ),
  c(
    'r6-cln-platform-fees-like-for-like',
    FCA_Q2_2022,
    'a platform fee comparison against named rivals on a stated holding, date and source',
    "| Annual cost of holding £50,000 in funds | Fee |\n| Halyard Direct | £150 |\n| Platform A | £225 |\n| Platform B | £175 |\n\nBased on each platform's published fees on 1 October 2025, for funds held in a stocks and shares ISA, excluding fund charges and dealing fees. Cheaper does not mean better returns, and your investments can fall in value.\n\nHalyard Direct Ltd",
    [],
    ['comparison-unfair'],
  ),
  c(
    'r6-cln-cfd-leverage-both-ways',
    FCA_CFD_2022,
    'a CFD education page that explains leverage cutting both ways and carries the standard warning',
    '# How leverage works\n\nWith leverage of 1:20, a £500 deposit controls a £10,000 position. If the market moves 2% in your favour, you make £200. If it moves 2% against you, you lose £200, and a 5% move against you wipes out your whole deposit.\n\nCFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.\n\nBrightwater Markets Ltd',
    [],
    ['benefits-without-risks', 'cfd-risk-warning-missing', 'trivialises-investment'],
  ),
];
