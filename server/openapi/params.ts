/** Path parameters several routers' document entries share. */
import { z } from "zod";
import { idSchema } from "../../contract/fields.ts";

/** `{id}`: a record id; anything that cannot be an id is answered 404. */
export const idParam = z.object({
  id: idSchema.meta({ description: "The record's id; anything else is not found." }),
});

/** What a delete answers: the id and `deleted: true`. */
export const deletedAnswer = (idName: string) => z.object({ [idName]: z.string(), deleted: z.literal(true) });
