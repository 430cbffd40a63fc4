/** The header by which the gateway proves to the API that it set X-Forwarded-For itself. */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

/** The file under DATA_DIR holding the gateway's secret when GATEWAY_SECRET is unset. */
export const GATEWAY_SECRET_FILE = 'gateway-secret';

/** Headers by which a proxy names the client; the API believes them only from the gateway. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

/** A request carrying this header with `all` gets every problem of a refused input as `errors: [{ path, message }]` beside `message`. */
export const FIELD_ERRORS_HEADER = 'x-field-errors';

/**
 * The header of the API's reply naming the account whose token it accepted for the call (absent on a
 * public call or a refused token): the gateway's own request log names the actor by it.
 */
export const ACTOR_ID_HEADER = 'x-actor-id';
