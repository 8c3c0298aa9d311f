import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, complianceChecks, documents, firms, personaInterviews, users } from '../../db/schema.ts';

// A client in the admin's screens is a firm (ADR 018); its contact is its longest-standing firm admin, the account
// it was made for. Written out in full: drizzle leaves columns unqualified inside a select list, which would
// compare documents.client_id with documents.id.
const documentCount = sql<number>`(select count(*)::int from documents d where d.client_id = "firms"."id")`;
const memberCount = sql<number>`(select count(*)::int from users m where m.firm_id = "firms"."id")`;
const contact = alias(users, 'contact');
const contactJoin = sql`${contact.id} = (select u.id from users u where u.firm_id = "firms"."id"
  and u.firm_role = 'firm_admin' order by u.created_at, u.id limit 1)`;

const clientColumns = {
  id: firms.id,
  name: firms.name,
  email: sql<string>`coalesce(${contact.email}, '')`,
  createdAt: firms.createdAt,
  disabledAt: firms.disabledAt,
  hasPassword: sql<boolean>`${contact.passwordHash} is not null`,
  oidcSubject: contact.oidcSubject,
  emailDomain: firms.emailDomain,
  frn: firms.frn,
  documentCount,
  memberCount,
};

export async function findClients(db: DbOrTx, options: { q?: string; limit: number; offset: number }) {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(firms.name, pattern),
        sql`exists (select 1 from users u where u.firm_id = "firms"."id" and (u.email ilike ${pattern} or u.name ilike ${pattern}))`,
      )
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(clientColumns)
      .from(firms)
      .leftJoin(contact, contactJoin)
      .where(where)
      .orderBy(desc(firms.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(firms).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findClientById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(clientColumns)
    .from(firms)
    .leftJoin(contact, contactJoin)
    .where(eq(firms.id, id))
    .limit(1);
  return row ?? null;
}

/** Disabling a firm disables every member (their sessions end through the users trigger); enabling restores them. */
export async function setClientDisabled(db: DbOrTx, id: string, disabled: boolean): Promise<void> {
  const at = disabled ? new Date() : null;
  await db.update(firms).set({ disabledAt: at }).where(eq(firms.id, id));
  await db.update(users).set({ disabledAt: at }).where(eq(users.firmId, id));
}

export async function findDocumentsOfClient(db: DbOrTx, clientId: string, limit: number) {
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      documentType: documents.documentType,
      status: documents.status,
      uploadedAt: documents.uploadedAt,
      hasAnalysis: documents.hasAnalysis,
      hasPersonaInterviews: documents.hasPersonaInterviews,
      hasDocumentImprovements: documents.hasDocumentImprovements,
    })
    .from(documents)
    .where(eq(documents.clientId, clientId))
    .orderBy(desc(documents.uploadedAt))
    .limit(limit);
}

export async function countWorkOfClient(db: DbOrTx, clientId: string) {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [docs, analysed, interviews, checks, improvements] = await Promise.all([
    one(db.select({ n: count() }).from(documents).where(eq(documents.clientId, clientId))),
    one(db.select({ n: count() }).from(analyses).where(eq(analyses.clientId, clientId))),
    one(db.select({ n: count() }).from(personaInterviews).where(eq(personaInterviews.clientId, clientId))),
    one(db.select({ n: count() }).from(complianceChecks).where(eq(complianceChecks.clientId, clientId))),
    one(
      db
        .select({ n: count() })
        .from(documents)
        .where(and(eq(documents.clientId, clientId), eq(documents.hasDocumentImprovements, true))),
    ),
  ]);
  return { documents: docs, analyses: analysed, interviews, checks, improvements };
}

export async function setFirmEmailDomain(db: DbOrTx, firmId: string, emailDomain: string | null) {
  await db.update(firms).set({ emailDomain }).where(eq(firms.id, firmId));
}

export async function findFirmByDomain(db: DbOrTx, emailDomain: string) {
  const [row] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(eq(firms.emailDomain, emailDomain))
    .limit(1);
  return row ?? null;
}
