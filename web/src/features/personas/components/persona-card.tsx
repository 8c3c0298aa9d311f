import { Check } from 'lucide-react';
import type { Persona } from '#common/api/personas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { PersonaPortrait } from './persona-portrait.tsx';

/** The headline facts of a persona: portrait, name, age, knowledge level and vulnerability. */
export function PersonaSummary({ persona }: { persona: Persona }) {
  return (
    <div className="flex items-start gap-3">
      <PersonaPortrait url={persona.portraitUrl} />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{persona.name}</p>
        <p className="text-sm text-slate-700">Age {persona.age}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          <Badge tone="blue">{persona.knowledgeLevel}</Badge>
          {persona.vulnerability && <Badge tone="amber">Vulnerable</Badge>}
        </div>
      </div>
    </div>
  );
}

/** A selectable persona card of the wizard (a toggle button: aria-pressed says whether it is chosen). */
export function SelectablePersonaCard({
  persona,
  selected,
  onToggle,
}: {
  persona: Persona;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'relative flex h-full w-full flex-col gap-3 rounded-lg border bg-white p-4 text-left shadow-sm transition-colors',
        selected ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-300 hover:border-slate-500',
      )}
    >
      {selected && (
        <span className="absolute top-3 right-3 rounded-full bg-blue-700 p-1 text-white">
          <Check className="size-4" aria-hidden="true" />
        </span>
      )}
      <PersonaSummary persona={persona} />
      <p className="text-sm text-slate-800">{persona.investmentStyle}</p>
      <p className="line-clamp-3 text-sm text-slate-700">{persona.financialSnapshot}</p>
    </button>
  );
}
