import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type ClientSearchFormProps = {
  /** The search in the URL; the parent keys this form by it so Back and Forward refill the box. */
  query: string;
  onSearch: (query: string) => void;
};

export function ClientSearchForm({ query, onSearch }: ClientSearchFormProps) {
  const [value, setValue] = useState(query);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form role="search" aria-label="Clients" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <TextField
        label="Search by name or e-mail address"
        name="q"
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="min-w-60 flex-1"
      />
      <Button type="submit" variant="secondary">
        <Search className="size-4" aria-hidden="true" />
        Search
      </Button>
      {query && (
        <Button
          variant="ghost"
          onClick={() => {
            setValue('');
            onSearch('');
          }}
        >
          Clear search
        </Button>
      )}
    </form>
  );
}
