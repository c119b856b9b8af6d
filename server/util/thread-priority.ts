/**
 * Lowers the CPU priority of the calling thread (Linux: each thread has its own nice value), so
 * that when cores are contended the threads answering requests are scheduled first. Elsewhere, or
 * when not allowed, the thread keeps its priority.
 */
import { setPriority } from "node:os";

export function lowerThisThreadPriority(nice = 10): boolean {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>" for the thread that reads it.
    const tid = Number(Deno.readLinkSync("/proc/thread-self").split("/").pop());
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
