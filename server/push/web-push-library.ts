/**
 * The `web-push` library (about 5 MB of the process), loaded when a first message is sent or a
 * first key pair generated, not at start: a server whose visitors never subscribe never needs it.
 */
// @ts-types="npm:@types/web-push@3.6.4"
import type webpush from "web-push";
import { once } from "../util/once.ts";

export const webPush: () => Promise<typeof webpush> = once(() => import("web-push").then((module) => module.default));
