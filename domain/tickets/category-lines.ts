/** A ticket category's line in the list's Category column (§2.10): "Silver - 20/300", booked of total. */
export const ticketCountLine = (category: { name: string; bookedTickets: number; totalTickets: number }): string =>
  `${category.name} - ${category.bookedTickets}/${category.totalTickets}`;

/** A ticket category's line in the list's Price column (§2.10): "Silver - 150". */
export const ticketPriceLine = (category: { name: string; price: number }): string => `${category.name} - ${category.price}`;
