/** The state of one recipient's message: waiting (or waiting for a retry), claimed by a worker, sent, or failed for good. */
export const DeliveryState = { PENDING: 1, SENDING: 2, SENT: 3, FAILED: 4 } as const;
