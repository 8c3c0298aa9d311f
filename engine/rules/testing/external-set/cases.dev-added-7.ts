// Round seven of the dev-only cases (issue 18): written BEFORE any rule change, by an outside writer who did not
// read the rule packs, the lexicons, the checks or the frozen half, and who did not run the rules on a case while
// writing it, so this group is HELD OUT: its first measurement is of the shipped rules on wording they were not
// written against. Facts come from outside sources that rounds one to six did not name: Financial Ombudsman
// Service decisions that quote the literature a consumer was given (a precipice-bond newsletter, a handwritten
// endowment "quotation", a structured deposit's brochure); ESMA's guidelines on marketing communications
// (ESMA34-45-1272), its 2024 report on the common supervisory action and mystery shopping on marketing, its
// 2023 discussion paper on digitalisation (finfluencers, gamification, push notifications) and its 2025 thematic
// note on ESG credentials; the EBA, ESMA and EIOPA joint warning on crypto-assets (March 2022); the FCA's
// research on trading-app gamification (2022) and its digital engagement experiment (2024), its multi-firm review
// of high-risk investment promotions (2023), its February 2024 Consumer Duty good practice and areas for
// improvement, its April 2019 Dear CEO letter to firms approving promotions, and its 2024 Q3 promotions data;
// ASA rulings on Moneysupermarket ("more than anyone else"), Tesco's Clubcard comparison (not upheld) and the
// three property investment ads found by the ASA's AI monitoring (February 2025). Every text is in our own words,
// with invented firms and products, in many registers (push notices, reels and podcast reads, e-mails, letters,
// FAQs, tables, chat replies, web pages). Sixteen concepts, each with at least five breaches and two clean
// look-alikes (negated, properly qualified, or the remedy the source asked for).
// Dev-only: never dealt to the frozen half (split.ts deals cases.dev.ts and cases.frozen.ts only). Test data only.
import { devCase as c, type CaseSource as Source, type ExternalCase } from './concepts.ts';

// --- Financial Ombudsman Service decisions that quote promotions -------------------------------------------------
const FOS_PRECIPICE: Source = {
  kind: 'fca-review',
  ref: 'Financial Ombudsman Service, ombudsman news issue 34, January 2004, case 34/7: an IFA newsletter promoted an "Extra Income & Growth Plan" (9.25% fixed income or 30% growth over three years, capital linked to the Eurostoxx 50) as suited to "the cautious investor", "one of the best currently available" and "the best investment of its kind available to date"; the customer got back much less than she invested; complaint upheld (http://www.fos.org.uk/publications/ombudsman-news/34/single-premium-bond-34.htm)',
};
const FOS_ENDOWMENT: Source = {
  kind: 'fca-review',
  ref: 'Financial Ombudsman Service, ombudsman news issue 14, February 2002, case 14/12: an adviser\'s handwritten "quotation" on headed paper, "Return = £23,612 MIN @ 25 yrs ... £12,612 cash in hand tax-free", based on policies that had matured, with no disclaimer (http://www.fos.org.uk/publications/ombudsman-news/14/feb-recent-cases.htm)',
};
const FOS_STRUCTURED: Source = {
  kind: 'fca-review',
  ref: 'Financial Ombudsman Service case study "Compensation awarded when bank fails to fully explain investment options": a capital protected structured product paying 2% to 18% growth over four years depending on the FTSE 100; the literature led the customer to think she would definitely get 18%; she got about 4% (https://www.financial-ombudsman.org.uk/decisions-case-studies/case-studies/compensation-awarded-bank-fails-fully-explain-investment-options)',
};

// --- ESMA and the European Supervisory Authorities -------------------------------------------------------------
const ESMA_MARCOMMS: Source = {
  kind: 'fca-guidance',
  ref: 'ESMA Guidelines on marketing communications under the Regulation on cross-border distribution of funds (ESMA34-45-1272), 2 August 2021, applying from 2 February 2022: risks and rewards described in an equally prominent manner; rules on past and expected future performance; sustainability-related aspects in proportion to the fund (https://www.aima.org/article/esma-guidelines-on-marketing-communications.html)',
};
const ESMA_CSA: Source = {
  kind: 'fca-review',
  ref: 'ESMA final report on the 2023 common supervisory action and mystery shopping exercise on marketing communications (ESMA35-335435667-5931), 27 May 2024: 208 firms reviewed; communications must give a clear and balanced presentation of risks and benefits, "zero cost" products must mention any additional fees, concerns about sustainability claims (https://legal.pwc.de/en/news/articles/esma-publishes-final-report-on-2023-csa-and-mystery-shopping-exercise-focusing-on-marketing)',
};
const ESMA_DIGITAL: Source = {
  kind: 'fca-guidance',
  ref: 'ESMA discussion paper on digitalisation and the MiFID II investor protection framework, 14 December 2023: finfluencers and affiliates, gamification, push notifications and dark patterns; layered information must never hide or disguise what investors need (https://ashurst.com/en/insights/esma-sets-out-views-on-investor-protection-topics)',
};
const ESMA_ESG_NOTE: Source = {
  kind: 'fca-guidance',
  ref: 'ESMA thematic note on clear, fair and not misleading sustainability-related claims (ESG credentials), 1 July 2025: claims accurate, accessible, substantiated and up to date; no exaggeration, cherry-picking or vagueness; labels, awards and peer comparisons with their nature, date and basis (https://cms-lawnow.com/en/regzone/articles/2025/07/esma-releases-practical-guidance-on-sustainability-claims-and-esg-credentials)',
};
const ESAS_CRYPTO: Source = {
  kind: 'fca-guidance',
  ref: 'EBA, ESMA and EIOPA joint warning to consumers on crypto-assets, 17 March 2022: many crypto-assets are highly risky and speculative; a very real possibility of losing all the money invested; beware of misleading ads, influencers and promised fast or high returns; little or no recourse or protection (https://www.eba.europa.eu/eu-financial-regulators-warn-consumers-risks-crypto-assets)',
};

// --- FCA research, reviews, letters and data -------------------------------------------------------------------
const FCA_GAMING: Source = {
  kind: 'fca-review',
  ref: 'FCA research article "Gaming trading: how trading apps could be engaging consumers for the worse", 21 November 2022: in-app points, badges and celebratory messages for trades; 1.15m new accounts at four trading apps in four months of 2021, many new to investing and younger (https://www.fca.org.uk/publications/research/gaming-trading-how-trading-apps-could-be-engaging-consumers-worse)',
};
const FCA_DEPS: Source = {
  kind: 'fca-review',
  ref: 'FCA research note "Digital engagement practices: a trading apps experiment", 20 June 2024: with 9,000 consumers, push notifications and prize draws raised the number of trades by 11% and 12% and the share of risky trades; flashing prices, leaderboards, points; larger effects on younger and less financially literate people (https://fca.org.uk/publications/research-notes/research-note-digital-engagement-practices-trading-apps-experiment)',
};
const FCA_HRI_REVIEW: Source = {
  kind: 'fca-review',
  ref: 'FCA multi-firm review "Financial promotions for high-risk investments", 27 September 2023 (updated May 2024): 13 peer-to-peer and crowdfunding firms; poor practice included altered risk-warning wording and prominence and giving more prominence to proceeding than to leaving at the end of the 24-hour cooling-off period (https://fca.org.uk/publications/multi-firm-reviews/financial-promotions-high-risk-investments)',
};
const FCA_DUTY_2024: Source = {
  kind: 'fca-guidance',
  ref: 'FCA "Consumer Duty implementation: good practice and areas for improvement", 20 February 2024: communications that support understanding, tested with customers, including those in vulnerable circumstances (https://www.regulationtomorrow.com/eu/fca-publishes-guidance-on-good-practice-and-areas-for-improvement-in-consumer-duty-implementation/)',
};
const FCA_APPROVERS_2019: Source = {
  kind: 'fca-guidance',
  ref: 'FCA Dear CEO letter to firms approving financial promotions, 11 April 2019, following its January letter on unregulated business: retail investments such as mini-bonds can present high returns and complex terms; approvers must check that a promotion gives a balanced view of returns and risks (COBS 4.5.2R(2)) (https://mycompliancecentre.com/dear-ceo-archives/dear-ceo-letter-firms-approvals-of-financial-promotions-the-fcas-expectations/)',
};
const FCA_Q3_2024: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions quarterly data 2024 Q3: 10,593 promotions amended or withdrawn; in the first year of the cryptoasset promotions regime 1,702 alerts on illegal crypto promotions, over 900 scam websites taken down; action on finfluencers (https://fca.org.uk/data/financial-promotions-quarterly-data-2024-q3)',
};

// --- ASA rulings -------------------------------------------------------------------------------------------------
const ASA_MSM: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Moneysupermarket.com, 2011: a TV claim to compare more home insurers than anyone else was an absolute claim that five-month-old data could not substantiate in a changing market; upheld (https://www.decisionmarketing.co.uk/news/asa-bans-moneysupermarket-ad)',
};
const ASA_CLUBCARD: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Tesco Stores Ltd, 12 February 2025, not upheld: a Clubcard versus Nectar comparison stayed specific (the value of 100 points when redeemed), its basis given in the small print, and implied no overall superiority (https://uks-prd-dwf-1000-xp3-cd.azurewebsites.net/en/news-and-insights/insights/2025/2/asa-rulings-round-up-12-february-2025)',
};
const ASA_PROPERTY_2025: Source = {
  kind: 'asa-ruling',
  ref: 'Three ASA rulings on property investment ads found by its AI-based Active Ad Monitoring, reported 12 February 2025: none included the required statement that the value of an investment can go down as well as up (https://uks-prd-dwf-1000-xp3-cd.azurewebsites.net/en/news-and-insights/insights/2025/2/asa-rulings-round-up-12-february-2025)',
};

/** The seventh round's cases, kept apart so they can be scored as their own group (held out: see README). */
export const DEV_ADDED_ROUND_SEVEN: ExternalCase[] = [
  // --- trivialises-investment --------------------------------------------------------------------------------------
  c(
    'r7-triv-push-streak-badge',
    FCA_GAMING,
    'a push notice that rewards a trading streak with a badge, as a language app would',
    "🔥 5-day streak! Don't let it go out. Place one more trade before midnight and the Blaze badge is yours.\n\nLindqvist Markets",
    ['trivialises-investment'],
    [],
  ),
  c(
    'r7-triv-banner-prize-draw',
    FCA_DEPS,
    'a prize draw with more entries for more trades, flashing prices and a leaderboard sold as entertainment',
    '# Trade. Climb. Win.\n\nEvery trade you place this month is an entry in our Lisbon weekend draw, so ten trades means ten chances. Watch the prices flash, chase the top spot on the leaderboard and feel the buzz of the market from your sofa.\n\nLindqvist Markets Ltd',
    ['trivialises-investment', 'incentive-to-invest'],
    [],
  ),
  c(
    'r7-triv-reel-vibes',
    ESMA_DIGITAL,
    'a finfluencer reel that makes picking shares a matter of whatever is trending',
    'REEL SCRIPT (45s) - #gifted by Corvid Invest\n\n[walking to campus, phone in hand]\n"Okay so people ask how I pick stocks. Honestly? Vibes. Whatever\'s blowing up on my feed, I open Corvid, hit buy, done in like thirty seconds. If I can do it between lectures you can do it on the bus home. Code in bio x"',
    ['trivialises-investment'],
    [],
  ),
  c(
    'r7-triv-podcast-pizza-ether',
    ESAS_CRYPTO,
    'a podcast read that likens buying crypto to ordering takeaway, with no word on risk or regulation',
    'HOST READ, MID-ROLL\n\n"This episode is brought to you by Petrel. Buying Ether on Petrel is honestly easier than ordering a pizza. Download the app, snap your ID, tap buy, and you\'re holding crypto before the delivery driver has found your door. Petrel: crypto without the faff."',
    ['trivialises-investment', 'unregulated-status-not-disclosed', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'r7-triv-clean-no-streaks',
    FCA_GAMING,
    'the remedy: the app says it removed streaks and badges and puts the decision first',
    "# What's changed in the app\n\nWe've removed streaks, badges and celebration animations. Trading more often doesn't make you a better investor, and frequent trading can add costs and risk. Before you place an order, check the key information document and ask yourself whether you could afford to lose this money.\n\nLindqvist Markets Ltd",
    [],
    ['trivialises-investment'],
  ),
  c(
    'r7-triv-clean-quick-to-open',
    ESAS_CRYPTO,
    'a crypto page that separates the quick sign-up from the serious decision and states the regulatory position',
    'Opening a Petrel account takes a few minutes. Deciding whether crypto has any place in your finances should take much longer. Prices can halve in days and you could lose everything you put in. Cryptoassets are not regulated by the FCA, so you would have no access to the Financial Ombudsman Service or the Financial Services Compensation Scheme if something went wrong.\n\nPetrel Digital Ltd',
    [],
    ['trivialises-investment', 'unregulated-status-not-disclosed'],
  ),
  c(
    'r7-triv-clean-finfluencer-honest',
    ESMA_DIGITAL,
    'a labelled influencer post that presents investing as slow and risky, not a quick win',
    "#ad for Corvid Invest. I put a fixed amount into a global index fund every month through Corvid. It took me ages to understand what I was buying, and in 2022 my pot fell by about 15%. Investing is risky and you can get back less than you put in, so please don't just copy me: read up first and only invest money you won't need for years.",
    [],
    ['trivialises-investment', 'benefits-without-risks'],
  ),

  // --- urgency-pressure --------------------------------------------------------------------------------------------
  c(
    'r7-urg-post-listing-window',
    ESAS_CRYPTO,
    'a countdown to a token listing with a fear-of-missing-out hook and no word that the token is unregulated',
    "⏳ 48 HOURS until $KRILL lists on the big exchanges. Early holders always eat first. Don't be the one watching from the sidelines next week. 🦐 Buy on krillswap.io",
    ['urgency-pressure', 'unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'r7-urg-letter-minibond-tranche',
    FCA_APPROVERS_2019,
    'a mini-bond letter pressing for a reply by Friday, the coupon stated and no risk given',
    'Dear Mr Okafor,\n\nOnly £380,000 of the Series C Notes remain, and at the current rate of applications we expect them to be fully taken by Friday. To secure your 9% annual coupon, please return the enclosed application form today in the prepaid envelope.\n\nYours sincerely,\nDaniel Hirst\nHarbour Lofts Finance plc',
    ['urgency-pressure', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-urg-property-launch-prices',
    ASA_PROPERTY_2025,
    'a property investment ad pressing for a deposit before the next price rise',
    'FINAL 4 APARTMENTS AT LAUNCH PRICES\n\nOnce these go, the next release is priced 12% higher. Reserve yours with a £5,000 deposit before midnight on Sunday. Marram Residential',
    ['urgency-pressure'],
    [],
  ),
  c(
    'r7-urg-story-signals-tonight',
    FCA_Q3_2024,
    'a finfluencer story pressing followers to join a signals group tonight',
    "IG STORY (slide 3 of 4)\n\nGuys I'm not joking, the group closes TONIGHT 🔒 After that it's waitlist only and you'll miss the next run. DM me 'IN' right now and I'll get you added before it's gone 💸",
    ['urgency-pressure'],
    [],
  ),
  c(
    'r7-urg-clean-isa-deadline',
    FCA_DUTY_2024,
    'a tax-year deadline stated as a fact, with the reader told there is no need to rush',
    "The current ISA allowance can be used until 5 April. You do not need to rush an investment decision to meet that date. If you are unsure, you can pay into a cash ISA now and move the money into a stocks and shares ISA later without losing that year's allowance. Take the time you need.\n\nWrenbury Savings & Investments",
    [],
    ['urgency-pressure'],
  ),
  c(
    'r7-urg-clean-cooling-off',
    FCA_HRI_REVIEW,
    'the remedy: the 24-hour cooling-off period explained, with leaving given the same weight as carrying on',
    "# Welcome to Quillstone\n\nBecause this is your first investment with us, you'll be able to see our loan listings after a 24-hour cooling-off period. Use the time to read the risk summary. When it ends you can carry on, or leave - both buttons will be the same size, and either choice is fine.",
    [],
    ['urgency-pressure'],
  ),
  c(
    'r7-urg-clean-closes-at-size',
    ESMA_MARCOMMS,
    'a closing date explained by a size limit, with the reader told it is fine to let it pass',
    'The fund will stop taking new money on 30 June, when it reaches the size limit set out in its prospectus. If you are not sure it is right for you, it is fine to let this one pass: there will be other ways to invest in smaller companies.',
    [],
    ['urgency-pressure'],
  ),

  // --- benefits-without-risks --------------------------------------------------------------------------------------
  c(
    'r7-ben-newsletter-extra-income',
    FOS_PRECIPICE,
    'a newsletter puff for an index-linked income plan, the fixed income stressed and the capital risk left out',
    '# In this issue: the Extra Income Plan\n\nThe plan pays a fixed 9.25% income every year for a little over three years, or, if you prefer, 30% growth at the end of the term. Ideal for the cautious investor who wants their savings to work harder.\n\nAshdown Financial Planning',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r7-ben-web-energy-bonds',
    FCA_APPROVERS_2019,
    'a mini-bond web page with rate, term and minimum but no risk',
    'Fennick Energy Bonds\n\n- 8% a year, paid quarterly\n- Three-year term\n- Invest from £2,000\n- Start earning from the first of next month',
    ['benefits-without-risks'],
    [],
  ),
  c(
    'r7-ben-zero-commission-fractional',
    ESMA_CSA,
    'a "zero commission" platform ad listing benefits, with no mention of other fees or of risk',
    'Zero commission. Fractional shares from £1. More than 5,000 US and UK stocks. Build your portfolio your way with Juniper Row.',
    ['benefits-without-risks', 'cost-free-claim'],
    [],
  ),
  c(
    'r7-ben-clean-side-by-side',
    ESMA_MARCOMMS,
    'the remedy: rewards and risks in a table, equally prominent',
    "# Oxbow Asian Income Fund\n\n| What you could get | What could go wrong |\n| An income of around 5% a year, paid monthly | Income is not guaranteed and can be cut |\n| Growth from Asian companies over the long term | The fund's value can fall and you may get back less than you invest |\n| Exposure to fast-changing economies | Emerging markets can be volatile and currency moves affect returns |",
    [],
    ['benefits-without-risks'],
  ),
  c(
    'r7-ben-clean-plan-capital-at-risk',
    FOS_PRECIPICE,
    'the remedy for the newsletter: the fixed income with the capital risk stated beside it',
    'The plan pays a fixed income of 7% a year for three years. Your capital is not protected: if the FTSE 100 ends the term more than 40% below its starting level, you will get back less than you invested, and you could lose all of it. This plan is not suitable for cautious investors.',
    [],
    ['benefits-without-risks', 'capital-safety-claim'],
  ),
  c(
    'r7-ben-clean-p2p-default-risk',
    FCA_HRI_REVIEW,
    'a lending return with default and liquidity risk and no FSCS cover, in plain words',
    'Quillstone lenders have chosen loans paying between 6% and 9% a year. Borrowers can and do default, so you could lose some or all of the money you lend, and you may not be able to get your money out early. Peer-to-peer lending is not covered by the Financial Services Compensation Scheme.',
    [],
    ['benefits-without-risks', 'diminished-warning'],
  ),

  // --- comparison-unfair -------------------------------------------------------------------------------------------
  c(
    'r7-cmp-more-than-anyone',
    ASA_MSM,
    'an unsubstantiated claim to compare more providers than anyone, read as an overall promise of the best deal',
    "Wrenbury compares more pension providers than anyone else, so you can be sure you're always getting the best deal on your SIPP.",
    ['comparison-unfair', 'superlative-unqualified'],
    [],
  ),
  c(
    'r7-cmp-bank-vs-lenders',
    FCA_HRI_REVIEW,
    'a peer-to-peer return set against a bank rate as if the two carried the same risk',
    'Why settle for 1.5% from your bank when Quillstone lenders are earning 7.2%? Same money. Nearly five times the interest.',
    ['comparison-unfair', 'savings-comparison', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-cmp-greener-than-rivals',
    ESMA_ESG_NOTE,
    'a peer comparison on greenness with no basis, date or method',
    "Greener than 9 out of 10 rival funds. That's the Saltmarsh difference.",
    ['comparison-unfair', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'r7-cmp-fund-vs-savings-chart',
    ESMA_CSA,
    'an equity fund set against a savings account without the difference in risk, the figures unsourced and unwarned',
    '# Still saving? Look what you missed\n\n| 2020 to 2024 | Growth |\n| Oxbow Global Growth Fund | +68% |\n| Average easy-access savings account | +6% |',
    [
      'comparison-unfair',
      'savings-comparison',
      'performance-source-missing',
      'past-performance-warning-missing',
    ],
    [],
  ),
  c(
    'r7-cmp-clean-fee-like-for-like',
    ASA_CLUBCARD,
    'the not-upheld pattern: a narrow like-for-like fee comparison with its basis, date and exclusions',
    'For a £50,000 stocks and shares ISA held in funds, our annual platform fee is 0.25%, compared with 0.45% at Brackenridge Direct and 0.35% at Harrowgate Invest (published fee schedules, checked 3 March 2025). Fund charges and dealing costs are extra on all three platforms and are not part of this comparison.',
    [],
    ['comparison-unfair'],
  ),
  c(
    'r7-cmp-clean-savings-vs-fund',
    ESMA_MARCOMMS,
    'a savings account and a fund set side by side with the difference in risk and protection explained',
    "A savings account and a bond fund are not the same thing. The savings account pays a set rate and your deposit is protected by the FSCS up to its limit. The fund's value can fall as well as rise, and you are not protected against that. We show both so you can see the trade-off, not to suggest one can replace the other.",
    [],
    ['comparison-unfair', 'capital-safety-claim'],
  ),

  // --- sensational-language ----------------------------------------------------------------------------------------
  c(
    'r7-sen-parabolic-coin',
    ESAS_CRYPTO,
    'a hyped crypto post promising imminent parabolic gains, pressing to act now, with no regulatory status',
    "🚀🚀🚀 $VOLT is about to go parabolic. Generational wealth is being made RIGHT NOW and most people will only hear about it when it's too late. Get in at voltcoin.xyz",
    [
      'sensational-language',
      'urgency-pressure',
      'forecast-future-performance',
      'unregulated-status-not-disclosed',
    ],
    [],
  ),
  c(
    'r7-sen-money-printer',
    FCA_Q3_2024,
    'a finfluencer video script with hype words about a trading strategy',
    "TIKTOK SCRIPT\n\n\"I turned my student loan into a life-changing portfolio and I'm still in uni. This strategy is actually insane. It's a money printer. I'm dropping the full breakdown in my paid Discord, link below.\"",
    ['sensational-language'],
    [],
  ),
  c(
    'r7-sen-lithium-once-in-generation',
    FCA_APPROVERS_2019,
    'a mini-bond headline with hype about a commodity boom',
    "# A once-in-a-generation chance to ride the lithium explosion\n\nThe world's switch to electric cars is creating a gold rush for battery metals. Kestrel Lithium Notes put you right at the heart of it, paying 10% a year.\n\nKestrel Resources plc",
    ['sensational-language', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-sen-property-on-fire',
    ASA_PROPERTY_2025,
    'hype about a property market with no risk at all',
    'Manchester buy-to-let is ON FIRE 🔥 Yields are off the charts and prices are rocketing. Get in touch with Marram Residential for our latest hand-picked deals.',
    ['sensational-language', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-sen-push-jackpot',
    FCA_DEPS,
    'a casino-style push notice celebrating a portfolio high',
    "🎰 JACKPOT! Your portfolio just smashed a new all-time high. Keep that winning streak alive - the market's open.",
    ['sensational-language', 'trivialises-investment'],
    [],
  ),
  c(
    'r7-sen-clean-lithium-measured',
    ESMA_MARCOMMS,
    'the same theme in a measured register, with the volatility stated',
    'Lithium prices have been volatile: they rose sharply in 2022 and have since fallen by more than half. The fund invests in miners and battery makers, so its value is likely to swing widely, and you could get back less than you invest.',
    [],
    ['sensational-language'],
  ),
  c(
    'r7-sen-clean-not-get-rich',
    FCA_DUTY_2024,
    'a plain statement that the product is not a get-rich-quick scheme',
    "This isn't a get-rich-quick product. The portfolio is built for people investing for ten years or more, and there will be years when it falls in value.",
    [],
    ['sensational-language'],
  ),
  c(
    'r7-sen-clean-income-fund-plain',
    ESMA_MARCOMMS,
    'a plain description of an income fund, its yield and its risks, with no hype',
    'The Tallow & Finch Equity Income Fund invests in around 45 UK companies that pay dividends. Its yield was 4.3% at 31 March 2025. Dividends can be cut and the value of the fund can go down as well as up.',
    [],
    ['sensational-language', 'benefits-without-risks'],
  ),

  // --- absolute-environmental-claim --------------------------------------------------------------------------------
  c(
    'r7-abs-net-zero-today',
    ESMA_ESG_NOTE,
    'an absolute claim that every portfolio is carbon neutral now',
    '# Net zero, today.\n\nEvery portfolio we manage is fully carbon neutral, so your savings have no climate cost at all.\n\nSaltmarsh Investment Management',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r7-abs-zero-impact',
    ESMA_CSA,
    'an advert promising investments with no impact on the planet',
    'Invest with zero impact on the planet. Open a Saltmarsh ISA in minutes.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r7-abs-completely-sustainable-deposit',
    ESMA_CSA,
    'a bank product described as completely sustainable, without qualification',
    'Our Green Growth Deposit Plan is a completely sustainable way to grow your savings over five years.\n\nHarrowgate Bank plc',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r7-abs-harm-free-pension',
    ESMA_ESG_NOTE,
    'a pension promoted as free of any harm',
    'Sunfold pensions are fossil-free, deforestation-free and harm-free. Retire with a clear conscience.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r7-abs-no-environmental-harm',
    ESMA_MARCOMMS,
    'a fund said to do no environmental harm at all',
    'Clean Planet Fund FAQ\n\nQ: Does the fund harm the environment?\nA: No. Every company in the fund is screened so that your money does no environmental harm whatsoever.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'r7-abs-clean-not-carbon-neutral',
    ESMA_ESG_NOTE,
    'the remedy: what the fund excludes and a plain statement that it is not carbon neutral',
    'The fund excludes companies that earn more than 10% of their revenue from extracting oil and gas. It is not carbon neutral, and some of the companies it holds still have significant emissions.',
    [],
    ['absolute-environmental-claim'],
  ),
  c(
    'r7-abs-clean-lower-carbon-measured',
    ESMA_ESG_NOTE,
    'a measured lower-carbon claim with its metric, benchmark and date',
    'We describe this fund as lower-carbon, not carbon neutral. At 31 December 2024 the weighted average carbon intensity of its holdings was 38% below that of the MSCI World Index, measured on scope 1 and 2 emissions.',
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),
  c(
    'r7-abs-clean-offices-only',
    ESMA_CSA,
    "a renewable-power claim scoped to the firm's offices, with what it does not cover",
    'Our two offices run on renewable electricity under a certified supplier tariff. That is about our own buildings only: it says nothing about the environmental impact of the companies our funds invest in.',
    [],
    ['absolute-environmental-claim'],
  ),

  // --- greenwashing-vague-claim ------------------------------------------------------------------------------------
  c(
    'r7-vag-award-winning-leader',
    ESMA_ESG_NOTE,
    'an unnamed award and an unexplained leadership claim used as ESG credentials',
    'Award-winning ESG investing from a recognised sustainability leader. Choose Saltmarsh for a pension that reflects your values.',
    ['greenwashing-vague-claim', 'superlative-unqualified'],
    [],
  ),
  c(
    'r7-vag-conscious-kinder',
    ESMA_CSA,
    'a green slogan with no content',
    'Conscious investing for a kinder tomorrow. 🌱 The Kestrel Lane Future Fund.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r7-vag-eco-range-values',
    ESMA_CSA,
    'an "eco" range said to match investors\' values, with no criteria',
    'Our Eco range puts your money where your values are, investing in businesses that care about people and planet.\n\nJuniper Row',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r7-vag-esg-integration',
    ESMA_MARCOMMS,
    'a fund said to integrate ESG and support the transition, with no explanation of either',
    'The fund integrates ESG considerations throughout its investment process and supports the transition to a greener economy.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'r7-vag-clean-award-basis',
    ESMA_ESG_NOTE,
    'the remedy: an award named with its date, category and basis, and what it does not mean',
    "The fund won the Green Finance Forum's 2024 Impact Award in the small-fund category, judged on its 2023 impact report. The award is not a label and does not mean the fund is free of environmental harm.",
    [],
    ['greenwashing-vague-claim', 'superlative-unqualified'],
  ),
  c(
    'r7-vag-clean-seventy-percent',
    ESMA_MARCOMMS,
    'a specific, measurable sustainability commitment with what the rest of the fund holds',
    'At least 70% of the fund is invested in companies that make most of their revenue from generating renewable electricity, as defined in the prospectus. The rest may be held in cash and government bonds chosen without any sustainability criteria.',
    [],
    ['greenwashing-vague-claim'],
  ),
  c(
    'r7-vag-clean-no-label',
    ESMA_ESG_NOTE,
    'a plain statement of what the fund does and does not do on sustainability',
    'This fund does not have a UK sustainability label and has no sustainability objective. It does exclude tobacco producers, makers of controversial weapons and companies earning more than 5% of their revenue from thermal coal.',
    [],
    ['greenwashing-vague-claim'],
  ),

  // --- forecast-future-performance ---------------------------------------------------------------------------------
  c(
    'r7-fct-bitcoin-250k',
    ESAS_CRYPTO,
    'a crypto price target presented as the consensus, with no basis and no regulatory status',
    'Analysts see Bitcoin at $250,000 by 2027. Start stacking with Petrel today.',
    ['forecast-future-performance', 'unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'r7-fct-endowment-min-payout',
    FOS_ENDOWMENT,
    "an adviser's projection of a minimum maturity value based on past maturities, with no disclaimer",
    'Dear Mr and Mrs Dale,\n\nBased on how similar plans have matured, your policy should pay out at least £23,600 in 2030. That will clear your £11,000 mortgage and leave you around £12,000 in cash.\n\nKind regards,\nPeter Lomax, Corvid Life & Pensions',
    ['forecast-future-performance', 'certainty-of-returns'],
    [],
  ),
  c(
    'r7-fct-project-fourteen',
    FCA_APPROVERS_2019,
    'a projected annual return for a development scheme with no basis or warning',
    'We project that the Harbour Lofts development will deliver investors 14% a year over the next five years.\n\nHarbour Lofts Finance plc',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r7-fct-expected-return-row',
    ESMA_MARCOMMS,
    'a factsheet table giving an expected return with no assumptions or warning',
    '| Fund facts | |\n| Launch date | 14 May 2021 |\n| Ongoing charge | 0.85% |\n| Expected return | 8-10% a year |\n| Minimum investment | £1,000 |',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'r7-fct-clean-illustration',
    ESMA_MARCOMMS,
    'the remedy: three growth rates shown as assumptions, with the warning that the outcome could be worse',
    'Illustration only. If £10,000 grew by 2%, 5% or 8% a year after charges, after ten years it would be worth about £12,190, £16,290 or £21,590. These rates are assumptions, not forecasts: the actual value could be lower than all of them, including less than you invested.',
    [],
    ['forecast-future-performance'],
  ),
  c(
    'r7-fct-clean-no-predictions',
    FCA_DUTY_2024,
    'a firm that declines to predict markets',
    "We don't predict where markets will go, and you should be wary of anyone selling an investment who says they can.",
    [],
    ['forecast-future-performance'],
  ),
  c(
    'r7-fct-clean-five-years-faq',
    FCA_DUTY_2024,
    'an FAQ answer that refuses to forecast and says the value could be lower',
    "Q: What will my investment be worth in five years?\nA: We can't tell you, and nobody can. It depends on how markets move, and it could be worth less than it is today. Returns are not guaranteed.",
    [],
    ['forecast-future-performance', 'certainty-of-returns'],
  ),

  // --- simulated-past-performance ----------------------------------------------------------------------------------
  c(
    'r7-sim-rotation-model',
    ESMA_MARCOMMS,
    'the result of following a model that was not run at the time, shown as a track record',
    'If you had followed our Sector Rotation Model since 2005, £5,000 would be worth £61,000 today.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r7-sim-backtest-table',
    ESMA_CSA,
    'a back-test table presented with no warning that the figures are simulated',
    '| Strategy results (2010-2024) | |\n| Annualised return | 17.3% |\n| Maximum drawdown | 9.1% |\n| Winning years | 14 of 15 |\n\nResults generated by applying the Momentum Plus rules to historical market data.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r7-sim-algorithm-beat-ftse',
    ESMA_DIGITAL,
    'an algorithm applied to past data, presented as having beaten the market',
    'Our algorithm, run over market data from the last 15 years, beat the FTSE 100 in 13 of them. Let it manage your ISA from £50.\n\nBrackenridge Robo',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r7-sim-practice-mode',
    ESMA_DIGITAL,
    'results from a practice account shown as if they were achievable returns',
    "In practice mode, Alex turned £100 into £974 in a week. Imagine what you could do when it's real money. Switch to a live account today.",
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r7-sim-share-class-since-2012',
    ESMA_MARCOMMS,
    'a new share class shown as if it had existed for years',
    'Had the new Z share class been available since 2012, it would have returned 142% to the end of 2024.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'r7-sim-clean-labelled',
    ESMA_MARCOMMS,
    'the remedy: simulated figures labelled, their basis given and the warning stated',
    "Figures before March 2022 are simulated. They show the returns of the Irish fund that the UK fund now invests in, adjusted for the UK fund's charges. Simulated past performance is not a reliable guide to future returns.",
    [],
    ['simulated-past-performance'],
  ),
  c(
    'r7-sim-clean-no-backtest',
    ESMA_CSA,
    'a strategy for which no pre-launch or back-tested figures are shown',
    'We have not back-tested this strategy and we show no figures from before its launch. Its first full year of real results will be published in January 2026.',
    [],
    ['simulated-past-performance'],
  ),
  c(
    'r7-sim-clean-actual-chart',
    ESMA_MARCOMMS,
    'a chart caption saying the figures are actual, with source and warning',
    "The chart shows the fund's actual performance in each complete calendar year since launch; none of the figures are modelled or hypothetical. Source: Morningstar, in sterling, after charges. Past performance does not predict future returns.",
    [],
    ['simulated-past-performance', 'performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- performance-source-missing and past-performance-warning-missing ---------------------------------------------
  c(
    'r7-src-five-year-no-source',
    ESMA_MARCOMMS,
    'a five-year figure with the warning but no source',
    'The Tallow & Finch UK Smaller Companies Fund has returned 74% over the last five years. Past performance is not a reliable indicator of future returns.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r7-src-table-no-source',
    ESMA_MARCOMMS,
    'a discrete-year table with the warning but no source',
    '| Year to 31 December | 2020 | 2021 | 2022 | 2023 | 2024 |\n| Harrowgate Balanced Fund | 5.1% | 9.7% | -8.2% | 6.6% | 7.9% |\n\nPast performance is not a guide to future performance.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'r7-src-beat-sector-newsletter',
    FOS_PRECIPICE,
    'a newsletter boast about beating the sector, with no source or warning',
    'Good news for clients: our Model Portfolio 3 beat its sector average in every one of the last five calendar years.\n\nAshdown Financial Planning',
    ['performance-source-missing', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r7-src-insta-basket',
    FCA_Q3_2024,
    "a social post with a crypto basket's annual gain, no source, no warning, no regulatory status",
    '+31.6% in 2024 for the Petrel Top 10 basket 📈 One tap to own the whole crypto market.',
    ['performance-source-missing', 'past-performance-warning-missing', 'unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'r7-src-three-years-after-charges',
    ESMA_CSA,
    'three years of returns, after charges, with no source or warning',
    'Harrowgate Strategic Income returned 9.4% in 2024, 3.2% in 2023 and 11.0% in 2022, after charges.',
    ['performance-source-missing', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'r7-ppw-never-down-year',
    ESMA_MARCOMMS,
    'a sourced record of positive years with no warning that the past is no guide',
    '10 years. 10 positive years. Our Cautious Growth portfolio has not had a calendar year of losses since 2015 (source: Kestrel Lane Wealth, returns net of fees).',
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'r7-ppw-pension-members-growth',
    FCA_DUTY_2024,
    "an e-mail stating members' average growth last year, sourced, without a warning",
    'Subject: A strong year for your pension\n\nHi Priya,\n\nSunfold members saw average growth of 12.2% in 2024 (source: Sunfold Pensions annual review, March 2025). Log in to see how your own pot did.\n\nSunfold Pensions Ltd',
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'r7-src-clean-morningstar-three-years',
    ESMA_MARCOMMS,
    'discrete years with source, basis and warning',
    'Performance to 31 December each year: 2024 8.1%, 2023 5.6%, 2022 -9.8%. Source: Morningstar, bid to bid, net income reinvested, in sterling. Past performance does not predict future returns.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),
  c(
    'r7-src-clean-fe-five-year',
    ESMA_CSA,
    'a cumulative figure with its source, date and the warning',
    'Figures from FE fundinfo show that the fund returned 23.4% over the five years to 31 December 2024. Past performance is not a reliable indicator of future results.',
    [],
    ['performance-source-missing', 'past-performance-warning-missing'],
  ),

  // --- diminished-warning ------------------------------------------------------------------------------------------
  c(
    'r7-dim-have-to-say',
    FCA_HRI_REVIEW,
    'the warning given as an obligation and then contradicted by a no-loss record',
    "Yes, we have to tell you your capital is at risk. But in eight years our investors haven't lost a single penny.\n\nQuillstone Lending Ltd",
    ['diminished-warning', 'capital-safety-claim'],
    [],
  ),
  c(
    'r7-dim-big-red-box',
    FCA_HRI_REVIEW,
    'the prescribed warning box dismissed as something every site must show',
    "Don't worry too much about the big red warning box at the top of the page. Every crowdfunding platform has to show it, even for the safest deals.",
    ['diminished-warning'],
    [],
  ),
  c(
    'r7-dim-always-come-back',
    ESAS_CRYPTO,
    'a crypto price warning followed by an assurance that prices always recover',
    "Sure, crypto prices can go down. But let's be honest: in the long run they always come back stronger. Petrel.",
    ['diminished-warning', 'certainty-of-returns', 'unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'r7-dim-boring-bit',
    FCA_DUTY_2024,
    'the risk warning introduced as the boring bit before the fun',
    'The boring bit: the value of your investment may fall and you could get back less than you put in. Right, now for the fun stuff! 🎉',
    ['diminished-warning'],
    [],
  ),
  c(
    'r7-dim-tap-to-expand',
    ESMA_DIGITAL,
    'a collapsed warning with a nudge that people skip it',
    'Risk warning ▸ (tap to expand - most people skip this bit 😉)\n\nCFD trading on Lindqvist Markets: indices, FX and commodities with leverage up to 1:30.',
    ['diminished-warning', 'cfd-risk-warning-missing'],
    [],
  ),
  c(
    'r7-dim-clean-read-before',
    FCA_HRI_REVIEW,
    'a plain warning the reader is asked to read before investing',
    'Please read this before you invest. You could lose some or all of the money you put in, and you may not be able to sell your shares when you want to.',
    [],
    ['diminished-warning'],
  ),
  c(
    'r7-dim-clean-we-mean-it',
    ESMA_DIGITAL,
    'a CFD loss figure introduced as something the firm means, not a formality',
    'We mean this warning: 71% of retail investor accounts lose money when trading CFDs with Lindqvist Markets. Think about whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    [],
    ['diminished-warning'],
  ),

  // --- unregulated-status-not-disclosed ----------------------------------------------------------------------------
  c(
    'r7-unr-regulated-firm-loan-notes',
    FCA_APPROVERS_2019,
    'a regulated firm naming its regulator beside unregulated loan notes and wine, without saying which parts are unregulated',
    'Brackenridge Wealth is authorised and regulated by the Financial Conduct Authority. Ask your adviser about our 10% fixed-return property development loan notes and our fine wine investment service.',
    ['unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'r7-unr-staking-apy',
    ESAS_CRYPTO,
    'crypto staking rewards promoted with no mention that the service is unregulated or of risk',
    'Stake your SOL with Petrel and earn up to 7% APY, paid out daily. Start with as little as £10.',
    ['unregulated-status-not-disclosed', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-unr-hotel-room-assured',
    ASA_PROPERTY_2025,
    'a hotel-room investment with assured income, its unregulated status and risks left out',
    'Own a hotel room in Liverpool from £65,000 and receive 10% assured rental income every year for ten years, fully managed by Marram Hospitality.',
    ['unregulated-status-not-disclosed', 'certainty-of-returns', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-unr-clean-art-disclosed',
    ESMA_CSA,
    'a fractional art offer that states it is unregulated and can fall in value',
    'Owning a share of an artwork through Gallerist is not a regulated investment: it is not covered by the FCA, the Financial Ombudsman Service or the FSCS. Art can be hard to sell and its value can fall.',
    [],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'r7-unr-clean-split-activities',
    FCA_APPROVERS_2019,
    'the remedy: a firm makes clear which of its services the FCA regulates and which it does not',
    'Brackenridge Wealth Ltd is authorised and regulated by the Financial Conduct Authority for investment advice. Our property sourcing service is not regulated by the FCA, and you would not have access to the Financial Ombudsman Service or the FSCS for it.',
    [],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'r7-unr-clean-aml-only',
    FCA_Q3_2024,
    'a crypto firm explaining that its FCA registration covers money laundering checks only',
    'Petrel Digital Ltd is registered with the FCA under the Money Laundering Regulations only. The cryptoassets you buy through us are not regulated, and you are unlikely to be protected if something goes wrong.',
    [],
    ['unregulated-status-not-disclosed'],
  ),

  // --- certainty-of-returns ----------------------------------------------------------------------------------------
  c(
    'r7-cer-walk-away-eighteen',
    FOS_STRUCTURED,
    'the top of a growth range presented as what the customer will get',
    'Invest for four years and walk away with 18% growth on top of your money. Ask in branch about the Harrowgate FTSE Growth Plan.',
    ['certainty-of-returns', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-cer-double-in-seven',
    FOS_ENDOWMENT,
    'a promise that money will double in a set time',
    'Your money will double in seven years with the Compass Growth Plan.',
    ['certainty-of-returns', 'forecast-future-performance'],
    [],
  ),
  c(
    'r7-cer-two-percent-weekly',
    ESAS_CRYPTO,
    'fast, fixed returns promised every week',
    'Sign up, deposit, and earn 2% a week - every single week. Withdraw whenever you like. Join 40,000 members at YieldHarbour.',
    ['certainty-of-returns', 'benefits-without-risks'],
    [],
  ),
  c(
    'r7-cer-clean-fixed-not-guaranteed',
    FCA_APPROVERS_2019,
    'the remedy: a fixed coupon explained as not guaranteed, with the default risk',
    'The bond pays a fixed 6.5% a year, but payments are not guaranteed. If Fennick Energy plc gets into financial difficulty it may stop paying interest, and you could lose some or all of the money you invested.',
    [],
    ['certainty-of-returns', 'benefits-without-risks'],
  ),
  c(
    'r7-cer-clean-bad-year',
    FCA_DUTY_2024,
    'a short plain statement that returns are not guaranteed and can be negative',
    'Returns are not guaranteed. In a bad year this portfolio could fall by 20% or more.',
    [],
    ['certainty-of-returns'],
  ),
  c(
    'r7-cer-clean-faq-eighteen',
    FOS_STRUCTURED,
    'the remedy for the FOS case: 18% is the most the plan can pay, with the range and the likely outcome explained',
    'Q: Will I definitely get 18%?\nA: No. 18% over four years is the most the plan can pay, and you only get it if the FTSE 100 rises by at least that much. If the index falls, you get back the amount you invested plus 2%. A fixed-rate savings account might pay you more.',
    [],
    ['certainty-of-returns'],
  ),

  // --- capital-safety-claim ----------------------------------------------------------------------------------------
  c(
    'r7-cap-hundred-percent-secure',
    FCA_HRI_REVIEW,
    'peer-to-peer lending called completely secure because loans are secured on property',
    'Your capital is 100% secure with Quillstone: every loan is backed by UK property.',
    ['capital-safety-claim'],
    [],
  ),
  c(
    'r7-cap-zero-risk-protected',
    FOS_STRUCTURED,
    'a structured plan described as capital protected and risk free, with no explanation of the protection',
    'Capital protected. Zero risk to your savings, with growth linked to the FTSE 100.\n\nHarrowgate FTSE Growth Plan',
    ['capital-safety-claim', 'protection-claim-unexplained'],
    [],
  ),
  c(
    'r7-cap-gold-never-zero',
    ESMA_CSA,
    'gold presented as an investment that cannot lose',
    "You can't lose with physical gold. Unlike shares, it will never be worth nothing. Talk to Aurelian Metals today.",
    ['capital-safety-claim'],
    [],
  ),
  c(
    'r7-cap-safe-as-bank',
    ESMA_CSA,
    'an investment said to be as safe as a bank account',
    'Investing with Tallow & Finch is as safe as keeping your money in the bank, only with better returns.',
    ['capital-safety-claim', 'comparison-unfair', 'savings-comparison'],
    [],
  ),
  c(
    'r7-cap-clean-not-savings',
    FCA_HRI_REVIEW,
    'a plain statement that capital is at risk and there is no FSCS cover',
    'Your capital is at risk. This is not a savings account, and it is not covered by the Financial Services Compensation Scheme if a borrower fails to repay.',
    [],
    ['capital-safety-claim'],
  ),
  c(
    'r7-cap-clean-protection-explained',
    FOS_STRUCTURED,
    'the remedy: the capital protection explained with its condition and what happens if the bank fails',
    'Capital protection: at the end of the five-year term you get back at least what you invested, as long as Harrowgate Bank plc does not fail. If it does, you could lose some or all of your money, and the FSCS does not cover this plan.',
    [],
    ['capital-safety-claim', 'protection-claim-unexplained'],
  ),
  c(
    'r7-cap-clean-faq-is-it-safe',
    FCA_DUTY_2024,
    'an FAQ answer that declines to call an investment safe',
    'Q: Is my money safe?\nA: No investment is completely safe. Cash waiting to be invested is held in a separate client account, but once it is invested its value can rise or fall, and you could get back less than you put in.',
    [],
    ['capital-safety-claim'],
  ),

  // --- superlative-unqualified -------------------------------------------------------------------------------------
  c(
    'r7-sup-best-income-plan',
    FOS_PRECIPICE,
    'a newsletter calling a plan the best of its kind, with no basis',
    'Quite simply, this is the best income plan available today, and the best investment of its kind we have seen.\n\nAshdown Financial Planning',
    ['superlative-unqualified'],
    [],
  ),
  c(
    'r7-sup-number-one-app',
    FCA_GAMING,
    'a "No.1" claim with no source or measure',
    "The UK's No.1 trading app. Join over a million investors on Corvid.",
    ['superlative-unqualified'],
    [],
  ),
  c(
    'r7-sup-most-trusted-pension',
    ASA_MSM,
    'a "most trusted" claim with no evidence or date',
    "Britain's most trusted pension provider. Transfer your old pots to Sunfold today.",
    ['superlative-unqualified'],
    [],
  ),
  c(
    'r7-sup-clean-award-poll',
    ASA_MSM,
    'a "best" title given as a named award with its year and basis',
    'Voted Best Direct Investment Platform at the 2024 Investor Choice Awards, in a poll of 3,100 private investors.',
    [],
    ['superlative-unqualified'],
  ),
  c(
    'r7-sup-clean-lower-cost-survey',
    ASA_CLUBCARD,
    'a cost comparison narrowed to a dated survey with its measure',
    "Our 0.15% platform fee for a global tracker fund was below the 0.30% median of the 14 platforms in Compare Fees' survey of 1 February 2025. Fund charges are extra.",
    [],
    ['superlative-unqualified', 'comparison-unfair'],
  ),
  c(
    'r7-sup-clean-not-the-biggest',
    FCA_DUTY_2024,
    'a firm that says it is neither the biggest nor the cheapest',
    "We're not the biggest platform and we're not the cheapest, and we won't pretend to be. What we offer is one flat fee of £9 a month and no charge to move your money elsewhere.",
    [],
    ['superlative-unqualified', 'comparison-unfair'],
  ),
];
