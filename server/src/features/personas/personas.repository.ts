import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  documents,
  documentVersions,
  interviewQuestions,
  personaInterviews,
  personas,
} from '../../db/schema.ts';

export type PersonaRow = typeof personas.$inferSelect;
export type QuestionRow = typeof interviewQuestions.$inferSelect;
export type InterviewRow = typeof personaInterviews.$inferSelect;

// ------------------------------------------------------------------------------------------ personas

export async function findPersonas(db: DbOrTx): Promise<PersonaRow[]> {
  return db.select().from(personas).orderBy(asc(personas.name), asc(personas.id));
}

export async function findPersonasByIds(db: DbOrTx, ids: string[]): Promise<PersonaRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(personas).where(inArray(personas.id, ids));
}

export async function findPersonaById(db: DbOrTx, id: string): Promise<PersonaRow | null> {
  const [row] = await db.select().from(personas).where(eq(personas.id, id)).limit(1);
  return row ?? null;
}

export async function insertPersona(db: DbOrTx, values: typeof personas.$inferInsert): Promise<PersonaRow> {
  const [row] = await db.insert(personas).values(values).returning();
  if (!row) throw new Error('insert into personas returned no row');
  return row;
}

export async function updatePersonaRow(
  db: DbOrTx,
  id: string,
  values: Partial<typeof personas.$inferInsert>,
): Promise<void> {
  await db.update(personas).set(values).where(eq(personas.id, id));
}

// ------------------------------------------------------------------------------- interview questions

const CATEGORY_ORDER = `case category when 'purpose' then 1 when 'cost' then 2 when 'performance' then 3 when 'action' then 4 when 'visuals' then 5 else 6 end`;

export async function findQuestions(
  db: DbOrTx,
  filter: { contexts?: string[]; category?: string; ids?: string[] },
): Promise<QuestionRow[]> {
  const where: (SQL | undefined)[] = [
    filter.contexts
      ? or(...filter.contexts.map((c) => eq(interviewQuestions.context, c as QuestionRow['context'])))
      : undefined,
    filter.category ? eq(interviewQuestions.category, filter.category as QuestionRow['category']) : undefined,
    filter.ids ? inArray(interviewQuestions.id, filter.ids) : undefined,
  ];
  return db
    .select()
    .from(interviewQuestions)
    .where(and(...where))
    .orderBy(sql.raw(CATEGORY_ORDER), asc(interviewQuestions.createdAt), asc(interviewQuestions.id));
}

export async function findQuestionById(db: DbOrTx, id: string): Promise<QuestionRow | null> {
  const [row] = await db.select().from(interviewQuestions).where(eq(interviewQuestions.id, id)).limit(1);
  return row ?? null;
}

export async function insertQuestion(
  db: DbOrTx,
  values: typeof interviewQuestions.$inferInsert,
): Promise<QuestionRow> {
  const [row] = await db.insert(interviewQuestions).values(values).returning();
  if (!row) throw new Error('insert into interview_questions returned no row');
  return row;
}

export async function updateQuestionRow(
  db: DbOrTx,
  id: string,
  values: Partial<typeof interviewQuestions.$inferInsert>,
): Promise<void> {
  await db.update(interviewQuestions).set(values).where(eq(interviewQuestions.id, id));
}

// ---------------------------------------------------------------------------------------- interviews

const interviewColumns = {
  interview: personaInterviews,
  persona: personas,
  // the file of the version it assessed, never relabelled with a later version's (ADR 015)
  fileName: sql<string>`coalesce(${documentVersions.fileName}, ${documents.fileName})`,
  documentType: documents.documentType,
  currentVersion: documents.currentVersion,
};

export type InterviewJoinRow = {
  interview: InterviewRow;
  persona: PersonaRow;
  fileName: string;
  documentType: string;
  currentVersion: number;
};

export async function insertInterviews(
  db: DbOrTx,
  values: (typeof personaInterviews.$inferInsert)[],
): Promise<InterviewRow[]> {
  return db.insert(personaInterviews).values(values).returning();
}

export async function findInterviewById(db: DbOrTx, id: string): Promise<InterviewJoinRow | null> {
  const [row] = await db
    .select(interviewColumns)
    .from(personaInterviews)
    .innerJoin(personas, eq(personas.id, personaInterviews.personaId))
    .innerJoin(documents, eq(documents.id, personaInterviews.documentId))
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, personaInterviews.documentId),
        eq(documentVersions.n, personaInterviews.version),
      ),
    )
    .where(eq(personaInterviews.id, id))
    .limit(1);
  return row ?? null;
}

export async function findInterviews(
  db: DbOrTx,
  filter: { clientId?: string; ids?: string[]; documentId?: string; personaId?: string; status?: string },
  page: { limit: number; offset: number },
): Promise<{ items: InterviewJoinRow[]; total: number }> {
  const where = and(
    filter.clientId ? eq(personaInterviews.clientId, filter.clientId) : undefined,
    filter.ids ? inArray(personaInterviews.id, filter.ids) : undefined,
    filter.documentId ? eq(personaInterviews.documentId, filter.documentId) : undefined,
    filter.personaId ? eq(personaInterviews.personaId, filter.personaId) : undefined,
    filter.status ? eq(personaInterviews.status, filter.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(interviewColumns)
      .from(personaInterviews)
      .innerJoin(personas, eq(personas.id, personaInterviews.personaId))
      .innerJoin(documents, eq(documents.id, personaInterviews.documentId))
      .leftJoin(
        documentVersions,
        and(
          eq(documentVersions.documentId, personaInterviews.documentId),
          eq(documentVersions.n, personaInterviews.version),
        ),
      )
      .where(where)
      .orderBy(desc(personaInterviews.createdAt), desc(personaInterviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(personaInterviews).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Completed interviews of a document, newest first (the report keeps each persona's latest). */
export async function findCompletedInterviewsOfDocument(
  db: DbOrTx,
  documentId: string,
  clientId?: string,
): Promise<InterviewJoinRow[]> {
  return db
    .select(interviewColumns)
    .from(personaInterviews)
    .innerJoin(personas, eq(personas.id, personaInterviews.personaId))
    .innerJoin(documents, eq(documents.id, personaInterviews.documentId))
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, personaInterviews.documentId),
        eq(documentVersions.n, personaInterviews.version),
      ),
    )
    .where(
      and(
        eq(personaInterviews.documentId, documentId),
        eq(personaInterviews.status, 'completed'),
        clientId ? eq(personaInterviews.clientId, clientId) : undefined,
      ),
    )
    .orderBy(desc(personaInterviews.completedAt), desc(personaInterviews.id));
}

export async function updateInterview(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof personaInterviews.$inferInsert,
      | 'status'
      | 'errorMessage'
      | 'transcript'
      | 'engine'
      | 'model'
      | 'seed'
      | 'promptHash'
      | 'completedAt'
      | 'version'
    >
  >,
): Promise<void> {
  await db.update(personaInterviews).set(values).where(eq(personaInterviews.id, id));
}
