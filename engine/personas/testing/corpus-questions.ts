// Questions about real documents of the shared corpus (test data only), written from the documents and
// checked by hand against them: about half are answered there (the quote must contain `expect`), the others
// are not (the factsheet has no exit charge, the KID no past returns, nothing answers "the capital of France").
import type { SimQuestion } from '../simulate.ts';

export interface CorpusQuestion {
  file: string;
  question: SimQuestion;
  /** Text the quote of a right answer contains; null when the document does not answer the question. */
  expect: string | null;
}

const ARTEMIS = 'B4PY_Fact-Sheet_Artemis-Income-Fund-LG-PMC-Artemis-Income-G25.pdf';
const CASH_KIID = 'beanstalk_LG-Cash-Trust-KIID.pdf';
const PRIIPS_KID = 'XS1914695009-EN_PRIIPs-KID.pdf';
const INDEX_KIID = 'beanstalk_Fidelity-Index-World-KIID.pdf';

const q = (
  file: string,
  id: string,
  category: SimQuestion['category'],
  text: string,
  expect: string | null,
): CorpusQuestion => ({ file, question: { id, category, text }, expect });

export const CORPUS_QUESTIONS: CorpusQuestion[] = [
  // A workplace-pension factsheet: charges table, aim, benchmark, 3m-5y and 2020-2024 returns.
  q(ARTEMIS, 'artemis-fmc', 'cost', 'What is the fund management charge?', '0.85%'),
  q(ARTEMIS, 'artemis-aim', 'purpose', "What is the fund's aim?", 'rising income'),
  q(ARTEMIS, 'artemis-benchmark', 'purpose', "Which index is the fund's benchmark?", 'FTSE All-Share'),
  q(ARTEMIS, 'artemis-exit', 'cost', 'Is there an exit charge when I sell?', null),
  q(ARTEMIS, 'artemis-perf-fee', 'cost', 'Is there a performance fee?', null),
  q(ARTEMIS, 'artemis-2019', 'performance', 'How did the fund do in 2019?', null),
  q(ARTEMIS, 'artemis-france', 'purpose', 'What is the capital of France?', null),
  // A UCITS KIID for a cash fund: one-off and ongoing charges as label/value rows, returns 2011-2020.
  q(CASH_KIID, 'cash-exit', 'cost', 'Is there an exit charge?', 'Exit charge'),
  q(CASH_KIID, 'cash-ocf', 'cost', 'What is the ongoing charge?', '0.15%'),
  q(CASH_KIID, 'cash-2019', 'performance', 'What did the fund return in 2019?', '0.7'),
  q(CASH_KIID, 'cash-perf-fee', 'cost', 'Is there a performance fee?', 'None'),
  q(CASH_KIID, 'cash-complain', 'action', 'How do I make a complaint?', null),
  q(CASH_KIID, 'cash-weather', 'action', 'What is the weather like tomorrow?', null),
  // A PRIIPs KID for a structured certificate: costs tables, holding period, complaints; no past returns.
  q(PRIIPS_KID, 'kid-complain', 'action', 'How can I complain?', 'complaint'),
  q(PRIIPS_KID, 'kid-entry', 'cost', 'What are the entry costs?', '0.36%'),
  q(PRIIPS_KID, 'kid-hold', 'purpose', 'How long should I hold it?', 'recommended holding period'),
  q(PRIIPS_KID, 'kid-2020', 'performance', 'What did the product return in 2020?', null),
  q(PRIIPS_KID, 'kid-dividend', 'purpose', 'Does the product pay a dividend?', null),
  q(PRIIPS_KID, 'kid-restaurant', 'action', 'Can you recommend a restaurant?', null),
  // A UCITS KIID for an index fund: charges with N/A, aim, no switching charge, no five-year figure.
  q(INDEX_KIID, 'index-aim', 'purpose', 'What does the fund aim to do?', 'MSCI World'),
  q(INDEX_KIID, 'index-exit', 'cost', 'What is the exit charge?', 'N/A'),
  q(INDEX_KIID, 'index-perf-fee', 'cost', 'Is there a performance fee?', 'Performance fee'),
  q(INDEX_KIID, 'index-switch', 'cost', 'Is there a charge for switching funds?', null),
  q(INDEX_KIID, 'index-5y', 'performance', "What was the fund's return over five years?", null),
  q(INDEX_KIID, 'index-france', 'cost', 'What is the capital of France?', null),
];
