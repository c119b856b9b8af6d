/**
 * A signed-in member's details in the server's HTML of the inquiry form, while the app's form is not
 * there yet (the app's form fills them in the same way): only into fields still empty.
 */
export type MemberDetails = { name?: string; email?: string; mobileNumber?: string } | null | undefined;

export function fillMemberDetails(root: Element, member: MemberDetails): void {
  const values: Record<string, string | undefined> = { userName: member?.name, userEmail: member?.email, userPhone: member?.mobileNumber };
  for (const field of root.querySelectorAll<HTMLInputElement>("input[name]")) {
    const value = values[field.name];
    if (value && !field.value) field.value = value;
  }
}
