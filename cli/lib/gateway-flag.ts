/**
 * The root program's `--gateway <url>` as given on this call (`venue --gateway <url> whoami`,
 * `venue roles list --gateway <url>`): set by the root's pre-action hook, read by resolveConnection.
 * Kept apart so `venue --help` loads no client.
 */
let flag: string | undefined;

export const setGatewayFlag = (url: string | undefined): void => {
  flag = url || undefined;
};

export const gatewayFlag = (): string | undefined => flag;
