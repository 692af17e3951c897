import type { ImportEdge, ImportKind } from './import-graph.ts';

/**
 * One cycle per strongly connected component of the graph made of the edges of `kinds`: the
 * shortest way from the component's first file (sorted) back to itself. Fixing it may reveal
 * another cycle in the same component; the check runs until none is left.
 */
export function findCycles(edges: readonly ImportEdge[], kinds: readonly ImportKind[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (!kinds.includes(edge.kind)) continue;
    const targets = next.get(edge.from) ?? [];
    if (!targets.includes(edge.to)) targets.push(edge.to);
    next.set(edge.from, targets);
  }
  return components(next)
    .filter((nodes) => nodes.length > 1 || next.get(nodes[0] ?? '')?.includes(nodes[0] ?? ''))
    .map((nodes) => shortestCycle([...nodes].sort(), next))
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

// Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
function components(next: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    for (let frame = work.at(-1); frame; frame = work.at(-1)) {
      const targets = next.get(frame.node) ?? [];
      const target = targets[frame.child++];
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        found.push(component);
      }
    }
  }
  return found;
}

function shortestCycle(
  nodes: readonly string[],
  next: ReadonlyMap<string, readonly string[]>,
): string[] {
  const members = new Set(nodes);
  const start = nodes[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  // Breadth first, so the first way back to `start` is a shortest one.
  for (const node of queue) {
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) return [...pathTo(node, cameFrom, start), start];
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

function pathTo(node: string, cameFrom: ReadonlyMap<string, string>, start: string): string[] {
  const path = [node];
  let current = node;
  for (let previous = cameFrom.get(current); current !== start && previous !== undefined; ) {
    current = previous;
    path.unshift(current);
    previous = cameFrom.get(current);
  }
  return path;
}
