/** The hint under an edit form's password: passwords are never shown, only replaced (README "Departures"). */
export const KEEP_PASSWORD = 'Leave empty to keep the current password.';
