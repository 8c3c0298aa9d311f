// Labelled cases for the concept rules (check type `concept`): each new rule both ways, and rewordings the
// phrase lists missed. Written for Clarion's tests in our own words, not taken from the external set.
// Test data only.
import type { LabelledCase } from './labelled-set.ts';
import { RULE } from './rule-ids.ts';

const FIRM =
  'Issued by Example Wealth Limited, which is authorised and regulated by the Financial Conduct Authority.';
const WARNING =
  'Capital at risk. The value of your investment can go down as well as up, and you may get back less than you invest.';

export const CONCEPT_CASES: LabelledCase[] = [
  // --- certainty, reworded (COBS 4.2.1R) -------------------------------------------------------------
  {
    id: 'con-cert-locked-returns',
    about: 'certainty without the word "guaranteed": returns locked in',
    text: `Choose the five-year plan and your 6% a year is locked in, come what may.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.absolute],
    mustNot: [],
  },
  {
    id: 'con-cert-will-earn',
    about: 'certainty as a promise: "you will earn 8% every year"',
    text: `Put your savings with us and you will earn 8% every year.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.absolute, RULE.forecasts],
    mustNot: [],
  },
  {
    id: 'con-cert-not-guaranteed-value',
    about: 'tricky negative: "the value of your pension is not guaranteed"',
    text: `The value of your pension is not guaranteed and can fall as well as rise.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.absolute, RULE.capitalAtRisk],
  },
  {
    id: 'con-cert-held-securely',
    about: 'tricky negative: money held securely is custody, not a promise of value',
    text: `Your money is held securely with our custodian in a ring-fenced account.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.absolute],
  },
  // --- capital at risk, other wordings (COBS 4.5.2R(2)) -----------------------------------------------
  {
    id: 'con-car-prepared-to-lose',
    about: 'a capital-at-risk warning worded as "only invest what you can afford to lose all of"',
    text: `Only put in money you are prepared to lose all of. Cryptoassets are high risk.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.capitalAtRisk],
  },
  {
    id: 'con-car-never-lose',
    about: 'tricky: "you will never lose a penny" is not a capital-at-risk warning',
    text: `With our smoothed fund you will never lose a penny of what you pay in.\n\n${FIRM}`,
    must: [RULE.capitalAtRisk, RULE.absolute],
    mustNot: [],
  },
  // --- urgency (COBS 4.2.1R) ---------------------------------------------------------------------------
  {
    id: 'con-urg-countdown',
    about: 'one urgency device: a countdown',
    text: `Just 48 hours left to grab this rate.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.urgency],
    mustNot: [],
  },
  {
    id: 'con-urg-plain-deadline',
    about: 'tricky negative: a deadline stated as a fact',
    text: `Applications for this bond must reach us by 30 September 2026. Read the prospectus before you apply.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.urgency],
  },
  // --- hype (COBS 4.2.1R) -------------------------------------------------------------------------------
  {
    id: 'con-hype-single',
    about: 'one hype phrase is enough',
    text: `Tech stocks are delivering jaw-dropping gains.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.sensational],
    mustNot: [],
  },
  // --- comparisons (COBS 4.5.6R) ----------------------------------------------------------------------
  {
    id: 'con-cmp-unqualified',
    about: 'comparison with banks, no basis',
    text: `Our bond pays three times what the high street banks offer.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.comparisons],
    mustNot: [],
  },
  {
    id: 'con-cmp-qualified',
    about: 'comparison with its source, date and the difference in risk',
    text: `Our annual fee is lower than most other platforms, according to published price lists at 1 June 2026. A savings account carries different risks from an investment.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.comparisons],
  },
  // --- simulated past performance (COBS 4.6.6R) ------------------------------------------------------
  {
    id: 'con-sim-backtest',
    about: 'back-tested returns shown without saying so',
    text: `Our strategy's back-tested returns averaged 14% a year since 2010.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.simulated],
    mustNot: [],
  },
  {
    id: 'con-sim-labelled',
    about: 'simulated figures labelled, with their basis and the warning',
    text: `Figures before 2022 are simulated, based on the actual returns of the index the fund tracks. These figures refer to simulated past performance and past performance is not a reliable indicator of future performance.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.simulated],
  },
  // --- future performance (COBS 4.6.7R) ----------------------------------------------------------------
  {
    id: 'con-fcast-price',
    about: 'a price predicted with certainty',
    text: `Gold will reach $4,000 an ounce before the summer.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.forecasts],
    mustNot: [],
  },
  {
    id: 'con-fcast-aim',
    about: 'tricky negative: an objective is not a forecast',
    text: `The fund aims to grow your money by more than inflation over ten years, but it may not achieve this.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.forecasts],
  },
  // --- unregulated status (COBS 4.2.4G(4)) ---------------------------------------------------------
  {
    id: 'con-unreg-whisky',
    about: 'whisky casks promoted by an FCA-regulated firm, no unregulated statement',
    text: `Invest in rare whisky casks that mature in value every year.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.unregulated],
    mustNot: [],
  },
  {
    id: 'con-unreg-disclosed',
    about: 'cryptoassets with the unregulated and no-protection statement',
    text: `Buy and sell crypto in our app. Cryptoassets are not regulated by the FCA and you are unlikely to be protected if something goes wrong.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.unregulated],
  },
  // --- incentives (COBS 4.12A.7R) ------------------------------------------------------------------
  {
    id: 'con-inc-referral',
    about: 'refer-a-friend reward',
    text: `Refer a friend and you both get £25 in bitcoin.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.incentives],
    mustNot: [],
  },
  {
    id: 'con-inc-commission-free',
    about: 'tricky negative: "commission-free share dealing" is a price, not a free gift',
    text: `Commission-free share dealing on every UK trade.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.incentives],
  },
  // --- trivialising (COBS 4.2.1R) -----------------------------------------------------------------
  {
    id: 'con-triv-swipe',
    about: 'investing as a swipe',
    text: `Buy a slice of your favourite brands with a single swipe.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.trivialising],
    mustNot: [],
  },
  {
    id: 'con-triv-negated',
    about: 'tricky negative: "investing is not a game"',
    text: `Investing is not a game: take time to understand what you buy.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.trivialising],
  },
  // --- net zero targets (ESG 4.3.1R, FG24/3) -------------------------------------------------------
  {
    id: 'con-nz-pledge-only',
    about: 'a net zero pledge with nothing behind it',
    documentType: 'other',
    text: `We have pledged to be net zero by 2040.\n\n${FIRM}`,
    must: [RULE.netZero],
    mustNot: [],
  },
  {
    id: 'con-nz-with-plan',
    about: 'a net zero target with interim cuts and reporting',
    documentType: 'other',
    text: `We have pledged to be net zero by 2040. By 2030 we will cut the financed emissions of our loan book by 45%, and we publish our progress each year in our transition plan.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.netZero],
  },

  // --- promotion concepts added with the dev-only external cases (COBS 4.6.2R(2), 4.12A, 22.5, 4.2.1R) --
  {
    id: 'con-short-one-month',
    about: 'performance for one month only',
    text: `The fund gained 4.2% in the month to 31 May. Past performance is not a reliable indicator of future results.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.shortPeriod],
    mustNot: [],
  },
  {
    id: 'con-short-beside-years',
    about: 'a short period shown beside five years of 12-month periods',
    text: `The fund gained 4.2% in the month to 31 May. Over the five years to 31 May it returned 38.5% (source: FE fundinfo). Past performance is not a reliable indicator of future results.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.shortPeriod],
  },
  {
    id: 'con-crypto-no-prescribed-warning',
    about: 'a token promotion with a home-made warning',
    text: `Collect the new Harbour token today. Prices move a lot, so be careful.\n\n${FIRM}`,
    must: [RULE.cryptoWarning],
    mustNot: [],
  },
  {
    id: 'con-crypto-prescribed-warning',
    about: 'a Bitcoin promotion with the prescribed warning',
    text: `Buy Bitcoin in our app. Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.cryptoWarning],
  },
  {
    id: 'con-rmmi-loan-notes',
    about: 'loan notes with only "capital at risk"',
    text: `Our loan notes fund new care homes and pay 8% a year.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.highRiskWarning],
    mustNot: [],
  },
  {
    id: 'con-rmmi-warned',
    about: 'a crowdfunding round with the prescribed warning',
    text: `Invest in our crowdfunding round. Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.highRiskWarning],
  },
  {
    id: 'con-cfd-no-percentage',
    about: 'a CFD promotion without the percentage of losing accounts',
    text: `Trade contracts for difference on 10,000 markets.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.cfdWarning],
    mustNot: [],
  },
  {
    id: 'con-cfd-standard-warning',
    about: 'a spread betting promotion with the standardised warning',
    text: `Spread bet on the FTSE 100. CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 68% of retail investor accounts lose money when spread betting and trading CFDs with this provider.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.cfdWarning],
  },
  {
    id: 'con-savings-like-cash',
    about: 'a bond presented as being as safe as cash',
    text: `Our bond is as safe as cash in the bank.\n\n${FIRM}`,
    must: [RULE.savingsComparison],
    mustNot: [],
  },
  {
    id: 'con-savings-difference-stated',
    about: 'a comparison with savings that states the difference',
    text: `Some people use our bond as an alternative to a savings account. Unlike a savings account, the bond is not covered by the FSCS and you could lose money.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.savingsComparison],
  },
  {
    id: 'con-protection-unexplained',
    about: 'a protected plan with no limits',
    text: `The Kite Plan is a capital protected investment linked to the FTSE 100.\n\n${FIRM}`,
    must: [RULE.protectionClaims],
    mustNot: [],
  },
  {
    id: 'con-protection-limits',
    about: 'protection with the counterparty risk explained',
    text: `The Kite Plan protects your capital at maturity. If the bank backing the plan fails, you could lose some or all of your money.\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.protectionClaims],
  },
  {
    id: 'con-free-no-fees',
    about: 'a fee-free claim with nothing about costs',
    text: `Fee-free investing for everyone.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.costFreeClaims],
    mustNot: [],
  },
  {
    id: 'con-free-costs-given',
    about: 'commission-free with the spread and FX fee stated',
    text: `Commission-free share dealing. The spread and a 0.15% currency conversion fee apply to each trade.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.costFreeClaims],
  },
  {
    id: 'con-testimonial-gains',
    about: 'a customer story of gains',
    text: `"I made £8,000 in six months," says Tom, one of our members.\n\n${WARNING}\n\n${FIRM}`,
    must: [RULE.testimonials],
    mustNot: [],
  },
  {
    id: 'con-testimonial-qualified',
    about: 'a customer story with "not typical"',
    text: `"I made £8,000 in six months," says Tom, one of our members. His result is not typical, and many investors lose money.\n\n${WARNING}\n\n${FIRM}`,
    must: [],
    mustNot: [RULE.testimonials],
  },
];
