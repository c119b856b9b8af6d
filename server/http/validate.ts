/** Reads and validates request input with the contract's zod schemas. */
import type { Context } from "hono";
import type { z } from "zod";
import { AppError, badRequest, notFound, unsupportedType } from "../errors.ts";
import { ID_PATTERN } from "../../contract/fields.ts";
import { isJsonMediaType } from "./json-media-type.ts";

export const JSON_CONTENT_TYPE_REQUIRED = "Send the request body as JSON, with the header Content-Type: application/json.";

/** The first issue's message is the headline; every issue is listed with its field path. */
export function validationError(error: z.ZodError) {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return badRequest(issues[0]?.message ?? "Invalid input.", issues);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Parses the JSON body against `schema`. A body not labelled as JSON is a 415 (it is never read);
 * malformed JSON and non-objects are a 400. A failure of the body stream itself (its read
 * deadline: http/body-deadline.ts) is passed on as it is.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!isJsonMediaType(c.req.header("content-type"))) {
    throw unsupportedType(JSON_CONTENT_TYPE_REQUIRED);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest("The request body must be valid JSON.");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("The request body must be a JSON object.");
  }
  return parseWith(schema, body);
}

/** A path id: anything that cannot be an id cannot be found. */
export function pathId(c: Context, name: string, notFoundMessage: string): string {
  // A plain pattern test: this runs on every item read, where a schema parse costs more.
  const id = c.req.param(name);
  if (typeof id !== "string" || !ID_PATTERN.test(id)) throw notFound(notFoundMessage);
  return id;
}
