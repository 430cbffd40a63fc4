/** A reply of the REST API: HTTP status and the parsed envelope. */
export interface ApiReply<T = unknown> {
  status: number;
  body: { status: boolean; message: string; data?: T; errors?: { path: (string | number)[]; message: string }[] };
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed or oversized bodies). */
  rawBody?: string;
  query?: Record<string, string | number>;
  /** Extra request headers (e.g. `X-Field-Errors: all`, as the gateway sends it). */
  headers?: Record<string, string>;
}

/** Calls `/api/v1<path>` on a running API. */
export async function callApi<T = unknown>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiReply<T>> {
  const url = new URL(`/api/v1${path}`, baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: method.toUpperCase(), headers, body: payload });
  return { status: response.status, body: (await response.json()) as ApiReply<T>['body'] };
}

/** Signs in through `POST /login` and returns the token; throws with the API's message otherwise. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await callApi<{ token: string }>(baseUrl, 'post', '/login', { body: { email, password } });
  if (reply.status !== 200 || !reply.body.data) throw new Error(`Sign-in failed (${reply.status}): ${reply.body.message}`);
  return reply.body.data.token;
}
