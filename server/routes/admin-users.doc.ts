/** User administration in the API document (administrators only). */
import { z } from "zod";
import { adminFlagInput, approveInput, createUserInput, user } from "../../contract/user.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

const tag = "User administration";

export const adminUserDocs: RouteDoc[] = [
  {
    route: "GET /api/auth/users",
    summary: "List users",
    tag,
    operationId: "listUsers",
    access: "admin",
    answer: { description: "Every user.", schema: z.array(user) },
  },
  {
    route: "PATCH /api/auth/users/:id/approve",
    summary: "Approve a member",
    description: "Emails the member the first time.",
    tag,
    operationId: "approveUser",
    access: "admin",
    params: idParam,
    body: approveInput,
    answer: { description: "The approved user.", schema: user },
    errors: ["not_found"],
  },
  {
    route: "PATCH /api/auth/users/:id/admin",
    summary: "Give or take the admin flag",
    description: "Never from the last administrator (409); the user's sessions end.",
    tag,
    operationId: "setAdminFlag",
    access: "admin",
    params: idParam,
    body: adminFlagInput,
    answer: { description: "The updated user.", schema: user },
    errors: ["not_found", "conflict"],
  },
  {
    route: "POST /api/auth/create-user",
    summary: "Create a user",
    description: "A user with the flags and password the administrator chose; a taken address is 409.",
    tag,
    operationId: "createUser",
    access: "admin",
    body: createUserInput,
    answer: { status: 201, description: "The new user.", schema: user },
    errors: ["conflict", "busy"],
  },
  {
    route: "DELETE /api/auth/users/:id",
    summary: "Delete a user",
    description: "Not oneself (403), not the last administrator (409); the user's sessions end.",
    tag,
    operationId: "deleteUser",
    access: "admin",
    params: idParam,
    answer: { description: "The id of the deleted user.", schema: deletedAnswer("id") },
    errors: ["not_found", "conflict"],
  },
];
