import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type CategoryTypeCode } from '#domain/floor/category-types';
import { TICKET_PRICE_MIN, TICKETS_PER_CATEGORY } from '#domain/limits';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import '../event-tickets.css';

/** One category row as the form edits it: numbers are text until parsed; a saved row keeps its id and booked count. */
export interface TicketRowValues {
  _id?: string;
  type: CategoryTypeCode;
  name: string;
  offer: string;
  price: string;
  totalTickets: string;
  bookedTickets: number;
}

/** A new row of a type (§2.10): named after the type, offer empty, price 0, total 0. */
export const newTicketRow = (type: CategoryTypeCode): TicketRowValues => ({ type, name: CATEGORY_TYPE_LABELS[type], offer: '', price: '0', totalTickets: '0', bookedTickets: 0 });

type Cell = 'name' | 'offer' | 'price' | 'totalTickets';

/**
 * The category rows of a ticket set (§2.10): one group per type, each with Category, Offer, Price
 * and Total Tickets and the §5 message under each; a row may be removed unless tickets of it are
 * booked, and a type not in the set may be added back.
 */
export function CategoryRows({ rows, onChange, errorAt, touch }: {
  rows: readonly TicketRowValues[];
  onChange: (rows: TicketRowValues[]) => void;
  errorAt: (path: readonly (string | number)[], exact?: boolean) => string | undefined;
  touch: (path: string) => void;
}) {
  const put = (index: number, patch: Partial<TicketRowValues>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const cell = (index: number, name: Cell) => ({
    value: rows[index]![name],
    onChange: (value: string) => put(index, { [name]: value }),
    onBlur: () => touch(`categories.${index}.${name}`),
    error: errorAt(['categories', index, name]),
  });
  const missing = CATEGORY_TYPES.filter((type) => !rows.some((row) => row.type === type));
  return (
    <div className="ticket-rows">
      {rows.map((row, index) => {
        const label = CATEGORY_TYPE_LABELS[row.type];
        return (
          <fieldset className="ticket-row" key={row._id ?? `new-${row.type}`}>
            <legend className="field__label">{label}</legend>
            <TextField label="Category" {...cell(index, 'name')} />
            <TextField label="Offer" {...cell(index, 'offer')} />
            <TextField label="Price" type="number" min={String(TICKET_PRICE_MIN)} {...cell(index, 'price')} />
            <TextField label="Total Tickets" type="number" min={String(TICKETS_PER_CATEGORY.min)} {...cell(index, 'totalTickets')} />
            {errorAt(['categories', index, 'type']) && <span className="field__error">{errorAt(['categories', index, 'type'])}</span>}
            <div className="ticket-row__footer">
              {row._id && <span className="field__hint">{`${row.bookedTickets} booked`}</span>}
              {rows.length > 1 && (
                <Button variant="secondary" aria-label={`Remove ${label}`} isDisabled={row.bookedTickets > 0} onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                  Remove
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      {missing.length > 0 && (
        <div className="ticket-rows__add">
          {missing.map((type) => (
            <Button key={type} variant="secondary" onPress={() => onChange([...rows, newTicketRow(type)])}>{`Add ${CATEGORY_TYPE_LABELS[type]}`}</Button>
          ))}
        </div>
      )}
      {errorAt(['categories'], true) && <span className="field__error" role="alert">{errorAt(['categories'], true)}</span>}
    </div>
  );
}
