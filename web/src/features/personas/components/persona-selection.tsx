import { useId, useState } from 'react';
import { Filter, UserX } from 'lucide-react';
import { MAX_PERSONAS_PER_INTERVIEW, type Persona } from '#common/api/personas.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import {
  KNOWLEDGE_FILTER_OPTIONS,
  NO_FILTERS,
  VULNERABILITY_FILTER_OPTIONS,
  filterPersonas,
  type KnowledgeFilter,
  type PersonaFilters,
  type VulnerabilityFilter,
} from '../lib/wizard.ts';
import { SelectablePersonaCard } from './persona-card.tsx';

type PersonaSelectionProps = {
  personas: readonly Persona[];
  selected: readonly string[];
  onToggle: (personaId: string) => void;
  /** The max-5 alert, shown until the selection changes. */
  alert: string | null;
};

/** Setup, step 1 (spec §2.8): persona cards with knowledge and vulnerability filters and a counter. */
export function PersonaSelection({ personas, selected, onToggle, alert }: PersonaSelectionProps) {
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<PersonaFilters>(NO_FILTERS);
  const shown = filterPersonas(personas, filters);
  const filtered = filters.knowledge !== 'all' || filters.vulnerability !== 'all';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800" aria-live="polite">
          <strong>{selected.length}</strong> of {MAX_PERSONAS_PER_INTERVIEW} max selected
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Filter className="size-4" aria-hidden="true" />
          Filters{filtered ? ' (on)' : ''}
        </Button>
      </div>
      <div
        id={`${id}-filters`}
        hidden={!filtersOpen}
        className="rounded-md border border-slate-200 bg-slate-50 p-4"
      >
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Knowledge Level"
            name="knowledgeLevel"
            options={KNOWLEDGE_FILTER_OPTIONS}
            value={filters.knowledge}
            onChange={(event) =>
              setFilters((current) => ({ ...current, knowledge: event.target.value as KnowledgeFilter }))
            }
            className="min-w-44"
          />
          <SelectField
            label="Vulnerability Status"
            name="vulnerability"
            options={VULNERABILITY_FILTER_OPTIONS}
            value={filters.vulnerability}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                vulnerability: event.target.value as VulnerabilityFilter,
              }))
            }
            className="min-w-52"
          />
          <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)} disabled={!filtered}>
            Clear All Filters
          </Button>
        </div>
      </div>
      {alert && <ErrorAlert>{alert}</ErrorAlert>}
      {shown.length === 0 ? (
        <EmptyState icon={UserX} title="No personas match the current filters">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setFilters(NO_FILTERS)}>
            Clear All Filters
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Personas">
          {shown.map((persona) => (
            <li key={persona.id}>
              <SelectablePersonaCard
                persona={persona}
                selected={selected.includes(persona.id)}
                onToggle={() => onToggle(persona.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
