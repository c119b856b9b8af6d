/** Worker entry: hashes or verifies one password at a time off the request thread (see password-pool.ts). */
/// <reference lib="deno.worker" />
import { hashPassword, verifyPassword } from "./password.ts";
import type { PasswordJob, PasswordResult } from "./password-pool.ts";
import { lowerThisThreadPriority } from "../util/thread-priority.ts";

// Hashing waits for the CPU behind the thread that answers requests, never the other way round.
lowerThisThreadPriority();

/** A hash of a random password, verified against when the email is unknown, so timing does not tell. */
let decoy: Promise<string> | undefined;

async function perform(job: PasswordJob): Promise<string | boolean> {
  if (job.op === "hash") return await hashPassword(job.password);
  decoy ??= hashPassword(crypto.randomUUID());
  return await verifyPassword(job.password, job.hash ?? await decoy);
}

self.onmessage = async (event: MessageEvent<PasswordJob>) => {
  let result: PasswordResult;
  try {
    result = { value: await perform(event.data) };
  } catch (error) {
    result = { error: String(error) };
  }
  self.postMessage(result);
};
