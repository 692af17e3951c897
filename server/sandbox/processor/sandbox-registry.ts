import { type ProcessorRegistry, routedRegistry } from '../../domain/processors/registry.ts';
import type { ProcessorProfile } from '../../domain/routing/processor-profile.ts';
import { routingReader } from '../../domain/routing/routing-store.ts';
import type { SandboxBehaviour } from './behaviour.ts';
import { SANDBOX_TEXT_PREFIX } from './processor-codes.ts';
import { createSandboxProcessor, sandboxProcessor } from './sandbox-processor.ts';

// The sandbox's processors behind the registry: each processor of a merchant's routing document
// (docs/routing.md) is a named sandbox processor with the document's behaviour for it. Their texts
// all begin "Sandbox:", as the sandbox's always have; the record names the processor itself
// (transaction_details.processor). BIN facts, rates and wallet tokens are the sandbox's tables,
// shared by all; a transaction recorded before processors had keys goes back to "Kassa Sandbox".

/**
 * The profile's behaviour as stored: checked in full when the document was written (PUT
 * /sandbox/api/routing); a rule that would not pass those checks never applies (behaviour-rules.ts).
 */
function behaviourOf(profile: ProcessorProfile): SandboxBehaviour | undefined {
  const { behaviour } = profile;
  return typeof behaviour === 'object' && behaviour !== null
    ? (behaviour as SandboxBehaviour)
    : undefined;
}

export function sandboxProcessors(
  options: { sleep?: (ms: number) => Promise<void> } = {},
): ProcessorRegistry {
  return routedRegistry({
    network: sandboxProcessor,
    documentOf: routingReader(),
    build: (profile) =>
      createSandboxProcessor({
        id: profile.id,
        name: profile.name,
        behaviour: behaviourOf(profile),
        fees: profile.fees,
        networkTokens: profile.features.network_tokens ?? false,
        textPrefix: SANDBOX_TEXT_PREFIX,
        sleep: options.sleep,
      }),
    fallback: sandboxProcessor,
  });
}
