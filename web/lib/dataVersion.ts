import { proxy, useSnapshot } from 'valtio';

/** Bumped after a change made outside a screen (e.g. from the palette) so open lists reload. */
export const dataVersion = proxy({ value: 0 });

/** Tells open screens that records changed. */
export function bumpDataVersion(): void {
  dataVersion.value += 1;
}

/** The records' version, for a screen to read its record again after a change made elsewhere (a status set from the palette). */
export const useDataVersion = (): number => useSnapshot(dataVersion).value;
