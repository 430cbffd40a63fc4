import { MemoryEventList } from './MemoryEventList.tsx';

/** /memoryEvents/new (the palette's "New memory"): the grid of events with the add dialog open. */
export function MemoryNew() {
  return <MemoryEventList adding />;
}
