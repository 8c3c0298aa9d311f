import type { ReactNode } from 'react';
import { Page } from './layout/page.tsx';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  lastUpdated: string;
  /** ISO date for <time dateTime>. */
  lastUpdatedIso: string;
  intro: ReactNode;
  /** Numbered in order (1, 2, 3 …). */
  sections: readonly LegalSection[];
  /** Unnumbered sections after the numbered ones (contact, notices). */
  appendices?: readonly LegalSection[];
};

/** A long legal text: a contents list, numbered sections with h2 headings, and the date it last changed. */
export function LegalDocument({
  title,
  lastUpdated,
  lastUpdatedIso,
  intro,
  sections,
  appendices = [],
}: LegalDocumentProps) {
  const all = [
    ...sections.map((section, index) => ({ ...section, title: `${index + 1}. ${section.title}` })),
    ...appendices,
  ];
  return (
    <Page
      title={title}
      width="default"
      description={
        <p>
          Last updated: <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
        </p>
      }
    >
      <div className="space-y-4 text-slate-800 [&_a]:font-medium [&_a]:text-blue-800 [&_a]:underline">
        {intro}
      </div>
      <nav aria-label="Contents" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="text-base font-semibold text-slate-900">Contents</h2>
        <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {all.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 space-y-10">
        {all.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-6"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-blue-800 [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}
