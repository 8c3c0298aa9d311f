// Round twelve of the dev-only cases (issue 18): written BEFORE any rule change, by an outside writer who did not
// read the rule packs, the lexicons, the checks, the text or language modules, or the frozen half, and who did not
// run the rules on a case while writing it, so this group is HELD OUT until a tuning round measures it first.
// Weighted towards the concepts where the rules were weakest: trivialising investment (fifteen breaches), urgency
// (twelve), sensational language (ten), diminished warnings (ten), certainty of returns and capital safety,
// benefits without risks, past performance without its warning or source, forecasts and simulated figures, unfair
// comparisons and green claims, each with at least three clean look-alikes. Written in registers and images the
// earlier rounds did not use: podcast transcripts, karaoke, horoscopes, photo filters, passport stamps, video
// recorders, sudoku, roller coasters, a crypto machine on a station platform, get-ready-with-me captions, broker
// chats, fake reply threads, a chairman's letter and a fund manager's review with the breach buried mid-paragraph,
// letters to retired members, KID sections, SDR reports, tables of tranches and pros and cons, multi-page
// factsheets that never give a warning, a US dollar fund sold without an exchange-rate warning, warnings undercut
// by layout ("skip to the good part", a list of free gifts, "legal bits nobody reads"), by reframing or by a later
// sentence, and breaches put as questions, irony or understatement. Facts come from outside sources that rounds
// one to eleven did not name: the ASA's rulings on TransferWise (May 2016), FX Compared (2024 site) and Currency
// Wave (November 2024); the FCA's FG21/1 on vulnerable customers (February 2021) and its 2024 Q4 promotions data;
// the FCA and TPR pension scams research (2019) and TPR's Scorpion material; the Central Bank of Ireland's
// Consumer Protection Code 2012 advertising chapter; ASIC's managed fund advertising surveillance (2020, 2022) and
// its greenwashing cases against Mercer (A$11.3m, 2024) and Vanguard (A$12.9m, 2024); the US SEC's orders against
// DWS (2023), Invesco (2024), Titan Global Capital Management (2023) and nine advisers under the marketing rule
// (September 2024); FINRA's case against M1 Finance over paid influencers (March 2024); the Massachusetts
// Securities Division's complaint against Robinhood (2020) and the 2024 consent order; the Ontario Securities
// Commission's gamification research; the Monetary Authority of Singapore's 2022 guidelines on crypto promotion;
// France's 2023 influencer law and the AMF/ARPP certificate; the CMA's undertakings from ASOS, Boohoo and George
// at Asda (March 2024); the EU directive on empowering consumers for the green transition (2024/825); and ESMA's
// guidelines on fund names using ESG terms (May 2024). Every text is in our own words, with invented firms and
// products. Non-UK regulators' texts and the CMA's are filed as `fca-guidance` or `fca-review`. Dev-only: never
// dealt to the frozen half (split.ts deals cases.dev.ts and cases.frozen.ts only). Test data only.
import { devCase as c, type CaseSource as Source, type ExternalCase } from './concepts.ts';

// --- ASA rulings -------------------------------------------------------------------------------------------------
const ASA_TRANSFERWISE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on TransferWise Ltd (A15-312197), May 2016: "THE CLEVER WAY TO BEAT BANK FEES ... you save up to 90%" and a calculator showing savings against an "Average Bank", based on mystery shopping; not substantiated and not verifiable by consumers; upheld (https://www.asa.org.uk/rulings/transferwise-ltd-a15-312197.html)',
};
const ASA_FXCOMPARED: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on FX Compared Ltd (website seen 7 March 2024): "Compare the best international money transfer companies ... save up to 90% on fees and charges versus using your bank", results ranked "in order of the best overall deal" and an "independent & Unbiased" claim; three issues upheld (https://asa.org.uk/rulings/fx-compared-ltd.html)',
};
const ASA_CURRENCYWAVE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Currency Wave Ltd, 6 November 2024: "FCA Authorised" and "FCA REGULATED E-MONEY PARTNER" implied that the advertiser itself provided regulated payment services when a partner did; a cost comparison seen in March 2024 rested on exchange rates from 25 October 2022; upheld (https://marketinglaw.osborneclarke.com/advertising-regulation/currency-waves-ad-waved-away-by-asa)',
};

// --- FCA, TPR and the Central Bank of Ireland ---------------------------------------------------------------------
const FCA_FG21_1: Source = {
  kind: 'fca-guidance',
  ref: 'FCA FG21/1, Guidance for firms on the fair treatment of vulnerable customers, 23 February 2021: a vulnerable customer is someone who, due to their personal circumstances, is especially susceptible to harm; drivers include health, life events, resilience and capability; firms should consider whether their communications can be understood by vulnerable consumers (https://www.regulationtomorrow.com/eu/fca-launches-guidance-for-firms-on-the-fair-treatment-of-vulnerable-customers/)',
};
const FCA_Q4_2024: Source = {
  kind: 'fca-review',
  ref: 'FCA financial promotions quarterly data 2024 Q4: interventions led authorised firms to amend or withdraw 3,697 promotions; 584 alerts on unauthorised firms and individuals, 11% of them clone scams (https://fca.org.uk/data/financial-promotions-quarterly-data-2024-q4/printable/print)',
};
const FCA_TPR_2019: Source = {
  kind: 'fca-review',
  ref: "FCA and The Pensions Regulator pension scams research, 2019: 42% of pension savers could be at risk of falling for a scam, average loss £82,000, 24% took 24 hours or less to decide on a pension offer (https://www.scam-man.com/scam-protection); TPR's Scorpion campaign material warns of offers mentioning legal loopholes, cash incentives and overseas investments (https://www.pensions-expert.com/More/Comment/Regulator-Scammers-continue-to-evolve-we-will-too)",
};
const CBI_CPC: Source = {
  kind: 'fca-guidance',
  ref: 'Central Bank of Ireland Consumer Protection Code 2012, chapter 9 on advertising (investment products from provision 9.32): no misleading indication of past or future performance or of scarcity; prescribed warnings where the consumer may not get back all of the capital, where capital is returned only on a set date and, where relevant, on currency exchange rates; past performance based on a similar product, not selected to exaggerate success or hide its lack, with its source stated; forecasts fair with their assumptions; footnotes of sufficient size and prominence (http://www.centralbank.ie/consumer/cpc/Advertising/Pages/Investment.aspx; https://www.askaboutmoney.com/threads/central-bank-code-on-advertising-requirements.793/)',
};

// --- Australia ------------------------------------------------------------------------------------------------------
const ASIC_FUNDS: Source = {
  kind: 'fca-review',
  ref: "ASIC surveillance of managed fund advertising, June 2020: corrective action by seven responsible entities on 13 funds (about A$2.5bn) for unbalanced comparisons, safety and stability claims for risky assets and withdrawal claims the funds' liquidity did not support; its follow-up programme on performance and risk representations (2022: 'up to' return figures, prominence of disclaimers, size and style of text); advice not to use 'safe', 'secure' or 'guaranteed' for market-linked funds and to balance any stated return with the risk it may not arise (https://www.claytonutz.com/knowledge/2020/june/asic-issues-warning-to-investment-funds-regarding-advertising-and-disclosure; https://www.mcmahonclarke.com/articles/10-tips-help-you-avoid-asics-advertising-axe/)",
};
const ASIC_MERCER: Source = {
  kind: 'fca-review',
  ref: "ASIC v Mercer Superannuation (Australia) Ltd [2024] FCA 850, A$11.3m penalty: seven 'Sustainable Plus' options marketed to members 'deeply committed to sustainability' as excluding carbon-intensive fossil fuels, alcohol and gambling held 15 fossil fuel, 15 alcohol and 19 gambling companies (https://asic.gov.au/about-asic/news-centre/find-a-media-release/2024-releases/24-173mr-asic-s-first-greenwashing-case-results-in-landmark-11-3-million-penalty-for-mercer/)",
};
const ASIC_VANGUARD: Source = {
  kind: 'fca-review',
  ref: 'ASIC v Vanguard Investments Australia Ltd (No 2) [2024] FCA 1086, A$12.9m penalty, September 2024: the Ethically Conscious Global Aggregate Bond Index Fund was said to screen out issuers in industries including fossil fuels, but about 74% of its securities by market value had not been researched or screened against the ESG criteria (https://www.esginvesting.co.uk/2024/09/vanguard-australia-fined-12-9bn-for-greenwashing/)',
};

// --- United States -------------------------------------------------------------------------------------------------
const SEC_DWS: Source = {
  kind: 'fca-review',
  ref: "US SEC settled order against DWS Investment Management Americas Inc., 25 September 2023 ($19m): DWS marketed itself as an ESG leader and said ESG was in its 'DNA', but its investment professionals did not follow the ESG integration processes it advertised (https://www.responsible-investor.com/dws-to-settle-with-sec-for-19m-over-greenwashing-claims/)",
};
const SEC_INVESCO: Source = {
  kind: 'fca-review',
  ref: "US SEC settled order against Invesco Advisers Inc., 8 November 2024 ($17.5m): marketing said 70% to 94% of company-wide assets were 'ESG integrated', counting passive ETFs that did not consider ESG factors, with no written definition of ESG integration; 'saying it doesn't make it so', firms should not capitalise on investing trends and buzzwords (https://mondovisione.com/media-and-resources/news/sec-charges-invesco-advisers-for-making-misleading-statements-about-supposed-inv/)",
};
const SEC_TITAN: Source = {
  kind: 'fca-review',
  ref: "US SEC settled order against Titan Global Capital Management USA LLC, 21 August 2023, the first case under the amended marketing rule: 'annualized' hypothetical returns of up to 2,700% for its Titan Crypto strategy, extrapolated from a 21% return over three weeks on a purely hypothetical account, without disclosing that assumption (https://thefintechtimes.com/sec-charges-titan-to-pay-almost-1million-civil-penalty-for-misleading-metrics-in-adverts/)",
};
const SEC_NINE: Source = {
  kind: 'fca-review',
  ref: "US SEC settled actions against nine investment advisers under the marketing rule, 9 September 2024 ($1.24m): third-party ratings shown without their date or period (one from 2007, a 'top advisor' award from 2018), a 'top 12' claim for a top-1,200 list, testimonials and endorsements without saying the person was paid or whether they were a client (https://vigilantllc.com/1-2-million-in-marketing-rule-violations-9-firms-charged/)",
};
const FINRA_M1: Source = {
  kind: 'fca-review',
  ref: "FINRA settlement with M1 Finance LLC, March 2024 ($850,000), its first case on a firm's supervision of social media influencers: about 1,700 paid influencers and 39,400 new accounts; posts not fair or balanced, with exaggerated, unwarranted or promissory claims: margin loans could be paid back 'at any given time', margin rates called low without saying they vary, the service called free with 'no fees' (https://www.investmentnews.com/regulation-and-legislation/news/finra-fines-m1-finance-in-landmark-social-media-enforcement-250948)",
};
const MASS_ROBINHOOD: Source = {
  kind: 'fca-review',
  ref: 'Massachusetts Securities Division administrative complaint against Robinhood Financial LLC, 16 December 2020, and consent order, January 2024 ($7.5m): gamification to encourage continuous use of the app, confetti after trades, push notifications; a customer with no investment experience made more than 12,700 trades in about six months; median customer age about 31 (https://www.grip.globalrelay.com/robinhood-settles-with-mass-regulator-over-its-gamification-features/)',
};

// --- Canada, Singapore, France ---------------------------------------------------------------------------------
const OSC_GAMIFICATION: Source = {
  kind: 'fca-review',
  ref: "Ontario Securities Commission research on gamification: staff notice and Behavioural Insights Team report, 17 November 2022 (points, leaderboards, rewards and social-norm cues can lead to risky, short-sighted trading); 'Gamification Revisited: New Experimental Findings in Retail Investing' with the GetSmarterAboutTrading.ca simulator (stocks promoted on a social feed traded 12% more, copying a 'high-performing' user 18% more); a February 2026 report on positive uses such as a diversification score (https://mondovisione.com/media-and-resources/news/ontario-securities-commission-publishes-gamification-research-and-launches-new-t; https://www.lexology.com/library/detail.aspx?g=4c259cf4-398a-4aed-8b9a-746d77bbad85)",
};
const MAS_DPT: Source = {
  kind: 'fca-guidance',
  ref: 'Monetary Authority of Singapore guidelines on promoting digital payment token services to the public, 17 January 2022: trading cryptocurrencies is highly risky and not suitable for the general public; providers must not portray it in a way that trivialises the high risks, nor advertise in public areas (public transport, public websites, social media, broadcast and print, physical ATMs) or through influencers, which could encourage impulse trading (https://mothership.sg/2022/01/mas-no-crypto-platform-public-ads-singapore/)',
};
const FRANCE_INFLUENCE: Source = {
  kind: 'fca-guidance',
  ref: "French Law no. 2023-451 of 9 June 2023 on commercial influence, and the AMF and ARPP 'responsible influence' certificate module on financial advertising (September 2023): paid influencers may promote crypto-assets only for authorised providers and may not promote products such as binary options and certain forex CFDs; much of the audience has little financial education (https://cryptoast.fr/influenceurs-crypto-amf-arpp-formation-optionnelle-publicite/; https://www.thebigwhale.io/article-en/crypto-influencers-towards-strict-regulation)",
};

// --- Green claims --------------------------------------------------------------------------------------------------
const CMA_FASHION: Source = {
  kind: 'fca-guidance',
  ref: "CMA undertakings from ASOS, Boohoo and George at Asda, 27 March 2024, and open letter to the fashion sector: green claims accurate with key information clear and prominent; specific terms ('organic', 'recycled', with percentages) rather than ambiguous 'eco', 'responsible' or 'sustainable'; the criteria for green ranges set out; no natural imagery such as green leaves to suggest a product is greener than it is (https://www.mondaq.com/uk/environmental-law/1480476/greenwashing-cma-accepts-undertakings-from-asos-boohoo-and-george-at-asda)",
};
const EU_ECGT: Source = {
  kind: 'fca-guidance',
  ref: "Directive (EU) 2024/825 on empowering consumers for the green transition (applying from 27 September 2026): bans generic environmental claims ('environmentally friendly', 'green', 'eco', 'climate neutral') without recognised excellent environmental performance; bans claims of neutral, reduced or positive climate impact based on offsetting; future environmental performance claims (such as climate neutrality by a date) only with a detailed, realistic implementation plan with measurable, time-bound targets, independently verified (https://sustainablefutures.linklaters.com/post/102iyew/eu-parliament-adopts-directive-on-greenwashing-and-new-consumer-rights-to-promot)",
};
const ESMA_NAMES: Source = {
  kind: 'fca-guidance',
  ref: "ESMA Guidelines on funds' names using ESG or sustainability-related terms, final report 14 May 2024, applying from 21 November 2024: at least 80% of investments used to meet the environmental or social characteristics or sustainable objectives, with the Paris-aligned or Climate Transition Benchmark exclusions (https://osborneclarke.com/insights/esma-sets-stricter-guidelines-esg-and-sustainability-related-fund-names)",
};

const CFD_WARNING = (percent: number, product = 'CFDs', verb = 'trading CFDs') =>
  `${product} are complex instruments and come with a high risk of losing money rapidly due to leverage. ${percent}% of retail investor accounts lose money when ${verb} with this provider. You should consider whether you understand how ${product} work and whether you can afford to take the high risk of losing your money.`;

/** The twelfth round's cases, kept apart so they can be scored as their own group (held out: see README). */
export const DEV_ADDED_ROUND_TWELVE: ExternalCase[] = [
  // --- trivialises-investment: breaches --------------------------------------------------------------------------
  c(
    'd12-001',
    FRANCE_INFLUENCE,
    'a paid podcast read likening choosing a fund to singing karaoke, to an audience with little financial education',
    "[PODCAST TRANSCRIPT, 14:32]\n\nHOST: People always ask me where to start. I tell them: it's karaoke. Nobody's judging your voice. You grab the mic, pick a song you half know, and go for it. Same with the Brightwater app. Pick a fund you've half heard of, stick your first few hundred in, and sing along.\n\nCO-HOST: And if you're flat?\n\nHOST: Then you're flat! Next song. That's the beauty of it.\n\n[Paid partnership with Brightwater Invest Ltd. Capital at risk.]",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-002',
    MASS_ROBINHOOD,
    'a push notification dressing a share purchase up as a star-sign reading, a digital engagement practice',
    "🔮 Your money horoscope is in! Leo: the stars favour bold moves in semiconductors this week. Tap to buy your sign's pick. — Orrery Markets · Capital at risk",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-003',
    OSC_GAMIFICATION,
    'portfolio choice presented as picking a photo filter, switchable as often as the user likes',
    "# How do you want your money to feel?\n\nChoose a filter and we'll build your portfolio to match.\n\n- Sunday Morning: soft, warm, nothing too loud\n- Golden Hour: a bit of glow, a bit of drama\n- Neon: emerging markets and small caps with the saturation turned all the way up\n\nSwitch filters whenever you like, as often as you like.\n\nHalcyon Wealth Ltd. The value of your investments can go down as well as up.",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-004',
    MASS_ROBINHOOD,
    'app release notes adding a celebratory sound and a collectable stamp for every order',
    "What's new in version 5.2\n\n- Every order now rings a bicycle bell and stamps your Trader's Passport.\n- Collect a stamp for every country whose shares you buy. Fill a page and you get a new passport cover.\n- Night mode for charts.\n\nPeregrine Trade · Your capital is at risk.",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-005',
    FCA_FG21_1,
    'a letter to older members saying a leveraged bond is easier than setting a video recorder and the documents are not worth reading',
    "Dear Member,\n\nIf you ever managed to set the timer on a video recorder, you can manage a Ledgerwood Leveraged Property Bond. Honestly, it's the easier of the two. There are no instructions worth reading, and our friendly team will fill in the form with you over the phone.\n\nYour capital is at risk.\n\nYours sincerely,\nThe Ledgerwood Members' Team",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-006',
    MASS_ROBINHOOD,
    'leverage described as a dial that does the thinking for inexperienced customers, with the CFD warning present',
    `Leverage is simply a multiplier dial. Turn it to 30x and your conviction scales with it. No margin maths, no spreadsheets: the dial does the thinking for you.\n\n${CFD_WARNING(71)}\n\nKestrel Point Markets Ltd`,
    ['trivialises-investment'],
    ['cfd-risk-warning-missing'],
  ),
  c(
    'd12-007',
    ASIC_FUNDS,
    'ironic understatement that a frontier fund is as dull and as safe as watching paint dry, and a warning joked away',
    'Ashcombe Frontier Markets Small Cap Fund: roughly as exciting as watching paint dry, and about as dangerous.\n\nCapital at risk, although honestly the biggest risk here is nodding off.\n\nAshcombe Fund Managers',
    ['trivialises-investment', 'diminished-warning'],
    [],
  ),
  c(
    'd12-008',
    MAS_DPT,
    'a push notification inviting an impulse purchase while waiting for a bus',
    'Stuck at the bus stop? 🚌 Buy a slice of Nvidia in three taps before the 42 turns up. Fractional shares from £1 on Lintel. Capital at risk.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-009',
    MAS_DPT,
    'a crypto machine in a railway station, bitcoin bought with spare change on impulse',
    '# Got change?\n\nFeed your spare coins into the Bitwell machine by platform 2 and walk away with Bitcoin. Ticket home, Bitcoin for later: quicker than the departure board takes to update.',
    ['trivialises-investment', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'd12-010',
    FRANCE_INFLUENCE,
    'a get-ready-with-me caption opening a leveraged gold CFD between make-up steps, no CFD warning',
    'GRWM 💄 opening a gold CFD between mascara coats. 20x on gold because the vibes are right ✨ link in bio for Saffron Markets, my code gets you their trading masterclass free #ad',
    ['trivialises-investment', 'cfd-risk-warning-missing'],
    [],
  ),
  c(
    'd12-011',
    FCA_FG21_1,
    'a drawdown customer told to stop opening statements and throw them away unread',
    "Good news: your drawdown pension is now on autopilot. You can stop opening the statements. Seriously, bin them unread, we've got it. Go and enjoy the garden.\n\nCapital at risk. Thornbury Retirement Services",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-012',
    FCA_FG21_1,
    'a third-person advertorial about a retired teacher who treats trading like her daily sudoku',
    "ADVERTISEMENT FEATURE\n\nRetired geography teacher Maureen, 71, treats her Alderbay trading account the way she treats the daily sudoku: ten minutes after breakfast, a handful of trades, pen down. 'It keeps the mind ticking over,' she says. 'And it's a lot more rewarding than the puzzle page.'\n\nAlderbay Markets Ltd. Capital at risk.",
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-013',
    OSC_GAMIFICATION,
    'a table timing each onboarding step in seconds, moving savings in five seconds',
    '| Step | How long |\n| Download the app | 30 seconds |\n| Pick a theme | 10 seconds |\n| Move your savings in | 5 seconds |\n\nUnder a minute from nobody to investor. Wrenfield: capital at risk.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-014',
    OSC_GAMIFICATION,
    'a rhetorical question belittling reading the prospectus',
    'Why overthink it? When did reading a prospectus ever make anyone rich? The people getting ahead just buy. Start with Tallowgate in two taps.\n\nThe value of investments can fall as well as rise.',
    ['trivialises-investment'],
    [],
  ),
  c(
    'd12-015',
    OSC_GAMIFICATION,
    'triple-leveraged products sold as a fairground ride, in hype language',
    'Ready for the ride of your financial life? Strap in with Spurline triple-leveraged ETPs and feel every twist and drop of the Nasdaq, three times over. 🎢\n\nCapital at risk. Leveraged ETPs are complex and can lose value very quickly.',
    ['trivialises-investment', 'sensational-language'],
    [],
  ),

  // --- trivialises-investment: clean look-alikes -------------------------------------------------------------
  c(
    'd12-016',
    MASS_ROBINHOOD,
    'the remedy: celebratory features removed from the order screen, with the reason given',
    '# Changes to the order screen\n\nFrom 1 March we have removed the animation and sound that played after a trade. Your confirmation now shows the price you paid, the fee and a link to the key information document. We made the change because buying or selling an investment is a financial decision, not a milestone to celebrate.\n\nPeregrine Trade',
    [],
    ['trivialises-investment'],
    'investor-communications',
  ),
  c(
    'd12-017',
    OSC_GAMIFICATION,
    'a diversification score used as the OSC found it could help, explained as not a reward',
    'Your diversification score: 64/100\n\nThis number shows how spread out your holdings are across regions and sectors. It does not go up when you trade more, and it is not a reward. A higher score does not protect you from losses: diversified portfolios can still fall in value.\n\nHalcyon Wealth Ltd',
    [],
    ['trivialises-investment'],
  ),
  c(
    'd12-018',
    OSC_GAMIFICATION,
    'karaoke mentioned innocently in a staff news item next to a plain fund notice',
    "# Around the office\n\nOur Bristol team's karaoke night raised £1,860 for the local hospice. Thank you to everyone who sang, and apologies to the neighbours.\n\n# Fund notice\n\nThe annual management charge on the Brightwater UK Equity Income Fund falls from 0.85% to 0.75% on 1 July. You do not need to do anything. The value of investments and the income from them can go down as well as up.",
    [],
    ['trivialises-investment'],
    'investor-communications',
  ),
  c(
    'd12-019',
    FCA_FG21_1,
    'a page for older readers saying plainly that spread betting is not a pastime, with the full warning',
    `# Before you consider spread betting\n\nPlease take your time with this. Spread betting is not a pastime, and it is not suitable for most people in retirement. Because of leverage, a small market move can wipe out your deposit quickly.\n\n${CFD_WARNING(68, 'Spread bets', 'spread betting')}\n\nAlderbay Markets Ltd`,
    [],
    ['trivialises-investment', 'cfd-risk-warning-missing'],
  ),
  c(
    'd12-020',
    FRANCE_INFLUENCE,
    'a disclosed paid post that treats trading seriously, shows a loss beside a gain and carries the warning',
    `Paid partnership with Saffron Markets. Quick one today, and it's a serious one: I never trade CFDs with money I need. Here's my loss from last week (−£420) alongside my gain the week before (+£310).\n\n${CFD_WARNING(72)}`,
    [],
    ['trivialises-investment', 'cfd-risk-warning-missing', 'testimonial-unrepresentative'],
  ),
  c(
    'd12-021',
    OSC_GAMIFICATION,
    'a practice mode with pretend money, explained as learning only and not real returns',
    'GetReady Practice Mode lets you trade with £10,000 of pretend money so you can learn how orders work. Results in practice mode are not real returns, are not shown in your account history and say nothing about how you would do with real money.\n\nWrenfield Invest Ltd',
    [],
    ['trivialises-investment', 'simulated-past-performance'],
  ),

  // --- urgency-pressure: breaches -----------------------------------------------------------------------------------
  c(
    'd12-022',
    FCA_TPR_2019,
    'a formal letter to a pension holder saying personal transfer terms lapse in seven days and cannot be reissued',
    'Dear Mr Okafor,\n\nFurther to our telephone conversation, I enclose the transfer forms for your final salary scheme. I must stress that the enhanced terms we have secured for you personally are held for seven days from the date of this letter only. After that they lapse and, I regret, cannot be reissued. Please sign where marked and return the forms by first-class post without delay.\n\nYours sincerely,\nGraham Pettifer\nSenior Retirement Consultant, Holloway Pension Partners',
    ['urgency-pressure'],
    [],
  ),
  c(
    'd12-023',
    CBI_CPC,
    "pressure buried mid-paragraph in a chairman's letter: an opportunity unlikely to recur, act without delay",
    "# Chairman's letter\n\nThe year under review was one of steady progress across the portfolio. Net asset value per share rose modestly, the dividend was maintained and the board continued to keep costs under close review. Your directors consider that the placing of new shares announced today represents an opportunity that is most unlikely to recur in the present cycle, and that shareholders wishing to participate should act without delay, since the board expects the placing to be taken up in full within days of opening. Further details of the placing, including the associated risks, are set out in the circular.\n\nSir Anthony Greaves, Chairman, Farrowdale Investment Trust plc",
    ['urgency-pressure'],
    [],
    'investor-communications',
  ),
  c(
    'd12-024',
    OSC_GAMIFICATION,
    'a trending feed naming friends who bought, to push the reader in before the price moves',
    "🔥 Trending on Copperleaf\n\n1,942 members bought Aurora Robotics in the last hour. Your friends Priya and Tom are in. Don't be the one watching from the sidelines: join them before it moves.\n\nCapital at risk.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'd12-025',
    OSC_GAMIFICATION,
    "a copy-trading prompt with a fifteen-minute window on a 'top trader's' entry price",
    `Top trader @Vesper just opened a new position in Brent crude. Copy her in one tap. Copiers get her entry price for the next 15 minutes only, so don't miss it.\n\n${CFD_WARNING(76)}\n\nCopperleaf Markets Ltd`,
    ['urgency-pressure'],
    ['cfd-risk-warning-missing'],
  ),
  c(
    'd12-026',
    FCA_Q4_2024,
    'a fake reply thread marked final reminder, with units held as a favour until tomorrow morning',
    "Subject: RE: RE: RE: Your reserved units (FINAL reminder)\n\nHi again,\n\nI still haven't had your confirmation. I've kept your units aside as a favour, but compliance tell me I can't do that past tomorrow morning. If I don't hear back they're released, and I can't promise I'll get them back for you.\n\nBest,\nCallum\nWestmarch Private Clients",
    ['urgency-pressure'],
    [],
  ),
  c(
    'd12-027',
    FCA_TPR_2019,
    'an older reader told that at 67 waiting is a luxury they cannot afford',
    "At 67, waiting is the one luxury you can no longer afford. Every year you hesitate is a year of income you'll never get back. Call our retirement income desk today and let's get your pension working before it's too late.\n\nThornbury Retirement Services. Capital at risk.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'd12-028',
    CBI_CPC,
    'scarcity shown as a table of sold-out tranches, pension savers asked to release funds today; unlisted bonds without the high-risk warning',
    '| Tranche | Status |\n| A (January) | Fully subscribed |\n| B (March) | Fully subscribed |\n| C (now open) | 91% subscribed |\n\nTranche C will not be repeated, and SIPP investors are allocated on a first come, first served basis. Ask your pension provider to release the funds today.\n\nHarbourline Property Income Bonds (unlisted). Capital at risk.',
    ['urgency-pressure', 'high-risk-warning-missing'],
    [],
  ),
  c(
    'd12-029',
    CBI_CPC,
    'ironic understatement ("no rush, obviously") over a price rise on Friday',
    "No rush, obviously. Take all the time you like. It's just that the launch price of 100p becomes 104p on Friday and, between us, we won't be asking twice.\n\nKingsmere Strategic Bond Fund. Capital at risk.",
    ['urgency-pressure'],
    [],
  ),
  c(
    'd12-030',
    FRANCE_INFLUENCE,
    'a podcast host saying the code expires at midnight and the boat will have sailed',
    "...and I'm only going to say this once on the show, because it's genuinely that good: the code expires at midnight tonight. After that you've missed the boat, and I'm not doing another one. Head to Gildencroft, pop in PODCAST and open your stocks and shares ISA tonight. [Ad. Capital at risk.]",
    ['urgency-pressure'],
    [],
  ),
  c(
    'd12-031',
    CBI_CPC,
    'imagined regret in front of grandchildren used to rush a bullion order, without saying bullion is unregulated',
    'Picture it: twenty years from now your grandchildren ask what you did when gold broke out. Do you really want to tell them you were "thinking about it"? Order your Aurelian bullion bars before the weekend.\n\nAurelian Metals Ltd',
    ['urgency-pressure', 'unregulated-status-not-disclosed'],
    [],
  ),
  c(
    'd12-032',
    MAS_DPT,
    'an e-mail subject and body in hype language pushing an unnamed coin before it "goes stratospheric", no crypto warning',
    'Subject: 🚀🚀 MOONSHOT ALERT: the coin everyone will be talking about 🚀🚀\n\nThis is the one. Get in at ground level through Orbitline Exchange before it goes stratospheric.',
    [
      'sensational-language',
      'urgency-pressure',
      'forecast-future-performance',
      'crypto-risk-warning-missing',
    ],
    [],
  ),
  c(
    'd12-033',
    MAS_DPT,
    'a free-bitcoin offer for buying crypto this week, with no crypto warning',
    "Sign up this week, buy £100 of crypto and we'll drop £20 of Bitcoin into your wallet. On us. 🎁\n\nGlacierChain",
    ['incentive-to-invest', 'urgency-pressure', 'crypto-risk-warning-missing'],
    [],
  ),

  // --- urgency-pressure: clean look-alikes -------------------------------------------------------------------
  c(
    'd12-034',
    FCA_TPR_2019,
    'a pension transfer letter saying there is no deadline and explaining why a quote has an expiry date',
    "There is no deadline for this decision. Your transfer value is guaranteed for three months because that is how long the scheme will hold it, and you can ask for a new one after that. We strongly recommend you speak to Pension Wise or a regulated adviser first. Please don't let anyone, including us, hurry you.\n\nHolloway Pension Partners",
    [],
    ['urgency-pressure', 'certainty-of-returns'],
  ),
  c(
    'd12-035',
    CBI_CPC,
    'a rights issue timetable stated as fact, with every choice including doing nothing',
    '# Rights issue: your choices\n\nTo take up your rights, your instruction must reach us by 11am on 4 June 2026. You do not have to take part. If you do nothing, your rights will lapse, and any premium raised by selling them will be paid to you if it is more than £5. You can also sell your rights instead. Please read the prospectus before deciding.\n\nFarrowdale Investment Trust plc',
    [],
    ['urgency-pressure'],
    'investor-communications',
  ),
  c(
    'd12-036',
    OSC_GAMIFICATION,
    "the remedy for a social feed: what 'most bought today' means and that there is no time limit",
    "Why am I seeing this? The 'Most bought today' list shows what other Copperleaf members bought, not what we recommend. Popularity says nothing about whether an investment suits you, and popular shares can fall sharply. There is no time limit on any decision you make here.",
    [],
    ['urgency-pressure'],
  ),
  c(
    'd12-037',
    CBI_CPC,
    'a VCT offer closing date given as fact, with risks and the tax caveat',
    'The offer for subscription in the Gildencroft Growth VCT closes at 3pm on 2 April 2027, or earlier if it is fully subscribed; any early closure will be announced through a regulatory information service. Please read the prospectus, including the risk factors, before applying. VCT shares can be hard to sell and their value can fall. Tax reliefs depend on your individual circumstances and may change.',
    [],
    ['urgency-pressure', 'tax-treatment-caveat-missing'],
  ),
  c(
    'd12-038',
    FCA_FG21_1,
    'a covering note for an older client encouraging them to take time and talk it over, with the cancellation right',
    "We've enclosed the paperwork, but please don't feel you need to return it quickly. You might like to talk it over with a family member or a friend first. If you do go ahead, you'll have 30 days to change your mind and cancel. The value of your investment can go down as well as up.\n\nThornbury Retirement Services",
    [],
    ['urgency-pressure'],
  ),

  // --- sensational-language: breaches ----------------------------------------------------------------------------
  c(
    'd12-039',
    FINRA_M1,
    'an exaggerated sponsored podcast segment calling a share a monster going parabolic',
    "HOST: This stock is a monster. An absolute unit. It's going parabolic and honestly I don't think people are ready for it.\n\n[Sponsored by Rookwood Shares. Capital at risk.]",
    ['sensational-language'],
    [],
  ),
  c(
    'd12-040',
    ASIC_FUNDS,
    'a headline saying a fund "detonated" and "blew the doors off"',
    '# The quiet little fund that detonated\n\nThree years ago nobody had heard of the Pellbrook Micro-Cap Fund. Then it blew the doors off. Find out what our managers saw that nobody else did.\n\nCapital at risk.',
    ['sensational-language'],
    [],
  ),
  c(
    'd12-041',
    ASIC_FUNDS,
    'a "spectacular, once-in-a-generation windfall" buried in a sober annual report paragraph',
    "The Company's strategy remains unchanged: to invest in a concentrated portfolio of listed and unlisted infrastructure businesses in Northern Europe, with an emphasis on regulated assets and contracted revenues. Over the period the board reviewed the valuation methodology, appointed an additional independent director and extended the revolving credit facility to 2029. In the board's view, the sale of the Baltic fibre network is set to deliver a spectacular, once-in-a-generation windfall to shareholders. The annual general meeting will be held on 18 September at the Company's registered office.\n\nLanthorn Infrastructure plc",
    ['sensational-language', 'forecast-future-performance'],
    [],
    'investor-communications',
  ),
  c(
    'd12-042',
    SEC_INVESCO,
    'hype dressed in technical buzzwords: a hyper-convex return engine with explosive optionality',
    'Kinetic Alpha Fund: an asymmetric, hyper-convex return engine with explosive optionality across the AI stack. Institutional-grade firepower, now unlocked for everyday investors.\n\nCapital at risk. Past performance is not a reliable indicator of future results.',
    ['sensational-language'],
    [],
  ),
  c(
    'd12-043',
    FCA_FG21_1,
    'a letter to older readers promising a "simply staggering, jaw-dropping" income cheque',
    'Dear Reader,\n\nImagine opening your post each quarter to find a simply staggering, jaw-dropping income cheque from the Marlow Gate Equity Income Fund. That is the joy our members talk about.\n\nThe value of investments and the income from them can fall, and you may get back less than you invested.',
    ['sensational-language'],
    [],
  ),
  c(
    'd12-044',
    FINRA_M1,
    'a "wealth tsunami" predicted for holders of lithium miners',
    'A wealth tsunami is about to hit anyone holding lithium miners. The Electra Metals Fund puts you right in its path.\n\nCapital at risk.',
    ['sensational-language', 'forecast-future-performance'],
    [],
  ),
  c(
    'd12-045',
    ASIC_FUNDS,
    'a bullet list of hype adjectives under a heading about investors piling in',
    '# Why investors are piling in\n\n- Blistering growth\n- Eye-watering yields\n- Mind-blowing upside\n\nThe Tamarind Frontier Income Fund. Capital at risk: the value of your investment and any income from it can fall.',
    ['sensational-language'],
    [],
  ),
  c(
    'd12-046',
    CMA_FASHION,
    'a fund called a climate superhero that smashes pollution, with no basis for the green claim',
    'Meet the climate superhero of your ISA. The Verdance Planet Fund smashes pollution to pieces and turbo-charges a greener tomorrow.\n\nCapital at risk.',
    ['sensational-language', 'greenwashing-vague-claim'],
    [],
  ),

  // --- sensational-language: clean look-alikes ---------------------------------------------------------------
  c(
    'd12-047',
    ASIC_FUNDS,
    'strong but factual words in a monthly market review',
    '# Market review: October\n\nGlobal equities fell sharply in a volatile month, with technology shares hit hardest after weaker-than-expected earnings. Bond yields rose and sterling weakened against the dollar. We made no changes to the portfolio.',
    [],
    ['sensational-language'],
    'investor-communications',
  ),
  c(
    'd12-048',
    ESMA_NAMES,
    '"explosive" used literally in an exclusion policy for controversial weapons',
    'The fund excludes companies involved in the production of controversial weapons, including cluster munitions, anti-personnel mines and other explosive weapons banned under international treaties. Exclusions are applied using data from an external research provider and reviewed every quarter.',
    [],
    ['sensational-language'],
  ),
  c(
    'd12-049',
    CBI_CPC,
    'a dramatic word used about losses, with the figure, its source and the warning',
    'For some bond investors the losses of 2022 were staggering. Our Kingsmere Strategic Bond Fund fell 14.8% in that calendar year (source: Kingsmere, net of fees, in sterling). Below we explain what we have changed and what we have not. Past performance is not a reliable indicator of future results.',
    [],
    ['sensational-language', 'past-performance-warning-missing', 'performance-source-missing'],
  ),

  // --- diminished-warning: breaches ------------------------------------------------------------------------------
  c(
    'd12-050',
    FCA_Q4_2024,
    'the prescribed high-risk warning called out of date by the firm, with a coupon record given as reassurance',
    "The FCA insists we describe the Ridgeway Growth Notes as a 'high-risk investment'. Frankly, we think that label belongs to a different era: our notes have paid every coupon on time since 2019.\n\nDon't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong.",
    ['diminished-warning', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'd12-051',
    CBI_CPC,
    'the risk warning listed as one item among free gifts, so it reads as another perk',
    "Open a Fernhill Junior ISA this month and you'll get:\n\n- A free cuddly fox for your little one\n- Capital at risk\n- A birthday card from us every year\n- Statements twice a year",
    ['diminished-warning'],
    [],
  ),
  c(
    'd12-052',
    OSC_GAMIFICATION,
    'the warning reframed as good news: every fall is a sale',
    'Yes, your investment can fall in value. Which is brilliant news, really: every dip is just a sale on shares you already wanted.\n\nWillowmere Invest',
    ['diminished-warning'],
    [],
  ),
  c(
    'd12-053',
    ASIC_FUNDS,
    'a bracket qualifies the capital-at-risk warning out of existence',
    "Your capital is at risk (but only if you sell at the wrong time, and our members don't).\n\nCastlegate Balanced Portfolio",
    ['diminished-warning', 'capital-safety-claim'],
    [],
  ),
  c(
    'd12-054',
    CBI_CPC,
    'the risks section tells the reader to skip to "the good part"',
    '# Risks\n\n(Skip to the good part ↓)\n\nThe value of investments can go down as well as up and you may get back less than you invest. Emerging market shares can be volatile.\n\n# The good part\n\nThe Saltings Emerging Leaders Fund gives you a stake in the fastest-growing consumer markets on earth.\n\nSaltings Asset Management',
    ['diminished-warning'],
    [],
  ),
  c(
    'd12-055',
    ASIC_FUNDS,
    'the question "could you lose money?" answered "in theory", then a model said to have it covered',
    'Could you lose money? In theory, yes. In practice our volatility-control model has it covered: it steps in long before any real damage is done.\n\nQuillon Managed Portfolios. Capital at risk.',
    ['diminished-warning', 'capital-safety-claim'],
    [],
  ),
  c(
    'd12-056',
    ASIC_FUNDS,
    'a correct warning cancelled by the next sentence: patient investors always come out ahead',
    'The value of your investment can fall as well as rise. History shows, however, that patient investors in the Harrowgate Global Fund always come out ahead in the end.',
    ['diminished-warning', 'certainty-of-returns'],
    [],
  ),
  c(
    'd12-057',
    CBI_CPC,
    'a KID risk section that explains the risk indicator away',
    '# What are the risks and what could I get in return?\n\nRisk indicator: 6 out of 7.\n\nThis rating reflects nothing more than the everyday ups and downs of share prices and need not concern anyone investing for the long term. You could lose some or all of your investment.',
    ['diminished-warning'],
    [],
    'priips-kid',
  ),
  c(
    'd12-058',
    CBI_CPC,
    'the warning put under a heading calling it the legal bits nobody reads',
    'Grow your pension with the Oakhurst Adventurous Fund.\n\n# The legal bits nobody reads\n\nThe value of your pension can go down as well as up. You may get back less than you paid in.',
    ['diminished-warning'],
    [],
  ),

  // --- diminished-warning: clean look-alikes -------------------------------------------------------------------
  c(
    'd12-059',
    ASIC_FUNDS,
    'the FCA high-risk label explained and reinforced, with the prescribed warning',
    "The FCA classes the Ridgeway Growth Notes as a high-risk investment. Here is what that means for you: if the company that issues the notes fails, you could lose everything you invested, and the Financial Services Compensation Scheme would not cover you.\n\nDon't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong.",
    [],
    ['diminished-warning', 'high-risk-warning-missing'],
  ),
  c(
    'd12-060',
    CBI_CPC,
    'the risks deliberately put at the top of the page, before the description',
    '# Read this first\n\nWe have put the risks at the top of this page on purpose. The fund invests in smaller emerging-market companies, whose shares can fall sharply and be hard to sell. You could get back less than you invest.\n\n# About the fund\n\nThe Saltings Emerging Leaders Fund aims to grow your money over at least five years.',
    [],
    ['diminished-warning'],
  ),
  c(
    'd12-061',
    CBI_CPC,
    'a KID risk section in the standard words, nothing explained away',
    '# What are the risks and what could I get in return?\n\nRisk indicator: 6 out of 7.\n\nWe have classified this product as 6 out of 7, which is the second-highest risk class. This rates the potential losses from future performance at a high level. This product does not include any protection from future market performance, so you could lose some or all of your investment.',
    [],
    ['diminished-warning'],
    'priips-kid',
  ),
  c(
    'd12-062',
    FCA_FG21_1,
    'free gifts and the risks kept apart under their own headings',
    '# What you get\n\n- A free cuddly fox for your little one\n- A birthday card every year\n\n# What you should know\n\nA Junior Stocks and Shares ISA invests in the stock market, so its value can fall as well as rise and your child may get back less than you put in. The money is locked away until they turn 18.\n\nFernhill Savings & Investments',
    [],
    ['diminished-warning'],
  ),

  // --- certainty-of-returns and capital-safety-claim: breaches -----------------------------------------------
  c(
    'd12-063',
    ASIC_FUNDS,
    'a market-linked fund yield said to be locked in whatever markets do',
    'Your 6.2% a year is locked in from day one, whatever the markets decide to do. The Stourbridge Enhanced Income Fund: income without the guesswork.\n\nCapital at risk.',
    ['certainty-of-returns'],
    [],
  ),
  c(
    'd12-064',
    FCA_FG21_1,
    'an equity income fund described as dependable clockwork income for older readers, no risks',
    'A dependable income you can set your watch by. The Marlow Gate Equity Income Fund pays out every quarter, like clockwork, whatever happens in the world.',
    ['certainty-of-returns', 'benefits-without-risks'],
    [],
  ),
  c(
    'd12-065',
    SEC_TITAN,
    'quant jargon promising a deterministic return and immunity from drawdowns',
    'Strategy characteristics: deterministic 9.0% p.a. net return profile; drawdown-immunised via a systematic overlay; zero correlation to equity beta.\n\nNorthgate Quant Partners LLP',
    ['certainty-of-returns', 'capital-safety-claim', 'benefits-without-risks'],
    [],
  ),
  c(
    'd12-066',
    FINRA_M1,
    'a promissory return put as a rhetorical question: a 10% return that cannot fail to arrive',
    "What if I told you there's a 10% return that simply can't fail to arrive? No catch. That's what Tenterden Property Income members get, year in, year out.\n\nCapital at risk.",
    ['certainty-of-returns'],
    [],
  ),
  c(
    'd12-067',
    ASIC_FUNDS,
    'a table headed "what you will receive" giving a fund 8% a year and capital back, with no risks',
    '# What you will receive\n\n| Year | Return |\n| 1 | 8% |\n| 2 | 8% |\n| 3 | 8% |\n| 4 | 8% plus your capital back |\n\nCorbridge Fixed Horizon Bond Fund',
    ['certainty-of-returns', 'capital-safety-claim', 'forecast-future-performance', 'benefits-without-risks'],
    [],
  ),
  c(
    'd12-068',
    ASIC_FUNDS,
    'a fund lending to developers likened to a bank account where capital stays put, paying 7%',
    'Think of it as a savings account that simply pays more. Your capital stays put, exactly as it would in the bank, while the Larchmont Mortgage Income Fund earns you 7% a year from loans to property developers.',
    ['capital-safety-claim', 'savings-comparison', 'certainty-of-returns', 'benefits-without-risks'],
    [],
  ),
  c(
    'd12-069',
    ASIC_FUNDS,
    'capital called ring-fenced and bullet-proof with no explanation of what protects it',
    'Ring-fenced. Bullet-proof. Your capital sits behind three layers of armour in the Fortis Vault Bond.',
    ['capital-safety-claim', 'protection-claim-unexplained'],
    [],
  ),
  c(
    'd12-070',
    FCA_FG21_1,
    'retired members promised the safest hands in Britain and not a penny lost',
    "Your nest egg will be in the safest hands in Britain, and it won't drop by a penny. That's the Bellhaven promise to every retired member.\n\nBellhaven Retirement Plan",
    ['capital-safety-claim', 'superlative-unqualified'],
    [],
  ),
  c(
    'd12-071',
    MAS_DPT,
    'crypto staking with coins said to be 100% safe, no crypto warning',
    'Stake your ETH in the Glacier Vault and earn up to 6% APY. Your coins are 100% safe with us, always.\n\nGlacierChain',
    ['capital-safety-claim', 'crypto-risk-warning-missing', 'benefits-without-risks'],
    [],
  ),
  c(
    'd12-072',
    ASIC_FUNDS,
    'a structured plan called protected with no word on what the protection depends on',
    'Your investment is protected. Enjoy 70% of any rise in the FTSE 100 over six years with the Kestrel Protected Growth Plan 12.',
    ['protection-claim-unexplained', 'capital-safety-claim', 'benefits-without-risks'],
    [],
  ),

  // --- certainty-of-returns and capital-safety-claim: clean look-alikes ------------------------------------
  c(
    'd12-073',
    ASIC_FUNDS,
    'a fixed-rate deposit, where a known return and deposit protection are true and explained',
    "Kingsbridge 2-Year Fixed Saver: 4.10% AER, fixed until 30 June 2028, so you'll know exactly what you'll earn. Your deposit is protected by the Financial Services Compensation Scheme up to its limit per person. No withdrawals are allowed before maturity.\n\nKingsbridge Building Society",
    [],
    ['certainty-of-returns', 'capital-safety-claim', 'protection-claim-unexplained'],
  ),
  c(
    'd12-074',
    ASIC_FUNDS,
    'a target income hedged as a target, not a guarantee',
    'The Stourbridge Enhanced Income Fund aims to pay an income of around 5% a year. This is a target, not a guarantee: the income can fall, and so can the value of your investment.',
    [],
    ['certainty-of-returns'],
  ),
  c(
    'd12-075',
    CBI_CPC,
    '"could it lose money?" answered yes, with the worst year, its source and the warning',
    "# Could the Castlegate Balanced Portfolio lose money?\n\nYes. In 2022 it fell 11% (source: Castlegate, net of charges). A fall like that, or a bigger one, could happen again, and there's no guarantee you'll get back what you put in. Past performance is not a reliable indicator of future results.",
    [],
    ['capital-safety-claim', 'past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'd12-076',
    CBI_CPC,
    'capital protection explained: who it depends on, no FSCS cover, and early encashment',
    '# How the protection works\n\nAt maturity you get back your initial capital in full, provided Harwell Bank plc, which issues the plan, does not fail. If it does, you could lose some or all of your money, and the plan is not covered by the Financial Services Compensation Scheme. If you cash in before maturity you may get back less than you invested.\n\nKestrel Protected Growth Plan 12',
    [],
    ['capital-safety-claim', 'protection-claim-unexplained'],
  ),
  c(
    'd12-077',
    ASIC_FUNDS,
    '"safe" used about data security, with the money said plainly to be at risk',
    'Your data is safe with us: we encrypt everything and never sell your details. Your money is a different matter. Investments can fall in value, and you could get back less than you put in.\n\nQuillon Managed Portfolios',
    [],
    ['capital-safety-claim'],
  ),

  // --- benefits-without-risks: breaches --------------------------------------------------------------------------
  c(
    'd12-078',
    FINRA_M1,
    'a paid influencer caption on borrowing against a portfolio, repayable whenever, with no risks',
    "Caption: low-rate borrowing against my portfolio is my secret weapon 🔑 you can pay it back whenever you like, there's no set time period. Unlock cash without selling a thing with Cobaltline Invest #partner",
    ['benefits-without-risks'],
    [],
  ),
  c(
    'd12-079',
    CBI_CPC,
    'a VCT sold on a list of tax reliefs, with no risks and no tax caveat',
    "# Why a VCT?\n\n- 30% income tax relief on what you invest\n- Tax-free dividends\n- No capital gains tax when you sell\n- A stake in the UK's most exciting young companies\n\nThe Gildencroft Growth VCT",
    ['benefits-without-risks', 'tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'd12-080',
    FCA_FG21_1,
    'drawdown sold to retirees as a higher income than an annuity, with nothing on what could go wrong',
    "With Thornbury Flexi-Income you keep your pension invested, take a higher income than an annuity would pay, stay in control, and pass on whatever's left to your family.",
    ['benefits-without-risks', 'comparison-unfair'],
    [],
  ),
  c(
    'd12-081',
    ASIC_FUNDS,
    'a pros and cons table with every con a dash',
    '| Pros | Cons |\n| Quarterly income of 7% | — |\n| Backed by UK property | — |\n| Easy online application | — |\n\nHalberd Property Income Fund',
    ['benefits-without-risks', 'certainty-of-returns'],
    [],
  ),
  c(
    'd12-082',
    FRANCE_INFLUENCE,
    'a podcast ad read for property crowdfunding with returns and no risks or high-risk warning',
    '...this episode is brought to you by Brickfield Crowd. Back local developers from £100, earn up to 12% a year, and watch your money help build homes in your own town. Head to brickfieldcrowd dot co dot uk slash pod.',
    ['benefits-without-risks', 'high-risk-warning-missing'],
    [],
  ),
  c(
    'd12-083',
    ASIC_FUNDS,
    'a three-page fund brochure that gives benefits, the team and how to invest, and never a risk',
    '# The Redcliffe Global Technology Fund\n\nOwn the companies shaping the next decade. Our managers look for businesses with strong growth, pricing power and global reach.\n\n---page---\n\n# Meet the team\n\nThe fund is led by Anjali Rao, who has managed technology portfolios for eighteen years. Her team of six analysts meets every company it invests in.\n\n---page---\n\n# How to invest\n\nThrough our website, your adviser or most investment platforms. Minimum investment £1,000, or £50 a month.\n\nRedcliffe Investment Managers Ltd',
    ['benefits-without-risks', 'capital-at-risk-warning-missing'],
    [],
  ),

  // --- benefits-without-risks: clean look-alikes ---------------------------------------------------------------
  c(
    'd12-084',
    FINRA_M1,
    'a paid influencer caption on portfolio borrowing that spells out the rate and margin-call risks',
    "Caption: I use portfolio borrowing now and then, but here's the bit people skip: the rate can change, and if my investments fall Cobaltline can ask me to add cash or sell my holdings for me, possibly at a bad time. It's happened to me. Only borrow what you could repay tomorrow. #partner Capital at risk.",
    [],
    ['benefits-without-risks'],
  ),
  c(
    'd12-085',
    ASIC_FUNDS,
    'a two-column table setting each benefit beside its risk',
    '| What you could gain | What you could lose |\n| Income paid quarterly, currently around 5% a year | The income is not fixed and can fall |\n| Exposure to UK commercial property | Property can be hard to sell, and dealing may be suspended |\n| Professional management | The value of your investment can fall below what you paid |\n\nHalberd Property Income Fund',
    [],
    ['benefits-without-risks', 'certainty-of-returns'],
  ),
  c(
    'd12-086',
    CBI_CPC,
    'VCT reliefs given with the risks and the individual-circumstances caveat',
    '# Why a VCT, and why not\n\nVCTs offer income tax relief of 30% on new shares held for five years, and dividends free of income tax. But they invest in small, unquoted companies that often fail, their shares can be hard to sell, and you could lose money. Tax treatment depends on your individual circumstances and may change in future.\n\nThe Gildencroft Growth VCT',
    [],
    ['benefits-without-risks', 'tax-treatment-caveat-missing'],
  ),

  // --- past performance: breaches and one currency look-alike ------------------------------------------------
  c(
    'd12-087',
    CBI_CPC,
    'a three-page factsheet with five discrete years, source and period, and no past performance warning anywhere',
    '# Alderney UK Smaller Companies Fund\n\nFactsheet, 31 March 2026\n\n---page---\n\n# Performance\n\n| 12 months to 31 March | 2022 | 2023 | 2024 | 2025 | 2026 |\n| Fund | 14.2% | -18.6% | 6.1% | 9.4% | 11.0% |\n| Benchmark | 12.0% | -15.1% | 4.9% | 7.2% | 8.8% |\n\nSource: Lipper, total return, net of fees, in sterling.\n\n---page---\n\n# Important information\n\nCapital at risk. Issued by Alderney Fund Managers Ltd, authorised and regulated by the Financial Conduct Authority.',
    ['past-performance-warning-missing'],
    ['performance-source-missing', 'performance-period-missing'],
  ),
  c(
    'd12-088',
    CBI_CPC,
    'an e-mail giving a sourced five-year return and a count of investors, without the warning',
    "Subject: Our best-selling fund, in numbers\n\nThe Pennant Global Leaders Fund returned 84% over the five years to 31 December 2025 (source: Morningstar, bid to bid, net income reinvested). That's why more than 40,000 investors trust us with their money.\n\nCapital at risk.",
    ['past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'd12-089',
    CBI_CPC,
    'a ten-year average return with its warning and period but no source',
    'The Pennant Income Fund has returned 11.2% a year on average over the ten years to 31 March 2026. Past performance is not a reliable indicator of future returns.',
    ['performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'd12-090',
    CBI_CPC,
    "clients' average growth with a warning but no source and no period",
    "Our clients' portfolios have grown by an average of 9% a year. Past performance is not a guide to future performance.\n\nEastwell Wealth Management",
    ['performance-source-missing', 'performance-period-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'd12-091',
    FCA_FG21_1,
    'a warm letter to a retired member saying the plan has more than doubled money since launch, with nothing else',
    "Dear Mrs Hargreaves,\n\nWe thought you'd like to know that since we launched the Bellhaven Cautious Income Plan in 2015 it has more than doubled the money our earliest members put in.\n\nWith warm regards,\nThe Bellhaven Team",
    ['past-performance-warning-missing', 'performance-source-missing', 'performance-period-missing'],
    [],
  ),
  c(
    'd12-092',
    MASS_ROBINHOOD,
    "a push notification giving last year's return with no source or warning",
    "📈 Sidewinder Tech Fund: up 23% last year. See what's driving it → Capital at risk",
    ['past-performance-warning-missing', 'performance-source-missing'],
    [],
  ),
  c(
    'd12-093',
    CBI_CPC,
    'a fund priced and reported in US dollars sold to UK retail investors with no exchange-rate warning on any page',
    '# Cascadia US Dividend Growth Fund (USD share class)\n\nFor UK investors. Minimum investment $5,000.\n\n---page---\n\n# Performance in US dollars\n\n| Year to 31 December | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Fund (USD) | 22.1% | -9.4% | 13.0% | 15.8% | 12.6% |\n\nSource: Cascadia Capital, net of fees, in US dollars. Past performance is not a reliable indicator of future results.\n\n---page---\n\n# Important information\n\nThe value of investments can fall as well as rise. Issued to UK retail investors by Cascadia Capital (UK) Ltd, authorised and regulated by the Financial Conduct Authority.',
    ['exchange-rate-warning-missing'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'd12-094',
    CBI_CPC,
    'an e-mail launching a dollar-traded ETF to UK investors, no currency warning',
    "Subject: Own America's dividend aristocrats\n\nOur new Beacon US Dividend ETF trades in US dollars on the London Stock Exchange. Buy it through your usual platform from $25.\n\nCapital at risk. Beacon ETF Management Ltd",
    ['exchange-rate-warning-missing'],
    [],
  ),
  c(
    'd12-095',
    CBI_CPC,
    'an unhedged yen share class with the currency risk explained',
    '# Sakura Japan Value Fund (sterling unhedged share class)\n\nThe fund invests in Japanese shares priced in yen. Because this share class is not hedged, changes in the exchange rate between sterling and the yen can make the value of your investment go down as well as up, separately from share price movements. Capital at risk.\n\nSakura Asset Management (UK) Ltd',
    [],
    ['exchange-rate-warning-missing'],
  ),

  // --- forecast-future-performance and simulated-past-performance: breaches ----------------------------------
  c(
    'd12-096',
    CBI_CPC,
    'analysts expect a fund to double by 2030, with no basis and no forecast warning',
    'Our analysts expect the Meridian Clean Grid Fund to double in value by 2030 as grid spending accelerates across Europe.\n\nCapital at risk.',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'd12-097',
    CBI_CPC,
    'a projection table with no assumptions, scenarios or warning',
    '# What your money could grow to\n\n| Invested today | In 5 years | In 10 years |\n| £10,000 | £14,600 | £21,300 |\n\nStartwell Growth ISA. Capital at risk.',
    ['forecast-future-performance'],
    [],
  ),
  c(
    'd12-098',
    FINRA_M1,
    'a broker chat predicting a 40% rise by Christmas, "trust me"',
    "[Chat: Marcus, Gresham Lane Stockbrokers]\nMarcus: this one's 40% higher by Christmas, trust me\nMarcus: I've been doing this 25 years\nMarcus: shall I put you down for 5k?",
    ['forecast-future-performance', 'certainty-of-returns'],
    [],
  ),
  c(
    'd12-099',
    CBI_CPC,
    "a return forecast buried in a fund manager's review, without assumptions or a warning",
    'The portfolio remains positioned towards quality businesses with durable margins and modest leverage. Turnover was 18% over the year, and the number of holdings was unchanged at 42. Looking ahead, we believe it is reasonable to anticipate annualised returns in the low teens over the coming decade, comfortably ahead of inflation. We continue to engage with management teams on capital allocation and board independence.\n\nCorran Hill Investment Managers',
    ['forecast-future-performance'],
    [],
    'investor-communications',
  ),
  c(
    'd12-100',
    SEC_TITAN,
    'a crypto strategy headline annualising three weeks of hypothetical modelling',
    'Titanium Crypto Momentum: 1,850% annualised*\n\n*Based on a hypothetical account over our first three weeks of modelling, extended over twelve months.\n\nOrbitline Asset Management',
    ['simulated-past-performance', 'performance-under-12-months', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'd12-101',
    SEC_TITAN,
    'a back-test since 2005 presented for a strategy launched in 2023, with no simulated warning',
    'Had you followed the Lodestar Rotation Strategy since January 2005, £10,000 would be worth £84,300 today. Launched in 2023, Lodestar brings that same discipline to your ISA.\n\nCapital at risk.',
    ['simulated-past-performance'],
    [],
  ),
  c(
    'd12-102',
    SEC_TITAN,
    'a growth chart splicing model results before launch onto the real record, with only the ordinary warning',
    "# Growth of £1,000\n\nThe line shows the Ferrisgate Factor Fund from 2012 to 2026. Figures before the fund's launch in May 2022 are produced by applying today's model to historical market data.\n\nSource: Ferrisgate, in sterling. Past performance is not a reliable indicator of future returns.",
    ['simulated-past-performance'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),

  // --- forecast-future-performance and simulated-past-performance: clean look-alikes ------------------------
  c(
    'd12-103',
    CBI_CPC,
    'performance scenarios in a KID, with the standard caution that markets cannot be predicted',
    '# Performance scenarios\n\nWhat you will get from this product depends on future market performance. Market developments in the future are uncertain and cannot be accurately predicted.\n\n| Scenario (recommended holding period 5 years) | If you exit after 1 year | If you exit after 5 years |\n| Stress | £4,210 (-57.9%) | £3,380 (-19.5% a year) |\n| Unfavourable | £8,120 (-18.8%) | £8,940 (-2.2% a year) |\n| Moderate | £10,560 (5.6%) | £13,120 (5.6% a year) |\n| Favourable | £14,020 (40.2%) | £17,430 (11.8% a year) |\n\nThe figures are for an investment of £10,000 and include all the costs of the product itself.',
    [],
    ['forecast-future-performance'],
    'priips-kid',
  ),
  c(
    'd12-104',
    CBI_CPC,
    'a pension projection at three stated rates, called assumptions not forecasts, with the warning',
    "# What your pension could be worth\n\nIf you pay in £200 a month for 25 years, your pot could be worth about £78,000 if investments grow by 2% a year after charges, £119,000 at 5% or £190,000 at 8%. These rates are assumptions, not forecasts: the actual value could be higher or lower, including lower than what you paid in. Figures are in today's money. Forecasts are not a reliable indicator of future performance.\n\nStartwell Pensions",
    [],
    ['forecast-future-performance'],
  ),
  c(
    'd12-105',
    SEC_TITAN,
    "simulated figures built on the tracked index's actual record, labelled, sourced and warned",
    "Performance before the Harbour FTSE 250 Tracker's launch in 2021 is simulated: it is the actual past performance of the FTSE 250 index, which the fund tracks, less the fund's current ongoing charge. Simulated past performance is not a reliable indicator of future results. Source: FTSE Russell and Harbour Funds, in sterling, 2016 to 2020.",
    [],
    ['simulated-past-performance', 'performance-source-missing'],
  ),
  c(
    'd12-106',
    SEC_TITAN,
    'a firm explaining why it shows neither a track record nor a back-test for a new strategy',
    "Why don't we show a track record for the Lodestar Rotation Strategy? Because it launched in 2025 and has less than a year of real results. We could have shown a back-test of how the model might have done since 2005, but a back-test is built with hindsight and says little about what will happen next, so we have chosen not to.",
    [],
    ['simulated-past-performance', 'performance-under-12-months'],
  ),
  c(
    'd12-107',
    FINRA_M1,
    'a negated prediction: the firm says it does not know where markets will go',
    "Where will the FTSE 100 be at Christmas? We don't know, and we'd be wary of anyone who says they do. What we can tell you is what the fund owns, what it costs and how much it fell in its worst year.\n\nCorran Hill Investment Managers",
    [],
    ['forecast-future-performance'],
  ),

  // --- comparison-unfair, superlatives and testimonials: breaches -------------------------------------------
  c(
    'd12-108',
    ASA_TRANSFERWISE,
    'an "up to 90% less" claim against unnamed bank dealing services, with no basis',
    "Pay up to 90% less than you would with a high-street bank's share dealing service. Quayside Invest: the clever way round bank fees.\n\nCapital at risk.",
    ['comparison-unfair'],
    [],
  ),
  c(
    'd12-109',
    ASA_CURRENCYWAVE,
    'a cost table against anonymised rivals, checked in October 2022',
    '| Provider | Annual cost on a £20,000 ISA |\n| Quayside Invest | £45 |\n| Big Platform A | £90 |\n| Big Platform B | £110 |\n\nPrices checked October 2022. Capital at risk.',
    ['comparison-unfair'],
    [],
  ),
  c(
    'd12-110',
    ASIC_FUNDS,
    'unlisted lending notes set against bank easy-access rates, no high-risk warning',
    'Beat the banks. Their easy-access accounts pay around 1%. Our Redbridge Lending Notes pay 9%. Why settle for less?\n\nRedbridge Finance Ltd',
    ['comparison-unfair', 'savings-comparison', 'high-risk-warning-missing'],
    [],
  ),
  c(
    'd12-111',
    CBI_CPC,
    'a chosen 18-month window comparing a tech fund with the average of all UK funds',
    'Over the 18 months to 30 June 2025 our Castellan Tech Fund returned 41%, while the average UK fund managed just 6%. Choose better.\n\nPast performance is not a reliable indicator of future results. Source: Castellan.',
    ['comparison-unfair'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'd12-112',
    ASIC_FUNDS,
    "an equity fund's year set against a rival's gilt fund, with no warning",
    "Last year the Harlow Equity Fund returned 14%. Brand X's flagship gilt fund? A measly 3%. Enough said.\n\nSource: FE fundinfo, 2025 calendar year.",
    ['comparison-unfair', 'past-performance-warning-missing'],
    ['performance-source-missing'],
  ),
  c(
    'd12-113',
    SEC_NINE,
    'a number-one award claim with no year, category or basis',
    "Britain's No. 1 Wealth Manager*\n\n*Adviser Awards.\n\nHawthorne Private Wealth",
    ['superlative-unqualified'],
    [],
  ),
  c(
    'd12-114',
    SEC_NINE,
    'a sponsored athlete quoted as a client, without saying he is paid',
    "'I wouldn't trust my family's money with anyone else.' Jamie Clarke, Olympic rower and Hawthorne client.\n\nHawthorne Private Wealth. Capital at risk.",
    ['testimonial-unrepresentative'],
    [],
  ),
  c(
    'd12-115',
    OSC_GAMIFICATION,
    "a copier's spectacular result quoted above a warning that most accounts lose money",
    `'I copied @Vesper for six months and turned £2,000 into £9,400.' Copperleaf member\n\n${CFD_WARNING(76)}`,
    ['testimonial-unrepresentative'],
    ['cfd-risk-warning-missing'],
  ),

  // --- comparison-unfair: clean look-alikes ----------------------------------------------------------------------
  c(
    'd12-116',
    ASA_FXCOMPARED,
    'a platform fee comparison with a date, a like-for-like holding, named sources and fund charges',
    'How our charges compare: for a £50,000 stocks and shares ISA holding funds, our annual platform fee is £125. On 2 March 2026 the published fees of the three largest UK platforms by assets for the same holding were £175, £225 and £250 (names and sources in the table on our website). Fund charges are extra and apply on every platform. Fees change, so check before you decide.\n\nQuayside Invest',
    [],
    ['comparison-unfair'],
  ),
  c(
    'd12-117',
    ASA_TRANSFERWISE,
    'a fund set against its benchmark and sector over five years, sourced and warned',
    'Over the five years to 31 March 2026 the fund returned 38.2%, against 35.9% for its benchmark, the MSCI World Index, and 31.4% for the IA Global sector average (source: FE fundinfo, total return in sterling, net of fees). Past performance is not a reliable indicator of future results.',
    [],
    ['comparison-unfair', 'past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'd12-118',
    ASIC_FUNDS,
    'cash and investments compared fairly, each with its protection and risk',
    'Cash or investments? A savings account pays a known rate and, up to the FSCS limit, your money is protected. Investments may grow more over the long term, but they can also fall, and there is no protection against that. Many people keep an emergency fund in cash before investing anything.\n\nFernhill Savings & Investments',
    [],
    ['comparison-unfair', 'savings-comparison'],
  ),

  // --- absolute-environmental-claim, greenwashing-vague-claim, net zero: breaches ------------------------------
  c(
    'd12-119',
    ASIC_MERCER,
    'a pension option for members "deeply committed to sustainability" that invests only in companies doing "no harm"',
    '# Evergreen Sustainable Option\n\nFor members who are deeply committed to sustainability. Evergreen invests only in companies that do no harm: no fossil fuels, no alcohol, no gambling. Full stop.\n\nRowanbank Pensions',
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'd12-120',
    ASIC_VANGUARD,
    'every bond in an index fund said to be screened before it gets in',
    "Every single bond in the Kittiwake Ethical Global Bond Index Fund is screened against our environmental and ethical criteria before it gets in. If an issuer drills for oil, it's out.",
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'd12-121',
    SEC_DWS,
    "sustainability said to be in the firm's DNA and in every decision, with nothing behind it",
    "Sustainability isn't a product line at Hollins & Vere. It's in our DNA, shaping every decision every one of our investment teams makes.",
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'd12-122',
    SEC_INVESCO,
    'an undefined "ESG-integrated" share of assets turned into "investing responsibly wherever you invest"',
    "94% of the assets we manage are ESG-integrated. When you invest with Lockwood, you're investing responsibly, wherever you invest.",
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'd12-123',
    CMA_FASHION,
    'a "Conscious Collection" of "eco" funds marked with a leaf, no criteria',
    '# 🌿 The Conscious Collection 🌿\n\nSix eco funds hand-picked for people who care. Look for the little leaf on our fund list.\n\nPebblebrook Platform. Capital at risk.',
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'd12-124',
    EU_ECGT,
    "a fund called climate neutral because forest credits cancel out its holdings' emissions",
    'Your pension, climate neutral. We calculate the emissions of the companies in the Lowther Climate Fund and buy certified forest credits to cancel them out, so your savings have no impact on the climate.',
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'd12-125',
    ESMA_NAMES,
    'a "Future Planet" fund name whose policy lets most of the fund go anywhere without screening',
    '# Ashworth Future Planet Equity Fund\n\nObjectives and investment policy: the fund invests at least 40% in companies we judge to have positive environmental characteristics. The remainder may be invested in any sector without environmental screening. The fund does not apply fossil fuel exclusions.',
    ['greenwashing-vague-claim'],
    [],
    'ucits-kii',
  ),
  c(
    'd12-126',
    EU_ECGT,
    'a "100% green", "planet-positive" pension with no basis',
    'Switch to a 100% green pension. Planet-positive, guilt-free and good for your future.\n\nBrackenfold Pensions. Capital at risk.',
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'd12-127',
    EU_ECGT,
    'a net zero date for every portfolio with no interim targets or plan',
    "We're committed to making every portfolio we manage net zero by 2035. Watch this space.\n\nHollins & Vere",
    ['net-zero-target-without-plan'],
    [],
  ),
  c(
    'd12-128',
    EU_ECGT,
    'a net zero target in a sustainability report with progress promised "in due course"',
    '# Our climate commitment\n\nThe Lowther Climate Fund targets net zero financed emissions by 2040. We will report on progress in due course.',
    ['net-zero-target-without-plan'],
    [],
    'sdr-report',
  ),

  // --- green claims: clean look-alikes ---------------------------------------------------------------------------
  c(
    'd12-129',
    ASIC_MERCER,
    'exclusions stated precisely, including what is not excluded and a real holding in leisure companies with casinos',
    '# What the Evergreen option excludes, and what it does not\n\nEvergreen excludes companies that earn more than 10% of their revenue from thermal coal, oil sands or tobacco. It does not exclude alcohol or gambling. At 31 March 2026 it held shares in two leisure companies that run hotels with casinos (0.6% of the option in total). Exclusions are applied using MSCI data and checked every quarter; the full holdings list is on our website.\n\nRowanbank Pensions',
    [],
    ['greenwashing-vague-claim', 'absolute-environmental-claim'],
  ),
  c(
    'd12-130',
    ASIC_VANGUARD,
    'the share of an index actually screened stated, with what the rest may hold',
    'About 26% of the bonds in the index, by value, have been researched against our ESG screens. The remaining 74% come from issuers that have not yet been assessed, so the fund may hold bonds from companies involved in oil and gas. We are working with the index provider to widen coverage and will report progress twice a year.\n\nKittiwake Ethical Global Bond Index Fund',
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),
  c(
    'd12-131',
    CMA_FASHION,
    'a specific carbon intensity figure with its metric, scope, source, date and limits',
    "The fund's weighted average carbon intensity was 48 tonnes of CO2e per $1m of revenue at 31 December 2025, 41% below the MSCI ACWI Index (scope 1 and 2 emissions; source: MSCI ESG Research). Scope 3 emissions are not included, and the figure will change as holdings change.",
    [],
    ['greenwashing-vague-claim'],
    'sdr-report',
  ),
  c(
    'd12-132',
    EU_ECGT,
    "a 100% renewable electricity claim limited to the firm's own offices and backed by certificates",
    'Our London and Leeds offices run on 100% renewable electricity under a tariff backed by Renewable Energy Guarantees of Origin. This covers our own offices only; it says nothing about the companies our funds invest in.\n\nHollins & Vere',
    [],
    ['absolute-environmental-claim'],
  ),
  c(
    'd12-133',
    EU_ECGT,
    'a net zero target with an interim target, a published plan, annual verified reporting and no offsets counted',
    '# Net zero: our plan\n\nWe aim for net zero financed emissions across our equity funds by 2050, with an interim target of a 50% cut in carbon intensity by 2030 against a 2019 baseline. Our transition plan, published on our website, sets out the sectors we will engage with, how we will vote, and when we will sell holdings that do not set credible targets. We report progress every year, checked by an external assurance provider. Carbon credits do not count towards these targets.',
    [],
    ['net-zero-target-without-plan'],
    'sdr-report',
  ),

  // --- other concepts: breaches and clean look-alikes ---------------------------------------------------------
  c(
    'd12-134',
    ASA_CURRENCYWAVE,
    "an unregulated classic car note leaning on a partner bank's FCA authorisation to imply safety and regulation",
    'Invest in Harcourt Classic Car Notes with confidence: we work with an FCA-authorised bank partner, so your money is in safe, regulated hands.',
    ['unregulated-status-not-disclosed', 'capital-safety-claim'],
    [],
  ),
  c(
    'd12-135',
    ASA_CURRENCYWAVE,
    'the remedy: a classic car dealer says plainly that buying to invest is unregulated and unprotected',
    "Classic cars can be a rewarding interest, but buying one as an investment is not regulated by the Financial Conduct Authority. You won't be protected by the Financial Services Compensation Scheme or be able to complain to the Financial Ombudsman Service, and values can fall as well as rise.\n\nHarcourt Classic Motors Ltd",
    [],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'd12-136',
    FINRA_M1,
    'a paid influencer saying a platform has literally no fees',
    'Honestly the best bit about Cobaltline? There are literally no fees. None. Zero. Build your pie and let it grow. #partner',
    ['cost-free-claim'],
    [],
  ),
  c(
    'd12-137',
    FINRA_M1,
    'a no-platform-fee offer that lists the charges that still apply',
    'No platform fee on your first £10,000. Fund charges (from 0.10% a year) and a 0.15% foreign exchange fee on non-sterling trades still apply. Capital at risk.\n\nLintel',
    [],
    ['cost-free-claim'],
  ),
  c(
    'd12-138',
    CBI_CPC,
    'the CFD warning set in 6pt type under 10pt selling points',
    `# Trade the world's markets with Saffron\n\nTight spreads. Fast execution. 24-hour support.\n\n{6pt} ${CFD_WARNING(73)}`,
    ['risk-warning-small-print'],
    [],
  ),
  c(
    'd12-139',
    MAS_DPT,
    'a crypto promotion carrying the prescribed risk warning, with no trivialising copy',
    "Buy Bitcoin and Ether with GlacierChain.\n\nDon't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.",
    [],
    ['crypto-risk-warning-missing', 'trivialises-investment'],
  ),
  c(
    'd12-140',
    SEC_TITAN,
    'a five-month return for a new fund, with source, period and warning',
    'Launched in September, the Orbitline Digital Assets Fund is already up 38%. Past performance is not a reliable indicator of future results. Source: Orbitline, 1 September 2025 to 31 January 2026.',
    ['performance-under-12-months'],
    ['past-performance-warning-missing', 'performance-source-missing', 'performance-period-missing'],
  ),
  c(
    'd12-141',
    SEC_NINE,
    'a rating given with its date, basis, category size and a caveat',
    'Rated five stars by Morningstar (March 2026), based on risk-adjusted returns over three years against 412 funds in the Global Large-Cap Blend Equity category. Ratings change and are not a recommendation.\n\nPennant Global Leaders Fund',
    [],
    ['superlative-unqualified'],
  ),
  c(
    'd12-142',
    SEC_NINE,
    'a balanced client comment, unpaid, with a note that experiences vary',
    "'I've been with Hawthorne eleven years. Some years were good, 2022 was not, and they told me plainly why.' Margaret, a client since 2015. Margaret was not paid for this comment. Client experiences vary and are not a guide to your own results.",
    [],
    ['testimonial-unrepresentative'],
  ),
];
