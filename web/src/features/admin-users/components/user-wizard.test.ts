import { describe, expect, it } from "vitest";
import { profileFormFromUser } from "../../../domains/account/profile-form.ts";
import { validateStep } from "./user-wizard.tsx";

const form = { ...profileFormFromUser(null), password: "", confirmPassword: "", isApproved: true, isAdmin: false };

describe("user wizard steps", () => {
  it("step 1 needs name and email", () => {
    expect(validateStep(0, form, true)).toEqual({ name: "Name is required", email: "Email is required" });
    expect(validateStep(0, { ...form, name: "Omar", email: "o@example.com" }, true)).toEqual({});
  });

  it("steps 2 and 3 have no rules", () => {
    expect(validateStep(1, form, true)).toEqual({});
    expect(validateStep(2, form, true)).toEqual({});
  });

  it("step 4 checks the new user's password; editing has no password", () => {
    expect(validateStep(3, form, true).password).toBe("Password is required for new users");
    expect(validateStep(3, { ...form, password: "12345", confirmPassword: "12345" }, true).password).toBe("Password must be at least 6 characters");
    expect(validateStep(3, { ...form, password: "123456", confirmPassword: "654321" }, true).confirmPassword).toBe("Passwords do not match");
    expect(validateStep(3, form, false)).toEqual({});
  });
});
