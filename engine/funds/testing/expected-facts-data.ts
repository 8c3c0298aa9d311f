// Test data only. The key facts of the corpus KIIDs, PRIIPs KID and L&G factsheets, listed by hand from
// pdftotext -layout and the rendered pages (issue 28) before the reader was tuned (first committed as
// expected-facts.json). notInText: a fact a person sees that the PDF's text layer does not carry (a shaded
// box on a 1-7 scale); listed, outside the accuracy denominator. Factsheet returns are 12 months to a
// quarter end (period = that end date), not calendar years.
import type { ExpectedDocument } from './expected-facts.ts';

export const EXPECTED_DOCUMENTS: Record<string, ExpectedDocument> = {
  'beanstalk_Fidelity-Index-World-KIID.pdf': {
    documentType: 'ucits-kii',
    isins: ['GB00BJS8SJ34'],
    facts: [
      {
        kind: 'fund-name',
        value: 'Fidelity Index World Fund',
        page: 1,
      },
      {
        kind: 'share-class',
        value: 'P Accumulation Shares',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.12%',
        page: 2,
      },
      {
        kind: 'entry-charge',
        value: 'N/A',
        page: 2,
      },
      {
        kind: 'exit-charge',
        value: 'N/A',
        page: 2,
      },
      {
        kind: 'risk-indicator',
        value: '5',
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'The fund aims to track the performance (before fees and expenses are applied) of the MSCI World (Net Total Return) Index, thereby seeking to increase the value of your investment over 5 years or more.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'MSCI World (Net Total Return) Index',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        value: '4.4',
        page: 2,
        period: '2015',
      },
      {
        kind: 'calendar-year-return',
        value: '29.1',
        page: 2,
        period: '2016',
      },
      {
        kind: 'calendar-year-return',
        value: '11.8',
        page: 2,
        period: '2017',
      },
      {
        kind: 'calendar-year-return',
        value: '-3.5',
        page: 2,
        period: '2018',
      },
      {
        kind: 'calendar-year-return',
        value: '23.2',
        page: 2,
        period: '2019',
      },
      {
        kind: 'calendar-year-return',
        value: '12.4',
        page: 2,
        period: '2020',
      },
      {
        kind: 'launch-date',
        value: '03/03/2014',
        page: 2,
        note: "the share class's launch; the fund launched 10/12/2012",
      },
      {
        kind: 'manager',
        value: 'FIL Investment Services (UK) Limited',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '16/06/2021',
        page: 2,
      },
    ],
  },
  'beanstalk_LG-Cash-Trust-KIID.pdf': {
    documentType: 'ucits-kii',
    isins: ['GB00B0CNHB64'],
    facts: [
      {
        kind: 'fund-name',
        value: 'Legal & General Cash Trust',
        page: 1,
      },
      {
        kind: 'share-class',
        value: 'Class I Accumulation',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.15%',
        page: 2,
      },
      {
        kind: 'entry-charge',
        value: '0.00%',
        page: 2,
      },
      {
        kind: 'exit-charge',
        value: '0.00%',
        page: 2,
      },
      {
        kind: 'risk-indicator',
        value: '1',
        page: 1,
      },
      {
        kind: 'objective',
        value:
          'The objective of this Fund is to maintain capital and to provide a return in line with money market rates, before charges.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'IA Short Term Money Market',
        page: 2,
        note: "a comparator: 'the IA sector, Short Term Money Market (referred to as the Comparator)'",
      },
      {
        kind: 'calendar-year-return',
        value: '0.4',
        page: 2,
        period: '2011',
      },
      {
        kind: 'calendar-year-return',
        value: '0.3',
        page: 2,
        period: '2012',
      },
      {
        kind: 'calendar-year-return',
        value: '0.2',
        page: 2,
        period: '2013',
      },
      {
        kind: 'calendar-year-return',
        value: '0.2',
        page: 2,
        period: '2014',
      },
      {
        kind: 'calendar-year-return',
        value: '0.2',
        page: 2,
        period: '2015',
      },
      {
        kind: 'calendar-year-return',
        value: '0.2',
        page: 2,
        period: '2016',
      },
      {
        kind: 'calendar-year-return',
        value: '0.2',
        page: 2,
        period: '2017',
      },
      {
        kind: 'calendar-year-return',
        value: '0.5',
        page: 2,
        period: '2018',
      },
      {
        kind: 'calendar-year-return',
        value: '0.7',
        page: 2,
        period: '2019',
      },
      {
        kind: 'calendar-year-return',
        value: '0.2',
        page: 2,
        period: '2020',
      },
      {
        kind: 'launch-date',
        value: '2005',
        page: 2,
        note: "the unit class's launch; the fund launched in 1992",
      },
      {
        kind: 'manager',
        value: 'Legal & General (Unit Trust Managers) Limited',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '15 February 2021',
        page: 2,
      },
    ],
  },
  'XS1914695009-EN_PRIIPs-KID.pdf': {
    documentType: 'priips-kid',
    isins: ['XS1914695009'],
    facts: [
      {
        kind: 'fund-name',
        value: '5Y Jump Certificate SOLEDVSP with 87.50% Protection',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: '3',
        page: 2,
      },
      {
        kind: 'objective',
        value:
          'The objective of this product is to provide you with a return based on the performance of an underlying index.',
        page: 1,
      },
      {
        kind: 'entry-charge',
        value: '0.36%',
        page: 3,
      },
      {
        kind: 'exit-charge',
        value: '0.0%',
        page: 3,
      },
      {
        kind: 'transaction-costs',
        value: '0.0%',
        page: 3,
      },
      {
        kind: 'ongoing-charge',
        value: '0.0%',
        page: 3,
        note: "'Other ongoing costs' in the composition of costs table",
      },
      {
        kind: 'launch-date',
        value: '03 May 2019',
        page: 1,
        note: 'the Issue Date',
      },
      {
        kind: 'as-at-date',
        value: '03 December 2022',
        page: 1,
        note: 'KID Production Date',
      },
    ],
  },
  '5_B1D3_Fact-Sheet_30-09-2024.pdf': {
    documentType: 'factsheet',
    isins: [],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC Future World Global Equity Index Fund 3',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.15%',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: null,
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'The investment objective of the fund is to track the performance of the Solactive L&G ESG Global Markets Index (less withholding tax where applicable) to within +/-0.60% p.a. for two years out of three.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'Solactive L&G ESG Global Markets Net',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3m',
        value: '0.42',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '6m',
        value: '3.95',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '1y',
        value: '21.85',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: 'since-launch',
        value: '8.52',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2024-09-30',
        value: '21.85',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2023-09-30',
        value: '8.57',
        page: 1,
      },
      {
        kind: 'fund-size',
        value: '£41.9m',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: 'Oct 2021',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '30 September 2024',
        page: 1,
      },
    ],
  },
  'B3EY_Fact-Sheet_CT-Responsible-Global-Equity-Fund-LG-PMC-CT-Responsible-Global-Equity-Fund-G25.pdf': {
    documentType: 'factsheet',
    isins: ['GB00BGYBV189'],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC CT Responsible Global Equity Fund G25',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.84%',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: null,
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'Investment is concentrated in companies in any market whose products and operations are considered to be making a positive contribution to society and seeks to avoid companies which, on balance, are felt to be harming the world, its people, or its wildlife. The portfolio is chosen with the aim of achieving long-term capital growth.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'MSCI World Index',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3m',
        value: '2.51',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '6m',
        value: '5.24',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '1y',
        value: '27.22',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3y',
        value: '3.11',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '5y',
        value: '9.89',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2024-09-30',
        value: '20.46',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2023-09-30',
        value: '1.32',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2022-09-30',
        value: '-10.68',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2021-09-30',
        value: '22.21',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2020-09-30',
        value: '16.94',
        page: 1,
      },
      {
        kind: 'fund-size',
        value: '£13.5m',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: '26 Oct 2018',
        page: 1,
      },
      {
        kind: 'manager',
        value: 'Jamie Jenkins',
        page: 2,
      },
      {
        kind: 'as-at-date',
        value: '31 October 2024',
        page: 1,
      },
    ],
  },
  'B3Z3_Fact-Sheet_Baillie-Gifford-Positive-Change-LG-PMC-Baillie-Gifford-Positive-Change-Fund-3.pdf': {
    documentType: 'factsheet',
    isins: [],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC Baillie Gifford Positive Change Fund 3',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.53%',
        page: 1,
      },
      {
        kind: 'objective',
        value:
          'The fund aims to outperform (after deduction of costs) the MSCI ACWI Index, as stated in sterling, by at least 2% per annum over rolling five-year periods.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'MSCI AC World (Gross)',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: 'Apr 2022',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '30 June 2022',
        page: 1,
      },
    ],
  },
  'B4PY_Fact-Sheet_Artemis-Income-Fund-LG-PMC-Artemis-Income-G25.pdf': {
    documentType: 'factsheet',
    isins: ['GB00BD1FV234'],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC Artemis Income G25',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.85%',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: null,
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'To produce a rising income with capital growth from a portfolio primarily made up of investments in the UK including ordinary shares, convertibles and fixed interest securities.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'FTSE All-Share Index',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3m',
        value: '-3.04',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '6m',
        value: '2.66',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '1y',
        value: '20.06',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3y',
        value: '7.68',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '5y',
        value: '6.43',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2024-09-30',
        value: '18.35',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2023-09-30',
        value: '16.09',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2022-09-30',
        value: '-6.41',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2021-09-30',
        value: '27.62',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2020-09-30',
        value: '-15.04',
        page: 1,
      },
      {
        kind: 'fund-size',
        value: '£21.1m',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: '28 Nov 2018',
        page: 1,
      },
      {
        kind: 'manager',
        value: 'Adrian Frost',
        page: 2,
      },
      {
        kind: 'as-at-date',
        value: '31 October 2024',
        page: 1,
      },
    ],
  },
  'B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf': {
    documentType: 'factsheet',
    isins: ['GB00BGYBT811'],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC Cash Fund G25',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.20%',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: '1',
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'The objective of this Fund is to maintain capital and to provide a return in line with money market rates, before charges.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'IA Short Term Money Market',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3m',
        value: '1.19',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '6m',
        value: '2.50',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '1y',
        value: '5.13',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3y',
        value: '3.50',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '5y',
        value: '2.11',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2024-09-30',
        value: '5.25',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2023-09-30',
        value: '4.04',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2022-09-30',
        value: '0.46',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2021-09-30',
        value: '-0.12',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2020-09-30',
        value: '0.35',
        page: 1,
      },
      {
        kind: 'fund-size',
        value: '£174.2m',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: '26 Oct 2018',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '30 November 2024',
        page: 1,
      },
    ],
  },
  'B5N3_Fact-Sheet_LGIM-LGIM-Sustainable-DC-Property-Fund-Fund-LG-PMC-Sustainable-Property-Fund-3.pdf': {
    documentType: 'factsheet',
    isins: ['GB00BGYBWM68'],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC Sustainable Property Fund 3',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '1.32%',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: null,
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'To deliver income and capital growth through investment in a diversified portfolio of UK real estate and the Global Real Estate Index Trust market. The Fund will target net zero operational carbon by 2030 for the direct property portfolio.',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3m',
        value: '1.22',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '6m',
        value: '3.17',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '1y',
        value: '-2.53',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3y',
        value: '-1.20',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '5y',
        value: '0.46',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2024-09-30',
        value: '2.96',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2023-09-30',
        value: '-16.77',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2022-09-30',
        value: '16.28',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2021-09-30',
        value: '13.05',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2020-09-30',
        value: '-3.47',
        page: 1,
      },
      {
        kind: 'fund-size',
        value: '£42.9m',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: '26 Oct 2018',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '30 November 2024',
        page: 1,
      },
    ],
  },
  'B6IY_Fact-Sheet_FTSE4Good-UK-Equity-Index-Fund-LG-PMC-Ethical-UK-Equity-Index-Fund-G25.pdf': {
    documentType: 'factsheet',
    isins: ['GB00BGYBTT25'],
    facts: [
      {
        kind: 'fund-name',
        value: 'L&G PMC Ethical UK Equity Index Fund G25',
        page: 1,
      },
      {
        kind: 'ongoing-charge',
        value: '0.25%',
        page: 1,
      },
      {
        kind: 'risk-indicator',
        value: null,
        page: 1,
        notInText:
          "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
      },
      {
        kind: 'objective',
        value:
          'To track the performance of the FTSE4Good UK Equity Index (including re-invested income) to within +/- 0.5% each year for two years out of three.',
        page: 1,
      },
      {
        kind: 'benchmark',
        value: 'FTSE4Good UK Equity Index',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3m',
        value: '-1.69',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '6m',
        value: '2.53',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '1y',
        value: '15.88',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '3y',
        value: '8.03',
        page: 1,
      },
      {
        kind: 'cumulative-return',
        period: '5y',
        value: '4.97',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2024-09-30',
        value: '13.64',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2023-09-30',
        value: '14.59',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2022-09-30',
        value: '-3.06',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2021-09-30',
        value: '24.19',
        page: 1,
      },
      {
        kind: 'calendar-year-return',
        period: '2020-09-30',
        value: '-17.51',
        page: 1,
      },
      {
        kind: 'fund-size',
        value: '£8.4m',
        page: 1,
      },
      {
        kind: 'launch-date',
        value: '26 Oct 2018',
        page: 1,
      },
      {
        kind: 'as-at-date',
        value: '30 November 2024',
        page: 1,
      },
    ],
  },
  'BB43_Fact-Sheet_HSBC-Islamic-Global-Equity-Index-Fund-Legal-General-Pension-PMC-HSBC-Islamic-Global-Equity-Index-Fund-3.pdf':
    {
      documentType: 'factsheet',
      isins: ['GB00BD1JRG10'],
      facts: [
        {
          kind: 'fund-name',
          value: 'L&G PMC HSBC Islamic Global Equity Index Fund 3',
          page: 1,
        },
        {
          kind: 'ongoing-charge',
          value: '0.35%',
          page: 1,
        },
        {
          kind: 'risk-indicator',
          value: null,
          page: 1,
          notInText:
            "shown only as a shaded box in a 1-7 scale graphic; the PDF's text layer prints all seven numbers alike",
        },
        {
          kind: 'objective',
          value:
            "The objective of the HSBC fund is: The Fund aims to achieve capital growth over the long term. The Fund will track the performance of the Dow Jones Islamic Market Titans 100 Index, while minimising as far as possible the tracking error between the Fund's performance and the performance of the Index.",
          page: 1,
        },
        {
          kind: 'benchmark',
          value: 'Dow Jones Islamic Market Titans 100 TR Index',
          page: 1,
        },
        {
          kind: 'cumulative-return',
          period: '3m',
          value: '5.62',
          page: 1,
        },
        {
          kind: 'cumulative-return',
          period: '6m',
          value: '10.97',
          page: 1,
        },
        {
          kind: 'cumulative-return',
          period: '1y',
          value: '33.87',
          page: 1,
        },
        {
          kind: 'cumulative-return',
          period: '3y',
          value: '11.93',
          page: 1,
        },
        {
          kind: 'cumulative-return',
          period: '5y',
          value: '16.73',
          page: 1,
        },
        {
          kind: 'calendar-year-return',
          period: '2024-09-30',
          value: '26.73',
          page: 1,
        },
        {
          kind: 'calendar-year-return',
          period: '2023-09-30',
          value: '13.81',
          page: 1,
        },
        {
          kind: 'calendar-year-return',
          period: '2022-09-30',
          value: '-2.36',
          page: 1,
        },
        {
          kind: 'calendar-year-return',
          period: '2021-09-30',
          value: '19.53',
          page: 1,
        },
        {
          kind: 'calendar-year-return',
          period: '2020-09-30',
          value: '23.16',
          page: 1,
        },
        {
          kind: 'fund-size',
          value: '£419.0m',
          page: 1,
        },
        {
          kind: 'launch-date',
          value: '23 Sep 2011',
          page: 1,
        },
        {
          kind: 'as-at-date',
          value: '31 October 2024',
          page: 1,
        },
      ],
    },
};
