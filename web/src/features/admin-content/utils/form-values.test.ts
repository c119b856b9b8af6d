import { activityInput } from "@contract/catalogue.ts";
import { describe, expect, it } from "vitest";
import { fieldErrors, joinList, splitList, withoutEmpty } from "./form-values.ts";

describe("form values", () => {
  it("splits comma lists, trimming and dropping empties", () => {
    expect(splitList(" Desert , City,, ,Romance ")).toEqual(["Desert", "City", "Romance"]);
    expect(splitList("")).toEqual([]);
    expect(joinList(["a", "b"])).toBe("a, b");
  });
  it("leaves empty optional fields out", () => {
    expect(withoutEmpty({ name: "Dune Dinner", price: "", packageId: "", imageUrl: "  ", location: "x" }))
      .toEqual({ name: "Dune Dinner", location: "x" });
  });
  it("maps contract issues to the first message per field", () => {
    const result = activityInput.safeParse({ name: "", location: "x", description: "", price: "-1" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: "Name is required.",
        description: "Description is required.",
        price: "Price must be at least 0.",
      });
    }
  });
});
