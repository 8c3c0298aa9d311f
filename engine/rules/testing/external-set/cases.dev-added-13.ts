// Round thirteen of the dev-only cases (issue 18): written BEFORE any rule change, by an outside writer who did not
// read the rule packs, the lexicons, the checks, the text or language modules, or the frozen half, and who did not
// run the rules on a case while writing it, so this group is HELD OUT until a tuning round measures it first.
// Weighted towards the concepts that matter most in retail promotions: certainty of returns and capital safety,
// urgency, trivialising investment, sensational language, diminished warnings, benefits without risks, unfair
// comparisons, forecasts, simulated past performance, past performance without its warning or source, and green
// claims, each with at least three clean look-alikes. Mostly ordinary mainstream copy rather than exotic registers:
// a wealth manager's ideas brochure, ISA-season e-mails, pension consolidation pages, fund launch press releases,
// an adviser's newsletter, app-store descriptions, fee tables, a KID, trustee letters, an assessment of value and
// SDR report summaries, with breaches buried mid-paragraph, split over two sentences, put as questions or
// understatement, or left to a table or a page that never carries the warning. Images the earlier rounds used
// (games, streaks, coffee, dating apps, playlists, recipes, pets, karaoke and so on) are avoided in favour of
// others: an Oyster card, the quick crossword, a sat nav, a car boot sale, a seat-pocket safety card. Facts come
// from outside sources that rounds one to twelve did not name: the ASA's rulings on Good Energy (A12-214133 and
// A17-1), Ecotricity (A15-300786), Woodland Trust Energy (A13-243058), Haven Power (A19-569987), Smartinvest
// Capital t/a Victoria Knight (A18-455234), Pandle (July 2015), Money Advisor (G21-1097661), DB London t/a Direct
// Bullion (A17-395980), Harrington & Byrne and The Pure Gold Company (2024) and Turner Lewis (May 2025); the FCA's
// CP22/20 on SDR and investment labels (October 2022), its TR15/2 review of structured products (March 2015), its
// Consumer Duty letter to consumer investment firms (February 2023) and its platforms portfolio letter (September
// 2023); the Financial Ombudsman Service's case 67/7, its guidance on capital protected structured investments and
// its 2021 crowdfunding decision; the 2021 pension transfer conditions regulations and TPR's scams strategy; the
// Pension Scams Industry Group's red flags; the European Commission's 2021 greenwashing sweep; the Netherlands
// AFM's Guidelines on Sustainability Claims (2023); BaFin's draft guideline for sustainable funds (2021); ESMA's
// supervisory briefing on sustainability (May 2022); IOSCO's 2021 sustainability recommendations; ASIC's RG 53 on
// past performance; and Singapore's advertising rules for capital markets products (2018). Every text is in our
// own words, with invented firms and products. Non-UK regulators' texts are filed as `fca-guidance` or
// `fca-review`. Dev-only: never dealt to the frozen half (split.ts deals cases.dev.ts and cases.frozen.ts only).
// Test data only.
import { devCase as c, type CaseSource as Source, type ExternalCase } from './concepts.ts';

// --- ASA rulings -------------------------------------------------------------------------------------------------
const ASA_GOOD_ENERGY_CO2: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Good Energy Ltd (A17-1), republished 2018, upheld: a website said "the electricity we supply contains 0g of CO2 and no radioactive waste. This will never change", when about 18% of its fuel mix was biomass; consumers would read a zero-carbon claim as meaning none across the whole life cycle (https://www.asa.org.uk/rulings/good-energy-ltd-a17-1.html; https://utilityweek.co.uk/good-energy-will-continue-to-investigate-co2-advert-ban/)',
};
const ASA_GOOD_ENERGY_LEADING: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Good Energy Ltd (A12-214133): Ecotricity challenged the website claim "the UK\'s leading 100% renewable electricity supplier"; Good Energy argued that it led a niche of suppliers with only renewable tariffs and cited third-party ratings (https://asa.org.uk/rulings/Good-Energy-Ltd-A12-214133.html)',
};
const ASA_ECOTRICITY: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Ecotricity Group Ltd (A15-300786), two issues, not upheld: "Britain\'s Greenest Energy", challenged by Tesla Motors, was substantiated by Ofgem fuel mix disclosure data and life-cycle CO2 per kWh set against the only other 100% renewable supplier (10.7g against 18.2g) (https://asa.org.uk/rulings/ecotricity-group-ltd-a15-300786.html)',
};
const ASA_WOODLAND: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Woodland Trust t/a Woodland Trust Energy (A13-243058): a magazine insert offered a "Green Energy Plan (100% renewable)"; the complainant said the power came through the National Grid; the advertiser said every MWh was matched by Renewable Energy Guarantees of Origin and its website explained that it could not guarantee what reached the home (https://www.asa.org.uk/rulings/Woodland-Trust-A13-243058.html)',
};
const ASA_HAVEN: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Haven Power Ltd (A19-569987), two issues, not upheld: "responsibly-sourced, compressed wood pellets" and "86% less carbon than coal-generated energy" were backed by the Renewables Obligation sustainability criteria and a stated methodology; the site also set out an ambition to be carbon negative by 2030 (https://www.asa.org.uk/rulings/haven-power-ltd-a19-569987-haven-power-ltd.html)',
};
const ASA_VICTORIA_KNIGHT: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Smartinvest Capital Ltd t/a Victoria Knight (A18-455234), both issues upheld: "Rent Guarantee" and "Our Rent Guaranteed service" implied that rent was guaranteed in all circumstances, and the ad did not make clear the significant limitations of the guarantee (http://www.asa.org.uk/rulings/smartinvest-capital-ltd-a18-455234.html)',
};
const ASA_PANDLE: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on TheAccountancyPartnership.com Ltd t/a Pandle, 1 July 2015, both issues upheld: a review site ("We review, so you don\'t have to!") rated rival accounting software and put its owner\'s product at the top as "Top Rated" without making its commercial interest clear or giving a fair basis for the comparison (https://cms-lawnow.com/en/ealerts/2015/08/asa-adjudications-snapshot-july-2015)',
};
const ASA_MONEY_ADVISOR: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Money Advisor Ltd (G21-1097661), five issues, four upheld: a TV ad showed named customers with the share of their debt "written off" and said "We could help you write-off 100 percent of your unaffordable debt"; the claims were challenged as unsubstantiated and as not making the financial risks clear (https://asa.org.uk/rulings/money-advisor-ltd-g21-1097661-money-advisor-ltd.html)',
};
const ASA_DIRECT_BULLION: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on DB London Ltd t/a Direct Bullion (A17-395980), four issues, two upheld: a TV ad (August 2017) showed "29.7% Rise (2016)" over a climbing line graph and said gold had been "averaging 12% for the last fifteen years", with "Prices may fluctuate" in small print; the ASA also asked whether it implied an unregulated product had investment potential (http://www.asa.org.uk/rulings/db-london-ltd-a17-395980.html)',
};
const ASA_HARRINGTON: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Harrington & Byrne Ltd (A24-1247595), both issues upheld: a press ad (May 2024) for a 2024 gold sovereign said it was VAT-free and free of capital gains tax, that there was "a real potential for sharp increases in price" and "we can only guarantee this price for 2 days", without illustrating the risks or saying past performance is no guide (https://asa.org.uk/rulings/harrington---byrne-ltd-a24-1247595-harrington---byrne-ltd.html)',
};
const ASA_PURE_GOLD: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on The Pure Gold Group Ltd t/a The Pure Gold Company (A24-1250872), part of the ASA\'s work on unregulated investments: Google ads said "Invest in tax-free gold with competitive rates, buy-back guarantee and first-class service"; the ASA challenged whether they failed to illustrate the risks (https://asa.org.uk/rulings/the-pure-gold-group-ltd-a24-1250872-the-pure-gold-group-ltd.html)',
};
const ASA_TURNER_LEWIS: Source = {
  kind: 'asa-ruling',
  ref: 'ASA ruling on Turner Lewis Ltd, 28 May 2025, three issues upheld: a TikTok video offered to find Child Trust Funds "on a no-win, no-fee basis, meaning you\'ve got nothing to lose", when the fee was 25% plus VAT of the account and the same search could be done free through HMRC (https://www.asa.org.uk/rulings/turner-lewis-ltd-a24-1270072-turner-lewis-ltd.html)',
};

// --- FCA and the Financial Ombudsman Service -----------------------------------------------------------------------
const FCA_CP22_20: Source = {
  kind: 'fca-guidance',
  ref: 'FCA CP22/20, Sustainability Disclosure Requirements and investment labels, 25 October 2022: concern about exaggerated, misleading or unsubstantiated sustainability claims; proposed limits on terms such as "ESG", "green" or "sustainable" in the names and marketing of products without a label; consumer-facing disclosures to include investments a consumer may not expect the product to hold (https://www.regulationtomorrow.com/eu/fca-publishes-consultation-paper-on-sustainability-disclosure-requirements-and-investment-labels/)',
};
const FCA_TR15_2: Source = {
  kind: 'fca-review',
  ref: 'FCA TR15/2, Structured Products: Thematic Review of Product Development and Governance, March 2015, with Occasional Paper No. 9: retail customers struggle to understand structured products and frequently overestimate their potential returns; firms must give clear and balanced information on each product and its risks (https://www.regulationtomorrow.com/eu/fca-thematic-review-on-structured-product-development-and-governance/)',
};
const FCA_CI_LETTER: Source = {
  kind: 'fca-review',
  ref: 'FCA Dear CEO letter on implementing the Consumer Duty in the consumer investments sector, 3 February 2023: focus on value in mainstream investments, consumers in unsuitable higher-risk investments (with concern that the design of trading apps leads to poor outcomes), scams and fraud, and redress (https://www.bovill.com/fca-sends-consumer-duty-dear-ceo-letter-to-consumer-investments-firms/; https://mycompliancecentre.com/dear-ceo-archives/implementing-the-consumer-duty-in-the-consumer-investments-sector/)',
};
const FCA_PLATFORMS: Source = {
  kind: 'fca-review',
  ref: 'FCA portfolio letter to investment platforms, 28 September 2023: over £800bn for 8.2 million customers; fees and charges not always clear or fair value, so customers struggle to judge value; poor due diligence on non-standard assets; gamification in trading apps an emerging risk (https://mycompliancecentre.com/dear-ceo-archives/our-platforms-supervision-strategy-portfolio-letter)',
};
const FOS_67: Source = {
  kind: 'fca-review',
  ref: 'Financial Ombudsman Service, ombudsman news issue 67 (February/March 2008), case 67/7: a stockbroker specialising in higher-risk investments contacted Mr K, 74 and retired, recorded his attitude to risk as "medium" and recommended penny shares it already held on its own books; penny shares are speculative and volatile (http://www.fos.org.uk/publications/ombudsman-news/67/67-case_studies_investment.html)',
};
const FOS_CPSI: Source = {
  kind: 'fca-review',
  ref: 'Financial Ombudsman Service guidance on complaints about capital protected structured investments: protection of capital at maturity does not make the advice suitable; the return is linked to indices or shares, so the risk is like investing in those markets; complaints often say the literature was unclear or the risks were not explained, and pointing to the sale literature is not usually enough (https://financial-ombudsman.org.uk/businesses/complaints-deal/investments/capital-protected-structured-investments)',
};
const FOS_CROWDCUBE: Source = {
  kind: 'fca-review',
  ref: 'Financial Ombudsman Service decision against Crowdcube, May 2021: an investor was repaid his £18,000 stake in a takeaway start-up because the pitch spoke of expansion that had no concrete plans behind it and "didn\'t provide sufficient detail to give Mr S a balanced indication of the benefits and the risk" (https://alternativecreditinvestor.com/2021/05/20/fos-orders-crowdcube-to-repay-investor-18000)',
};

// --- Pensions --------------------------------------------------------------------------------------------------------
const PENSION_TRANSFERS: Source = {
  kind: 'fca-guidance',
  ref: "The Occupational and Personal Pension Schemes (Conditions for Transfers) Regulations 2021, in force 30 November 2021: trustees can raise a red flag (transfer stopped) or an amber flag (saver must take MoneyHelper scam guidance), for example where the saver was contacted out of the blue or pressured to transfer quickly; scammers offer free pension reviews, early access and time-limited deals (https://moneysaversexpert.com/2021/11/08/new-law-to-be-introduced-to-help-protect-pension-savers-from-scammers-moneysavingexpert/); TPR's strategy to combat pension scams: scammers use psychological deception and professional-looking materials (https://www.thepensionsregulator.gov.uk/en/document-library/corporate-information/our-strategy-to-combat-pension-scams)",
};
const PSIG: Source = {
  kind: 'fca-review',
  ref: 'Pension Scams Industry Group report on transfer red flags, using Phoenix, Standard Life and XPS data on 27,087 transfers worth £1.33bn: 52% of flags involved an unregulated introducer, an adviser overseas or one on a watch list; members cold called or unaware of who was advising them (http://www2.citywire.co.uk/new-model-adviser/news/providers-reveal-10-biggest-pension-scam-red-flags/a1203717/print?section=new-model-adviser)',
};

// --- Green claims outside the UK ---------------------------------------------------------------------------------
const EC_SWEEP: Source = {
  kind: 'fca-review',
  ref: 'European Commission and national consumer authorities, website sweep on greenwashing, January 2021: of 344 seemingly dubious green claims, 42% were likely exaggerated, false or deceptive; 37% used vague, general terms such as "conscious", "eco-friendly" or "sustainable" to suggest no negative impact; 59% gave no easily accessible evidence (https://fashionunited.uk/news/fashion/42-percent-of-companies-exaggerate-sustainability-claims-says-new-report/2021020253349)',
};
const AFM_CLAIMS: Source = {
  kind: 'fca-guidance',
  ref: 'Netherlands AFM Guidelines on Sustainability Claims for financial undertakings and pension providers, 4 October 2023: claims accurate, representative and up to date; specific and substantiated; understandable and easy to find; negative as well as positive aspects; representative imagery (such as wind turbines); its 2026 follow-up asks firms to explain how "climate neutral" will be reached and to claim impact only where it is additional, intentional and measurable (https://www.afm.nl/en/sector/actueel/2023/oktober/leidraad-duurzaamheidsclaims; https://www.regulationtomorrow.com/the-netherlands/afm-publishes-finalised-guideline-on-sustainability-claims/; https://esg-investing.com/?p=24122)',
};
const BAFIN_FUNDS: Source = {
  kind: 'fca-guidance',
  ref: 'BaFin draft Guideline for sustainable investment funds, consultation of 2 August 2021 (replaced by ESMA\'s fund-name guidelines in 2024): a German retail fund could be called or marketed as sustainable only with at least 75% in sustainable assets, a sustainable strategy or a sustainable index, plus minimum exclusions (no more than 10% of revenue from fossil-fuel energy other than gas, 5% from coal and oil extraction); "A fund that uses the ESG label must deliver on its promise of sustainability" (https://www.jonesday.com/en/insights/2021/08/german-regulator-combats-greenwashing-by-proposing-guidelines-on-sustainable-investment-funds; https://bafin.de/SharedDocs/Veroeffentlichungen/EN/Fachartikel/2021/fa_bj_2108_Greenwashing_en.html)',
};
const ESMA_BRIEFING: Source = {
  kind: 'fca-guidance',
  ref: "ESMA supervisory briefing on sustainability risks and disclosures in investment management, 31 May 2022: supervisors to check that a fund's name, marketing material and sustainability disclosures are consistent with its investment objective, policy and strategy (https://www.ashurst.com/en/insights/esma-takes-aim-at-greenwashing-and-sfdr-disclosures-just-got-indirectly-stricter/)",
};
const IOSCO_ESG: Source = {
  kind: 'fca-review',
  ref: 'IOSCO consultation CR01/21 (June 2021) and final report FR08/21 (November 2021), Recommendations on Sustainability-Related Practices, Policies, Procedures and Disclosure in Asset Management: greenwashing as misrepresenting sustainability-related practices or the sustainability features of products; regulators to set expectations for product disclosures and marketing (https://brownejacobson.com/about/news-media/greenwashing-its-manifestation-and-prevention)',
};

// --- Performance and advertising rules outside the UK ------------------------------------------------------------
const ASIC_RG53: Source = {
  kind: 'fca-guidance',
  ref: 'ASIC Regulatory Guide 53, The use of past performance in promotional material (July 2003), following its 2002 discussion paper: give a five-year return beside any other period; do not use hypothetical or simulated figures in ads; keep figures up to date; balance returns with key information about risk; do not give past performance undue prominence; quote returns after ongoing fees (https://asic.gov.au/about-asic/news-centre/find-a-media-release/2002-releases/02-359-asic-issues-discussion-paper-on-the-use-of-past-performance-information-in-investment-ads)',
};
const MAS_ADS: Source = {
  kind: 'fca-guidance',
  ref: "Singapore Securities and Futures (Licensing and Conduct of Business) Regulations, reg. 46, for product advertisements from 10 December 2018: not false or misleading, a fair and balanced view, information presented clearly and legibly (at least 10-point type online); its schedules treat information inconsistent with a product's nature or risks, or an exaggerated statement calculated to exploit inexperience, as misleading (https://sso.agc.gov.sg/SL/SFA2001-RG10?ProvIds=pr46-; https://jdsupra.com/legalnews/new-requirements-for-advertisements-of-55295)",
};

const HIGH_RISK_WARNING =
  "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong. Take 2 mins to learn more.";
const CRYPTO_WARNING =
  "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.";
const CFD_WARNING = (percent: number) =>
  `CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ${percent}% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.`;

/** The thirteenth round's cases, kept apart so they can be scored as their own group (held out: see README). */
export const DEV_ADDED_ROUND_THIRTEEN: ExternalCase[] = [
  // --- certainty-of-returns and capital-safety-claim: breaches -------------------------------------------------
  c(
    'd13-001',
    FOS_CPSI,
    "a kick-out plan recommended mid-paragraph in a wealth manager's ideas brochure as one that can only hand back capital or more, set beside cash, with nothing on the issuer or any risk",
    `# Autumn ideas for cautious clients\n\nCash rates are drifting lower, and several clients have asked where to look instead. For those who want some exposure to shares without the sleepless nights, we continue to favour the Harrowby Kick-Out Plan 9. On each anniversary the plan checks the FTSE 100 and, if the index is at or above its starting level, repays your capital plus 8.5% for every year that has passed. Because the plan can only ever hand back what you put in or more, it sits comfortably beside cash in a cautious portfolio. Our team will post the brochure on request.\n\nHarrowby Private Wealth Ltd`,
    [
      'capital-safety-claim',
      'protection-claim-unexplained',
      'savings-comparison',
      'benefits-without-risks',
      'capital-at-risk-warning-missing',
    ],
    [],
  ),
  c(
    'd13-002',
    ASA_VICTORIA_KNIGHT,
    "ten years of rent on an off-plan flat promised whether or not it is let, with the guarantee's limits left out",
    `# Ten years of rent, fixed from day one\n\nBuy a one-bedroom apartment at Wharfside Quarter, Salford, and receive 7.25% a year net of costs for ten years, paid on the first of every month whether or not the flat is let. No voids, no arrears, no surprises.\n\nProperty values can fall as well as rise. Kingsgate Residential Investments Ltd is not regulated by the Financial Conduct Authority.`,
    ['certainty-of-returns', 'protection-claim-unexplained'],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'd13-003',
    ASA_PURE_GOLD,
    'gold coins sold as tax-free with a lifetime buy-back guarantee said to keep the money safe, with nothing on falling prices',
    `Every sovereign from Allbright Bullion is free of VAT and capital gains tax, and comes with our lifetime buy-back guarantee. However the markets move, we'll take your coins back, so the money you put into gold never really leaves you.\n\nAllbright Bullion Ltd. Physical gold is not regulated by the Financial Conduct Authority.`,
    [
      'capital-safety-claim',
      'protection-claim-unexplained',
      'tax-treatment-caveat-missing',
      'benefits-without-risks',
      'capital-at-risk-warning-missing',
    ],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'd13-004',
    FCA_TR15_2,
    "a structured note's conditional coupon split over two sentences into income that arrives every year, with the risk warnings present",
    `Income you can plan your retirement around. It arrives at 6.4% a year, every year, for five years.\n\nThe Pelham FTSE Income Note 14 is issued by Averill Bank plc. If Averill Bank fails you could lose some or all of your money, and if the FTSE 100 falls by more than 40% over the term you could lose capital. Capital at risk.\n\nPelham Structured Products Ltd`,
    ['certainty-of-returns'],
    ['capital-at-risk-warning-missing'],
  ),
  c(
    'd13-005',
    MAS_ADS,
    'an ISA-season e-mail placing an equity income fund among the incomes you can count on, paying without fail',
    `Subject: Your ISA for next year, sorted\n\nHi Jenna,\n\nThere are two kinds of income: the kind you hope for and the kind you can count on. The Ferrymead Equity Income Fund belongs firmly in the second camp, paying out every quarter without fail, year after year.\n\nThe value of your investment and the income from it can fall as well as rise.\n\nFerrymead Investments Ltd`,
    ['certainty-of-returns'],
    [],
  ),
  c(
    'd13-006',
    FOS_CROWDCUBE,
    'a student-property loan note called secured on finished buildings, put as a rhetorical question, with the prescribed warning then talked down',
    `When did bricks and mortar last vanish overnight? Every pound lent through the Calder Student Lets Note is secured on finished, fully let buildings, which is why our investors have never had to give a thought to losing it.\n\n${HIGH_RISK_WARNING}\n\nCalder Property Finance plc`,
    ['capital-safety-claim', 'protection-claim-unexplained', 'diminished-warning'],
    ['high-risk-warning-missing'],
  ),
  c(
    'd13-007',
    MAS_ADS,
    'a short-dated bond fund said in a question and answer never to fall in price, with no risk warning',
    `# Can the price of my units fall?\n\nNot with this fund. The Sterling Reserve Plus Fund holds only short-dated bonds, so its unit price simply doesn't go down. It is the calm corner of your portfolio.\n\nLanyard Asset Management Ltd`,
    ['capital-safety-claim', 'capital-at-risk-warning-missing'],
    [],
  ),
  c(
    'd13-008',
    PENSION_TRANSFERS,
    'a letter after a free pension review promising fixed 8% growth once the pension is transferred, with nothing on risk',
    `Dear Mr Prentice,\n\nThank you for taking up our free pension review. We are pleased to confirm that once your fund is transferred to the Solway Retirement Trust it will grow by a fixed 8% every year for the next ten years.\n\nPlease return the enclosed forms in the prepaid envelope.\n\nYours sincerely,\nClient Services, Solway Retirement Trust`,
    ['certainty-of-returns', 'benefits-without-risks', 'capital-at-risk-warning-missing'],
    [],
  ),
  c(
    'd13-009',
    FCA_PLATFORMS,
    "an app-store description saying custody and the FSCS mean the customer can't lose out whatever markets do",
    `Ploverly: Invest & Save\n\n- Stocks and shares ISA, SIPP and general account in one app\n- Ready-made portfolios from £1\n- Your money is safe with us: investments are held by an independent custodian and protected by the FSCS, so whatever the markets do, you can't lose out\n- Round-ups and regular investing\n\nPloverly Ltd is authorised and regulated by the Financial Conduct Authority.`,
    [
      'capital-safety-claim',
      'protection-claim-unexplained',
      'benefits-without-risks',
      'capital-at-risk-warning-missing',
    ],
    [],
  ),
  c(
    'd13-010',
    FCA_CI_LETTER,
    "an unlisted income note's rate insisted on as neither 'up to' nor a target, without the high-risk warning",
    `The Merrow Lane Income Note pays 9% a year. Not 'up to' 9%, and not a 'target' of 9%: just 9%, every year, straight into your account.\n\nMerrow Lane Capital plc. Capital at risk.`,
    ['certainty-of-returns', 'high-risk-warning-missing'],
    [],
  ),
  c(
    'd13-011',
    ASIC_RG53,
    'an income figure disowned as a certainty and then reinstated by understatement',
    `We wouldn't go so far as to call the 5% income a certainty. Let's just say we'd be astonished if it didn't turn up.\n\nThe Quenby Strategic Income Fund. Capital at risk. Quenby Fund Managers LLP`,
    ['certainty-of-returns'],
    [],
  ),
  c(
    'd13-012',
    MAS_ADS,
    'crypto lending with the principal "shielded, full stop", no crypto warning',
    `Earn 5.5% on your USDC with Principal Shield. Your stablecoins are only ever lent to vetted institutions, and your principal is shielded. Full stop.\n\nHalyard Digital Ltd`,
    [
      'capital-safety-claim',
      'protection-claim-unexplained',
      'crypto-risk-warning-missing',
      'benefits-without-risks',
    ],
    [],
  ),

  // --- certainty-of-returns and capital-safety-claim: clean look-alikes -------------------------------------------
  c(
    'd13-013',
    ASA_VICTORIA_KNIGHT,
    'a lifetime annuity quote where the income really is guaranteed and the limits of the guarantee are set out',
    `# Your annuity quote\n\nGuaranteed income: £6,412 a year for life, paid monthly and rising by 3% every April.\n\nThis income is guaranteed by Ashbourne Life Ltd for as long as you live, whatever happens to investment markets. Once bought, an annuity cannot normally be cashed in or changed. If inflation runs above 3% a year, your income will buy less over time. If Ashbourne Life failed, the Financial Services Compensation Scheme would normally cover your annuity in full.\n\nAshbourne Life Ltd`,
    [],
    ['certainty-of-returns', 'capital-safety-claim', 'protection-claim-unexplained'],
  ),
  c(
    'd13-014',
    MAS_ADS,
    'a gilt held to maturity, where the promised repayment is real and selling early or paying above par is explained',
    `If you buy the 4¼% Treasury Gilt 2032 and hold it until it matures on 7 June 2032, the UK government has promised to repay £100 for every £100 nominal you hold and to pay £4.25 a year in interest until then. If you sell before that date, you get the market price on the day, which could be less than you paid. If you pay more than £100 today, you will get back less than you paid at maturity.\n\nBrandling Stockbrokers Ltd`,
    [],
    ['certainty-of-returns', 'capital-safety-claim'],
  ),
  c(
    'd13-015',
    FCA_PLATFORMS,
    '"Is my money safe?" answered by separating custody and FSCS cover from market losses',
    `# Is my money safe?\n\nSafe from what, is the honest answer. Your investments are held in a separate nominee company, so if Ploverly went out of business they could not be used to pay our creditors, and the Financial Services Compensation Scheme may cover up to £85,000 if we lost or mishandled them. None of this protects you from the markets: if your investments fall in value, that loss is yours.\n\nPloverly Ltd`,
    [],
    ['capital-safety-claim', 'protection-claim-unexplained'],
  ),
  c(
    'd13-016',
    PENSION_TRANSFERS,
    'a trustee letter explaining that a defined benefit pension does not move with markets, with the Pension Protection Fund and its limits',
    `Dear Member,\n\nThe pension you have built up in the Castlemere Engineering Pension Scheme is a defined benefit pension. The amount you will receive is set by the scheme rules, based on your salary and years of service, and does not go up or down with investment markets. If the company became insolvent and the scheme could not pay in full, the Pension Protection Fund would normally pay compensation, which for some members is less than their full pension.\n\nIf anyone contacts you out of the blue offering to move your pension, please speak to us before you sign anything.\n\nThe Trustees of the Castlemere Engineering Pension Scheme`,
    [],
    ['capital-safety-claim', 'protection-claim-unexplained'],
    'investor-communications',
  ),
  c(
    'd13-017',
    FCA_TR15_2,
    '"Will I definitely get 6.4% a year?" answered no, with the barrier, the capital loss and the issuer risk',
    `# Will I definitely get 6.4% a year?\n\nNo. The Pelham FTSE Income Note 14 pays 6.4% for a year only if the FTSE 100 closes at or above 70% of its starting level on that year's observation date. In a bad year you get nothing for that year. If the index ends the term below 60% of its starting level you lose part of your capital, and if Averill Bank plc fails you could lose everything.\n\nPelham Structured Products Ltd`,
    [],
    ['certainty-of-returns', 'capital-safety-claim'],
  ),

  // --- urgency-pressure: breaches ----------------------------------------------------------------------------------
  c(
    'd13-018',
    PENSION_TRANSFERS,
    'a follow-up text after a cold call: an overseas hotel allocation closing Friday, other clients waiting, forms back today',
    `SMS: Hi Mr Dowling, it's Kieran at Fairhaven Pension Partners. Great speaking earlier. As discussed, the Algarve hotel allocation closes Friday at 5pm and I've got two other clients waiting on the same units, so I'll need your signed transfer forms back today if you want to keep your place.`,
    ['urgency-pressure', 'capital-at-risk-warning-missing'],
    [],
  ),
  c(
    'd13-019',
    FOS_67,
    "a broker's call script to a retired client: penny shares from the firm's own book held until close of business, before results make the price history",
    `PENTLAND STOCKBROKING: CALL NOTES\n\n'Mr Kirkby, I'll be straight with you. We've a block of Torrin Minerals on our own book at 4p, and once the drilling results come out on Thursday that price is history. I can hold 50,000 shares for you until close of business today, and not a minute longer.'`,
    ['urgency-pressure', 'forecast-future-performance', 'capital-at-risk-warning-missing'],
    [],
  ),
  c(
    'd13-020',
    ASA_HARRINGTON,
    'a gold coin price held only until Sunday midnight, with hesitant collectors said to regret it; unregulated status and price risk given',
    `# The 2026 Britannia, in 22-carat gold\n\nThis week's price is £2,395 a coin, and we can only promise it until Sunday midnight. Collectors who hesitated over last year's issue are still telling us about it. Don't be one of them: phone before the weekend.\n\nHollingbury Mint Ltd. Gold is not regulated by the Financial Conduct Authority, and its price can go down as well as up.`,
    ['urgency-pressure'],
    ['unregulated-status-not-disclosed', 'capital-at-risk-warning-missing'],
  ),
  c(
    'd13-021',
    MAS_ADS,
    'a trust launch press release urging investors to apply in the first days because later applications will not be met',
    `# Kestrel Infrastructure Income Trust plc: initial public offer\n\nLONDON, 2 March 2026. Kestrel Infrastructure Income Trust plc today publishes its prospectus for an initial public offer of up to 150 million shares at 100p. The trust will invest in UK wind, solar and battery storage assets and aims to provide a dividend income. Given the strength of demand already indicated by wealth managers, the board expects the offer to be heavily oversubscribed, and investors are urged to apply in the first days of the offer, as later applications are unlikely to be met in full. The offer closes on 20 March.\n\nThe value of shares and the income from them can fall as well as rise.\n\nKestrel Infrastructure Partners LLP`,
    ['urgency-pressure'],
    [],
  ),
  c(
    'd13-022',
    FCA_PLATFORMS,
    'an in-app banner on a pre-market fall: dips like this are bought within the hour, so buy before the bell',
    `📉 Tesla is down 6% in pre-market trading. Dips like this are usually bought up within the hour. Tap to buy before the opening bell.\n\nQuayline Markets Ltd. Capital at risk.`,
    ['urgency-pressure', 'forecast-future-performance'],
    [],
  ),
  c(
    'd13-023',
    PSIG,
    "an introducer's letter to a steelworks scheme's members: forestry places allocated in order of forms, closing within the fortnight",
    `Dear Mr Ferreira,\n\nWe have secured a small number of places in the Ardmore Forestry Programme for former members of the Carrick Steel pension scheme. Places are allocated strictly in the order completed forms reach us, and we expect the programme to close to new members within the fortnight. Please don't leave it until it's too late.\n\nCapital at risk. The Ardmore Forestry Programme is not regulated by the Financial Conduct Authority.\n\nYours sincerely,\nBrackenhurst Retirement Solutions Ltd`,
    ['urgency-pressure'],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'd13-024',
    MAS_ADS,
    'a crypto listing with a pre-listing price for the first 5,000 wallets, with the prescribed warning',
    `New listing: $KELP goes live at 14:00 UTC. Pre-listing price for the first 5,000 wallets only. After that, you'll be paying what everyone else pays.\n\n${CRYPTO_WARNING}\n\nDriftwood Exchange Ltd`,
    ['urgency-pressure'],
    ['crypto-risk-warning-missing'],
  ),
  c(
    'd13-025',
    MAS_ADS,
    'pressure by understatement: no need to decide today, only the people who wait will get less',
    `We're not saying you have to decide today. We're only saying that the people who decided last week got 5.1%, and the people who decide next week will get whatever the market is offering by then.\n\nElmbridge Water 5.1% Retail Bond 2033, listed on the London Stock Exchange. Capital at risk: if Elmbridge Water cannot pay, you could lose some or all of your money, and the bond is not covered by the FSCS.\n\nPrescott & Vane Ltd (authorised offeror)`,
    ['urgency-pressure'],
    [],
  ),
  c(
    'd13-026',
    FCA_CI_LETTER,
    "a wealth manager's quarterly letter that turns, mid-paragraph, to urging clients in cash to move before the quarter ends",
    `# Quarterly letter to clients\n\nThe quarter closed with global shares a little higher and bond yields broadly unchanged. Our portfolios kept their modest tilt towards quality companies and short-dated bonds. The opportunity we see in smaller companies today will not stay open for long, however, and we would urge any client still holding large cash balances to move before the quarter is out rather than risk being left behind. Your adviser will be in touch.\n\nThe value of investments can fall as well as rise.\n\nAldbourne Wealth Partners LLP`,
    ['urgency-pressure'],
    [],
    'investor-communications',
  ),
  c(
    'd13-027',
    FCA_CI_LETTER,
    'a bitcoin purchase match that disappears after Friday, with the prescribed crypto warning',
    `Open a Lantern wallet before Friday's close and we'll match the first £25 of bitcoin you buy, pound for pound. Miss Friday and the match is gone.\n\n${CRYPTO_WARNING}\n\nLantern Coin Ltd`,
    ['urgency-pressure', 'incentive-to-invest'],
    ['crypto-risk-warning-missing'],
  ),
  c(
    'd13-028',
    FOS_CROWDCUBE,
    'a table of crowdfunding rounds with an early-access price that disappears when the last shares go',
    `# Harvest Hall Kitchens: funding round\n\n| Round | Price per share | Status |\n| Founders | 80p | Closed |\n| Early access | 90p | 94% taken |\n| Public | 110p | Opens 1 June |\n\nThe early-access price disappears the moment the last shares go.\n\n${HIGH_RISK_WARNING}\n\nHarvest Hall Kitchens Ltd, approved by Furrow Capital Ltd`,
    ['urgency-pressure'],
    ['high-risk-warning-missing'],
  ),
  c(
    'd13-029',
    PENSION_TRANSFERS,
    'defined benefit members told transfer values are being cut without warning and to lock theirs in now',
    `Final salary schemes up and down the country are cutting transfer values without warning. Yours could be next. Lock in your figure by transferring now, while it's still on the table.\n\nCrestway Retirement Partners Ltd`,
    ['urgency-pressure'],
    [],
  ),

  // --- urgency-pressure: clean look-alikes -------------------------------------------------------------------------
  c(
    'd13-030',
    FCA_CI_LETTER,
    'the end of pension carry-forward for an old tax year given as a fact, with no push to contribute and the tax caveat',
    `# Unused pension allowance from 2022/23\n\nIf you didn't use all of your pension annual allowance in the 2022/23 tax year, the unused part can only be carried forward until 5 April 2026. After that it is gone. If you have spare allowance and money you won't need before retirement, a contribution before then may attract tax relief; if not, there is nothing you need to do. Whether it's worth it depends on your income and circumstances, and tax rules can change. If you're unsure, speak to a financial adviser.\n\nPensions are investments, and their value can go down as well as up.\n\nWayline Pensions Ltd`,
    [],
    ['urgency-pressure', 'tax-treatment-caveat-missing'],
  ),
  c(
    'd13-031',
    PENSION_TRANSFERS,
    'a transfer value guaranteed for a period fixed by pensions law, with advice required and no obligation to act',
    `Dear Ms Achebe,\n\nYour cash equivalent transfer value of £412,380 is guaranteed until 14 September 2026. The length of the guarantee is fixed by pensions law rather than chosen by the scheme, and if you decide to transfer at this value your new provider must receive everything it needs before then. Before transferring you must take advice from a regulated financial adviser, and for most people keeping a defined benefit pension is in their best interests. There is no obligation to transfer, and you do not need to reply if you wish to stay in the scheme.\n\nCastlemere Engineering Pension Scheme Administration`,
    [],
    ['urgency-pressure'],
    'investor-communications',
  ),
  c(
    'd13-032',
    FCA_PLATFORMS,
    'a takeover election deadline with the default if the holder does nothing, and no recommendation',
    `# Your choice in the Ardent Holdings offer for Blackmoor Foods\n\nArdent Holdings plc is buying Blackmoor Foods plc. For each of your 640 Blackmoor shares you can take 410p in cash or 1.2 new Ardent shares. Please tell us your choice by 1pm on 9 July. If we don't hear from you, you will receive the cash, which is the default under the terms of the offer. The value of the share alternative will depend on Ardent's share price, which can fall. We can't tell you which option is better for you.\n\nBarrowgate Share Dealing Ltd`,
    [],
    ['urgency-pressure'],
    'investor-communications',
  ),
  c(
    'd13-033',
    MAS_ADS,
    'a microcap fund shutting its doors to new money for capacity reasons, announced with notice and a request not to buy because of it',
    `# The Aldwick UK Microcap Fund is shutting its doors to new money\n\nFrom 30 September 2026 the fund will stop accepting new investors, because the manager believes more money would make it harder to buy and sell very small companies without moving their prices. Existing investors can keep adding to their holdings. We are telling you now so you have time to think, and please don't invest simply because the door is closing: very small companies can be volatile and hard to sell, and the value of your investment can fall.\n\nAldwick Fund Managers Ltd`,
    [],
    ['urgency-pressure'],
  ),

  // --- trivialises-investment: breaches ----------------------------------------------------------------------------
  c(
    'd13-034',
    FCA_PLATFORMS,
    'buying shares said to take less effort than topping up an Oyster card, with no reading and no second thoughts',
    `Buying shares on Tapwell takes less effort than topping up your Oyster card. One tap, one thumbprint, done: no reading, no homework, no second thoughts.\n\nTapwell Markets Ltd. Capital at risk.`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-035',
    MAS_ADS,
    'a newspaper advertorial likening an income portfolio to the quick crossword, done before the paper and never looked at again',
    `ADVERTISEMENT\n\nInvesting for income with Dunmore is about as taxing as the quick crossword. Most of our readers have it done before they've finished the paper, and they never need to look at it again.\n\nThe Dunmore Income Portfolio. The value of your investment can fall as well as rise. Dunmore Wealth Ltd`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-036',
    FCA_CI_LETTER,
    "a pension likened to a sat nav that does the driving, so the saver needn't look out of the window",
    `Pop in the age you'd like to retire and the Wayline pension does the driving. You don't need to know the roads, read the map or even look out of the window. Just sit back.\n\nWayline Pensions Ltd. The value of your pension can go down as well as up.`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-037',
    MAS_ADS,
    'small-cap coins likened to rummaging at a car boot sale for a Ming vase, with the prescribed warning',
    `Think of small-cap coins as a car boot sale. Rummage about, pick up a few for a couple of quid each, and one of them might turn out to be the Ming vase.\n\n${CRYPTO_WARNING}\n\nTrestle Crypto Ltd`,
    ['trivialises-investment'],
    ['crypto-risk-warning-missing'],
  ),
  c(
    'd13-038',
    FCA_PLATFORMS,
    'options sold as a quick side bet on whether a share finishes the week up or down',
    `New on Quayline: options. Fancy a quick side bet on whether Apple finishes the week up or down? Pick a direction, pick your stake, and you'll know by Friday.\n\nOptions are complex and you can lose the whole amount you pay. Quayline Markets Ltd`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-039',
    FCA_CI_LETTER,
    'the CFD appropriateness quiz brushed aside: tick the confident-sounding answers and get to the charts',
    `The short quiz before you can trade CFDs? Don't sweat it. Tick the answers that sound most confident and you'll be through in under a minute, then it's straight to the charts.\n\n${CFD_WARNING(74)}\n\nBarrowmoor Markets Ltd`,
    ['trivialises-investment'],
    ['cfd-risk-warning-missing'],
  ),
  c(
    'd13-040',
    PENSION_TRANSFERS,
    'moving a final salary pension likened to switching energy supplier',
    `Moving your final salary pension is just moving money from one pot to another. Honestly, it's no different from switching your energy supplier, and we handle all of it for you.\n\nCrestway Retirement Partners Ltd. Pensions can fall in value.`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-041',
    ASA_TURNER_LEWIS,
    'a forgotten Child Trust Fund steered into a crypto basket because it is money the reader never knew they had',
    `Just found a Child Trust Fund you'd forgotten about? Put it straight into our Next Gen crypto basket. It's money you didn't know you had, so honestly, what is there to lose?\n\nOrrin Digital Ltd`,
    ['trivialises-investment', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'd13-042',
    FCA_CI_LETTER,
    'a "fun pot" of high-risk holdings treated like holiday spending money',
    `Keep a little 'fun pot' for the spicier stuff: frontier markets, early-stage biotech, a penny share or two. Treat it like your holiday spending money. Enjoy it while it lasts, and don't expect to bring any home.\n\nHolloway Lane Invest Ltd. Capital at risk.`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-043',
    FCA_PLATFORMS,
    'a list of everyday chores said to take longer than opening a pension',
    `# Things that take longer than opening a Juniper SIPP\n\n- Boiling an egg\n- Finding your car keys\n- Reading this advert\n\nJuniper Pensions Ltd. The value of your pension can fall as well as rise.`,
    ['trivialises-investment'],
    [],
  ),
  c(
    'd13-044',
    PSIG,
    'a pension called a savings jar with a lid, which the firm will take off',
    `A pension is just a savings jar with a lid on it. Transfer yours to us and we'll take the lid off.\n\nBridgefield Pension Release Ltd`,
    ['trivialises-investment'],
    [],
  ),

  // --- trivialises-investment: clean look-alikes ------------------------------------------------------------------
  c(
    'd13-045',
    FCA_PLATFORMS,
    'an app that opens an account the same day but holds back options, leveraged products and crypto until it has checked and made the customer wait',
    `Tapwell can open your account the same day, but it won't let you buy options, leveraged ETPs or crypto on day one. First we check what you know about how they work, and for the riskiest products we make you wait 24 hours after your first look before you can buy. Ordinary funds and shares still carry risk: their value can fall, and you could get back less than you put in.\n\nTapwell Markets Ltd`,
    [],
    ['trivialises-investment'],
  ),
  c(
    'd13-046',
    FCA_CI_LETTER,
    'the CFD appropriateness questions presented seriously, with no quick retry, and the full warning',
    `# Before you trade CFDs\n\nWe'll ask you some questions about how leverage, margin and close-outs work. Please answer them honestly and take your time. If you don't pass, it's because we think CFDs are likely to be unsuitable for you, not because you made a mistake, and we won't offer you a quick retry.\n\n${CFD_WARNING(74)}\n\nBarrowmoor Markets Ltd`,
    [],
    ['trivialises-investment', 'cfd-risk-warning-missing'],
  ),
  c(
    'd13-047',
    MAS_ADS,
    "a sat nav analogy for a target-date fund that says plainly what the analogy can't do",
    `A target-date fund works a little like a sat nav: you tell it roughly when you'll need the money and it adjusts the route, moving gradually from shares towards bonds and cash. Unlike a sat nav, it can't see the traffic ahead. Markets can fall sharply, including in the years just before you plan to retire, and the value of the fund can go down as well as up.\n\nWayline Pensions Ltd`,
    [],
    ['trivialises-investment'],
  ),

  // --- sensational-language: breaches -----------------------------------------------------------------------------
  c(
    'd13-048',
    MAS_ADS,
    'a fund launch press release calling itself a blockbuster launch for the white-hot theme of the decade',
    `# Quarrymoor launches Frontier AI fund\n\nLONDON, 14 January 2026. Quarrymoor Asset Management today launches the Quarrymoor Frontier AI Fund, which the firm describes as a blockbuster launch for the decade's white-hot investment theme. The fund will hold 30 to 40 companies developing or using artificial intelligence and is managed by Tomas Brandt.\n\nNotes to editors: the value of investments can fall as well as rise. Quarrymoor Asset Management Ltd is authorised and regulated by the Financial Conduct Authority.`,
    ['sensational-language'],
    [],
  ),
  c(
    'd13-049',
    MAS_ADS,
    'a volcanic crypto post saying the coin is only warming up, with no crypto warning',
    `Volcanic. Absolutely volcanic. $PYRE just tore through every resistance level on the chart and it's only warming up 🌋🌋 Trade it now on Ashlar Exchange.`,
    ['sensational-language', 'forecast-future-performance', 'crypto-risk-warning-missing'],
    [],
  ),
  c(
    'd13-050',
    FCA_CI_LETTER,
    "an adviser's newsletter headline about an unstoppable juggernaut and an avalanche of wealth",
    `# AI: THE JUGGERNAUT NOBODY CAN STOP\n\nOur Technology Leaders model portfolio puts you right in the path of the biggest avalanche of wealth since the railways. Speak to your adviser about switching.\n\nCapital at risk. Bellwood Financial Planning LLP`,
    ['sensational-language'],
    [],
  ),
  c(
    'd13-051',
    MAS_ADS,
    'a triple-geared ETP for a pension sold as supercharging it, for investors with nerves of steel, with its warning',
    `Supercharge your SIPP. The Afterburner strategy gives you three times the daily move of the Nasdaq 100, for investors with nerves of steel. 🔥\n\nLeveraged ETPs are complex, are designed for short-term trading and can lose value very quickly. Capital at risk. Halden Capital Ltd`,
    ['sensational-language'],
    [],
  ),
  c(
    'd13-052',
    MAS_ADS,
    'rents and yields said to be going through the roof on off-plan studios',
    `Rents in Leeds are going through the roof, and so will your yield. Off-plan studios at Calder Yard from £89,000.\n\nProperty prices and rents can fall. Wharfdale Lettings Ltd is not regulated by the Financial Conduct Authority.`,
    ['sensational-language', 'forecast-future-performance'],
    ['unregulated-status-not-disclosed'],
  ),
  c(
    'd13-053',
    ASA_DIRECT_BULLION,
    'a colossal wealth transfer into gold, with bullion owners under the spout',
    `A colossal transfer of wealth into gold is under way, and the people who own bullion are standing right under the spout.\n\nGold prices can fall as well as rise, and gold is not regulated by the Financial Conduct Authority. Sterling Vault Bullion Ltd`,
    ['sensational-language'],
    [],
  ),
  c(
    'd13-054',
    ASIC_RG53,
    "a formal manager's review calling a sourced and warned year phenomenal and record-smashing",
    `# Manager's review\n\n2025 was, quite simply, a phenomenal, record-smashing year for the Redgrave European Opportunities Fund, which returned 31.4% against 17.9% for its benchmark, the MSCI Europe ex UK Index (source: Morningstar, total return in sterling, net of fees, 12 months to 31 December 2025). Past performance is not a reliable indicator of future returns.\n\nRedgrave Investment Management Ltd`,
    ['sensational-language'],
    ['past-performance-warning-missing', 'performance-source-missing'],
    'investor-communications',
  ),
  c(
    'd13-055',
    MAS_ADS,
    'a short video script: BOOM, your ISA just grew teeth',
    `VIDEO SCRIPT, 15 SECONDS\n\n[Bass drop] VO: BOOM. Your ISA just grew teeth. The Kittiwake Explorer Portfolio: emerging markets, small caps and no half measures.\n\nEND CARD: Capital at risk. Kittiwake Invest Ltd`,
    ['sensational-language'],
    [],
  ),
  c(
    'd13-056',
    MAS_ADS,
    'a rhetorical question inviting the reader to watch their money erupt',
    `Ready to watch your money erupt? The Calloway Frontier Markets Fund invests where some of the world's youngest economies are just getting started.\n\nThe value of your investment can fall as well as rise, and frontier markets can be especially volatile. Calloway Asset Management Ltd`,
    ['sensational-language'],
    [],
  ),

  // --- sensational-language: clean look-alikes --------------------------------------------------------------------
  c(
    'd13-057',
    MAS_ADS,
    'a half-year review reporting a refinery explosion and a storm surge at two holdings, as plain facts',
    `# Review of the half-year\n\nTwo holdings had a difficult six months. An explosion at the Stenhaug refinery in March halted production for eleven weeks, and a storm surge in October damaged the loading jetty at Harwick Terminals. Both companies are insured, but their earnings for the year will be lower, and we have reduced both positions. We discuss each below.\n\nThe value of investments can fall as well as rise.\n\nCorrie Energy Income Trust plc`,
    [],
    ['sensational-language'],
    'investor-communications',
  ),
  c(
    'd13-058',
    MAS_ADS,
    'a new holding that builds rockets, described literally, with its risks and a small position size',
    `The fund's largest new position is Skerray Launch plc, which builds small rockets in Sutherland for satellite operators. Rocket makers are early-stage businesses: most lose money for years and their share prices can swing wildly, so we have kept the position below 3% of the fund.\n\nThe value of your investment can go down as well as up. Thurso Capital Partners LLP`,
    [],
    ['sensational-language'],
  ),
  c(
    'd13-059',
    MAS_ADS,
    '"Could this fund crash?" answered yes, with the 2008 and 2020 falls and who the fund is not for',
    `# Could this fund crash?\n\nYes. Global shares fell by around a third within months in 2008 and again in early 2020, and it could happen again, or worse. If you would need to sell after a crash of that size, or couldn't bear to watch it happen, this fund is probably not for you.\n\nThe value of your investment can fall and you may get back less than you invest. Kittiwake Invest Ltd`,
    [],
    ['sensational-language', 'diminished-warning'],
  ),

  // --- diminished-warning: breaches -------------------------------------------------------------------------------
  c(
    'd13-060',
    MAS_ADS,
    'the warning likened to the safety card in the seat pocket that nobody expects to need',
    `The value of the Greyfriars Balanced Fund can fall, and you may get back less than you invest.\n\nThink of that line as the safety card in the seat pocket in front of you: it has to be there, but nobody expects to need it.\n\nGreyfriars Investment Management Ltd`,
    ['diminished-warning'],
    [],
  ),
  c(
    'd13-061',
    ASIC_RG53,
    'capital at risk said to apply only to investors who may need their money within five years',
    `The Pendle Global Growth Fund is built for the long haul. Capital at risk for investors who may need their money back within five years.\n\nPendle Asset Management Ltd`,
    ['diminished-warning'],
    [],
  ),
  c(
    'd13-062',
    PENSION_TRANSFERS,
    'a trustee letter telling long-standing members they can safely skip the risk paragraph',
    `Dear Member,\n\nYour annual benefit statement is enclosed. The paragraph below is included because the Pensions Regulator expects every scheme to print it. Members who have been with us for a while can safely skip it.\n\nThe value of your pension pot can go down as well as up, and the projections in your statement are not guaranteed.\n\nWith best wishes,\nThe Trustees of the Harland Group Savings Plan`,
    ['diminished-warning'],
    [],
    'investor-communications',
  ),
  c(
    'd13-063',
    MAS_ADS,
    'a high-yield bond fund whose chance of loss is put at well under one in a thousand',
    `Like any bond fund, the Strand High Yield Fund carries a theoretical possibility of loss, which our risk team puts at well under one in a thousand.\n\nStrand Fixed Income Ltd`,
    ['diminished-warning', 'capital-safety-claim'],
    [],
  ),
  c(
    'd13-064',
    FCA_TR15_2,
    "a brochure chart caption saying the KID's stress scenario is only there because the rules require it and has never come near",
    `# What could you get back?\n\n[Chart: the four performance scenarios from the key information document over five years.]\n\nThe bottom line, the stress scenario, is there because the rules require it. Reassuringly, no investor in the fund has ever come anywhere near it.\n\nDervish Multi-Asset Fund. Dervish Capital Ltd`,
    ['diminished-warning'],
    [],
  ),
  c(
    'd13-065',
    MAS_ADS,
    'the standard warning given and then said to have been written for racier funds than this one',
    `Every fund has to carry the warning that its value can fall, and ours is no exception: you could get back less than you invest. (Between ourselves, that warning was written for the high-flyers down the road, not for a fund that owns gilts and water companies.)\n\nThe Wendover Cautious Income Fund. Wendover Asset Management Ltd`,
    ['diminished-warning'],
    [],
  ),
  c(
    'd13-066',
    ASIC_RG53,
    'capital at risk answered with the risk inflation poses to a savings account',
    `Your capital is at risk. Then again, so is the money in your savings account every time inflation ticks up, and at least with us you have a fighting chance.\n\nThe Ravensworth Growth Portfolio. Ravensworth Wealth Ltd`,
    ['diminished-warning', 'savings-comparison'],
    [],
  ),
  c(
    'd13-067',
    FOS_CPSI,
    'a question and answer saying the longer risk section is mainly for reference and most customers need only the summary',
    `# Do I need to read the risk section?\n\nMost customers find the one-page summary tells them all they need to know, so the longer risk section is there mainly for reference. You'll find it on page 11 of the brochure if you'd like to look.\n\nMillbeck Property Income Fund. Capital at risk. Millbeck Investment Management Ltd`,
    ['diminished-warning'],
    [],
  ),
  c(
    'd13-068',
    MAS_ADS,
    'an emerging market debt fund with "a small, mostly theoretical risk to capital"',
    `The Ardent Emerging Market Debt Fund aims for a high income from government and company bonds in developing countries. A small, mostly theoretical risk to capital applies.\n\nArdent Investment Partners LLP`,
    ['diminished-warning'],
    [],
  ),
  c(
    'd13-069',
    FOS_CPSI,
    'capital at risk followed at once by unexplained investor protection insurance that says not to worry',
    `Capital at risk. Don't let that worry you, though: every investor in the Foxdale Property Fund is also covered by our investor protection insurance.\n\nFoxdale Real Estate Investors Ltd`,
    ['diminished-warning', 'protection-claim-unexplained', 'capital-safety-claim'],
    [],
  ),

  // --- diminished-warning: clean look-alikes ----------------------------------------------------------------------
  c(
    'd13-070',
    FOS_CPSI,
    "a risk section that says it isn't boilerplate and names the specific ways the fund could lose money",
    `# Please read the risks before you invest\n\nThis section isn't boilerplate. It sets out the specific ways the Millbeck Property Income Fund could lose you money: property values can fall; the fund may suspend dealing if too many investors want to sell at once, so you might not get your money when you ask for it; and rental income can fall if tenants leave or fail. You could get back less than you invest.\n\nMillbeck Investment Management Ltd`,
    [],
    ['diminished-warning'],
  ),
  c(
    'd13-071',
    PENSION_TRANSFERS,
    'a trustee letter asking members to read the risk paragraph carefully, especially near retirement',
    `Dear Member,\n\nYour annual benefit statement is enclosed. Please read the paragraph below carefully, especially if you are within ten years of retirement: it matters more the closer you get.\n\nThe value of your pension pot can go down as well as up, and the projections in your statement are not guaranteed. If markets fall shortly before you retire, you may have less to live on than you expected.\n\nWith best wishes,\nThe Trustees of the Harland Group Savings Plan`,
    [],
    ['diminished-warning'],
    'investor-communications',
  ),
  c(
    'd13-072',
    ASIC_RG53,
    'shares against cash over the long run, fairly put: usually better, not always, with no guarantee',
    `Over long periods shares have usually done better than cash, but not always: there have been ten-year stretches when UK shares returned less than a building society account. There's no guarantee the future will look like the past, and your capital is at risk.\n\nRavensworth Wealth Ltd`,
    [],
    ['diminished-warning', 'savings-comparison'],
  ),

  // --- benefits-without-risks: breaches ---------------------------------------------------------------------------
  c(
    'd13-073',
    MAS_ADS,
    'a fund launch press release listing income, dealing, charges and availability, with no risk at all',
    `# Quarrymoor launches Global Dividend Growers Fund\n\nLONDON, 3 March 2026. Quarrymoor Asset Management today launches the Quarrymoor Global Dividend Growers Fund, giving investors a quarterly income from 40 to 50 companies with long records of raising their dividends. The fund offers daily dealing, an ongoing charge capped at 0.65% and a minimum investment of £500, and is available on all major platforms.\n\n'Investors want income that grows,' said portfolio manager Nadia Kerr. 'This fund is built with exactly that in mind.'\n\nQuarrymoor Asset Management Ltd`,
    ['benefits-without-risks', 'capital-at-risk-warning-missing'],
    [],
  ),
  c(
    'd13-074',
    FCA_PLATFORMS,
    'a before-and-after table for combining pensions, with one low fee and nothing on lost guarantees, exit fees or investment risk',
    `# Five old pensions? Make them one.\n\n| Before | After |\n| Five providers | One plan |\n| Five sets of fees | One low fee |\n| Paperwork in a drawer | Everything in the app |\n\nStart your transfer in three minutes at larkspur.co.uk.\n\nLarkspur Pensions Ltd`,
    ['benefits-without-risks', 'capital-at-risk-warning-missing', 'comparison-unfair'],
    [],
  ),
  c(
    'd13-075',
    FOS_CROWDCUBE,
    'a crowdfunding pitch promising new sites, lifetime discounts and EIS relief, with no risks, no prescribed warning and no tax caveat',
    `# Invest in Zest & Ladle\n\nWe're opening six new kitchens in 2026 and rolling out our frozen range to 400 supermarket stores. Investors get 20% off every order for life, EIS tax relief on their investment and a stake in what we believe is the next great British food brand.\n\nZest & Ladle Ltd. This promotion has been approved by Furrow Capital Ltd.`,
    ['benefits-without-risks', 'high-risk-warning-missing', 'tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'd13-076',
    ASA_MONEY_ADVISOR,
    'two drawdown testimonials, one taking a high income without touching the pot, and no risk',
    `'I moved my pension to Hartwell and now I take £1,200 a month without touching the pot.' Sandra, 62, Doncaster\n\n'Best decision I've made.' Geoff, 67, Whitby\n\nHartwell Drawdown: your pension, paying you.\n\nHartwell Retirement Ltd`,
    ['testimonial-unrepresentative', 'benefits-without-risks', 'capital-at-risk-warning-missing'],
    [],
  ),
  c(
    'd13-077',
    FCA_CI_LETTER,
    'a stocks and shares Lifetime ISA sold on its 25% bonus and tax-free growth, with no withdrawal charge, risk or tax caveat',
    `# Get a 25% bonus towards your first home or your retirement\n\nPut up to £4,000 a year into a Kerridge Stocks & Shares Lifetime ISA and the government adds 25% on top, up to £1,000 a year. Use it towards your first home or from age 60, and everything grows tax-free along the way.\n\nKerridge Invest Ltd`,
    ['benefits-without-risks', 'tax-treatment-caveat-missing', 'capital-at-risk-warning-missing'],
    [],
  ),

  // --- benefits-without-risks: clean look-alikes ------------------------------------------------------------------
  c(
    'd13-078',
    MAS_ADS,
    'a fund launch press release with a risks paragraph covering value, dividends and currency',
    `# Quarrymoor launches Global Income Builder Fund\n\nLONDON, 4 March 2026. Quarrymoor Asset Management today launches the Quarrymoor Global Income Builder Fund, which aims to pay a quarterly income from 40 to 50 dividend-paying companies worldwide.\n\nRisks: the value of the fund and the income from it can fall as well as rise, and investors may get back less than they invest. Companies can cut their dividends, and because the fund invests overseas, changes in exchange rates will affect its value.\n\nQuarrymoor Asset Management Ltd`,
    [],
    ['benefits-without-risks', 'capital-at-risk-warning-missing', 'exchange-rate-warning-missing'],
  ),
  c(
    'd13-079',
    FCA_PLATFORMS,
    'a round-ups feature sold on how the spare change adds up, with its drawbacks and the investment risk beside it',
    `# Round-ups: invest your spare change\n\nEvery card payment is rounded up to the next pound and the difference goes into your chosen portfolio. It adds up quietly over a year. It is still investing, though: the value of what you've built up can fall as well as rise, a busy month can mean you invest more than you planned, and round-ups come out of your current account, so keep an eye on your balance. You can pause them at any time.\n\nCobble Invest Ltd`,
    [],
    ['benefits-without-risks'],
  ),
  c(
    'd13-080',
    FOS_CROWDCUBE,
    'a crowdfunding pitch that says what happens if the round falls short, expects failure to be likely and gives the prescribed warning',
    `# Invest in Harvest Hall Kitchens\n\nWe plan to open two more kitchens in 2026 if this round reaches its target; if it doesn't, we will keep trading from our existing site. Most early-stage businesses fail, and you should be prepared to lose your investment rather than expect a return. You may not be able to sell your shares for many years, and dividends are unlikely. EIS relief may be available, but it depends on your circumstances and on the company keeping its qualifying status.\n\n${HIGH_RISK_WARNING}\n\nHarvest Hall Kitchens Ltd, approved by Furrow Capital Ltd`,
    [],
    ['benefits-without-risks', 'high-risk-warning-missing', 'tax-treatment-caveat-missing'],
  ),

  // --- comparison-unfair: breaches --------------------------------------------------------------------------------
  c(
    'd13-081',
    ASA_PANDLE,
    "a platform's own 'we compared 14 platforms' verdict naming itself the UK's best value, with no basis",
    `# We compared 14 investment platforms so you don't have to\n\nOur verdict, after weeks of testing: Ploverly is the UK's best-value platform. Hargrove, Baxendale and Pennine came joint last.\n\nPloverly Ltd. Capital at risk.`,
    ['comparison-unfair', 'superlative-unqualified'],
    [],
  ),
  c(
    'd13-082',
    FCA_PLATFORMS,
    'a fee table at the one portfolio size that flatters the advertiser, with no date or basis, headed "every time"',
    `# Cheaper than the big names. Every time.\n\n| Platform | Annual platform fee on £5,000 |\n| Kestle | £0 |\n| Hargrove Direct | £22.50 |\n| Pennine Invest | £30.00 |\n\nKestle Invest Ltd. Capital at risk.`,
    ['comparison-unfair'],
    [],
  ),
  c(
    'd13-083',
    ASIC_RG53,
    'an equity income fund measured against a gilt index to show it beat "the market", with source, period and warning',
    `The Pellow UK Equity Income Fund beat the UK gilt market by 41 percentage points over the five years to 31 December 2025 (fund +48.2%, FTSE Actuaries UK Conventional Gilts All Stocks Index +7.1%; source: FE fundinfo, total return, net of fees). Past performance is not a reliable indicator of future returns.\n\nPellow Asset Management Ltd`,
    ['comparison-unfair'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'd13-084',
    MAS_ADS,
    'drawdown said to pay 40% more than an annuity from the same pot',
    `Why settle for an annuity? Drawdown from the Hartwell Flexi Plan pays you 40% more a year from the same pension pot.\n\nCapital at risk. Hartwell Retirement Ltd`,
    ['comparison-unfair', 'certainty-of-returns'],
    [],
  ),
  c(
    'd13-085',
    MAS_ADS,
    'a high-yield bond fund income set against the average easy-access savings rate',
    `Earn 6.8% a year in income: that's more than four times the average easy-access savings rate.\n\nThe Strand High Yield Fund invests in bonds issued by companies with lower credit ratings. Income is variable and not guaranteed, and the value of your investment can fall. Strand Fixed Income Ltd`,
    ['savings-comparison', 'comparison-unfair'],
    [],
  ),
  c(
    'd13-086',
    ASIC_RG53,
    'a table setting fund growth over six years against a sector average over five',
    `| | Growth | Period |\n| Redgrave Smaller Companies Fund | +62% | 2020 to 2025 |\n| Sector average | +18% | 2021 to 2025 |\n\nSource: Morningstar, total return, net of fees. Past performance is not a reliable indicator of future returns.\n\nRedgrave Investment Management Ltd`,
    ['comparison-unfair'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),

  // --- comparison-unfair: clean look-alikes -----------------------------------------------------------------------
  c(
    'd13-087',
    FCA_PLATFORMS,
    'a SIPP drawdown cost table with the pot size, date, what is counted, and a rival that is cheaper at this size',
    `# What a £120,000 SIPP in drawdown costs a year\n\n| Provider | Platform fee | Drawdown charge | Total a year |\n| Juniper | 0.20% (£240) | £0 | £240 |\n| Hargrove Direct | 0.25% (£300) | £0 | £300 |\n| Pennine Invest | £150 flat | £90 | £240 |\n| Castlegate SIPP | £180 flat | £0 | £180 |\n\nPublished charges checked on 9 February 2026, for a £120,000 pot in index funds, taking a regular monthly income and making no other trades. Fund charges, which depend on what you hold, are not included. At this size Castlegate is cheaper than us; at other sizes the order changes.\n\nJuniper Pensions Ltd. The value of your pension can fall as well as rise.`,
    [],
    ['comparison-unfair'],
  ),
  c(
    'd13-088',
    ASIC_RG53,
    "five discrete years against the fund's own benchmark, where the fund trailed every year, with source and warning",
    `| 12 months to 31 March | 2022 | 2023 | 2024 | 2025 | 2026 |\n| Pellow UK Equity Income Fund | 9.1% | 1.2% | 7.8% | 10.4% | 6.0% |\n| FTSE All-Share Index | 13.0% | 2.9% | 8.4% | 10.5% | 7.2% |\n\nSource: FE fundinfo, total return, net of fees, in sterling. The fund's benchmark is the FTSE All-Share Index, and the fund trailed it in each of the five years shown. Past performance is not a reliable indicator of future returns.\n\nPellow Asset Management Ltd`,
    [],
    [
      'comparison-unfair',
      'past-performance-warning-missing',
      'performance-source-missing',
      'performance-period-missing',
    ],
  ),
  c(
    'd13-089',
    MAS_ADS,
    'an annuity and drawdown compared fairly: one guaranteed with a dated, sourced quote, the other able to run out',
    `# Annuity or drawdown?\n\nFrom a £100,000 pot, a level annuity for a 66-year-old might currently pay around £7,400 a year, guaranteed for life (source: our annuity panel, quotes on 1 March 2026). Drawdown lets you choose your income, but nothing is guaranteed: if you took £7,400 a year and markets fell, your pot could run out. In drawdown your pot stays invested, so its value can go down as well as up.\n\nHartwell Retirement Ltd`,
    [],
    ['comparison-unfair', 'certainty-of-returns'],
  ),

  // --- forecast-future-performance: breaches ----------------------------------------------------------------------
  c(
    'd13-090',
    FCA_TR15_2,
    'a structured plan headline telling investors to expect to double their money by 2032',
    `Expect to double your money by 2032 with the Pelham Growth Accelerator Plan.\n\nCapital at risk. If Averill Bank plc fails, you could lose some or all of your investment. Pelham Structured Products Ltd`,
    ['forecast-future-performance'],
    [],
  ),
  c(
    'd13-091',
    FCA_CI_LETTER,
    "a manager's outlook expecting a 12% return over the next year, with no basis or forecast warning",
    `# Outlook\n\nWith interest rates now falling and company earnings recovering, we expect the Greyfriars UK Growth Fund to return around 12% over the next twelve months, and more if the recovery broadens.\n\nThe value of investments can fall as well as rise.\n\nGreyfriars Investment Management Ltd`,
    ['forecast-future-performance'],
    [],
    'investor-communications',
  ),
  c(
    'd13-092',
    PENSION_TRANSFERS,
    'transfer £50,000 today and retire with £210,000',
    `Transfer £50,000 to the Larkspur Pension today and retire with £210,000.\n\nCapital at risk. Larkspur Pensions Ltd`,
    ['forecast-future-performance', 'certainty-of-returns'],
    [],
  ),
  c(
    'd13-093',
    FOS_CROWDCUBE,
    'a crowdfunding pitch projecting a five-times return on a sale in 2029, with the prescribed warning',
    `We project a five-times return for early investors when we sell the business in 2029.\n\n${HIGH_RISK_WARNING}\n\nZest & Ladle Ltd, approved by Furrow Capital Ltd`,
    ['forecast-future-performance'],
    ['high-risk-warning-missing'],
  ),
  c(
    'd13-094',
    ASIC_RG53,
    'a table of projected yearly values for £10,000 with no assumptions and no forecast warning',
    `# Your £10,000 in the Lindley Growth Fund\n\n| Year | Projected value |\n| 2027 | £10,800 |\n| 2028 | £11,660 |\n| 2029 | £12,600 |\n| 2030 | £13,600 |\n\nCapital at risk. Lindley Investment Managers Ltd`,
    ['forecast-future-performance'],
    [],
  ),
  c(
    'd13-095',
    ASIC_RG53,
    'a past ten-year result turned into a question about what the next ten could do, with no warning or source',
    `If the ten years to December 2025 turned £10,000 in the Castleford Global Fund into £31,400, imagine what the next ten could do.\n\nCapital at risk. Castleford Fund Managers Ltd`,
    ['forecast-future-performance', 'past-performance-warning-missing', 'performance-source-missing'],
    [],
  ),

  // --- forecast-future-performance: clean look-alikes -------------------------------------------------------------
  c(
    'd13-096',
    FCA_TR15_2,
    "a KID's performance scenarios with all four cases and the prescribed caveats",
    `# What are the risks and what could I get in return?\n\nSummary risk indicator: 4 out of 7.\n\n# Performance scenarios\n\n| Scenario | If you exit after 1 year | If you exit after 5 years |\n| Stress | £5,870 (-41.3%) | £4,950 (-13.1% a year) |\n| Unfavourable | £8,610 (-13.9%) | £8,980 (-2.1% a year) |\n| Moderate | £10,520 (5.2%) | £13,140 (5.6% a year) |\n| Favourable | £13,310 (33.1%) | £16,470 (10.5% a year) |\n\nThe figures shown include all the costs of the product itself and are for an investment of £10,000. What you get from this product depends on future market performance. Market developments in the future are uncertain and cannot be accurately predicted. The stress scenario shows what you might get back in extreme market circumstances. You could lose some or all of your investment.\n\nLindley Investment Managers Ltd`,
    [],
    ['forecast-future-performance', 'certainty-of-returns'],
    'priips-kid',
  ),
  c(
    'd13-097',
    ASIC_RG53,
    'a pension projection with its growth, inflation and charge assumptions and a plain statement that it is not guaranteed',
    `# Your pension projection\n\nIf you keep paying £250 a month, your pot could be worth around £142,000 in today's money when you reach 67. This assumes investment growth of 5% a year before charges, inflation of 2.5% a year and charges staying at 0.4% a year. These are assumptions, not forecasts: the value could be much higher or lower, and nothing here is guaranteed.\n\nWayline Pensions Ltd`,
    [],
    ['forecast-future-performance'],
    'investor-communications',
  ),
  c(
    'd13-098',
    FCA_CI_LETTER,
    'an outlook that declines to predict returns and sets out what could help and hurt',
    `# Outlook\n\nWe don't know what markets will do over the next year, and we would be wary of anyone who claims to. Falling interest rates could help the companies we own, but a slowing economy could hurt them, and we expect the ride to be bumpy. We will keep the portfolio spread across sectors and avoid betting on any single outcome.\n\nThe value of investments can fall as well as rise.\n\nGreyfriars Investment Management Ltd`,
    [],
    ['forecast-future-performance'],
    'investor-communications',
  ),
  c(
    'd13-099',
    FCA_TR15_2,
    'worked examples of a structured plan payout, including a loss, labelled as not forecasts',
    `# How your return is worked out: examples\n\n| FTSE 100 after six years | What you get back per £10,000 |\n| 20% higher | £12,000 |\n| Unchanged | £10,000 |\n| 45% lower | £5,500 |\n\nThese examples show how the calculation works. They are not forecasts, and the FTSE 100 could end anywhere. If Averill Bank plc fails you could lose some or all of your money.\n\nPelham Structured Products Ltd`,
    [],
    ['forecast-future-performance', 'simulated-past-performance'],
  ),

  // --- simulated-past-performance: breaches -----------------------------------------------------------------------
  c(
    'd13-100',
    ASIC_RG53,
    'a model launched in 2023 shown growing £10,000 since 2010 on back-tested figures, with no warning',
    `Had you put £10,000 into our Momentum model in January 2010, you'd have £48,200 today.\n\n(Model launched in 2023; figures before launch are back-tested by the Hallam research team.)\n\nHallam Quant Partners LLP. Capital at risk.`,
    ['simulated-past-performance', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'd13-101',
    ASIC_RG53,
    'what an AI strategy "would have returned" since 2015, then what it can do for an ISA',
    `Our AI-driven strategy would have returned 27% a year since 2015. Imagine what it can do with your ISA.\n\nCapital at risk. Nexa Robo-Invest Ltd`,
    [
      'simulated-past-performance',
      'past-performance-warning-missing',
      'performance-source-missing',
      'forecast-future-performance',
    ],
    [],
  ),
  c(
    'd13-102',
    FCA_TR15_2,
    'a structured plan back-test ("would have paid out in 96% of cases") with no source or simulated warning',
    `Over the past 20 years, a plan like this would have paid out in full in 96% of cases. Past performance is not a reliable indicator of future results.\n\nPelham Structured Products Ltd. Capital at risk.`,
    ['simulated-past-performance', 'performance-source-missing'],
    ['past-performance-warning-missing'],
  ),
  c(
    'd13-103',
    ASIC_RG53,
    "a new fund borrowing its manager's record at a previous firm, with no warning",
    `Launched this spring, the Corran Global Equity Fund follows the same approach that Ellen Hale used at her previous firm, where her fund returned 14% a year between 2012 and 2024 (source: Morningstar).\n\nCorran Capital Ltd. Capital at risk.`,
    ['simulated-past-performance', 'past-performance-warning-missing'],
    [],
  ),
  c(
    'd13-104',
    ASIC_RG53,
    'an ETF launched in 2025 showing five years of "ETF return" that can only be index figures',
    `# Ardley World Quality ETF: five-year record\n\n| Year | ETF return |\n| 2021 | 21.4% |\n| 2022 | -9.8% |\n| 2023 | 14.2% |\n| 2024 | 18.9% |\n| 2025 | 7.3% |\n\nThe ETF launched in June 2025. Source: Ardley, total return in sterling. Past performance is not a reliable indicator of future returns.\n\nArdley Index Investing Ltd`,
    ['simulated-past-performance'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),

  // --- simulated-past-performance: clean look-alikes --------------------------------------------------------------
  c(
    'd13-105',
    ASIC_RG53,
    'index-based simulated figures, labelled as simulated, net of the ETF charge, with source and warning',
    `# Ardley World Quality ETF: simulated past performance\n\n| Year | Simulated return |\n| 2021 | 21.2% |\n| 2022 | -10.0% |\n| 2023 | 14.0% |\n| 2024 | 18.6% |\n\nThe ETF launched in June 2025. The figures above are simulated past performance: they are the returns of the MSCI World Quality Index, which the ETF tracks, less the ETF's ongoing charge of 0.25% a year (source: MSCI, total return in sterling). Simulated past performance is not a reliable indicator of future returns.\n\nArdley Index Investing Ltd`,
    [],
    ['simulated-past-performance', 'past-performance-warning-missing', 'performance-source-missing'],
  ),
  c(
    'd13-106',
    ASIC_RG53,
    'made-up numbers explaining pound-cost averaging, labelled as neither past nor future performance',
    `# How pound-cost averaging works\n\nImagine you invest £100 a month. In month one units cost £1, so you buy 100. In month two they cost 50p, so you buy 200. In month three they're back to £1. These are made-up numbers to show how the maths works: they are not the past or future performance of any fund, and investing regularly doesn't protect you from losses.\n\nCobble Invest Ltd`,
    [],
    ['simulated-past-performance', 'forecast-future-performance'],
  ),
  c(
    'd13-107',
    ASIC_RG53,
    "a fund's real record since launch against an index it trailed, with source, dates and warning",
    `The Corran Global Income Fund launched on 1 April 2019. Since then it has returned 64.1% (source: Morningstar, total return in sterling, net of fees, 1 April 2019 to 31 March 2026), against 71.8% for the MSCI World Index. Past performance is not a reliable indicator of future returns.\n\nCorran Capital Ltd. Capital at risk.`,
    [],
    ['simulated-past-performance', 'past-performance-warning-missing', 'performance-source-missing'],
  ),

  // --- past performance: breaches ---------------------------------------------------------------------------------
  c(
    'd13-108',
    ASIC_RG53,
    'a three-page factsheet led by a five-year headline, with discrete years, source and period, and no warning anywhere',
    `# {24pt} Up 145% in five years\n\nThe Lindley Global Technology Fund: factsheet, March 2026\n\n---page---\n\n# Discrete performance\n\n| 12 months to 31 March | 2022 | 2023 | 2024 | 2025 | 2026 |\n| Fund | 28.4% | -12.9% | 36.0% | 29.3% | 24.8% |\n\nSource: Lipper, total return in sterling, net of fees.\n\n---page---\n\n# Important information\n\nCapital at risk. Issued by Lindley Investment Managers Ltd, authorised and regulated by the Financial Conduct Authority.`,
    ['past-performance-warning-missing'],
    ['performance-source-missing', 'performance-period-missing'],
  ),
  c(
    'd13-109',
    FCA_CI_LETTER,
    "an adviser's newsletter giving its model portfolios' 2025 returns with no source and no warning",
    `# Another good year for our model portfolios\n\nCautious +7.2%, Balanced +10.4%, Adventurous +14.9% in 2025. Thank you for your continued trust.\n\nThe value of investments can fall as well as rise. Bellwood Financial Planning LLP`,
    ['past-performance-warning-missing', 'performance-source-missing'],
    [],
    'investor-communications',
  ),
  c(
    'd13-110',
    ASIC_RG53,
    'a trust press release with a sourced five-year return, first in its sector, and no past performance warning',
    `Greyfriars Smaller Companies Trust plc has delivered a net asset value total return of 96% over the five years to 31 March 2026, first in its AIC sector (source: Morningstar). Chair Fiona Lister said: 'Shareholders have been richly rewarded for their patience.'\n\nThe value of shares can fall as well as rise. Greyfriars Investment Management Ltd`,
    ['past-performance-warning-missing'],
    ['performance-source-missing', 'performance-period-missing', 'superlative-unqualified'],
  ),
  c(
    'd13-111',
    ASIC_RG53,
    'a table of calendar-year returns with the warning but no source',
    `| Calendar year | 2021 | 2022 | 2023 | 2024 | 2025 |\n| Wendover Cautious Income Fund | 4.1% | -8.2% | 6.0% | 5.3% | 6.7% |\n\nPast performance is not a reliable indicator of future returns. Capital at risk.\n\nWendover Asset Management Ltd`,
    ['performance-source-missing'],
    ['past-performance-warning-missing', 'performance-period-missing'],
  ),
  c(
    'd13-112',
    ASA_DIRECT_BULLION,
    "gold's rise 'last year' and its fifteen-year average, undated, with a price warning but no past performance warning or source",
    `Gold rose 27.2% last year and has averaged 11% a year for the past fifteen years. Few assets have done as much for the families who held them.\n\nPrices may go down as well as up. Gold is not regulated by the Financial Conduct Authority. Sterling Vault Bullion Ltd`,
    ['past-performance-warning-missing', 'performance-source-missing', 'performance-period-missing'],
    ['unregulated-status-not-disclosed'],
  ),

  // --- past performance: clean look-alikes ------------------------------------------------------------------------
  c(
    'd13-113',
    FCA_CI_LETTER,
    "an adviser's newsletter giving model portfolio returns with the basis, source, periods and warning",
    `# How our model portfolios did in 2025\n\n| Portfolio | 2025 | 5 years to 31 Dec 2025 |\n| Cautious | 7.2% | 14.8% |\n| Balanced | 10.4% | 29.6% |\n| Adventurous | 14.9% | 41.2% |\n\nSource: Bellwood Financial Planning, using FE fundinfo data, total return after fund and platform charges but before our advice fee. Past performance is not a reliable indicator of future returns, and the value of investments can fall as well as rise.\n\nBellwood Financial Planning LLP`,
    [],
    ['past-performance-warning-missing', 'performance-source-missing', 'performance-period-missing'],
    'investor-communications',
  ),
  c(
    'd13-114',
    ASIC_RG53,
    'an assessment of value performance section admitting the fund trailed its comparator, with source and warning',
    `# Assessment of value: performance\n\nOver the five years to 31 December 2025 the Wendover Cautious Income Fund returned 14.6%, compared with 16.2% for its comparator, the IA Mixed Investment 0-35% Shares sector average (source: FE fundinfo, total return, net of fees, in sterling). The board considers this slightly below expectations and has asked the manager to review the fund's bond holdings. Past performance is not a reliable indicator of future returns.\n\nWendover Asset Management Ltd`,
    [],
    ['past-performance-warning-missing', 'performance-source-missing', 'comparison-unfair'],
    'assessment-of-value',
  ),
  c(
    'd13-115',
    ASA_DIRECT_BULLION,
    "gold's 2025 return with its source, dates, warning, a past slump and its unregulated status",
    `Gold rose 27.2% in sterling in 2025 (source: LBMA afternoon price, 31 December 2024 to 31 December 2025). Past performance is not a reliable guide to the future, and gold can fall sharply: it lost more than a quarter of its value between 2011 and 2015. Gold is not regulated by the Financial Conduct Authority.\n\nSterling Vault Bullion Ltd`,
    [],
    ['past-performance-warning-missing', 'performance-source-missing', 'unregulated-status-not-disclosed'],
  ),

  // --- green claims: breaches -------------------------------------------------------------------------------------
  c(
    'd13-116',
    ASA_GOOD_ENERGY_CO2,
    'a climate fund said to carry no carbon footprint at all',
    `# A portfolio with no carbon footprint. None.\n\nThe Verdance Climate Fund invests only in companies building the low-carbon economy, so your money leaves no carbon footprint whatsoever.\n\nCapital at risk. Verdance Asset Management Ltd`,
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'd13-117',
    EC_SWEEP,
    'planet-minded funds for a gentler world, picked by people who care, with nothing specific',
    `Thoughtful money for a gentler world. Our planet-minded funds are picked by people who care, so you can grow your savings and feel good about where they go.\n\nCapital at risk. Fernleaf Invest Ltd`,
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-118',
    FCA_CP22_20,
    "a 'Sustainable Leaders' fund saying every holding helps the planet, above top holdings that include oil and mining companies",
    `# Evergreen Sustainable Leaders Fund\n\nEvery company we own is helping the planet.\n\nTop five holdings: Shell 6.1%, Microsoft 5.4%, BP 4.8%, Nestlé 3.9%, Glencore 3.2%.\n\nCapital at risk. Evergreen Fund Partners Ltd`,
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-119',
    AFM_CLAIMS,
    'a wind turbine image and "powered by the wind" for a default fund with 4% in renewables',
    `[Image: wind turbines on a hillside at sunrise]\n\n# Your pension, powered by the wind\n\nThe Harland Group Savings Plan default fund. (Renewable energy companies make up 4% of the fund.)\n\nThe value of your pension can fall as well as rise. Harland Group Savings Plan`,
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-120',
    IOSCO_ESG,
    'an ISA said to turn every pound held in it into sustainable money, end to end',
    `Switch to the Brightwater Green ISA and every pound you hold becomes sustainable money, end to end.\n\nCapital at risk. Brightwater Invest Ltd`,
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-121',
    ESMA_BRIEFING,
    'a pension said to give back more to nature than it takes with every contribution',
    `The pension that gives back more to nature than it takes. Every contribution you make leaves the natural world better off.\n\nPensions can fall in value. Sprout Pensions Ltd`,
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-122',
    BAFIN_FUNDS,
    "an 'ESG fund' whose ESG is factors considered alongside everything else",
    `# An ESG fund for everyone\n\nThe Marchmont ESG Balanced Fund takes environmental, social and governance factors into account alongside everything else our managers consider, so your savings can do their bit for the planet.\n\nThe value of your investment can fall as well as rise. Marchmont Investments Ltd`,
    ['greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-123',
    ASA_GOOD_ENERGY_CO2,
    'an ISA said to leave no climate footprint because every tonne has been balanced, with no basis',
    `Our ISA leaves no climate footprint behind. We've balanced every tonne, so you don't have to think about it.\n\nCapital at risk. Meadowsweet Invest Ltd`,
    ['absolute-environmental-claim'],
    [],
  ),
  c(
    'd13-124',
    AFM_CLAIMS,
    "net zero for every fund before 2035 given as the firm's word, with no plan or interim targets",
    `Every fund we manage will be net zero well before 2035. You have our word.\n\nThe value of investments can fall as well as rise. Pennant Asset Management Ltd`,
    ['net-zero-target-without-plan'],
    [],
  ),

  // --- green claims: clean look-alikes ----------------------------------------------------------------------------
  c(
    'd13-125',
    ASA_ECOTRICITY,
    'a greener-than-the-market claim tied to one sourced, dated revenue measure, with the heavy emitters the fund still owns',
    `The Verdance Climate Fund is greener than the wider market on one measure we can back up: 34% of its holdings' revenue came from renewable power, grid equipment and energy-efficiency products at 31 December 2025, against 3% for the FTSE All-World Index (source: FactSet revenue data, classified by us; method published on our website). On other measures it is not so clean: it owns a copper miner and a cement maker, both heavy emitters today.\n\nCapital at risk. Verdance Asset Management Ltd`,
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim', 'comparison-unfair'],
  ),
  c(
    'd13-126',
    ASA_HAVEN,
    'a net zero aim with interim targets, a baseline, yearly checked reporting, progress so far and what happens if companies miss',
    `# Our net zero plan\n\nWe aim for the portfolios we manage to reach net zero emissions by 2045. On the way we have set interim targets: a 35% cut in the carbon intensity of our portfolios by 2030 and 60% by 2035, both measured against 2021. We publish our progress every year in our climate report, which an independent firm checks; at the end of 2025 we were 14% below the 2021 level. If companies we hold miss their own targets, we will vote against their directors and may sell.\n\nPennant Asset Management Ltd`,
    [],
    ['net-zero-target-without-plan', 'absolute-environmental-claim'],
    'sdr-report',
  ),
  c(
    'd13-127',
    FCA_CP22_20,
    'an SDR report summary with a measured improvement, the holdings that went backwards and the fossil fuel companies it holds',
    `# Sustainability report summary, 2025\n\nLabel: Sustainability Improvers. 78% of the fund's assets were in companies with emissions targets validated by the Science Based Targets initiative, up from 61% in 2024. Two holdings, a chemicals company and a bank, moved backwards, and we have raised this with both boards. The fund also holds companies with significant fossil fuel revenues where we judge them to be on a credible transition path; these made up 9% of the fund at the year end.\n\nSource: Marchmont, using SBTi and MSCI data at 31 December 2025.\n\nMarchmont Investments Ltd`,
    [],
    ['greenwashing-vague-claim', 'absolute-environmental-claim'],
    'sdr-report',
  ),
  c(
    'd13-128',
    BAFIN_FUNDS,
    'a coal and oil sands exclusion stated absolutely but with its threshold, data, check date and what the fund still holds',
    `The Fernleaf Climate Transition Fund does not invest in any company that earns more than 5% of its revenue from thermal coal mining or oil sands. We check holdings against MSCI data every quarter, and at 31 March 2026 it held none. It does hold companies in other carbon-intensive industries, such as steel and shipping, that have published plans to cut their emissions.\n\nCapital at risk. Fernleaf Invest Ltd`,
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),
  c(
    'd13-129',
    ASA_WOODLAND,
    "a green bond fund explaining that 'green' describes what each bond finances, checked against a standard, not the whole issuer",
    `# What 'green' means in the Thornfield Green Bond Fund\n\nEvery bond the fund buys is labelled green by its issuer under the ICMA Green Bond Principles, and we check that the money raised goes to the projects named, such as wind farms, rail lines and building insulation. 'Green' here describes what the money finances, not the whole issuer: some issuers, such as utilities, still burn gas elsewhere in their business.\n\nCapital at risk. Thornfield Fixed Income Ltd`,
    [],
    ['absolute-environmental-claim', 'greenwashing-vague-claim'],
  ),

  // --- other concepts: breaches and clean look-alikes -------------------------------------------------------------
  c(
    'd13-130',
    ASA_TURNER_LEWIS,
    'a pension tracing service called free with nothing to lose, when a fee applies on success and the government service is free',
    `Find your lost pensions with Tracewell. It's free to search, and there's nothing to pay unless we find your money, so you've got nothing to lose.\n\nTracewell Ltd`,
    ['cost-free-claim'],
    [],
  ),
  c(
    'd13-131',
    ASA_TURNER_LEWIS,
    "pension tracing with the free government route named first and the firm's fee stated",
    `# Finding a lost pension\n\nYou can search for old pensions yourself, free of charge, using the government's Pension Tracing Service. If you'd rather we did it for you, we charge a flat £45 for each pension we find and nothing if we find nothing. If you then move a pension to us, our usual annual charge of 0.35% applies.\n\nLarkspur Pensions Ltd`,
    [],
    ['cost-free-claim'],
  ),
  c(
    'd13-132',
    FCA_PLATFORMS,
    'US shares called free to trade, with no word on the currency fee or exchange-rate risk',
    `Trade US shares for free. No commission on Apple, Tesla, Nvidia and 4,000 more.\n\nCapital at risk. Quayline Markets Ltd`,
    ['cost-free-claim', 'exchange-rate-warning-missing'],
    [],
  ),
  c(
    'd13-133',
    FCA_PLATFORMS,
    'a US tracker with no dealing charge, the fund charge still stated, and the dollar risk explained',
    `Invest monthly in the Kestle US 500 Tracker with no dealing charge. The fund's ongoing charge of 0.07% a year still applies. The fund holds US shares priced in dollars, so a stronger pound can reduce the value of your investment in sterling even if US share prices don't move.\n\nCapital at risk. Kestle Invest Ltd`,
    [],
    ['cost-free-claim', 'exchange-rate-warning-missing'],
  ),
  c(
    'd13-134',
    ASA_GOOD_ENERGY_LEADING,
    "Britain's leading ethical fund range, with principles built in and nothing behind either claim",
    `Britain's leading ethical fund range. Twelve funds, with principles built into every one.\n\nCapital at risk. Hollybrook Ethical Investors Ltd`,
    ['superlative-unqualified', 'greenwashing-vague-claim'],
    [],
  ),
  c(
    'd13-135',
    ASA_GOOD_ENERGY_LEADING,
    'a five-star rating given with its provider, date, category and how many others got it',
    `Rated five stars by Defaqto for SIPPs in 2026 (Defaqto Star Ratings, January 2026: one of 11 SIPPs given five stars out of 68 rated). Ratings reflect features and charges, not future returns.\n\nJuniper Pensions Ltd. The value of your pension can fall as well as rise.`,
    [],
    ['superlative-unqualified'],
  ),
  c(
    'd13-136',
    ASIC_RG53,
    'a six-month return since launch, sourced, dated and warned',
    `The Skerray Space Innovation Fund is up 18.3% since it launched on 1 October 2025 (source: Lipper, 1 October 2025 to 31 March 2026, total return in sterling, net of fees). Past performance is not a reliable indicator of future returns.\n\nThurso Capital Partners LLP. Capital at risk.`,
    ['performance-under-12-months'],
    ['past-performance-warning-missing', 'performance-source-missing', 'performance-period-missing'],
  ),
  c(
    'd13-137',
    MAS_ADS,
    'a "flagship global fund" to ask for by name, with the warning but no fund or firm named anywhere',
    `Our flagship global fund has been helping families grow their savings for over twenty years. Ask for it by name on any major platform.\n\nThe value of your investment can go down as well as up, and you may get back less than you invest.`,
    ['firm-name-missing'],
    [],
  ),
  c(
    'd13-138',
    FCA_PLATFORMS,
    'ISA transfer cashback on a mainstream platform, with a date, conditions and exit fees covered',
    `Transfer a stocks and shares ISA worth £10,000 or more to Kestle by 31 May and we'll pay £100 cashback into your account within 60 days (terms apply). We'll also cover exit fees charged by your old provider, up to £200.\n\nKestle Invest Ltd. Capital at risk.`,
    [],
    ['incentive-to-invest', 'urgency-pressure'],
  ),
  c(
    'd13-139',
    FCA_CI_LETTER,
    'an ISA e-mail promising tax-free returns for life, with no tax caveat',
    `Subject: Tax-free. For life.\n\nEverything you earn in your Ferrymead stocks and shares ISA stays out of the taxman's reach, for good. Open yours today.\n\nCapital at risk. Ferrymead Investments Ltd`,
    ['tax-treatment-caveat-missing'],
    [],
  ),
  c(
    'd13-140',
    ASA_PURE_GOLD,
    'investment-grade watches with a sourced price rise and a warning, but nothing on being unregulated',
    `Rolex Daytona prices rose 11% in 2025 (source: Chronodex Watch Price Index). Buy an investment-grade watch through Halcombe & Pryce and we'll store and insure it for you. Past performance is not a guide to the future, and watch prices can fall.\n\nHalcombe & Pryce Ltd`,
    ['unregulated-status-not-disclosed'],
    ['past-performance-warning-missing', 'performance-source-missing'],
  ),
];
