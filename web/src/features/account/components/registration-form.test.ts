import { registerInput } from "@contract/user.ts";
import { describe, expect, it } from "vitest";
import { completeApplication } from "./application.fixture.ts";
import { toRegistration, validateApplication } from "./registration-form.tsx";

const complete = completeApplication;

describe("validateApplication (the membership application's rules)", () => {
  it("accepts a complete, verified application", () => {
    expect(validateApplication(complete, true)).toEqual({});
  });

  it("requires the email to be verified with the OTP", () => {
    expect(validateApplication(complete, false).email).toBe("Please verify your email address using OTP.");
  });

  it("uses the spec's texts for passwords, lists and Other choices", () => {
    const errors = validateApplication(
      { ...complete, password: "", confirmPassword: "x", accommodationStyles: [], memberships: [], nationalityOther: " " },
      true,
    );
    expect(errors.password).toBe("Password is required.");
    expect(errors.accommodationStyles).toBe("Please select at least one accommodation style.");
    expect(errors.memberships).toBe("Please select at least one option, or 'None of the above'.");
    expect(errors.nationalityOther).toBe("Please specify your nationality");
    expect(validateApplication({ ...complete, confirmPassword: "secret-2" }, true).confirmPassword).toBe("Passwords do not match.");
    expect(validateApplication({ ...complete, password: "12345", confirmPassword: "12345" }, true).password)
      .toBe("Password must be at least 6 characters");
  });
});

describe("toRegistration", () => {
  it("sends no memberships for 'None of the above', trimmed texts and isMobileVerified false; the server schema accepts it", () => {
    const payload = toRegistration(complete);
    expect(payload.memberships).toEqual([]);
    expect(payload.name).toBe("Layla Haddad");
    expect(payload.nationalityOther).toBe("Emirati");
    expect(payload.isMobileVerified).toBe(false);
    expect(registerInput.safeParse(payload).success).toBe(true);
  });

  it("keeps the Other membership text only with Other selected", () => {
    const payload = toRegistration({ ...complete, memberships: ["Other", " "], membershipsOther: " Soho House " });
    expect(payload.memberships).toEqual(["Other"]);
    expect(payload.membershipsOther).toBe("Soho House");
    expect(toRegistration({ ...complete, memberships: ["Travel Insurance"], membershipsOther: "x" }).membershipsOther).toBe("");
  });
});
