import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Filter } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { auditActionLabel } from '../lib/audit-actions.ts';
import { dateRangeError, type AuditFilters } from '../lib/audit-filters.ts';

type AuditFiltersFormProps = {
  /** The filters in the URL; the parent keys this form by them so Back and Forward refill it. */
  filters: AuditFilters;
  users: readonly SelectOption[];
  actions: readonly string[];
  onApply: (filters: AuditFilters) => void;
};

type Draft = Required<AuditFilters>;

export function AuditFiltersForm({ filters, users, actions, onApply }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState<Draft>({
    userId: filters.userId ?? '',
    action: filters.action ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const [rangeError, setRangeError] = useState<string | undefined>();

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    const { name, value } = event.target;
    setDraft((current) => ({ ...current, [name]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = dateRangeError(draft);
    setRangeError(error);
    if (error) {
      const field = event.currentTarget.elements.namedItem('to');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onApply(draft);
  }

  // A user picked elsewhere (a link from a client's page) may not be among the first clients listed.
  const userOptions: SelectOption[] = [{ value: '', label: 'Any user' }, ...users];
  if (draft.userId && !users.some((user) => user.value === draft.userId)) {
    userOptions.push({ value: draft.userId, label: `User ${draft.userId.slice(0, 8)}` });
  }
  const actionOptions: SelectOption[] = [
    { value: '', label: 'Any action' },
    ...actions.map((action) => ({ value: action, label: auditActionLabel(action) })),
  ];
  if (draft.action && !actions.includes(draft.action)) {
    actionOptions.push({ value: draft.action, label: auditActionLabel(draft.action) });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Filter the audit trail" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="User"
          name="userId"
          options={userOptions}
          value={draft.userId}
          onChange={onChange}
        />
        <SelectField
          label="Action"
          name="action"
          options={actionOptions}
          value={draft.action}
          onChange={onChange}
        />
        <TextField label="From" name="from" type="date" value={draft.from} onChange={onChange} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={onChange} error={rangeError} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <Filter className="size-4" aria-hidden="true" />
          Apply filters
        </Button>
        <Button variant="ghost" onClick={() => onApply({})}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
