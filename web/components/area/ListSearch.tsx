import type { ReactNode } from 'react';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';

/** A list's status filter as <ListSearch> shows it: the choice in the URL, the choices, and how to choose. */
export interface StatusChoice {
  value: string;
  choices: readonly { value: string; label: string }[];
  choose: (value: string) => void;
}

/**
 * The search field above a list (unless its list call cannot search), its Status filter where the
 * area has one, then any filters of the list's own (`children`: Bookings' type, payment status and
 * days, the Tables' day), all in one search landmark named after the list, so a screen reader finds them together.
 * What is typed lands in the URL once typing settles.
 */
export function ListSearch({ label, box, status, searchable = true, className = 'list-tools', children }: {
  label: string;
  box: { typed: string; type: (text: string) => void };
  status?: StatusChoice | undefined;
  searchable?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  if (!searchable && !status && !children) return null;
  return (
    <div className={className} role="search" aria-label={label}>
      {searchable && <TextField label="Search" type="search" value={box.typed} onChange={box.type} />}
      {status && <SelectField label="Status" placeholder="All" value={status.value} options={status.choices} onChange={status.choose} />}
      {children}
    </div>
  );
}
