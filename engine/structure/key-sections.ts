/**
 * The sections a retail reader looks for first. A heading that names the topic makes it findable; a
 * mention in the text says where the information first appears.
 */

export type KeySectionId = 'objective' | 'risks' | 'charges' | 'performance' | 'contact';

export interface KeySectionPattern {
  id: KeySectionId;
  label: string;
  heading: RegExp;
  mention: RegExp;
  /** Information a consumer needs early: reported when it first appears late or has no heading. */
  essential: boolean;
}

export const KEY_SECTIONS: readonly KeySectionPattern[] = [
  {
    id: 'objective',
    label: 'objective',
    heading:
      /\b(?:objectives?|aims?|investment (?:policy|strategy)|what (?:the|this) fund (?:does|invests in))\b/i,
    mention: /\b(?:objective|aims? to|investment policy|seeks? to (?:achieve|provide|grow|deliver))\b/i,
    essential: false,
  },
  {
    id: 'risks',
    label: 'risks',
    heading: /\brisks?\b/i,
    mention:
      /\brisks?\b|\bget back less\b|\b(?:go|goes|going) (?:up and down|down as well as up)\b|\bfall as well as rise\b|\bnot guaranteed\b|\b(?:could|may|might) lose\b/i,
    essential: true,
  },
  {
    id: 'charges',
    label: 'charges',
    heading: /\b(?:charges?|costs?|fees?|expenses|what (?:it|you) (?:will )?costs?)\b/i,
    mention:
      /\b(?:charges?|fees?|OCF|AMC|ongoing costs?|transaction costs?|costs? (?:of|to) (?:investing|you))\b/i,
    essential: true,
  },
  {
    id: 'performance',
    label: 'performance',
    heading: /\b(?:(?:past )?performance(?! fees?)|returns?)\b/i,
    mention: /\b(?:past )?performance\b(?! fees?)/i,
    essential: false,
  },
  {
    id: 'contact',
    label: 'contact details',
    heading:
      /\b(?:contact|further information|more information|find out more|practical information|useful information|complaints?|help|get in touch|how to reach us)\b/i,
    mention:
      /\b(?:contact us|call us|email us|write to us|telephone|helpline|complaints?)\b|\bwww\.[\w-]+|\b[\w-]+\.(?:co\.uk|com|org\.uk|gov\.uk)\b|\b0\d{3,4} ?\d{3} ?\d{3,4}\b|[\w.+-]+@[\w-]+\.[\w.]+/i,
    essential: false,
  },
];
