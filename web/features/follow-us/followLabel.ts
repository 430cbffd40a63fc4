/** How a slot is named on screen and in the palette (slots have no name of their own). */
export const followLabel = (position: number): string => `Follow Us image ${position}`;
