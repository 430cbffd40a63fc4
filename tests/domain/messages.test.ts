import { describe, expect, it } from 'vitest';
import { CONFIRM_DELETE, DATA_NOT_FOUND, INVALID_DATE, loadingText, NOT_FOUND_PAGE, SOMETHING_WENT_WRONG, TOKEN_EXPIRED } from '#domain/messages';

describe('fixed texts', () => {
  it('carries the spec strings of §2 and §8 verbatim', () => {
    expect(TOKEN_EXPIRED).toBe('Token expired please re-login');
    expect(SOMETHING_WENT_WRONG).toBe('Something Went Wrong');
    expect(DATA_NOT_FOUND).toBe('DATA NOT FOUND');
    expect(INVALID_DATE).toBe('Invalid Date');
    expect(CONFIRM_DELETE).toEqual({
      title: 'Confirm Delete',
      text: 'Are you sure you want to delete this item? This action cannot be undone.',
      cancel: 'Cancel',
      confirm: 'Delete',
    });
    expect(NOT_FOUND_PAGE.heading).toBe('PAGE NOT FOUND');
    expect(NOT_FOUND_PAGE.text).toBe("We're sorry, but the page you're looking for doesn't exist or something went wrong.");
    expect(NOT_FOUND_PAGE.link).toBe('Back to Home');
  });

  it('builds list loading texts', () => {
    expect(loadingText('Roles')).toBe('Loading Roles...');
    expect(loadingText('Event Tickets')).toBe('Loading Event Tickets...');
  });
});
