import { z } from 'zod';
import {
  BLOCK_KINDS,
  EXTRACTION_METHODS,
  type Block,
  type DocumentMetadata,
  type ExtractedDocument,
  type Page,
} from './document-model.ts';

/**
 * The document model (document-model.ts) as zod schemas, for reading a model back from storage: what was
 * written as JSON by an earlier run is checked before the engine trusts it. Unknown keys are dropped.
 */

const bbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);

const lineBox = z.object({ bbox, start: z.number().int(), end: z.number().int() });

export const blockSchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  text: z.string(),
  bbox,
  lines: z.array(lineBox).optional(),
  fontSize: z.number(),
  fontName: z.string().optional(),
  bold: z.boolean().optional(),
  level: z.number().int().optional(),
  cells: z.array(z.array(z.string())).optional(),
});

export const pageSchema = z.object({
  number: z.number().int().positive(),
  label: z.string().optional(),
  width: z.number(),
  height: z.number(),
  blocks: z.array(blockSchema),
  text: z.string(),
  imageCount: z.number().int().nonnegative(),
  ocr: z.boolean().optional(),
});

export const documentMetadataSchema = z.object({
  title: z.string().optional(),
  author: z.string().optional(),
  language: z.string().optional(),
  isTagged: z.boolean().optional(),
  producer: z.string().optional(),
  encrypted: z.boolean().optional(),
});

export const extractedDocumentSchema = z.object({
  pageCount: z.number().int().nonnegative(),
  pages: z.array(pageSchema),
  text: z.string(),
  imageCount: z.number().int().nonnegative(),
  tableCount: z.number().int().nonnegative(),
  method: z.enum(EXTRACTION_METHODS),
  metadata: documentMetadataSchema,
});

// The schemas and the interfaces must describe the same model (checked at compile time only).
// Required<>, so that an optional field one side lacks is caught too.
type Same<A, B> = [Required<A>] extends [Required<B>]
  ? [Required<B>] extends [Required<A>]
    ? true
    : never
  : never;
export type SchemasMatchModel = [
  Same<z.output<typeof blockSchema>, Block>,
  Same<z.output<typeof pageSchema>, Page>,
  Same<z.output<typeof documentMetadataSchema>, DocumentMetadata>,
  Same<z.output<typeof extractedDocumentSchema>, ExtractedDocument>,
];
const schemasMatchModel: SchemasMatchModel = [true, true, true, true];
void schemasMatchModel;
