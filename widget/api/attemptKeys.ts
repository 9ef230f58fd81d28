import { idempotencyKey } from './idempotencyKey.ts';

interface MutationAttempt {
  /** The `Idempotency-Key` to send. */
  key: string;
  /** Called once the request ends: with an answer (any status), or with none. */
  end(answered: boolean): void;
}

/**
 * The idempotency keys of one client's mutations (DESIGN §3, issue 49). A key covers the sends
 * of one attempt: a mutation that got no answer keeps its key for the guest's Try again, the
 * very next mutation, when that is the same request (method, path and body). Any other mutation
 * ends the attempt, so a later request that only looks the same (an edit 3→4 lost, 4→5, then
 * 5→4) is a new one; the API would otherwise replay the first answer and never act.
 */
export function createAttemptKeys(newKey: () => string = idempotencyKey) {
  let open: { request: string; key: string } | undefined;
  return {
    /** `request` names the mutation: method, path and body. */
    start(request: string): MutationAttempt {
      const key = open?.request === request ? open.key : newKey();
      open = undefined;
      return {
        key,
        end(answered) {
          if (!answered) open = { request, key };
          else if (open?.key === key) open = undefined;
        },
      };
    },
  };
}
