import { VULNERABILITY_DRIVER_LABELS, type Persona } from '#common/api/personas.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PersonaSummary } from './persona-card.tsx';

const ACCESSIBILITY_LABELS: Record<string, string> = {
  'low-vision': 'Low vision',
  'screen-reader': 'Uses a screen reader',
  dyslexia: 'Dyslexia',
  cognitive: 'Cognitive needs',
  'english-second-language': 'English as a second language',
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-900">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <>None</>;
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The whole profile of a persona (spec §3 fields), beside a transcript or in the browser. */
export function PersonaDetails({ persona }: { persona: Persona }) {
  return (
    <dl className="space-y-3">
      <Field label="Financial snapshot">{persona.financialSnapshot}</Field>
      <Field label="Financial knowledge">
        {persona.financialKnowledge} ({persona.knowledgeLevel})
      </Field>
      <Field label="Investment style">{persona.investmentStyle}</Field>
      <Field label="Investment time">{persona.investmentTime}</Field>
      <Field label="Vulnerability">
        {persona.vulnerability
          ? `Vulnerable${
              persona.vulnerabilityDrivers.length > 0
                ? `: ${persona.vulnerabilityDrivers.map((d) => VULNERABILITY_DRIVER_LABELS[d]).join(', ')}`
                : ''
            }`
          : 'Not vulnerable'}
      </Field>
      {persona.accessibilityNeeds.length > 0 && (
        <Field label="Accessibility needs">
          {persona.accessibilityNeeds.map((need) => ACCESSIBILITY_LABELS[need] ?? need).join(', ')}
        </Field>
      )}
      <Field label="Personality">
        <List items={persona.personalityTraits} />
      </Field>
      <Field label="Speech style">
        Confidence {persona.speechStyle.confidence}; technical terms {persona.speechStyle.technicalTerms};
        sentences {persona.speechStyle.sentenceLength}
      </Field>
      <Field label="Motivations">
        <List items={persona.motivations} />
      </Field>
      <Field label="Concerns">
        <List items={persona.concerns} />
      </Field>
    </dl>
  );
}

export function PersonaProfilePanel({ persona }: { persona: Persona }) {
  return (
    <SectionCard title="Persona Profile">
      <div className="space-y-4 p-5">
        <PersonaSummary persona={persona} />
        <PersonaDetails persona={persona} />
      </div>
    </SectionCard>
  );
}
