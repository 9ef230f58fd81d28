import { createActivityFlow, type ActivityFlow } from '../flows/createActivityFlow.ts';
import type { FlowDeps } from '../flows/createBookingFlow.ts';

// One flow per widget (its serial scope must be shared by every screen that books).
const flows = new WeakMap<FlowDeps['store'], ActivityFlow>();

/** The activity flow of one widget instance. */
export function activityFlowOf(deps: FlowDeps): ActivityFlow {
  let flow = flows.get(deps.store);
  if (!flow) {
    flow = createActivityFlow(deps);
    flows.set(deps.store, flow);
  }
  return flow;
}
