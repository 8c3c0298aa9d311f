/**
 * What the review workspace (issue 26) hands the document's page view: the findings' passages to box, which
 * one is selected, and how to tell the findings list that a box was chosen. The compliance feature owns the
 * findings and the documents feature owns the page; this is the contract between them, composed by the route.
 */

/** How a box is drawn: an open finding by its severity, a dismissed or resolved one muted. */
export type PassageTone = 'high' | 'medium' | 'low' | 'decided';

export type WorkspacePassage = {
  /** The finding the passage is evidence for (the list's key). */
  findingKey: string;
  /** The page the finding names; the quote is looked for there first. */
  page: number;
  quote: string;
  /** The box's accessible name, e.g. "Finding: No absolute claims (high, open)". */
  label: string;
  tone: PassageTone;
};

export type WorkspacePageProps = {
  documentId: string;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  passages: readonly WorkspacePassage[];
  selectedKey: string | null;
  /** A box was chosen: its finding opens in the list. */
  onSelect: (findingKey: string) => void;
  /** Bumped when the list asks for the selected box to take the focus (a finding was chosen). */
  focusRequest: number;
};
