import type { Locator } from 'playwright-core';

/** The trimmed texts of a table row's cells, as a user reads them. */
export const cellsOf = async (row: Locator): Promise<string[]> => (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
