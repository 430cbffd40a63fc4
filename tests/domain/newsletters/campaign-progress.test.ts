import { describe, expect, it } from 'vitest';
import { campaignState, isSending, progressText } from '#domain/newsletters/campaign-progress';

const counts = (sent: number, failed: number, pending: number) => ({ total: sent + failed + pending, sent, failed, pending });

describe('a campaign’s progress in words', () => {
  it('says how many of how many are sent, then the failed and pending when there are any', () => {
    expect(progressText(counts(12, 1, 17))).toBe('12 of 30 sent, 1 failed, 17 pending');
    expect(progressText(counts(3, 0, 0))).toBe('3 of 3 sent');
    expect(progressText(counts(0, 2, 0))).toBe('0 of 2 sent, 2 failed');
  });

  it('is sending while anything is pending, then sent, with failures or not', () => {
    expect([isSending(counts(1, 0, 1)), campaignState(counts(1, 0, 1))]).toEqual([true, 'Sending']);
    expect([isSending(counts(2, 0, 0)), campaignState(counts(2, 0, 0))]).toEqual([false, 'Sent']);
    expect(campaignState(counts(1, 1, 0))).toBe('Sent with failures');
  });
});
