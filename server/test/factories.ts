import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createUser } from '../src/users/users.repository.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { documentExtractions, documents, productAccess } from '../src/db/schema.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import type { ModuleName } from '#common/modules.ts';
import type { FirmRole } from '#common/api/auth.ts';
import { runAsSystem } from '../src/db/tenant-context.ts';

// Test data is written as the operator would, outside any request: system work, the explicit bypass of
// row-level security (ADR 009). Without it, PostgreSQL's policies would rightly show and accept no rows.
let counter = 0;

/** A client account: by default the firm admin of a new firm of its own (whose id is the account's), or a
 * member of `firmId` with `firmRole`. */
export async function createClientUser(
  app: FastifyInstance,
  overrides: { email?: string; name?: string; password?: string; firmId?: string; firmRole?: FirmRole } = {},
) {
  counter += 1;
  const password = overrides.password ?? 'client-password-123';
  const passwordHash = await hashPassword(password);
  const row = await runAsSystem(() =>
    createUser(
      app.deps.database.db,
      {
        email: overrides.email ?? `client${counter}-${Date.now()}@test.example`,
        name: overrides.name ?? `Client ${counter}`,
        role: 'client',
        passwordHash,
      },
      overrides.firmId ? { firmId: overrides.firmId, firmRole: overrides.firmRole ?? 'member' } : undefined,
    ),
  );
  return { ...row, password };
}

export async function createDocumentRow(app: FastifyInstance, clientId: string, fileName = 'report.pdf') {
  counter += 1;
  const [row] = await runAsSystem(() =>
    app.deps.database.db
      .insert(documents)
      .values({
        clientId,
        fileName,
        fileSize: 1234,
        filePath: `${clientId}/factory${counter}_${Date.now()}_${fileName}`,
        sha256: '0'.repeat(64),
        documentType: 'aov-report',
        status: 'completed',
      })
      .returning(),
  );
  return row!;
}

export async function grantModule(
  app: FastifyInstance,
  firmId: string,
  module: ModuleName,
  hasAccess = true,
) {
  await runAsSystem(() =>
    app.deps.database.db
      .insert(productAccess)
      .values({ firmId, productName: module, hasAccess })
      .onConflictDoUpdate({ target: [productAccess.firmId, productAccess.productName], set: { hasAccess } }),
  );
}

/** A document whose extraction has completed with the given document model (no upload, no extraction job). */
export async function createExtractedDocument(
  app: FastifyInstance,
  clientId: string,
  extracted: ExtractedDocument,
  options: { fileName?: string; documentType?: string } = {},
) {
  const row = await createDocumentRow(app, clientId, options.fileName ?? 'fund-factsheet.pdf');
  const { db } = app.deps.database;
  const { documentType } = options;
  if (documentType)
    await runAsSystem(() => db.update(documents).set({ documentType }).where(eq(documents.id, row.id)));
  await runAsSystem(() =>
    db.insert(documentExtractions).values({
      documentId: row.id,
      clientId,
      extractedText: extracted.text,
      pages: { pages: extracted.pages, metadata: extracted.metadata },
      imageCount: extracted.imageCount,
      tableCount: extracted.tableCount,
      extractionMethod: extracted.method,
      pageCount: extracted.pageCount,
      extractionDate: new Date(),
      status: 'completed',
    }),
  );
  return { ...row, documentType: options.documentType ?? row.documentType };
}
