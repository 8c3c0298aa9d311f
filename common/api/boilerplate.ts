import { z } from 'zod';

// A firm's boilerplate (issue 30 item 6): passages it must print and cannot change (an index licence notice, a
// disclaimer), marked once and left out of the reading measures of every one of its documents.

/** Longest passage: a long licence notice fits; a whole document pasted in does not. */
export const BOILERPLATE_MAX_CHARS = 4000;
/** Fewest words: a fragment ("Risk warning") would leave out every sentence that happens to read the same. */
export const BOILERPLATE_MIN_WORDS = 4;
/** Most passages per firm: enough for every licence and disclaimer a firm prints. */
export const BOILERPLATE_MAX_PASSAGES = 200;

const wordCount = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

export const createBoilerplateInput = z.object({
  text: z
    .string({ message: 'Paste the boilerplate passage as text.' })
    .trim()
    .min(1, 'Paste the boilerplate passage: the licence notice or disclaimer, as it is printed.')
    .max(
      BOILERPLATE_MAX_CHARS,
      `Keep a passage under ${BOILERPLATE_MAX_CHARS.toLocaleString('en-GB')} characters: mark each notice separately.`,
    )
    .refine((text) => wordCount(text) >= BOILERPLATE_MIN_WORDS, {
      message: `Give at least ${BOILERPLATE_MIN_WORDS} words: a whole sentence of the notice, not a fragment.`,
    }),
});
export type CreateBoilerplateInput = z.infer<typeof createBoilerplateInput>;

export const boilerplateParams = z.object({ id: z.string().uuid('Boilerplate ids are UUIDs.') });

export const boilerplatePassage = z.object({
  id: z.string().uuid(),
  text: z.string(),
  /** Sentences it marks: each is matched on its own in every document. */
  sentences: z.number().int(),
  createdAt: z.string(),
  /** Who marked it: name and e-mail, or null once their account is gone. */
  createdBy: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
});
export type BoilerplatePassage = z.infer<typeof boilerplatePassage>;

export const boilerplateListResponse = z.object({
  items: z.array(boilerplatePassage),
  /** May the caller add and remove passages (reviewers and above)? */
  canManage: z.boolean(),
});
export type BoilerplateListResponse = z.infer<typeof boilerplateListResponse>;
