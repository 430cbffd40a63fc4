/** How a Follow Us slot is named on screen, in the palette and by the search (slots have no name of their own). */
export const followLabel = (position: number): string => `Follow Us image ${position}`;
