import { useState } from 'react';
import { MessageSquarePlus, Pencil, Plus, UserX } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { KnowledgeLevel, Persona } from '#common/api/personas.ts';
import { Page } from '../../../components/layout/page.tsx';
import { SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadError } from './load-error.tsx';
import { usePersonas } from '../api/get-personas.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import { KNOWLEDGE_FILTER_OPTIONS } from '../lib/wizard.ts';
import { PersonaSummary } from './persona-card.tsx';
import { PersonaForm } from './persona-form.tsx';
import { PersonaDetails } from './persona-profile.tsx';

function PersonaCard({
  persona,
  canEdit,
  onEdit,
  onInterview,
}: {
  persona: Persona;
  canEdit: boolean;
  onEdit: () => void;
  onInterview: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <article
      aria-label={persona.name}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <PersonaSummary persona={persona} />
      <p className="text-sm text-slate-800">{persona.financialSnapshot}</p>
      {open && <PersonaDetails persona={persona} />}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide profile' : 'Full profile'}
          <span className="sr-only"> of {persona.name}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onInterview}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Interview<span className="sr-only"> {persona.name}</span>
        </Button>
        {canEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> {persona.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}

/** Investor Personas browser (spec §2.12) with a knowledge-level filter; administrators add and edit. */
export function PersonaBrowser({ role }: { role: Role }) {
  const links = personaPaths(role);
  const navigate = useNavigate();
  const canEdit = role === 'admin';
  const [level, setLevel] = useState('all');
  const [editing, setEditing] = useState<Persona | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const personas = usePersonas(level === 'all' ? {} : { knowledgeLevel: level as KnowledgeLevel });

  return (
    <Page
      title="Investor Personas"
      description={<p>The simulated investors who read your documents, from beginners to experts.</p>}
      actions={
        canEdit && editing === null ? (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Add Persona
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-6">
        {saved && <SuccessMessage>{saved}</SuccessMessage>}
        {editing !== null && (
          <SectionCard title={editing === 'new' ? 'New persona' : 'Edit persona'}>
            <PersonaForm
              key={editing === 'new' ? 'new' : editing.id}
              persona={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onDone={(persona) => {
                setEditing(null);
                setSaved(`${persona.name} saved.`);
              }}
            />
          </SectionCard>
        )}
        <SelectField
          label="Knowledge Level"
          name="knowledgeLevel"
          options={KNOWLEDGE_FILTER_OPTIONS}
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          className="max-w-xs"
        />
        {personas.isPending ? (
          <Spinner label="Loading personas..." />
        ) : personas.isError ? (
          <LoadError
            title="Failed to load personas"
            error={personas.error}
            onRetry={() => void personas.refetch()}
          />
        ) : personas.data.items.length === 0 ? (
          <EmptyState icon={UserX} title="No Personas Found" />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {personas.data.items.map((persona) => (
              <li key={persona.id}>
                <PersonaCard
                  persona={persona}
                  canEdit={canEdit}
                  onEdit={() => {
                    setSaved(null);
                    setEditing(persona);
                    window.scrollTo({ top: 0 });
                  }}
                  onInterview={() => void navigate(links.new, { state: { selectedPersonaId: persona.id } })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
