import type { ReactNode } from 'react';
import { MODULE_LABELS } from '#domain/modules';
import type { Permission, PermissionFlag } from '#domain/permissions';
import { TableScroll, type TableName } from '../../../components/TableScroll.tsx';
import { FLAG_COLUMNS } from './flagColumns.ts';

interface Props {
  value: readonly Permission[];
  /** Heading of the module column: "Module" in the grid, "Name" in the detail table. */
  moduleHeader: string;
  label: TableName & { 'aria-describedby'?: string | undefined };
  /** One flag's cell content for one module; `header` is the flag's column heading. */
  cell: (row: Permission, flag: PermissionFlag, header: string) => ReactNode;
  cellClass?: (row: Permission, flag: PermissionFlag) => string | undefined;
}

/** One row per module and one column per flag (§2.7), shared by the editable grid and the read-only table. */
export function PermissionMatrix({ value, moduleHeader, label, cell, cellClass }: Props) {
  return (
    // Six columns are wider than a phone: the matrix scrolls in its own box, not the page.
    <TableScroll name={'aria-label' in label ? { 'aria-label': label['aria-label'] } : { 'aria-labelledby': label['aria-labelledby'] }}>
      <table className="data-table" {...label}>
        <thead>
          <tr>
            <th scope="col">{moduleHeader}</th>
            {FLAG_COLUMNS.map(({ flag, header }) => <th scope="col" key={flag}>{header}</th>)}
          </tr>
        </thead>
        <tbody>
          {value.map((row) => (
            <tr key={row.name}>
              <th scope="row">{MODULE_LABELS[row.name]}</th>
              {FLAG_COLUMNS.map(({ flag, header }) => (
                <td key={flag} className={cellClass?.(row, flag)}>
                  {cell(row, flag, header)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
