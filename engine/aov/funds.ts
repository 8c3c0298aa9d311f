/**
 * The funds an assessment-of-value (or annual) report is about, and where each fund's part of the report
 * runs. A fund is named by a heading ("Alder UK Equity Fund", "SCOR FUNDS - EUROPE HIGH YIELD"), by the
 * legal form on the cover ("Fonds Commun de Placement (FCP) SCOR EURO HIGH YIELD") or by the cover title;
 * names merely mentioned in passing ("the Norwegian Pension Fund" as an investor) are a last resort.
 */
import type { FlowBlock } from '../analysis/document-text.ts';
import { findShareClasses, type NamedItem } from '../analysis/names.ts';

export interface FundSection {
  /** '' for a share class whose fund has no heading of its own (a single-fund report). */
  fund: string;
  shareClass?: string;
  page: number;
  /** Flow orders [start, end) of each stretch of the report about this fund. */
  ranges: [number, number][];
}

/** "SCOR FUNDS - EURO SHORT TERM DURATION HIGH YIELD": an umbrella and its sub-fund, in capitals. */
const UMBRELLA_SUB_FUND = /^([A-Z][A-Z0-9&'’. ]{1,40}?) [-–—] ([A-Z][A-Z0-9&'’. -]{2,70})$/;
/** A heading that is a fund's name and nothing else. */
const FUND_TITLE =
  /^(?:The )?(?:[A-Z0-9][\w'’&+.-]*\s+(?:(?:&|and|of|for|the)\s+)?){0,8}(?:Fund|Trust|Portfolio|Investment Trust|Unit Trust|OEIC|ICVC|SICAV|Fonds)(?:\s+(?:\d{1,2}|[A-Z]\d{1,3}))?$/;
/** The legal form before the fund's name on a cover. */
const LEGAL_FORM_NAME =
  /(?:\((?:FCP|SICAV|OEIC|ICVC)\)|\bFonds Commun de Placement|\bOpen-Ended Investment Company)\s*[:–—-]?\s*([A-Z][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.-]*){0,8})\s*$/;
/** Headings that name a document, not a fund. */
const GENERIC_TITLE =
  /^(?:(?:audited |unaudited )?(?:annual|interim|half[- ]yearly) (?:report|accounts)|rapport (?:annuel|semestriel)|assessment of value|value assessment|report|contents|table of contents|introduction|summary|notes)\b/i;
/** Headings that are about all funds, or about something else ending in "Fund". */
const NOT_ONE_FUND =
  /\b(?:our funds|all funds|sub-funds|the funds|fund (?:range|manager|facts|objective|performance))\b/i;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The fund a heading names, if it names exactly one. */
export function fundForHeading(text: string): string | null {
  const label = clean(text);
  if (label.length < 4 || label.length > 90 || NOT_ONE_FUND.test(label)) return null;
  const umbrella = UMBRELLA_SUB_FUND.exec(label);
  if (umbrella && /\b(?:FUNDS?|SICAV|OEIC|ICVC|TRUST|PORTFOLIOS?)\b/.test(umbrella[1]!)) return label;
  if (FUND_TITLE.test(label) && label.split(' ').length >= 2) return label.replace(/^The /, '');
  return null;
}

/** The share class a heading names and nothing much else: "Class A Acc", "I GBP Inc shares". */
export function shareClassForHeading(text: string): string | null {
  const label = clean(text);
  if (label.length > 40) return null;
  const found = findShareClasses([{ text: label, page: 0 }])[0];
  return found && found.name.length >= label.length * 0.6 ? found.name : null;
}

interface OpenSection {
  section: FundSection;
  level: number;
  start: number;
}

/**
 * Each fund named by a heading, with the stretches of the report under it: from the heading to the next
 * heading of the same or a higher level (or the next fund's heading). Share classes with headings of their
 * own ("Class A Acc") are sections too, of the fund they sit under.
 */
export function findFundSections(flow: FlowBlock[]): { funds: FundSection[]; classes: FundSection[] } {
  const funds = new Map<string, FundSection>();
  const classes = new Map<string, FundSection>();
  let open: OpenSection[] = [];
  const closeWhere = (order: number, shut: (o: OpenSection) => boolean) => {
    for (const o of open) if (shut(o) && order > o.start + 1) o.section.ranges.push([o.start, order]);
    open = open.filter((o) => !shut(o));
  };
  const sectionIn = (map: Map<string, FundSection>, fund: string, page: number, shareClass?: string) => {
    const key = `${fund}|${shareClass ?? ''}`.toLowerCase();
    let section = map.get(key);
    if (!section) map.set(key, (section = { fund, page, ranges: [], ...(shareClass ? { shareClass } : {}) }));
    return section;
  };
  for (const fb of flow) {
    if (fb.running || fb.block.kind !== 'heading') continue;
    const level = fb.block.level ?? 1;
    const fund = fundForHeading(fb.block.text);
    const shareClass = fund ? null : shareClassForHeading(fb.block.text);
    // a fund's heading ends every open section; any other heading those of its level or deeper
    closeWhere(fb.order, (o) => fund !== null || o.level >= level);
    if (fund) {
      open.push({ section: sectionIn(funds, fund, fb.page), level, start: fb.order });
    } else if (shareClass) {
      const owner = open.find((o) => !o.section.shareClass)?.section.fund ?? '';
      open.push({ section: sectionIn(classes, owner, fb.page, shareClass), level, start: fb.order });
    }
  }
  closeWhere(flow.length, () => true);
  return { funds: [...funds.values()], classes: [...classes.values()] };
}

/** The fund a report's cover names by its legal form, or by a title that is not a document's. */
export function coverFund(flow: FlowBlock[]): NamedItem | null {
  const cover = flow.filter((fb) => fb.page <= 1 && fb.block.kind === 'heading');
  for (const fb of cover) {
    const match = LEGAL_FORM_NAME.exec(clean(fb.block.text));
    if (match) return { name: match[1]!, page: fb.page, count: 1 };
  }
  const title = cover.find((fb) => (fb.block.level ?? 1) === 1);
  if (!title) return null;
  const text = clean(title.block.text);
  if (GENERIC_TITLE.test(text) || text.split(' ').length > 6 || /\d{4}/.test(text)) return null;
  return { name: text, page: title.page, count: 1 };
}

/**
 * The funds the report is about: those its headings name; else the one its cover names; else the names
 * found in its text.
 */
export function findReportFunds(
  flow: FlowBlock[],
  sections: FundSection[],
  namedInText: NamedItem[],
): NamedItem[] {
  if (sections.length > 0)
    return sections.map((s) => ({ name: s.fund, page: s.page, count: s.ranges.length }));
  const cover = coverFund(flow);
  if (cover) return [cover];
  return namedInText;
}
