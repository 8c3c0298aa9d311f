/**
 * Identifiers that tie a document to a fund: ISINs (ISO 6166, Luhn check over the letters turned into
 * numbers), UK SEDOLs (seven characters, weighted check digit), fund names (the AoV readers' finders, so a
 * multi-fund report names every fund it covers) and share-class names.
 */
import { findFundNames, findShareClasses } from '../analysis/names.ts';
import { findFundSections, findReportFunds } from '../aov/funds.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { textModel } from '../text/index.ts';
import type { FundIdentifiers } from './types.ts';

/** ISO 6166: two letters, nine alphanumerics, a check digit (Luhn over the digits, letters as 10-35). */
export function isValidIsin(candidate: string): boolean {
  const isin = candidate.toUpperCase();
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  const digits = [...isin].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const SEDOL_WEIGHTS = [1, 3, 1, 7, 3, 9];

/** SEDOL: six characters (no vowels), weights 1 3 1 7 3 9, check digit making the sum a multiple of ten. */
export function isValidSedol(candidate: string): boolean {
  const sedol = candidate.toUpperCase();
  if (!/^[B-DF-HJ-NP-TV-Z0-9]{6}\d$/.test(sedol)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const c = sedol[i]!;
    const value = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * SEDOL_WEIGHTS[i]!;
  }
  return (10 - (sum % 10)) % 10 === Number(sedol[6]);
}

const ISIN_IN_TEXT = /\b[A-Z]{2}[A-Z0-9]{9}\d\b/g;
/** A SEDOL is seven characters with at least one digit; checked by its digit, so ordinary words drop out. */
const SEDOL_IN_TEXT = /\b(?=[A-Z0-9]*\d)[B-DF-HJ-NP-TV-Z0-9]{6}\d\b/g;

const unique = (items: string[]) => [...new Set(items)];

/** Headings the name finders take for funds: a list of plans ("WorkSave Pension Plan/…"), a how-to, a document title. */
const NOT_A_FUND_NAME = /\/|\b(?:this|using|our|your)\b|^key (?:investor )?information\b/i;

/**
 * The texts a document's identifiers are read from: every flow sentence, running headers included (a
 * factsheet prints its fund's name in the running header of every page).
 */
function texts(doc: ExtractedDocument): { text: string; page: number }[] {
  return textModel(doc).flowSentences.map((s) => ({ text: s.text, page: s.page }));
}

export function readFundIdentifiers(doc: ExtractedDocument): FundIdentifiers {
  const all = texts(doc);
  const isins: string[] = [];
  const sedols: string[] = [];
  for (const { text } of all) {
    for (const m of text.matchAll(ISIN_IN_TEXT)) if (isValidIsin(m[0])) isins.push(m[0]);
    for (const m of text.matchAll(SEDOL_IN_TEXT)) {
      // an ISIN's middle holds its SEDOL (GB00 BJS8SJ3 4): count it once, as a SEDOL in its own right only when printed alone
      // an all-digit SEDOL (the older kind) only where it is labelled: a 7-digit number passes the check one time in ten
      if (/^\d+$/.test(m[0]) && !/\bSEDOL\b/i.test(text)) continue;
      if (isValidSedol(m[0]) && !isins.some((isin) => isin.includes(m[0]))) sedols.push(m[0]);
    }
  }
  // SEDOLs embedded in a UK ISIN (GB00 + SEDOL + check) are the same share class's: list them too
  for (const isin of unique(isins))
    if (isin.startsWith('GB00') && isValidSedol(isin.slice(4, 11))) sedols.push(isin.slice(4, 11));

  const model = textModel(doc);
  const { funds } = findFundSections(model.flow);
  const named = findFundNames(all);
  const reportFunds = findReportFunds(model.flow, funds, named).map((f) => f.name);
  const fundNames = unique([...titleFundNames(doc), ...reportFunds, ...named.map((n) => n.name)]).filter(
    (name) => name.length >= 6 && !NOT_A_FUND_NAME.test(name),
  );
  const shareClasses = findShareClasses(all).map((c) => c.name);
  return { isins: unique(isins), sedols: unique(sedols), fundNames, shareClasses: unique(shareClasses) };
}

/**
 * The fund a single-fund document is titled with: the first heading on page 1 that names a fund
 * ("Fidelity Index World Fund", "L&G PMC Artemis Income G25", "Legal & General Cash Trust Class I
 * Accumulation - ISIN: …" up to the class).
 */
export function titleFundNames(doc: ExtractedDocument): string[] {
  const model = textModel(doc);
  const out: string[] = [];
  for (const fb of model.flow) {
    if (fb.page > 1) break;
    if (fb.block.kind !== 'heading') continue;
    const text = fb.block.text.replace(/\s+/g, ' ').trim();
    const name = fundNameIn(text);
    if (name) out.push(name);
  }
  return out.slice(0, 2);
}

/** A fund's name at the start of a title: up to its class, ISIN or a dash. */
export function fundNameIn(title: string): string | null {
  const head = title
    .split(/\s+[-–—|]\s+|\bISIN\b|\(ISIN/)[0]!
    .replace(/\s+(?:Share |Unit )?Class\b.*$/, '')
    .replace(/\s+[A-Z]{1,2}\d? (?:Accumulation|Income|Acc|Inc)\b.*$/, '')
    .trim();
  // "Legal & General (PMC)": the provider's name over the fund's, not the fund's
  if (head.split(' ').length < 2 || head.length > 90 || head.endsWith(')')) return null;
  if (/^(?:key (?:investor )?information(?: document)?|fact ?sheet|purpose|product)$/i.test(head))
    return null;
  if (
    /\b(?:Fund|Trust|Portfolio|OEIC|ICVC|SICAV)(?: \d{1,2}| [A-Z]\d{1,3})?$|\bPMC\b.*\b[A-Z]\d{1,3}$/.test(
      head,
    ) &&
    !NOT_A_FUND_NAME.test(head)
  )
    return head;
  return null;
}
