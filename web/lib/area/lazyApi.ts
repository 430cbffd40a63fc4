/** Calls that all answer later, so each can wait for its module first. */
type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * An area's calls that load their module (its GraphQL documents and result shaping) on the first
 * call, so the registry, the sidebar and the palette's commands cost nothing until a screen or a
 * search of the area runs. `calls` names every call, for the compiler to check against the module:
 * the registry reads which operations an area offers from the names, before anything is loaded.
 */
export function lazyApi<Api extends Calls>(load: () => Promise<Api>, calls: NoInfer<{ [Call in keyof Api]-?: true }>): Api {
  let loading: Promise<Api> | undefined;
  const loaded = () => (loading ??= load().catch((error: unknown) => {
    // A failed download (a new build replaced the files, the network dropped) is tried again on the next call.
    loading = undefined;
    throw error;
  }));
  const forward = (call: keyof Api) => async (...args: never[]) => (await loaded())[call]!(...args);
  return Object.fromEntries(Object.keys(calls).map((call) => [call, forward(call)])) as unknown as Api;
}
