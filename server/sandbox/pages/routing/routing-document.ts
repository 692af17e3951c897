import { ApiError } from '../../../contract/api-error.ts';
import {
  processorProfileSchema,
  routingConfigurationSchema,
} from '../../../contract/routing-schema.ts';
import type { RoutingConfiguration } from '../../../domain/routing/routing-rules.ts';
import {
  type RoutingProblem,
  routingProblems,
} from '../../../domain/routing/routing-validation.ts';
import {
  behaviourProblems,
  SANDBOX_BEHAVIOUR_SCHEMA,
  type SandboxBehaviour,
} from '../../processor/behaviour.ts';

// The routing document as the sandbox takes it (PUT /sandbox/api/routing): the domain's document
// whose processors' `behaviour`, opaque to routing, is the sandbox's (docs/sandbox.md, Sandbox
// processors). Checked in three steps, each refusal naming the field by its path and the rule:
// this JSON Schema (shape, types, enums, patterns, sizes), then what a schema cannot say of the
// document (routingProblems, the 3-D Secure section's checks included) and of each behaviour.

/** The document's JSON Schema with the sandbox's behaviour in each processor. */
export const sandboxRoutingSchema = {
  ...routingConfigurationSchema,
  properties: {
    ...routingConfigurationSchema.properties,
    processors: {
      ...routingConfigurationSchema.properties.processors,
      items: {
        ...processorProfileSchema,
        properties: { ...processorProfileSchema.properties, behaviour: SANDBOX_BEHAVIOUR_SCHEMA },
      },
    },
  },
} as const;

/** Every problem of a document that passed sandboxRoutingSchema; none when it may be stored. */
export function sandboxRoutingProblems(document: RoutingConfiguration): RoutingProblem[] {
  return [
    ...routingProblems(document),
    ...document.processors.flatMap((profile, index) =>
      profile.behaviour === undefined
        ? []
        : behaviourProblems(
            profile.behaviour as SandboxBehaviour,
            `processors[${index}].behaviour`,
          ),
    ),
  ];
}

/** Throws the API's 400 for the document's first problem, naming its field and rule. */
export function assertValidSandboxRouting(document: RoutingConfiguration): void {
  const [first] = sandboxRoutingProblems(document);
  if (first !== undefined) throw ApiError.badParameter(first.field, first.rule);
}
