/**
 * A page's own form post (the inquiry form, a proposal's answers, a trip's review: pages that work
 * without JavaScript): its body must arrive within the deadline and within `maxBytes`, then the
 * page's answer is the response.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { tooLarge } from "../errors.ts";
import { bodyDeadline, type BodyDeadlineOptions } from "./body-deadline.ts";
import type { AppEnv } from "./context.ts";

export type FormPost = (c: Context<AppEnv>, answer: () => Promise<Response>) => Promise<Response | void>;

export function formPost(deadline: Omit<BodyDeadlineOptions, "maxBytes" | "whole">, maxBytes: number): FormPost {
  const withinDeadline = bodyDeadline({ ...deadline, maxBytes });
  const withinLimit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge("The request is too large.");
    },
  });
  return (c, answer) =>
    withinDeadline(c, async () => {
      await withinLimit(c, async () => {
        c.res = await answer();
      });
    });
}
