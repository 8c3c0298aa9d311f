/** Inline links: underlined and dark enough to read on white and slate-50. */
export const TEXT_LINK_CLASS = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950';
