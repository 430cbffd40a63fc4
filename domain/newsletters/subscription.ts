/** How a subscriber's `isSubscribed` is shown (§3). */
export const subscriptionLabel = (isSubscribed: boolean): string => (isSubscribed ? 'Subscribed' : 'UnSubscribed');
