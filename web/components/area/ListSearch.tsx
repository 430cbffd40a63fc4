import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';

/** A list's status filter as <ListSearch> shows it: the choice in the URL, the choices, and how to choose. */
export interface StatusChoice {
  value: string;
  choices: readonly { value: string; label: string }[];
  choose: (value: string) => void;
}

/** The search field above a list (unless its list call cannot search), and its Status filter where the area has one; what is typed lands in the URL once typing settles. */
export function ListSearch({ label, box, status, searchable = true }: { label: string; box: { typed: string; type: (text: string) => void }; status?: StatusChoice | undefined; searchable?: boolean }) {
  if (!searchable && !status) return null;
  return (
    <div className="list-tools" role="search" aria-label={label}>
      {searchable && <TextField label="Search" type="search" value={box.typed} onChange={box.type} />}
      {status && <SelectField label="Status" placeholder="All" value={status.value} options={status.choices} onChange={status.choose} />}
    </div>
  );
}
