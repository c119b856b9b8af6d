/**
 * The user wizard checks with the contract's own schemas (createUserInput for a new user,
 * userPatch for an edit): a rule added to the contract reaches it, and what the contract rejects
 * it rejects, in the contract's words, on the step that shows the field.
 */
import { describe, expect, it, vi } from "vitest";
import { profileFormFromUser } from "../../../domains/account/profile-form.ts";
import { NO_DIGITS } from "../../../test/extra-name-rule.ts";
import { validateStep, validateWizard } from "./user-wizard.tsx";

// The contract with one more rule, as if the server's schemas had changed.
vi.mock("@contract/user.ts", async (importOriginal) => {
  const contract = await importOriginal<typeof import("@contract/user.ts")>();
  const { withNameRule } = await import("../../../test/extra-name-rule.ts");
  return { ...contract, createUserInput: withNameRule(contract.createUserInput), userPatch: withNameRule(contract.userPatch) };
});

const form = {
  ...profileFormFromUser(null),
  name: "Omar Said",
  email: "omar@example.com",
  password: "omar-pass-1",
  confirmPassword: "omar-pass-1",
  isApproved: true,
  isAdmin: false,
};

describe("a rule added to the contract reaches the user wizard", () => {
  it("creating and editing", () => {
    expect(validateWizard(form, true)).toEqual({});
    expect(validateWizard({ ...form, name: "Omar 2" }, true)).toEqual({ name: NO_DIGITS });
    expect(validateWizard({ ...form, name: "Omar 2" }, false)).toEqual({ name: NO_DIGITS });
  });
});

describe("what the contract rejects, the wizard rejects on the field's step", () => {
  it("a malformed email and an 'Other' country without its text on step 1", () => {
    const errors = validateStep(0, { ...form, email: "omar@", countryOfResidence: "Other" }, true);
    expect(errors).toEqual({
      email: "Please enter a valid email address",
      countryOfResidenceOther: "Please specify your country of residence",
    });
  });

  it("an 'Other' membership or answer without its text on step 3, also when editing", () => {
    const background = { ...form, memberships: ["Other"], heardAboutUs: "other" };
    expect(validateStep(2, background, false)).toEqual({
      membershipsOther: "Please specify other memberships",
      heardAboutUsOther: "Please specify how you heard about us",
    });
    expect(validateStep(0, background, false)).toEqual({});
  });

  it("an over-long display name on step 1", () => {
    expect(validateStep(0, { ...form, displayName: "x".repeat(61) }, true)).toEqual({ displayName: "Must be at most 60 characters." });
  });
});
