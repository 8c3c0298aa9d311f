/**
 * Wording that the KII regulation (Commission Regulation (EU) No 583/2010) and the PRIIPs KID regulation
 * (Delegated Regulation (EU) 2017/653, Annexes I-VII) fix word for word: section titles, the explanatory
 * statement, the labels of the charges and costs tables and of the risk indicator, and the prescribed
 * warnings. A firm may not rewrite them, so a suggestion that would change them, or re-order or add to the
 * prescribed sections, is not proposed (issue 30: one suggestion rewrote "Exit charge"). Checked against the
 * corpus KIIDs (Fidelity Index World, L&G Cash Trust) and the BNP Paribas PRIIPs KID.
 */
import type { DocumentType } from '../rules/index.ts';

/** The document types whose structure and labels a regulation prescribes. */
export const PRESCRIBED_TYPES: readonly DocumentType[] = ['ucits-kii', 'priips-kid'];

/** A prescribed statement: from its opening words to the end of its sentence. */
const statement = (opening: string) =>
  new RegExp(`\\b${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}[^.?!]*[.?!]?`, 'i');

/** UCITS KII: Regulation 583/2010 Articles 4-8, 10, 15, 20-21 and the CESR/10-1321 template's labels. */
const KII_WORDING: readonly RegExp[] = [
  /\bkey investor information\b/i,
  /\bobjectives and investment policy\b/i,
  /\brisk and reward profile\b/i,
  /\bcharges for this fund\b/i,
  /^\s*charges\s*$/im,
  /^\s*past performance\s*$/im,
  /\bpractical information\b/i,
  /\b(?:lower|higher) risk\b/i,
  /\btypically (?:lower|higher) rewards\b/i,
  /\bone-off charges taken before or after you invest\b/i,
  /\bcharges taken from the fund over a year\b/i,
  /\bcharges taken from the fund under certain specific conditions\b/i,
  /\b(?:entry|exit) charges?\b/i,
  /\bongoing charges?(?: figure)?\b/i,
  /\bperformance fees?\b/i,
  // the statement is fixed, its date is the firm's to keep current (a stale KII is published with a new one)
  /\bThis key investor information is accurate as at\b/i,
  ...[
    'This document provides you with key investor information',
    'It is not marketing material',
    'The information is required by law',
    'You are advised to read it',
    'This is the maximum that might be taken out of your money',
    'The charges you pay are used to pay the costs of running the fund',
    'These charges reduce the potential growth of your investment',
    'The entry and exit charges shown are maximum figures',
    'In some cases you might pay less',
    'The ongoing charges figure is based on',
    'This figure may vary from year to year',
    'Historical data may not be a reliable indication',
    'The risk category shown is not guaranteed',
    'The lowest category does not mean',
    'Past performance is not a',
    'Past performance is of limited value',
    'the past performance shown takes into account',
    'Past performance has been calculated in',
    'This fund is authorised in',
  ].map(statement),
];

/** PRIIPs KID: Regulation 2017/653 Article 1-8 and the templates of Annexes III-VII. */
const KID_WORDING: readonly RegExp[] = [
  /\bkey information document\b/i,
  /^\s*(?:purpose|product|type|objectives?|term)\s*$/im,
  /\bwhat is this product\?/i,
  /\bwhat are the risks and what could I get in return\?/i,
  /\bwhat happens if\b.{1,120}?\bunable to pay out\?/i,
  /\bwhat are the costs\?/i,
  /\bhow long should I hold it and can I take (?:my )?money out early\?/i,
  /\bhow can I complain\?/i,
  /\bother relevant information\b/i,
  /\bintended retail investor\b/i,
  /\b(?:summary )?risk indicator\b/i,
  /\b(?:lower|higher) risk\b/i,
  /\bperformance scenarios?\b/i,
  /\b(?:stress|unfavourable|moderate|favourable) scenario\b/i,
  /\bcosts over time\b/i,
  /\bcomposition of costs\b/i,
  /\b(?:one-off|ongoing|incidental|entry|exit|other ongoing|portfolio transaction|total) costs\b/i,
  /\bperformance fees?\b/i,
  /\bcarried interests?\b/i,
  /\brecommended holding period\b/i,
  /\bimpact on return \(RIY\) per year\b/i,
  /\bwhat you might get back after costs\b/i,
  /\baverage return each year\b/i,
  /\bif you cash in (?:after|at)\b[^\n.]*/i,
  /\b(?:KID|document) production date\b/i,
  /\bcompetent authority\b/i,
  ...[
    'This document provides you with key information',
    'It is not marketing material',
    'The information is required by law',
    'You are about to purchase a product that is not simple',
    'The risk indicator assumes you keep the product',
    'The actual risk can vary significantly',
    'You may not be able to sell your product easily',
    'The summary risk indicator',
    'It shows how likely it is that the product will lose money',
    'We have classified this product as',
    'This rates the potential losses from future performance',
    'Be aware of currency risk',
    'The final return you will get depends on the exchange rate',
    'This risk is not considered in the indicator',
    'This product does not include any protection from future market performance',
    'If we are not able to pay you what is owed',
    'This table shows the money you could get back',
    'The scenarios shown illustrate how your investment could perform',
    'You can compare them with the scenarios of other products',
    'The scenarios presented are an estimate of future performance',
    'What you get will vary depending on how the market performs',
    'The stress scenario shows what you might get back',
    'The figures shown include all the costs of the product itself',
    'The figures do not take into account your personal tax situation',
    'The Reduction in Yield (RIY) shows',
    'The total costs take into account',
    'The amounts shown here are the cumulative costs',
    'They include potential early exit penalties',
    'The figures assume you invest',
    'The figures are estimates and may change',
    'The person selling you or advising you about this product may charge you other costs',
    'If so, this person will provide you with information about these costs',
    'The table below shows',
    'the impact each year of the different types of costs',
    'the meaning of the different cost categories',
    'This table shows the impact on return per year',
    'The impact of the costs',
  ].map(statement),
];

/** Character ranges of prescribed wording in a text (a block's text), for a document of this type. */
export function prescribedRanges(text: string, type: DocumentType): { start: number; end: number }[] {
  const patterns = type === 'ucits-kii' ? KII_WORDING : type === 'priips-kid' ? KID_WORDING : [];
  const out: { start: number; end: number }[] = [];
  for (const pattern of patterns) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const m of text.matchAll(global))
      if (m[0].trim().length > 0) out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Whether a change of [start, end) in this text would touch prescribed wording (an insertion inside it too). */
export function touchesPrescribed(text: string, start: number, end: number, type: DocumentType): boolean {
  return prescribedRanges(text, type).some((r) =>
    start === end ? r.start < start && start < r.end : start < r.end && r.start < end,
  );
}
