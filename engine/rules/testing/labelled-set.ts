// A labelled set of short client communications, written for Clarion's tests: each lists the rule ids that
// must produce a finding and those that must not. Texts use the mark-up of testing/build-document.ts
// ("# " heading, "- " list, "{7pt} " font size, "---page---" page break). Test data only.
import type { DocumentType } from '../schema.ts';
import { CONCEPT_CASES } from './labelled-concepts.ts';
import { RULE } from './rule-ids.ts';

export interface LabelledCase {
  id: string;
  /** What the case tests, in a few words. */
  about: string;
  documentType?: DocumentType;
  /** Body font size; 0 builds a document without font data (as from DOCX or OCR). */
  bodyFontSize?: number;
  text: string;
  must: string[];
  mustNot: string[];
}

export { RULE } from './rule-ids.ts';

const ISSUER =
  'Issued by Example Asset Management Limited, which is authorised and regulated by the Financial Conduct Authority.';
const RISK =
  'Capital at risk. The value of your investment can go down as well as up, and you may get back less than you invest.';

const PLAIN_PARAGRAPH =
  'This fund puts your money into shares of large UK companies. It aims to grow your money over five years or more. ' +
  'The price of shares goes up and down. So the value of your money can fall as well as rise. ' +
  'You could get back less than you put in. We charge 0.5% a year to run the fund. ' +
  'That is £5 a year for every £1,000 you invest. You can take your money out on any working day. ' +
  'We will send you a statement twice a year. Call us if you have any questions. We are happy to help.';

const DENSE_PARAGRAPH =
  'Notwithstanding the foregoing provisions, the authorised fund manager may, at its absolute discretion and without prior ' +
  'notification to unitholders, determine that the implementation of an alternative valuation methodology is appropriate where, ' +
  'in its reasonable opinion, prevailing market conditions materially impair the reliability of quotations ordinarily obtained from ' +
  'recognised investment exchanges. Unitholders should additionally appreciate that the application of adjustments, which are ' +
  'calculated with reference to anticipated transaction expenses incurred in connection with the acquisition or disposal of ' +
  'underlying investments, may consequently result in a divergence between the published valuation and the price at which their ' +
  'transactions are effected.';

export const LABELLED_SET: LabelledCase[] = [
  ...CONCEPT_CASES,
  // --- COBS 4.2.1R absolute claims -------------------------------------------------------------------
  {
    id: 'abs-guaranteed-returns',
    about: 'guaranteed returns claimed outright',
    text: `The Example Income Fund offers guaranteed returns of 6% a year, paid monthly.\n\n${RISK}\n\n${ISSUER}`,
    must: [RULE.absolute],
    mustNot: [],
  },
  {
    id: 'abs-not-guaranteed',
    about: 'tricky negative: "this fund is not guaranteed"',
    text: `Please note that this fund is not guaranteed. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute, RULE.capitalAtRisk],
  },
  {
    id: 'abs-no-guarantee',
    about: 'tricky negative: "there is no guarantee", "cannot be guaranteed"',
    text: `There is no guarantee that the fund will meet its objective. Returns cannot be guaranteed, and income may vary. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute],
  },
  {
    id: 'abs-risk-free-claim',
    about: 'risk-free claim',
    text: `Our cash-plus fund is a risk-free way to beat inflation.\n\n${ISSUER}`,
    must: [RULE.absolute, RULE.capitalAtRisk],
    mustNot: [],
  },
  {
    id: 'abs-not-risk-free',
    about: 'tricky negative: "no investment is risk-free", "is not risk-free"',
    text: `No investment is risk-free, and this fund is not risk-free either: its price can fall as well as rise. There is no such thing as a risk-free return.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute, RULE.capitalAtRisk],
  },
  {
    id: 'abs-kiid-lowest-category',
    about: 'tricky negative: KIID wording about the lowest risk category, in quotes',
    documentType: 'investor-communications',
    text: `# Risk and reward profile\n\n- The lowest category does not mean a “risk free” investment.\n- Even a fund in the lowest category is not a risk free investment.\n- The value of your investment may fall as well as rise and is not guaranteed.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute, RULE.capitalAtRisk],
  },
  {
    id: 'abs-money-safe',
    about: 'your money is completely safe',
    text: `Your money is completely safe with us, whatever happens to markets.\n\n${ISSUER}`,
    must: [RULE.absolute],
    mustNot: [],
  },
  {
    id: 'abs-safe-question',
    about: 'tricky negative: the question "Is my money safe?" answered with a warning',
    text: `# Is my money safe?\n\nYour capital is at risk. Investments can fall in value and you may get back less than you put in.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute, RULE.capitalAtRisk],
  },
  {
    id: 'abs-quoted-product-name',
    about: 'tricky negative: a quoted legal product name containing "Guaranteed Income"',
    documentType: 'investor-communications',
    text: `This letter is about your holding in the “Guaranteed Income Bond 2027 Series 4”, which matures on 1 May 2027. The value of the bond's underlying investments can go down as well as up.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute],
  },
  {
    id: 'abs-cannot-lose',
    about: '"you simply can\'t lose"',
    text: `Markets always recover in the end, so with our index tracker you simply can't lose.\n\n${ISSUER}`,
    must: [RULE.absolute],
    mustNot: [],
  },
  {
    id: 'abs-certain-to-rise',
    about: 'certain to rise',
    text: `UK property prices are certain to rise over the next decade, so now is the time to invest in our property fund. ${RISK}\n\n${ISSUER}`,
    must: [RULE.absolute],
    mustNot: [],
  },
  {
    id: 'abs-risk-free-rate',
    about: 'exception: the risk-free rate in a definition',
    text: `The Sharpe ratio measures the fund's return above the risk-free rate for each unit of volatility. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute],
  },
  {
    id: 'abs-no-risk-of-losing',
    about: 'tricky positive: "no risk of losing money" is a claim, and does not count as a risk warning',
    text: `There is no risk of losing money with this fund.\n\n${ISSUER}`,
    must: [RULE.absolute, RULE.capitalAtRisk],
    mustNot: [],
  },

  {
    id: 'abs-negated-after',
    about: 'tricky negative: the negation follows the phrase',
    text: `Guaranteed returns are not something any honest fund manager can offer. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.absolute],
  },
  {
    id: 'abs-capital-not-at-risk',
    about: 'tricky positive: "your capital is not at risk" is a claim, not a warning',
    text: `Your capital is not at risk with our bond fund.\n\n${ISSUER}`,
    must: [RULE.absolute, RULE.capitalAtRisk],
    mustNot: [],
  },

  // --- COBS 4.2.1R superlatives and sensational language ----------------------------------------------
  {
    id: 'sup-best-fund',
    about: 'unqualified "the best fund"',
    text: `Example Growth is the best fund for your ISA. ${RISK}\n\n${ISSUER}`,
    must: [RULE.superlatives],
    mustNot: [],
  },
  {
    id: 'sup-qualified-ranking',
    about: 'qualified ranking with sector, period and source',
    text: `Example Growth was the top-performing fund in the IA UK All Companies sector over five years to 31 March 2025 (source: FE fundinfo). ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.superlatives],
  },
  {
    id: 'sup-best-interests',
    about: 'exception: "best interests", "best execution"',
    text: `We always act in your best interests and seek best execution on every trade. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.superlatives],
  },
  {
    id: 'sup-risk-disclosure',
    about: '"best performing securities" in a risk disclosure is not a claim',
    text: `There is a risk that the fund might not be invested at all times in the best performing securities. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.superlatives],
  },
  {
    id: 'sup-market-leading',
    about: 'market-leading platform',
    text: `Our market-leading platform makes investing simple. ${RISK}\n\n${ISSUER}`,
    must: [RULE.superlatives],
    mustNot: [],
  },
  {
    id: 'sen-hype',
    about: 'several hype and pressure phrases',
    text: `Don't miss out on skyrocketing returns! Act now before it's too late. ${RISK}\n\n${ISSUER}`,
    must: [RULE.sensational],
    mustNot: [],
  },
  {
    id: 'sen-single-deadline',
    about: 'one factual deadline is not a pattern of pressure',
    text: `Act now to use this year's ISA allowance before 5 April. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.sensational],
  },

  // --- COBS 4.5.2R --------------------------------------------------------------------------------------
  {
    id: 'firm-missing',
    about: 'no firm named',
    text: `Invest in our Global Fund today through our app. ${RISK}`,
    must: [RULE.firmName],
    mustNot: [],
  },
  {
    id: 'firm-present',
    about: 'firm named with regulatory status',
    text: `Invest in our Global Fund today through our app. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.firmName],
  },
  {
    id: 'ben-unbalanced',
    about: 'benefits with no risk warning',
    text: `Grow your money with our Global Equity Fund.\n\nWe target returns of 8% a year.\n\nOpen an account in minutes.\n\nOur app makes it easy to top up.\n\n${ISSUER}`,
    must: [RULE.benefits, RULE.capitalAtRisk],
    mustNot: [],
  },
  {
    id: 'ben-balanced',
    about: 'benefit next to a risk warning',
    text: `Grow your money with our Global Equity Fund. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.benefits, RULE.capitalAtRisk],
  },
  {
    id: 'ben-risk-other-page',
    about: 'risk warning only on another page',
    text: `# Why invest with us\n\nEnjoy attractive returns from a portfolio of global shares.\n\nOur experienced team picks every holding.\n\nYou can start with just £50 a month.\n\nManage everything in our app.\n\n---page---\n\n# Important information\n\n${RISK}\n\n${ISSUER}`,
    must: [RULE.benefits],
    mustNot: [RULE.capitalAtRisk],
  },
  {
    id: 'ben-fund-objective',
    about: 'a fund objective to outperform is not a benefit claim',
    documentType: 'investor-communications',
    text: `The fund aims to outperform the FTSE All-Share Index by 2% a year over rolling five-year periods.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.benefits],
  },
  {
    id: 'ben-high-yield-asset-class',
    about: '"high yield bonds" names an asset class, not a benefit',
    documentType: 'investor-communications',
    text: `The fund invests in high yield bonds issued by European companies. The Euro High Yield market rose over the year.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.benefits],
  },
  {
    id: 'ben-high-yield-claim',
    about: 'a high yield offered as a benefit, with no risk warning',
    text: `Our bond fund pays a high yield of 7% a year, every year.\n\nInvest online in minutes.\n\nThere are no entry charges.\n\nWe send you a statement every quarter.\n\n${ISSUER}`,
    must: [RULE.benefits],
    mustNot: [],
  },
  {
    id: 'font-small-warning',
    about: 'risk warning in small print',
    text: `Our Global Fund invests in around 60 large companies around the world, chosen by our team for their strong finances.\n\nYou can invest from £50 a month or £500 as a lump sum, and you can take your money out on any working day.\n\n{7pt} ${RISK}\n\n${ISSUER}`,
    must: [RULE.fontSize],
    mustNot: [RULE.capitalAtRisk],
  },
  {
    id: 'font-equal-warning',
    about: 'risk warning in body-size type',
    text: `Our Global Fund invests in around 60 large companies around the world, chosen by our team for their strong finances.\n\nYou can invest from £50 a month or £500 as a lump sum, and you can take your money out on any working day.\n\n${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.fontSize],
  },
  {
    id: 'font-no-font-data',
    about: 'no font data (DOCX): prominence not measurable, so no finding',
    bodyFontSize: 0,
    text: `Our Global Fund invests in around 60 large companies around the world, chosen by our team for their strong finances.\n\n${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.fontSize],
  },
  {
    id: 'dim-minimal',
    about: 'warnings played down',
    text: `${RISK} The risk is minimal, so don't worry about the small print.\n\n${ISSUER}`,
    must: [RULE.diminished],
    mustNot: [],
  },
  {
    id: 'dim-negated',
    about: 'tricky negative: "do not ignore the risk warnings"',
    text: `Please do not ignore the risk warnings below. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.diminished],
  },

  // --- COBS 4.6.2R past performance -----------------------------------------------------------------------
  {
    id: 'ppw-missing',
    about: 'performance figure without the warning',
    text: `Our fund returned 12.5% over the past year, ahead of its benchmark. ${RISK}\n\n${ISSUER}`,
    must: [RULE.pastPerformanceWarning],
    mustNot: [],
  },
  {
    id: 'ppw-kiid-wording',
    about: 'KIID wording "not a guide to future performance"',
    documentType: 'investor-communications',
    text: `# Past performance\n\n| | 2020 | 2021 | 2022 | 2023 | 2024 |\n| Fund | 4.4 | 23.2 | -3.5 | 12.4 | 11.8 |\n\n- Past performance is not a guide to future performance.\n- The fund was launched in 2012. Past performance has been calculated in GBP.\n\n${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.pastPerformanceWarning, RULE.performancePeriod],
  },
  {
    id: 'ppw-other-words',
    about: 'warning written in other words',
    text: `The fund grew by 45% over the last five years. Remember that what happened in the past is not a guide to what will happen in the future. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.pastPerformanceWarning],
  },
  {
    id: 'ppw-no-guarantee-variant',
    about: 'variant "past returns are no guarantee of future returns"',
    text: `Over the 12 months to 31 December 2024 the fund returned 7.1% (source: Morningstar). Past returns are no guarantee of future returns. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.pastPerformanceWarning, RULE.performancePeriod, RULE.performanceSource],
  },
  {
    id: 'ppw-should-not-be-seen',
    about: 'variant "should not be seen as an indication"',
    text: `The fund returned 9.4% in 2024 (source: Lipper, 12 months to 31 December). Past performance should not be seen as an indication of future performance. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.pastPerformanceWarning, RULE.performancePeriod, RULE.performanceSource],
  },
  {
    id: 'ppw-reversed-claim',
    about: 'tricky positive: "past performance is a reliable guide"',
    text: `The fund returned 9% in 2024. Past performance is a reliable guide to future returns. ${RISK}\n\n${ISSUER}`,
    must: [RULE.pastPerformanceWarning],
    mustNot: [],
  },
  {
    id: 'ppw-performance-fee',
    about: 'a performance fee is not a performance figure',
    text: `A performance fee of 10% applies to returns above the hurdle. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.pastPerformanceWarning, RULE.performancePeriod],
  },
  {
    id: 'ppw-annual-report',
    about: 'annual report wording "not reliable indicator" (missing article)',
    documentType: 'other',
    text: 'Performance for 2020 is as follows: Class IC EUR: +2.53%. Past performance is not reliable indicator of future performance.',
    must: [],
    mustNot: [RULE.pastPerformanceWarning],
  },
  {
    id: 'ppp-headline',
    about: 'performance as the headline',
    text: `# {36pt} Up 45% in three years\n\nOur Global Fund invests in around 60 large companies around the world. Past performance is not a reliable indicator of future results. Performance to 31 December 2024 (source: FE fundinfo).\n\n${RISK}\n\n${ISSUER}`,
    must: [RULE.pastPerformanceProminence],
    mustNot: [RULE.pastPerformanceWarning],
  },
  {
    id: 'ppp-in-table',
    about: 'performance in body text under a heading',
    text: `# Performance\n\nThe fund returned 7.2% in the 12 months to 31 December 2024 (source: FE fundinfo). Past performance is not a reliable indicator of future results.\n\n${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.pastPerformanceProminence, RULE.performancePeriod, RULE.performanceSource],
  },
  {
    id: 'per-missing',
    about: 'no reference period or source',
    text: `The fund returned 15% last year. Past performance is not a reliable indicator of future results. ${RISK}\n\n${ISSUER}`,
    must: [RULE.performancePeriod, RULE.performanceSource],
    mustNot: [RULE.pastPerformanceWarning],
  },

  // --- Risk warnings --------------------------------------------------------------------------------------
  {
    id: 'car-missing',
    about: 'no capital-at-risk warning',
    text: `Our Global Fund invests in around 60 large companies. You can start with £50 a month.\n\n${ISSUER}`,
    must: [RULE.capitalAtRisk],
    mustNot: [],
  },
  {
    id: 'car-other-words',
    about: 'warning in other words',
    text: `Investments can go up and down in value, so you could end up with less than you put in.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.capitalAtRisk],
  },
  {
    id: 'car-lose-some-or-all',
    about: 'warning worded as losing some or all of the money',
    text: `You could lose some or all of the money you invest.\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.capitalAtRisk],
  },
  {
    id: 'cur-missing',
    about: 'overseas shares without currency risk',
    text: `The fund invests in US and European shares. ${RISK}\n\n${ISSUER}`,
    must: [RULE.currency],
    mustNot: [],
  },
  {
    id: 'cur-present',
    about: 'overseas shares with currency risk explained',
    text: `The fund invests in US and European shares. Changes in exchange rates may affect the value of these overseas investments. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.currency],
  },
  {
    id: 'tax-missing',
    about: 'tax-free growth with no qualification',
    text: `Invest in our stocks and shares ISA for tax-free growth. ${RISK}\n\n${ISSUER}`,
    must: [RULE.tax],
    mustNot: [],
  },
  {
    id: 'tax-present',
    about: 'standard tax wording',
    text: `An ISA is a tax-efficient way to invest. Tax treatment depends on your individual circumstances and may be subject to change in the future. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.tax],
  },
  {
    id: 'tax-other-words',
    about: 'tax wording in other words',
    text: `Gains in a Junior ISA are free of tax. How you are taxed depends on your personal circumstances, and tax rules can change. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.tax],
  },
  {
    id: 'tax-half-qualified',
    about: 'says the rules could change, not that treatment depends on circumstances',
    text: `An ISA is a tax-efficient account. The Government could change the tax rules regarding ISAs. ${RISK}\n\n${ISSUER}`,
    must: [RULE.tax],
    mustNot: [],
  },

  // --- Consumer Duty PRIN 2A.5 ----------------------------------------------------------------------------
  {
    id: 'ra-dense',
    about: 'dense legal prose for a retail audience',
    documentType: 'investor-communications',
    text: `${DENSE_PARAGRAPH}\n\n${RISK}\n\n${ISSUER}`,
    must: [RULE.readingAge, RULE.longSentences],
    mustNot: [],
  },
  {
    id: 'ra-plain',
    about: 'plain short sentences',
    documentType: 'investor-communications',
    text: `${PLAIN_PARAGRAPH}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.readingAge, RULE.longSentences, RULE.jargon],
  },
  {
    id: 'jargon-heavy',
    about: 'dense fund jargon',
    documentType: 'investor-communications',
    text:
      'The fund holds equities and investment grade bonds. Its benchmark is the FTSE All-Share. The yield is 3.1% and the ' +
      'volatility of the share class is moderate. Accumulation units reinvest income; income units pay it out. A dilution levy ' +
      'may apply to large deals. The ACD publishes the NAV daily. Gilts and corporate bonds make up a third of the fund. The ' +
      'fund may use derivatives. Duration is kept short. Tracking error against the benchmark is low. Ex-dividend dates are in ' +
      `March and September. The ongoing charges figure is 0.8%.\n\n${RISK}\n\n${ISSUER}`,
    must: [RULE.jargon],
    mustNot: [],
  },
  {
    id: 'acronyms-undefined',
    about: 'acronyms never explained',
    documentType: 'investor-communications',
    text:
      'The ACD has updated the KIID. The SRRI of the fund is now 5, and the OCF has fallen. We use EPM techniques and may ' +
      'hold CFDs. The NAV is published daily and the TER is shown in the report. We will write to you with your new ' +
      'statement after the end of the year. You do not need to do anything. If you have questions, please call us on any ' +
      `working day between 9am and 5pm. We are here to help you.\n\n${RISK}\n\n${ISSUER}`,
    must: [RULE.acronyms],
    mustNot: [],
  },
  {
    id: 'acronyms-defined',
    about: 'acronyms spelt out on first use',
    documentType: 'investor-communications',
    text:
      'The Authorised Corporate Director (ACD) has updated the Key Investor Information Document (KIID). The ACD has made ' +
      'no change to how the fund is run. The ongoing charges figure (OCF) has fallen to 0.5% a year, and the OCF now ' +
      'includes all fund costs. We will write to you with your new statement after the end of the year. You do not need ' +
      `to do anything. If you have questions, please call us on any working day between 9am and 5pm.\n\n${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.acronyms],
  },
  {
    id: 'charges-missing',
    about: 'a promotion that never mentions what it costs',
    text: `Our Global Fund invests in around 60 large companies around the world. Start with £50 a month. ${RISK}\n\n${ISSUER}`,
    must: [RULE.charges],
    mustNot: [],
  },
  {
    id: 'charges-present',
    about: 'charges stated',
    text: `Our Global Fund invests in around 60 large companies around the world. Ongoing charges are 0.45% a year. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.charges],
  },
  {
    id: 'risks-not-signposted',
    about: 'long document with no heading for the risks',
    text: `# About the fund\n\n${PLAIN_PARAGRAPH}\n\n# How to invest\n\n${PLAIN_PARAGRAPH}\n\n# Your statements\n\n${PLAIN_PARAGRAPH}\n\n# Charges\n\n${PLAIN_PARAGRAPH}\n\n# Contact us\n\n${PLAIN_PARAGRAPH}\n\n${ISSUER}`,
    must: [RULE.risksSignposted],
    mustNot: [RULE.readingAge],
  },
  {
    id: 'risks-signposted',
    about: 'long document with a risks heading',
    text: `# About the fund\n\n${PLAIN_PARAGRAPH}\n\n# What are the risks?\n\n${PLAIN_PARAGRAPH}\n\n# Your statements\n\n${PLAIN_PARAGRAPH}\n\n# Charges\n\n${PLAIN_PARAGRAPH}\n\n# Contact us\n\n${PLAIN_PARAGRAPH}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.risksSignposted],
  },

  // --- ESG 4.3 -------------------------------------------------------------------------------------------
  {
    id: 'esg-vague-claim',
    about: 'sustainability claim with nothing behind it',
    text: `Choose our fund for a greener future. It is a sustainable investment that is good for the planet. ${RISK}\n\n${ISSUER}`,
    must: [RULE.esgClaims],
    mustNot: [],
  },
  {
    id: 'esg-substantiated-claim',
    about: 'claim backed by criteria, a measure and a source',
    text: `The fund invests sustainably: it excludes companies that make more than 5% of their revenue from thermal coal, and its carbon intensity is 40% below its benchmark (source: MSCI). ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgClaims, RULE.esgAbsolute],
  },
  {
    id: 'esg-sustainable-dividends',
    about: 'financial sense of "sustainable"',
    text: `We look for companies with sustainable dividends and sustainable growth. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgClaims],
  },
  {
    id: 'esg-carbon-neutral',
    about: 'absolute environmental claim without evidence',
    text: `Our portfolio is carbon neutral. ${RISK}\n\n${ISSUER}`,
    must: [RULE.esgAbsolute],
    mustNot: [],
  },
  {
    id: 'esg-net-zero-target',
    about: 'a net zero target is a commitment, not a claim',
    text: `We are committed to reaching net zero emissions by 2050 across our portfolios. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgAbsolute],
  },
  {
    id: 'esg-verified-neutral',
    about: 'carbon neutral with certification',
    text: `Our own operations are carbon neutral, certified to PAS 2060 and verified by an independent auditor. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgAbsolute],
  },
  {
    id: 'esg-not-carbon-neutral',
    about: 'tricky negative: "the fund is not carbon neutral"',
    text: `The fund is not carbon neutral and does not aim to be. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgAbsolute],
  },
  {
    id: 'esg-name-without-label',
    about: 'sustainability term in a fund name, no label or disclosure',
    text: `The Example Sustainable Global Equity Fund invests in companies around the world. ${RISK}\n\n${ISSUER}`,
    must: [RULE.esgNaming],
    mustNot: [],
  },
  {
    id: 'esg-name-with-label',
    about: 'sustainability term in a fund name with its label',
    text: `The Example Sustainable Global Equity Fund uses the Sustainability Focus label. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgNaming],
  },
  {
    id: 'esg-name-unlabelled-disclosure',
    about: 'unlabelled product with the required statement and disclosure',
    text: `The Example Responsible Income Fund does not have a UK sustainable investment label. Read its consumer-facing disclosure on our website. ${RISK}\n\n${ISSUER}`,
    must: [],
    mustNot: [RULE.esgNaming],
  },

  // --- PRIIPs KID (Regulation 1286/2014, Delegated Regulation 2017/653) and UCITS KII (583/2010) ----------
  {
    id: 'kid-template',
    about: 'a KID with title, purpose statement and sections in order on two pages',
    documentType: 'priips-kid',
    text: '# Key Information Document\n\nThis document provides you with key information about this investment product. It is not marketing material.\n\n# What is this product?\n\nA certificate.\n\n# What are the risks and what could I get in return?\n\nYou could lose money.\n\n# What happens if Example Bank plc is unable to pay out?\n\nYou could lose your investment.\n\n---page---\n\n# What are the costs?\n\nCosts reduce your return.\n\n# How long should I hold it and can I take my money out early?\n\nFive years.\n\n# How can I complain?\n\nWrite to us.\n\n# Other relevant information\n\nSee the prospectus.',
    must: [],
    mustNot: [RULE.kidTitle, RULE.kidPurpose, RULE.kidSections, RULE.kidLength],
  },
  {
    id: 'kid-no-template',
    about: 'a product summary uploaded as a KID, four pages, without the template',
    documentType: 'priips-kid',
    text: '# Product summary\n\nA certificate.\n\n---page---\n\n# Costs\n\nLow.\n\n---page---\n\n# Risks\n\nSome.\n\n---page---\n\n# Contact\n\nWrite to us.',
    must: [RULE.kidTitle, RULE.kidPurpose, RULE.kidSections, RULE.kidLength],
    mustNot: [],
  },
  {
    id: 'kii-template',
    about: 'a KII with its sections in order, the risk indicator, on two pages',
    documentType: 'ucits-kii',
    text: '# Key Investor Information\n\nThis document provides you with key investor information about this fund.\n\n# Objectives and investment policy\n\nThe fund invests in shares.\n\n# Risk and reward profile\n\n1 2 3 4 5 6 7\n\n# Charges\n\nOngoing charge 0.1%.\n\n---page---\n\n# Past performance\n\nPast performance is not a guide to future performance.\n\n# Practical information\n\nThe depositary is Example Trustee Limited.',
    must: [],
    mustNot: [RULE.kiiTitle, RULE.kiiSections, RULE.kiiRiskIndicator, RULE.kiiLength],
  },
  {
    id: 'kii-no-template',
    about: 'a fund summary uploaded as a KII, three pages, no indicator, sections missing',
    documentType: 'ucits-kii',
    text: '# Fund summary\n\nThe fund invests in shares.\n\n---page---\n\n# Charges\n\nLow.\n\n---page---\n\n# Contact\n\nWrite to us.',
    must: [RULE.kiiTitle, RULE.kiiSections, RULE.kiiRiskIndicator, RULE.kiiLength],
    mustNot: [],
  },

  // --- KID and KII content (2017/653 arts. 1-7, 583/2010 arts. 8, 10, 15) and fund factsheets ------------
  {
    id: 'kid-content-complete',
    about:
      'a structured-note KID with product details, alert, SRI, UK performance narrative, cost tables, holding period and complaints address',
    documentType: 'priips-kid',
    text: '# Key Information Document\n\n# Product\n\nIndex Growth Note 2031, made by Northbank Securities plc (www.northbank.example, telephone 0161 496 0000). Northbank Securities plc is authorised and regulated by the Financial Conduct Authority. This document was produced on 2 June 2025.\n\nYou are about to purchase a product that is not simple and may be difficult to understand.\n\n# What is this product?\n\nThis product is a structured note linked to the FTSE 100.\n\n# What are the risks and what could I get in return?\n\n1 2 3 4 5 6 7\n\nThe risk indicator assumes you keep the product for 6 years. We have classified this product as 5 out of 7.\n\nWhat could affect my return negatively? A fall in the FTSE 100.\n\n---page---\n\n# What are the costs?\n\n# Costs over time\n\n| Total costs | £310 |\n\n# Composition of costs\n\n| One-off costs | Entry costs | 2% |\n| Ongoing costs | Other ongoing costs | 0.3% |\n\n# How long should I hold it and can I take my money out early?\n\nThe recommended holding period is six years.\n\n# How can I complain?\n\nE-mail complaints@northbank.example or write to Northbank Securities plc, 4 Quay Street, Manchester.',
    must: [],
    mustNot: [
      RULE.kidProduct,
      RULE.kidAlert,
      RULE.kidRiskIndicator,
      RULE.kidPerformance,
      RULE.kidCosts,
      RULE.kidHolding,
      RULE.kidComplaints,
    ],
  },
  {
    id: 'kid-content-missing',
    about: 'a structured-note KID with the section titles but none of the prescribed content',
    documentType: 'priips-kid',
    text: '# Key Information Document\n\n# What is this product?\n\nThis product is a certificate that pays a coupon linked to an index.\n\n# What are the risks and what could I get in return?\n\nMarkets go up and down.\n\n# What are the costs?\n\nThere are some costs.\n\n# How long should I hold it and can I take my money out early?\n\nAs long as you wish.\n\n# How can I complain?\n\nWe take every complaint seriously.',
    must: [
      RULE.kidProduct,
      RULE.kidAlert,
      RULE.kidRiskIndicator,
      RULE.kidPerformance,
      RULE.kidCosts,
      RULE.kidHolding,
      RULE.kidComplaints,
    ],
    mustNot: [],
  },
  {
    id: 'kii-content-complete',
    about:
      'a KII with its charges table, indicator narrative, a seven-year bar chart and its four statements',
    documentType: 'ucits-kii',
    text: '# Risk and reward profile\n\nThe indicator is based on historical data, which may not be a reliable indication of the future risk profile. The category is not guaranteed and can change. Even the lowest category is not risk-free.\n\n# Charges\n\n| Entry charge | 0.00% |\n| Exit charge | 0.00% |\n| Ongoing charges | 0.65% |\n\n# Past performance\n\n| 2018 | 2019 | 2020 | 2021 | 2022 | 2023 | 2024 |\n| 1.2 | 8.8 | 2.0 | 15.1 | -9.7 | 6.0 | 9.4 |\n\nPast performance is not a reliable guide to future performance. Performance is shown after the ongoing charges. The fund came into existence in 2017. Performance is calculated in pounds sterling.',
    must: [],
    mustNot: [
      RULE.kiiCharges,
      RULE.kiiRiskNarrative,
      RULE.kiiPerformanceStatements,
      RULE.kiiPerformanceChart,
    ],
  },
  {
    id: 'kii-content-missing',
    about: 'a KII whose charges, risk and performance sections say almost nothing',
    documentType: 'ucits-kii',
    text: '# Risk and reward profile\n\nThe fund is in category 4.\n\n# Charges\n\nThe ongoing charges are 0.65% a year.\n\n# Past performance\n\nThe fund has done well over time.',
    must: [RULE.kiiCharges, RULE.kiiRiskNarrative, RULE.kiiPerformanceStatements, RULE.kiiPerformanceChart],
    mustNot: [],
  },
  {
    id: 'factsheet-complete',
    about: 'a dated fund factsheet with aim, OCF figure, named risks and five discrete years',
    text: '# Harbour UK Income Fund factsheet\n\nData as at 30 April 2025.\n\n# Fund aim\n\nThe fund aims to provide a rising income from UK shares.\n\n| ISIN | GB00B0000001 |\n| Ongoing charges (OCF) | 0.72% |\n\n# Annual performance (%)\n\n| 12 months to 30 April | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Fund | 21.0 | 5.5 | 1.2 | 4.4 | 7.9 |\n\nThe fund invests in smaller companies, which can be harder to sell: liquidity risk can delay your withdrawals.',
    must: [],
    mustNot: [
      RULE.factsheetDate,
      RULE.fundObjective,
      RULE.ongoingChargeFigure,
      RULE.fundRisks,
      RULE.fiveAnnualPeriods,
    ],
  },
  {
    id: 'factsheet-missing',
    about:
      'an undated fund factsheet without aim, charge figure or named risks, with three discrete years for a fund launched in 2009',
    text: '# Harbour UK Income Fund factsheet\n\n| Launch date | 2009 |\n| Ongoing charges (OCF) | ask your adviser |\n\n# Annual performance (%)\n\n| 12 months to 30 April | 2023 | 2024 | 2025 |\n| Fund | 1.2 | 4.4 | 7.9 |\n\nInvestments can go down as well as up.',
    must: [
      RULE.factsheetDate,
      RULE.fundObjective,
      RULE.ongoingChargeFigure,
      RULE.fundRisks,
      RULE.fiveAnnualPeriods,
    ],
    mustNot: [],
  },
];
