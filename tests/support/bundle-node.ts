// @ts-expect-error -- plain JavaScript build script, no type declarations
import { bundleNode } from '../../scripts/bundle.mjs';

/** Vitest global set-up: compiles the Node bundles once, so the suites' many CLI calls run the current sources. */
export default async function bundle(): Promise<void> {
  await (bundleNode as () => Promise<void>)();
}
