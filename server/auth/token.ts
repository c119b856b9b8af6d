/** Signed access tokens: HS256 pinned on both sides, with an expiry and the session they belong to. */
import { sign, verify } from "hono/jwt";

export type TokenClaims = { sub: string; sid: string; iat: number; exp: number };

export async function signToken(secret: string, userId: string, sessionId: string, ttlMs: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return await sign({ sub: userId, sid: sessionId, iat, exp: iat + Math.floor(ttlMs / 1000) }, secret, "HS256");
}

/**
 * The claims of a valid token, or null for anything else (bad signature, other algorithm, expired,
 * or no expiry at all: a token that never expires is never accepted, whoever signed it).
 */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const claims = await verify(token, secret, "HS256");
    if (typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
    if (typeof claims.exp !== "number" || !Number.isFinite(claims.exp)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
