import { useSearchParams } from 'wouter';
import { isDayString } from '#domain/floor/calendar-day';
import type { ListFilter } from '../../lib/area/AreaFields.ts';
import { TextField } from '../ui/TextField.tsx';

/** The day's place in the URL: `?date=YYYY-MM-DD`, as on the tables list. */
const KEY = 'date';

/** The Date field among a list's tools: a day chosen lands in `?date=`; cleared, the list shows every day again. */
function DayControl({ kept }: { kept: Record<string, string> }) {
  const [, setParams] = useSearchParams();
  const { [KEY]: day = '', ...others } = kept;
  return <TextField label="Date" type="date" value={day} onChange={(next) => setParams(isDayString(next) ? { ...others, [KEY]: next } : others)} />;
}

/**
 * A list of dated records shown one venue day at a time when `?date=` names one (the events of a
 * night: the dashboard's "Tonight's events" links here), every day when it names none or no day.
 * Asks the list call for `from` and `to` that day.
 */
export const BY_DAY: ListFilter = {
  read: (params): ReturnType<ListFilter['read']> => {
    const day = params.get(KEY) ?? '';
    return isDayString(day) ? { kept: { [KEY]: day }, query: { from: day, to: day } } : { kept: {}, query: {} };
  },
  Control: DayControl,
};
