/** Path parameters several routers' document entries share. */
import { z } from "zod";
import { idSchema } from "../../contract/fields.ts";
import { SITE_LANGUAGES } from "../../contract/languages.ts";

/** `{id}`: a record id; anything that cannot be an id is answered 404. */
export const idParam = z.object({
  id: idSchema.meta({ description: "The record's id; anything else is not found." }),
});

/** What a delete answers: the id and `deleted: true`. */
export const deletedAnswer = (idName: string) => z.object({ [idName]: z.string(), deleted: z.literal(true) });

/**
 * `?lang=` of a request that writes or sends something in the traveller's language (emails, the
 * concierge's answer): else `Accept-Language`, else English; an unknown code counts as not given.
 */
export const travellerLanguageQuery = (what: string) =>
  z.object({
    lang: z.enum(SITE_LANGUAGES).optional().meta({
      description: `The language ${what}; without it \`Accept-Language\` chooses, else English. An unknown code is ignored.`,
    }),
  });
