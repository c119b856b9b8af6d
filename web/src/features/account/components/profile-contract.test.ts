/**
 * The application and Edit Profile check with the contract's own schemas (registerInput,
 * userPatch): a rule added to the contract reaches both forms, and what the contract rejects the
 * forms reject, in the contract's words.
 */
import { describe, expect, it, vi } from "vitest";
import { registerInput, userPatch } from "@contract/user.ts";
import { profileFormFromUser } from "../../../domains/account/profile-form.ts";
import { NO_DIGITS } from "../../../test/extra-name-rule.ts";
import { completeApplication } from "./application.fixture.ts";
import { validateProfile } from "./edit-profile-modal.tsx";
import { toRegistration, validateApplication } from "./registration-form.tsx";

// The contract with one more rule, as if the server's schemas had changed.
vi.mock("@contract/user.ts", async (importOriginal) => {
  const contract = await importOriginal<typeof import("@contract/user.ts")>();
  const { withNameRule } = await import("../../../test/extra-name-rule.ts");
  return { ...contract, registerInput: withNameRule(contract.registerInput), userPatch: withNameRule(contract.userPatch) };
});

const application = { ...completeApplication, name: "Layla Haddad" };
const profile = { ...profileFormFromUser(null), name: "Layla Haddad", email: "layla@example.com" };
const sameEmail = { current: "layla@example.com", verified: false };

/** The contract's message for `field`, straight from the schema. */
function contractMessage(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("a rule added to the contract reaches the profile forms", () => {
  it("the membership application", () => {
    expect(validateApplication(application, true)).toEqual({});
    expect(validateApplication({ ...application, name: " ", mobileNumber: "" }, true)).toEqual({
      name: "Please enter your full name.",
      mobileNumber: "Please enter your mobile number with country code.",
    });
    expect(validateApplication({ ...application, name: "Layla 2" }, true)).toEqual({ name: NO_DIGITS });
  });

  it("Edit Profile", () => {
    expect(validateProfile(profile, sameEmail)).toEqual({});
    expect(validateProfile({ ...profile, name: "Layla 2" }, sameEmail)).toEqual({ name: NO_DIGITS });
  });
});

describe("what the contract rejects, the profile forms reject in its words", () => {
  const tooLong = "x".repeat(201);

  it("the membership application: a malformed email, an over-long name", () => {
    const form = { ...application, email: "layla@", name: tooLong };
    const errors = validateApplication(form, true);
    const parsed = registerInput.safeParse(toRegistration(form));
    expect(errors.email).toBe(contractMessage(parsed, "email"));
    expect(errors.name).toBe(contractMessage(parsed, "name"));
    expect(errors.name).toBe("Must be at most 200 characters.");
  });

  it("Edit Profile: a malformed email, an over-long name, an 'Other' membership without its text", () => {
    const form = { ...profile, email: "layla@", name: tooLong, memberships: ["Other"] };
    const errors = validateProfile(form, { current: "layla@", verified: true });
    expect(errors).toEqual({
      name: "Must be at most 200 characters.",
      email: "Please enter a valid email address",
      membershipsOther: "Please specify other memberships",
    });
    expect(userPatch.safeParse({ email: "layla@" }).success).toBe(false);
  });
});
