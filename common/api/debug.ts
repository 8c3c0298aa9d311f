import { z } from 'zod';

export const extractionTestInput = z.object({
  documentId: z.string().trim().min(1, 'Please enter a document ID').uuid('Document IDs are UUIDs.'),
});

/** The spec's PDF extraction response (§3), from a dry run that stores nothing. */
export const extractionTestResponse = z.object({
  text: z.string(),
  error: z.string().nullable(),
  debug: z.object({
    fileDetails: z.object({ path: z.string(), size: z.number().int(), type: z.string() }),
    steps: z.array(
      z.object({
        step: z.string(),
        status: z.enum(['ok', 'failed']),
        durationMs: z.number().int(),
        error: z.string().optional(),
      }),
    ),
    textLength: z.number().int(),
  }),
  metadata: z.object({
    pageCount: z.number().int(),
    imageCount: z.number().int(),
    tableCount: z.number().int(),
    method: z.string().nullable(),
  }),
});
export type ExtractionTestResponse = z.infer<typeof extractionTestResponse>;

export const storageListQuery = z.object({
  prefix: z.string().max(500).default(''),
  offset: z.coerce.number().int().min(0).default(0),
});
export const storageListResponse = z.object({
  prefix: z.string(),
  folders: z.array(z.string()),
  objects: z.array(z.object({ path: z.string(), size: z.number().int(), modifiedAt: z.string() })),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StorageListResponse = z.infer<typeof storageListResponse>;

export const storagePathQuery = z.object({
  path: z.string().trim().min(1, 'Enter a storage path.').max(1000),
});
export const storagePathResponse = z.object({
  path: z.string(),
  exists: z.boolean(),
  documentId: z.string().uuid().nullable(),
});
export type StoragePathResponse = z.infer<typeof storagePathResponse>;
